import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, withoutControlCharacters } from "./text";

describe("plain text", () => {
  it("refuses NUL and other control characters with one message", () => {
    const schema = plainText().trim().min(1);
    for (const bad of ["a\u0000b", "bell\u0007", "esc\u001b[31m", "del\u007f", "c1\u0085"]) {
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it("keeps tabs, line breaks and any other language", () => {
    const schema = plainText();
    expect(schema.parse("line one\nline two\r\n\tindented — café 東京 🎨")).toContain("東京");
    expect(hasControlCharacters("ok\n")).toBe(false);
  });

  it("drops control characters from search text", () => {
    expect(withoutControlCharacters("blue\u0000 sky\u0007")).toBe("blue sky");
  });
});
