import { and, eq, not } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, transactions } from "~/db/schema";
import { actorFor, leasesEnd, refusal } from "~/features/catalogue";
import {
  everSold,
  leasedFrom,
  ownArtworkState,
  soldAwayFrom,
} from "~/features/catalogue/index.server";
import { leaseEndDay } from "~/features/commerce";
import { galleryToday } from "~/features/commerce/index.server";
import { deleteArtworkQr, type MediaStorage, mediaStorage } from "~/features/media/index.server";
import { deleteItem, ownedItem } from "~/features/owned-items/index.server";
import { formatDate } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { artworkKind } from "../editor/mutations.server";
import { artworksErrors } from "./errors";
import { isArtworkId } from "./queries.server";

/**
 * R-artwork-delete: deletes one of the member's own artworks with its images, QR code and
 * history; its stored files are removed after the rows. Another member's
 * artwork is not found. R-artwork-lifecycle: a sold work, or one on a paid
 * active or upcoming lease, is refused (409) and kept; the delete's WHERE says
 * so too, and the row is locked first, so a sale or lease completing at the
 * same moment (which locks the same row) is either seen or waits.
 */
export async function deleteArtwork(
  db: Database,
  userId: string,
  artworkId: string,
  { storage = mediaStorage() }: { storage?: MediaStorage } = {},
): Promise<void> {
  if (!isArtworkId(artworkId)) throw artworksErrors.raise("not-found");
  const today = galleryToday();
  await deleteItem(db, artworkKind, {
    userId,
    itemId: artworkId,
    storage,
    // Sold from under its artist meanwhile: a sold work is not deleted, and that is the reason.
    notFound: async (db) =>
      artworksErrors.raise((await soldAwayFrom(db, userId, artworkId)) ? "sold" : "not-found"),
    check: async (tx) => {
      const state = await ownArtworkState(tx, userId, artworkId, today);
      const refused = refusal("delete", actorFor({ id: userId }, state), state);
      if (refused === "leased") {
        const end = leasesEnd(state) as string;
        throw artworksErrors.raise("leased", {
          message: `This artwork is leased until ${formatDate(leaseEndDay({ endDate: end }))}, so it cannot be deleted. You can delete it once the lease has ended.`,
        });
      }
      // Only its artist deletes a work, before it is sold; a collector withdraws it.
      if (refused) throw artworksErrors.raise("sold");
      const [row] = await tx
        .select({ qrCodeKey: artworks.qrCodeKey })
        .from(artworks)
        .where(ownedItem(artworkKind, artworkId, userId));
      return row?.qrCodeKey ?? null;
    },
    remove: async (tx) => {
      const deleted = await tx
        .delete(artworks)
        .where(
          and(
            ownedItem(artworkKind, artworkId, userId),
            eq(artworks.artistId, userId),
            not(everSold),
            not(leasedFrom(today)),
          ),
        )
        .returning({ id: artworks.id });
      if (deleted.length === 0) throw artworksErrors.raise("sold");
    },
    afterDelete: async (qrCodeKey) => {
      if (!qrCodeKey) return;
      await deleteArtworkQr(qrCodeKey, storage).catch((error: unknown) => {
        logger.warn({ err: error, artworkId }, "QR code could not be removed");
      });
    },
  });
}

/**
 * R-resale: the owner of a work they bought through the gallery offers it for
 * sale again (a price, available or not). Only the price, the availability
 * and artist-managed sales (off: the gallery sells a resale) change; the work
 * keeps its first artist, who is paid a royalty when it sells. Another
 * member's work is not found; a work the member listed as its artist, or one
 * they did not buy through the gallery, is refused.
 */
export async function offerForResale(
  db: Database,
  userId: string,
  input: { artworkId: string; salePriceCents: number | null; available: boolean },
) {
  if (!isArtworkId(input.artworkId)) throw artworksErrors.raise("not-found");
  if (input.available && !input.salePriceCents) throw artworksErrors.raise("resale-price");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ artistId: artworks.artistId })
      .from(artworks)
      .where(and(eq(artworks.id, input.artworkId), eq(artworks.userId, userId)))
      .for("update");
    if (!row) throw artworksErrors.raise("not-found");
    const [bought] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.artworkId, input.artworkId),
          eq(transactions.userId, userId),
          eq(transactions.transactionType, "purchase"),
          eq(transactions.status, "completed"),
        ),
      )
      .limit(1);
    if (row.artistId === userId || !bought) throw artworksErrors.raise("not-resold");
    await tx
      .update(artworks)
      .set({
        salePriceCents: input.salePriceCents,
        isAvailable: input.available,
        manageOwnSales: false,
        updatedAt: new Date(),
      })
      .where(eq(artworks.id, input.artworkId));
  });
}
