import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, favorites } from "~/db/schema";

/** The columns every artwork card needs; spread into a select on `artworks`. */
export const cardColumns = {
  id: artworks.id,
  title: artworks.title,
  artistName: artworks.artistName,
  medium: artworks.medium,
  salePriceCents: artworks.salePriceCents,
  leaseDailyRateCents: artworks.leaseDailyRateCents,
  inGentrificationZone: artworks.inGentrificationZone,
  receivedLoanGrant: artworks.receivedLoanGrant,
  isSpecialNeedsArtist: artworks.isSpecialNeedsArtist,
  isSeekingLocation: artworks.isSeekingLocation,
  manageOwnSales: artworks.manageOwnSales,
  mainImageKey: sql<
    string | null
  >`(select ai.image_key from artwork_images ai where ai.artwork_id = "artworks"."id" order by ai.position limit 1)`,
};

/** Marks which of the cards the viewer has saved; visitors have saved none. */
export async function withFavorites<T extends { id: string }>(
  db: Database,
  viewerId: string | null | undefined,
  cards: T[],
): Promise<(T & { isFavorite: boolean })[]> {
  if (!viewerId || cards.length === 0) return cards.map((c) => ({ ...c, isFavorite: false }));
  const saved = await db
    .select({ artworkId: favorites.artworkId })
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, viewerId),
        inArray(
          favorites.artworkId,
          cards.map((c) => c.id),
        ),
      ),
    );
  const ids = new Set(saved.map((s) => s.artworkId));
  return cards.map((c) => ({ ...c, isFavorite: ids.has(c.id) }));
}
