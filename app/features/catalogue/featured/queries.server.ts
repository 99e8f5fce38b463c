import { and, asc, desc, eq, exists, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, profiles } from "~/db/schema";
import { cardColumns, withFavorites } from "~/features/catalogue/cards/queries.server";
import {
  FEATURED_ARTIST_COUNT,
  FEATURED_ARTWORK_COUNT,
  type FeaturedArtistRow,
  HERO_IMAGE_COUNT,
  type HeroImage,
} from "./featured-lists";

/** The most viewed available artworks as cards, with the viewer's saved flags. */
export async function featuredArtworks(
  db: Database,
  viewerId: string | null | undefined,
  limit = FEATURED_ARTWORK_COUNT,
) {
  const rows = await db
    .select(cardColumns)
    .from(artworks)
    .where(eq(artworks.isAvailable, true))
    .orderBy(desc(artworks.viewCount), desc(artworks.createdAt), artworks.id)
    .limit(limit);
  return withFavorites(db, viewerId, rows);
}

/**
 * Pictures for the home page hero: main images of popular available works,
 * landscape ones first because they fill a wide banner without losing much.
 */
export async function heroImages(db: Database, limit = HERO_IMAGE_COUNT): Promise<HeroImage[]> {
  return db
    .select({
      artworkId: artworks.id,
      title: artworks.title,
      artistName: artworks.artistName,
      imageKey: artworkImages.imageKey,
    })
    .from(artworks)
    .innerJoin(
      artworkImages,
      sql`${artworkImages.artworkId} = ${artworks.id} and ${artworkImages.position} = 0`,
    )
    .where(eq(artworks.isAvailable, true))
    .orderBy(
      desc(sql`${artworkImages.width} >= ${artworkImages.height}`),
      desc(artworks.viewCount),
      artworks.id,
    )
    .limit(limit);
}

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
