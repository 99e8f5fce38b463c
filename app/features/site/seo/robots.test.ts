import { describe, expect, it } from "vitest";
import { PRIVATE_PATHS, robotsTxt } from "./robots";

/**
 * Google's reading of robots.txt rules: the longest matching rule wins, Allow
 * wins a tie, `*` matches anything and a trailing `$` anchors the end.
 */
function allowed(robots: string, path: string) {
  const rules = robots
    .split("\n")
    .map((line) => line.match(/^(Allow|Disallow):\s*(\S*)/i))
    .filter((m): m is RegExpMatchArray => m !== null && m[2] !== "")
    .map((m) => ({ allow: m[1]!.toLowerCase() === "allow", pattern: m[2]! }));
  let best: { allow: boolean; length: number } | null = null;
  for (const rule of rules) {
    const anchored = rule.pattern.endsWith("$");
    const body = anchored ? rule.pattern.slice(0, -1) : rule.pattern;
    const source = body
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*");
    if (!new RegExp(`^${source}${anchored ? "$" : ""}`).test(path)) continue;
    const length = rule.pattern.length;
    if (!best || length > best.length || (length === best.length && rule.allow)) {
      best = { allow: rule.allow, length };
    }
  }
  return best?.allow ?? true;
}

const robots = robotsTxt("https://gallery.example");

describe("robots.txt", () => {
  it("lets crawlers reach the public pages", () => {
    for (const path of [
      "/",
      "/about",
      "/search",
      "/search?userId=3f1c",
      "/subscribe",
      "/coming-soon",
      "/artwork/4b8f0c2e-1111-4222-8333-444455556666",
      "/profile/4b8f0c2e-1111-4222-8333-444455556666",
      "/media/abc/large.webp",
      "/sitemap.xml",
      "/artists-we-love",
    ]) {
      expect(allowed(robots, path), path).toBe(true);
    }
  });

  it("keeps private areas out", () => {
    for (const path of [
      "/profile",
      "/admin/dashboard",
      "/admin/invitations",
      "/artist/dashboard",
      "/artist/artwork/upload",
      "/curator/spaces",
      "/checkout/4b8f0c2e-1111-4222-8333-444455556666?type=purchase",
      "/messages",
      "/messages/4b8f0c2e-1111-4222-8333-444455556666",
      "/discovery-mode",
      "/api/favorites",
      "/api/featured-artists",
      "/login",
      "/login?redirectTo=%2Fprofile",
      "/register",
      "/forgot-password",
      "/reset-password",
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
  });

  it("names every private prefix and the sitemap's absolute address", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of PRIVATE_PATHS) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toMatch(/^Sitemap: https:\/\/gallery\.example\/sitemap\.xml$/m);
  });
});
