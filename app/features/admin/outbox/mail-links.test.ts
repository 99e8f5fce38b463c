import { describe, expect, it } from "vitest";
import { firstLink, linkify } from "./mail-links";

describe("mail text", () => {
  it("turns only http(s) URLs into links and keeps everything else as text", () => {
    const text =
      'Open http://localhost:3000/register?invite=abc.\n<a href="javascript:alert(1)">x</a> (https://x.test/a)';
    expect(linkify(text)).toEqual([
      { kind: "text", value: "Open " },
      { kind: "link", value: "http://localhost:3000/register?invite=abc" },
      { kind: "text", value: '.\n<a href="javascript:alert(1)">x</a> (' },
      { kind: "link", value: "https://x.test/a" },
      { kind: "text", value: ")" },
    ]);
    expect(linkify("no links here")).toEqual([{ kind: "text", value: "no links here" }]);
    expect(firstLink("none")).toBeNull();
  });
});
