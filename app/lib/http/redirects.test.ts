import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirects";

describe("the post-sign-in destination", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(safeRedirect("/artwork/42?tab=lease#details")).toBe("/artwork/42?tab=lease#details");
    expect(safeRedirect("/messages?to=abc")).toBe("/messages?to=abc");
  });

  it("refuses anything a browser would take to another site", () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n//evil.example",
      "/%09/evil.example/x\u0000",
      "evil.example",
      "",
      null,
      undefined,
    ]) {
      const destination = safeRedirect(target, "/");
      expect(new URL(destination, "https://gallery.example").origin).toBe(
        "https://gallery.example",
      );
    }
    expect(safeRedirect("/\t/evil.example", "/")).toBe("/");
  });
});
