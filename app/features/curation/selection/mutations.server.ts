import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, curatorSpaceSelections, curatorSpaces } from "~/db/schema";
import { isUuid } from "~/lib/ids";
import { curationErrors } from "../errors";
import type { SelectionChange } from "./schema";

type SpaceOwner = { userId: string; spaceId: string };

/**
 * R-space-selection: replaces the space's saved selection with the chosen
 * works in order, or clears it. Only the owner may (anyone else: not found);
 * every work must exist. What the curator saw (title, artist, price) is kept
 * beside each work. Returns how many works are saved.
 */
export async function changeSelection(
  db: Database,
  { userId, spaceId }: SpaceOwner,
  change: SelectionChange,
): Promise<number> {
  if (!isUuid(spaceId)) throw curationErrors.raise("not-found");
  return db.transaction(async (tx) => {
    const [space] = await tx
      .select({ id: curatorSpaces.id })
      .from(curatorSpaces)
      .where(and(eq(curatorSpaces.id, spaceId), eq(curatorSpaces.userId, userId)))
      .for("update");
    if (!space) throw curationErrors.raise("not-found");
    await tx.delete(curatorSpaceSelections).where(eq(curatorSpaceSelections.spaceId, spaceId));
    if (change.intent === "clear") return 0;

    const found = await tx
      .select({
        id: artworks.id,
        title: artworks.title,
        artistName: artworks.artistName,
        priceCents: artworks.salePriceCents,
      })
      .from(artworks)
      .where(inArray(artworks.id, change.artworkIds))
      // Held until the insert: a work deleted meanwhile waits, so the foreign key cannot fail.
      .for("key share");
    const byId = new Map(found.map((row) => [row.id, row]));
    if (byId.size !== change.artworkIds.length) throw curationErrors.raise("unknown-artwork");
    await tx.insert(curatorSpaceSelections).values(
      change.artworkIds.map((artworkId, position) => {
        const work = byId.get(artworkId) as NonNullable<ReturnType<typeof byId.get>>;
        return {
          spaceId,
          position,
          artworkId,
          title: work.title,
          artistName: work.artistName,
          priceCents: work.priceCents,
        };
      }),
    );
    return change.artworkIds.length;
  });
}
