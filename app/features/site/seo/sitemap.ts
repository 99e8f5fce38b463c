import { absoluteUrl } from "~/lib/seo";

export type SitemapEntry = { path: string; lastmod?: Date | null };

/** Public pages that are always in the sitemap, besides artworks and member profiles. */
export const STATIC_SITEMAP_PATHS = ["/", "/search", "/subscribe", "/about"] as const;

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

function escapeXml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The sitemap XML: one <url> per entry with an absolute <loc> and, when known, <lastmod>. */
export function sitemapXml(origin: string, entries: SitemapEntry[]) {
  const urls = entries.slice(0, SITEMAP_URL_LIMIT).map((entry) => {
    const loc = `<loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
