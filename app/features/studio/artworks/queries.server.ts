import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks } from "~/db/schema";
import { actorFor, allowed } from "~/features/catalogue";
import { ownArtworkStates } from "~/features/catalogue/index.server";
import { galleryToday } from "~/features/commerce/index.server";
import { isUuid } from "~/lib/ids";
import { containsPattern } from "~/lib/search-term";
import type { ArtworkSort, OwnArtworkRow } from "./list-search";

/** Reads of the artist's own artworks: the My Artwork list and the QR download. */

export function isArtworkId(id: string | undefined): id is string {
  return isUuid(id);
}

const mainImageKey = sql<
  string | null
>`(select ai.image_key from artwork_images ai where ai.artwork_id = "artworks"."id" order by ai.position limit 1)`;

/**
 * The member's own artworks (R-my-artwork-list): search over title,
 * medium, style, location and the displayed artist, any case; newest first,
 * by title, or by views.
 */
export async function listOwnArtworks(
  db: Database,
  userId: string,
  { q = "", sort = "date" }: { q?: string; sort?: ArtworkSort } = {},
): Promise<OwnArtworkRow[]> {
  const conditions: SQL[] = [eq(artworks.userId, userId)];
  const search = q.trim();
  if (search) {
    const pattern = containsPattern(search);
    const matches = or(
      ilike(artworks.title, pattern),
      ilike(artworks.medium, pattern),
      ilike(artworks.style, pattern),
      ilike(artworks.location, pattern),
      // The artist as the row shows it: the original artist, else whoever first listed the work.
      ilike(artworks.artistName, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const order =
    sort === "title"
      ? [asc(sql`lower(${artworks.title})`), asc(artworks.id)]
      : sort === "views"
        ? [desc(artworks.viewCount), desc(artworks.createdAt), asc(artworks.id)]
        : [desc(artworks.createdAt), asc(artworks.id)];
  const rows = await db
    .select({
      id: artworks.id,
      title: artworks.title,
      artistName: artworks.artistName,
      medium: artworks.medium,
      style: artworks.style,
      location: artworks.location,
      viewCount: artworks.viewCount,
      salePriceCents: artworks.salePriceCents,
      leaseDailyRateCents: artworks.leaseDailyRateCents,
      isAvailable: artworks.isAvailable,
      mainImageKey,
      createdAt: artworks.createdAt,
      isResale: sql<boolean>`${artworks.artistId} is distinct from ${artworks.userId}`,
    })
    .from(artworks)
    .where(and(...conditions))
    .orderBy(...order);
  // R-artwork-lifecycle: Delete is offered only where the server would accept it.
  const states = await ownArtworkStates(
    db,
    userId,
    rows.map((row) => row.id),
    galleryToday(),
  );
  return rows.map((row) => {
    const state = states.get(row.id);
    const canDelete = state ? allowed("delete", actorFor({ id: userId }, state), state) : false;
    return { ...row, canDelete };
  });
}

/** The one artwork's QR key and title, when the member owns it. */
export async function ownArtworkQr(db: Database, userId: string, artworkId: string) {
  if (!isArtworkId(artworkId)) return null;
  const [row] = await db
    .select({ id: artworks.id, title: artworks.title, qrCodeKey: artworks.qrCodeKey })
    .from(artworks)
    .where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)))
    .limit(1);
  return row ?? null;
}
