import { describe, expect, it } from "vitest";
import { MESSAGE_LINK_PROPS, safeHref, splitMessage } from "./links";
import { messageMemberPath } from "./paths";
import { sendMessageSchema } from "./schema";
import { formatMessageTime } from "./time-format";

describe("message times", () => {
  const now = new Date("2026-06-15T15:30:00Z");
  it("shows HH:mm today", () => {
    expect(formatMessageTime("2026-06-15T09:05:00Z", now, "UTC")).toBe("09:05");
    expect(formatMessageTime("2026-06-15T00:00:00Z", now, "UTC")).toBe("00:00");
    expect(formatMessageTime("2026-06-15T23:59:00Z", now, "UTC")).toBe("23:59");
  });
  it("shows 'MMM d' earlier this year and 'MMM d, yyyy' before", () => {
    expect(formatMessageTime("2026-06-14T23:59:00Z", now, "UTC")).toBe("Jun 14");
    expect(formatMessageTime("2026-01-02T10:00:00Z", now, "UTC")).toBe("Jan 2");
    expect(formatMessageTime("2025-12-31T10:00:00Z", now, "UTC")).toBe("Dec 31, 2025");
  });
  it("decides 'today' in the reader's time zone", () => {
    // 01:30 UTC on the 16th is still the 15th in New York.
    const late = new Date("2026-06-16T01:30:00Z");
    expect(formatMessageTime("2026-06-15T22:00:00Z", late, "America/New_York")).toBe("18:00");
    expect(formatMessageTime("2026-06-15T22:00:00Z", late, "UTC")).toBe("Jun 15");
  });
  it("shows nothing for a bad date", () => {
    expect(formatMessageTime("not a date", now, "UTC")).toBe("");
  });
});

describe("links in messages", () => {
  it("links only http and https addresses", () => {
    expect(splitMessage("See https://example.com/a?b=1 and http://x.org.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: " and " },
      { kind: "link", text: "http://x.org", href: "http://x.org/" },
      { kind: "text", text: "." },
    ]);
    for (const text of [
      "javascript://alert(1)",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://files.example.com",
      "vbscript://x",
      "file:///etc/passwd",
    ]) {
      expect(
        splitMessage(text).every((p) => p.kind === "text"),
        text,
      ).toBe(true);
    }
  });
  it("keeps markup as text and trims sentence punctuation from links", () => {
    expect(splitMessage('<a href="https://evil.test">x</a>')).toEqual([
      { kind: "text", text: '<a href="' },
      { kind: "link", text: "https://evil.test", href: "https://evil.test/" },
      { kind: "text", text: '">x</a>' },
    ]);
    expect(splitMessage("(https://en.wikipedia.org/wiki/Oil_(paint))")[1]).toEqual({
      kind: "link",
      text: "https://en.wikipedia.org/wiki/Oil_(paint)",
      href: "https://en.wikipedia.org/wiki/Oil_(paint)",
    });
  });
  it("opens links in a new tab without referrer, opener or endorsement", () => {
    expect(MESSAGE_LINK_PROPS).toEqual({ target: "_blank", rel: "noopener noreferrer nofollow" });
    expect(safeHref("https://")).toBeNull();
    expect(safeHref("HTTPS://Example.com")).toBe("https://example.com/");
  });
});

describe("the send box's rules", () => {
  it("needs non-empty trimmed text of at most 5,000 characters", () => {
    expect(sendMessageSchema.safeParse({ content: "  hi  " }).data).toEqual({ content: "hi" });
    expect(sendMessageSchema.safeParse({ content: " \n " }).success).toBe(false);
    expect(sendMessageSchema.safeParse({}).success).toBe(false);
    expect(sendMessageSchema.safeParse({ content: "x".repeat(5000) }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ content: "x".repeat(5001) }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ content: ` ${"x".repeat(5000)} ` }).success).toBe(true);
  });
  it("links a member's Message button to /messages?to=", () => {
    expect(messageMemberPath("abc")).toBe("/messages?to=abc");
    expect(messageMemberPath("abc", "def")).toBe("/messages?to=abc&artwork=def");
  });
});
