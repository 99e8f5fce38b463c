import { absoluteUrl } from "~/lib/seo";

/**
 * Paths that only signed-in members (or nobody) should reach from a search
 * engine. `/profile$` is the member's own page; `/profile/{id}` stays public.
 */
export const PRIVATE_PATHS = [
  "/admin/",
  "/artist/",
  "/curator/",
  "/checkout/",
  "/messages",
  "/discovery-mode",
  "/api/",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/logout",
  "/profile$",
] as const;

/** robots.txt: everything public may be crawled, private areas may not; points to the sitemap. */
export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
