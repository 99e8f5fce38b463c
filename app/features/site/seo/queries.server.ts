import { and, desc, eq, exists, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, profiles } from "~/db/schema";
import { SITEMAP_URL_LIMIT, type SitemapEntry, STATIC_SITEMAP_PATHS } from "./sitemap";

/**
 * Every page a search engine should know: the public pages, each available
 * artwork, and the public profile of each member who presents available work.
 * Members without public work are left out: their pages hold nothing to find.
 */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const available = and(eq(artworks.userId, profiles.id), eq(artworks.isAvailable, true));
  const [works, members] = await Promise.all([
    db
      .select({ id: artworks.id, updatedAt: artworks.updatedAt })
      .from(artworks)
      .where(eq(artworks.isAvailable, true))
      .orderBy(desc(artworks.viewCount), artworks.id)
      .limit(SITEMAP_URL_LIMIT),
    db
      .select({
        id: profiles.id,
        // A profile page changes with the profile and with the works on it. Names are
        // qualified by hand: Drizzle writes bare column names in a one-table select.
        updatedAt:
          sql`greatest("profiles"."updated_at", (select max(a.updated_at) from artworks a where a.user_id = "profiles"."id" and a.is_available))`.mapWith(
            profiles.updatedAt,
          ),
      })
      .from(profiles)
      .where(exists(db.select({ one: sql`1` }).from(artworks).where(available)))
      .orderBy(profiles.id)
      .limit(SITEMAP_URL_LIMIT),
  ]);
  const newest = works.reduce<Date | null>(
    (latest, w) => (latest && latest > w.updatedAt ? latest : w.updatedAt),
    null,
  );
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({
      path,
      lastmod: path === "/" || path === "/search" ? newest : null,
    })),
    ...works.map((w) => ({ path: `/artwork/${w.id}`, lastmod: w.updatedAt })),
    ...members.map((m) => ({ path: `/profile/${m.id}`, lastmod: m.updatedAt })),
  ];
}
