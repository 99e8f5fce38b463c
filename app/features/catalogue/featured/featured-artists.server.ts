import { and, asc, eq, exists, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, profiles } from "~/db/schema";

/** The navigation's Featured menu lists at most this many artists (part 2 §9). */
export const FEATURED_ARTIST_COUNT = 10;

/** Public fields only: what the Featured menu shows and links to. */
export type FeaturedArtistRow = {
  id: string;
  fullName: string | null;
  handle: string;
  avatarKey: string | null;
};

/**
 * Members with a full name who present at least one available artwork,
 * ordered by name.
 */
export async function featuredArtists(
  db: Database,
  limit = FEATURED_ARTIST_COUNT,
): Promise<FeaturedArtistRow[]> {
  return db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      handle: profiles.handle,
      avatarKey: profiles.avatarKey,
    })
    .from(profiles)
    .where(
      and(
        isNotNull(profiles.fullName),
        sql`btrim(${profiles.fullName}) <> ''`,
        exists(
          db
            .select({ one: sql`1` })
            .from(artworks)
            .where(and(eq(artworks.userId, profiles.id), eq(artworks.isAvailable, true))),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${profiles.fullName})`), asc(profiles.id))
    .limit(limit);
}
