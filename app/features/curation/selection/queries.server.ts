import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, curatorSpaceSelections } from "~/db/schema";
import { imageUrl } from "~/features/media";
import type { SavedSelection, SavedWork } from "./schema";

/**
 * R-space-selection: the saved selections of some spaces, in order. A work
 * that has been sold or withdrawn (no longer offered), has lost its sale
 * price, or was deleted stays in the list, marked as no longer available,
 * with what was saved; it no longer counts in the total.
 */
export async function savedSelections(
  db: Database,
  spaceIds: readonly string[],
): Promise<Map<string, SavedSelection>> {
  const result = new Map<string, SavedSelection>();
  if (spaceIds.length === 0) return result;
  const rows = await db
    .select({
      spaceId: curatorSpaceSelections.spaceId,
      artworkId: curatorSpaceSelections.artworkId,
      savedTitle: curatorSpaceSelections.title,
      savedArtist: curatorSpaceSelections.artistName,
      savedPrice: curatorSpaceSelections.priceCents,
      title: artworks.title,
      artistName: artworks.artistName,
      priceCents: artworks.salePriceCents,
      // As suggestions and the gallery see it: offered (a sale clears it; a collector may offer it again).
      available: sql<boolean>`coalesce(${artworks.isAvailable}, false)`,
      imageKey: artworkImages.imageKey,
    })
    .from(curatorSpaceSelections)
    .leftJoin(artworks, eq(artworks.id, curatorSpaceSelections.artworkId))
    .leftJoin(
      artworkImages,
      and(eq(artworkImages.artworkId, artworks.id), eq(artworkImages.position, 0)),
    )
    .where(inArray(curatorSpaceSelections.spaceId, [...spaceIds]))
    .orderBy(asc(curatorSpaceSelections.spaceId), asc(curatorSpaceSelections.position));
  for (const row of rows) {
    const work: SavedWork = {
      artworkId: row.artworkId,
      title: row.title ?? row.savedTitle,
      artistName: row.artistName ?? row.savedArtist,
      priceCents: row.available ? row.priceCents : row.savedPrice,
      imageUrl: row.imageKey ? imageUrl(row.imageKey, "card") : null,
      available: row.available && (row.priceCents ?? 0) > 0,
    };
    const selection = result.get(row.spaceId) ?? { works: [], totalCents: 0, unavailable: 0 };
    selection.works.push(work);
    if (work.available) selection.totalCents += work.priceCents ?? 0;
    else selection.unavailable += 1;
    result.set(row.spaceId, selection);
  }
  return result;
}

/** One space's saved selection (empty when it has none). */
export async function savedSelection(db: Database, spaceId: string): Promise<SavedSelection> {
  const selections = await savedSelections(db, [spaceId]);
  return selections.get(spaceId) ?? { works: [], totalCents: 0, unavailable: 0 };
}
