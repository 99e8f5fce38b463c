import { describe, expect, it } from "vitest";
import { firstLink, linkify } from "./links";

describe("links in plain text (mails in the outbox, messages)", () => {
  it("turns only http(s) URLs into links and keeps everything else as text", () => {
    const text =
      'Open http://localhost:3000/register?invite=abc.\n<a href="javascript:alert(1)">x</a> (https://x.test/a)';
    expect(linkify(text)).toEqual([
      { kind: "text", text: "Open " },
      {
        kind: "link",
        text: "http://localhost:3000/register?invite=abc",
        href: "http://localhost:3000/register?invite=abc",
      },
      { kind: "text", text: '.\n<a href="javascript:alert(1)">x</a> (' },
      { kind: "link", text: "https://x.test/a", href: "https://x.test/a" },
      { kind: "text", text: ")" },
    ]);
    expect(linkify("no links here")).toEqual([{ kind: "text", text: "no links here" }]);
  });

  it("finds the first link of a mail, or none", () => {
    expect(firstLink("Reset: https://gallery.test/reset-password/abc. Thanks")).toBe(
      "https://gallery.test/reset-password/abc",
    );
    expect(firstLink("none")).toBeNull();
  });
});
