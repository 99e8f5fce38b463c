import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { favorites } from "~/db/schema";
import { artworkErrors } from "~/features/catalogue/artwork/errors";
import { freeOn } from "~/features/catalogue/artwork/lifecycle.server";
import { calendarDate } from "~/lib/dates";
import type { FavoriteInput } from "./schema";

/**
 * Saves or unsaves an artwork for a member and answers whether it is saved now.
 * Both are idempotent: saving twice (even at once) keeps one row and succeeds.
 */
export async function setFavorite(
  db: Database,
  userId: string,
  { artworkId, intent }: FavoriteInput,
): Promise<boolean> {
  if (intent === "remove") {
    await db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.artworkId, artworkId)));
    return false;
  }
  // Inserting from the artworks row makes an unknown artwork insert nothing instead of
  // failing; the favourite starts watching the price and availability it was saved at.
  const inserted = await rows<{ artwork_id: string }>(
    db,
    sql`insert into favorites (user_id, artwork_id, watched_price_cents, watched_available)
        select ${userId}, artworks.id, artworks.sale_price_cents, ${freeOn(calendarDate(new Date()))}
        from artworks where artworks.id = ${artworkId}
        on conflict (user_id, artwork_id) do nothing
        returning artwork_id`,
  );
  if (inserted.length > 0) return true;
  const [existing] = await db
    .select({ artworkId: favorites.artworkId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.artworkId, artworkId)))
    .limit(1);
  if (!existing) throw artworkErrors.raise("not-found");
  return true;
}
