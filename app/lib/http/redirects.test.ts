import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirects";

/** Where a browser goes when a response says `Location: destination` on our site. */
function followed(destination: string) {
  return new URL(destination, "https://gallery.example");
}

describe("the post-sign-in destination", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(safeRedirect("/artwork/42?tab=lease#details")).toBe("/artwork/42?tab=lease#details");
    expect(safeRedirect("/messages?to=abc")).toBe("/messages?to=abc");
    expect(safeRedirect("/search?q=a%2Fb")).toBe("/search?q=a%2Fb");
  });

  it("keeps an encoded slash as it is, a path on this site", () => {
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(followed("/%2F%2Fevil.example").origin).toBe("https://gallery.example");
  });

  it("resolves dot segments, and keeps the result only while it stays a path here", () => {
    expect(safeRedirect("/artwork/./42/../43")).toBe("/artwork/43");
    for (const target of [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/a/..//evil.example/x",
    ]) {
      expect(safeRedirect(target, "/"), target).toBe("/");
    }
  });

  it("refuses anything a browser would take to another site", () => {
    for (const target of [
      "https://evil.example/",
      "https:evil.example",
      "http:/evil.example",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\/\\/evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n//evil.example",
      "\t//evil.example",
      "/.\t//evil.example",
      "/%09/evil.example/x\u0000",
      "evil.example",
      "",
      null,
      undefined,
    ]) {
      const destination = safeRedirect(target, "/");
      expect(followed(destination).origin, JSON.stringify(target)).toBe("https://gallery.example");
      expect(destination.startsWith("//"), JSON.stringify(target)).toBe(false);
    }
    expect(safeRedirect("/\t/evil.example", "/")).toBe("/");
    expect(safeRedirect("/.//evil.example", "/profile")).toBe("/profile");
  });
});
