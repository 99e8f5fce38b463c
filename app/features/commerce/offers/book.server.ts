import { and, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { artworkOfferSettings, artworks, offers } from "~/db/schema";
import { leasedFrom } from "~/features/catalogue/index.server";
import { galleryToday } from "../leases/queries.server";
import type { Offer, OfferWork } from "./moves";

/**
 * A work's offers as the moves decide on them, read under the artwork row's
 * lock, and their changes written back. Every move locks the row FOR UPDATE
 * first (ADR 10), as checkout does, so two moves on one work, or a move and a
 * sale, happen one after the other.
 */

export type OfferRow = typeof offers.$inferSelect;

export function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    buyerId: row.buyerId,
    amountCents: row.amountCents,
    counterCents: row.counterCents,
    status: row.status,
    belowFloor: row.belowFloor,
    expiresAt: row.expiresAt.getTime(),
    priceCents: row.priceCents,
    reservedUntil: row.reservedUntil?.getTime() ?? null,
  };
}

export type LockedWork = OfferWork & { id: string; title: string };

/** Locks the work's row and reads what the moves need of it; null when it is gone. */
export async function lockWork(
  tx: Transaction,
  artworkId: string,
  now: Date,
): Promise<LockedWork | null> {
  const [row] = await tx
    .select({
      id: artworks.id,
      title: artworks.title,
      ownerId: artworks.userId,
      askingCents: artworks.salePriceCents,
      isAvailable: artworks.isAvailable,
      leased: leasedFrom(galleryToday(now)),
    })
    .from(artworks)
    .where(eq(artworks.id, artworkId))
    .for("update", { of: artworks });
  if (!row) return null;
  const [settings] = await tx
    .select()
    .from(artworkOfferSettings)
    .where(eq(artworkOfferSettings.artworkId, artworkId));
  const askingCents = row.askingCents && row.askingCents > 0 ? row.askingCents : null;
  return {
    id: row.id,
    title: row.title,
    ownerId: row.ownerId,
    askingCents,
    // Offers are made on a work on offer with a sale price and on nobody's lease.
    onSale: row.isAvailable && askingCents !== null && !row.leased,
    acceptsOffers: settings?.acceptsOffers ?? true,
    floorCents: settings?.floorCents ?? null,
  };
}

/** The work's offers still in play (waiting or accepted), plus `also` whatever its state. */
export async function readBook(tx: Transaction, artworkId: string, also: string[] = []) {
  return tx
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.artworkId, artworkId),
        also.length > 0
          ? sql`(${offers.status} in ('open', 'countered', 'accepted') or ${inArray(offers.id, also)})`
          : inArray(offers.status, ["open", "countered", "accepted"]),
      ),
    );
}

/**
 * Writes back the offers that changed. Each update names the state it was
 * read in: under the row lock it always matches, and should it not, the
 * move fails rather than overwrite.
 */
export async function writeChanges(tx: Transaction, before: OfferRow[], after: Offer[]) {
  const byId = new Map(before.map((row) => [row.id, row]));
  for (const offer of after) {
    const row = byId.get(offer.id);
    if (!row) continue;
    const was = toOffer(row);
    if (
      was.status === offer.status &&
      was.counterCents === offer.counterCents &&
      was.expiresAt === offer.expiresAt &&
      was.priceCents === offer.priceCents &&
      was.reservedUntil === offer.reservedUntil
    ) {
      continue;
    }
    const moved = await tx
      .update(offers)
      .set({
        status: offer.status,
        counterCents: offer.counterCents,
        expiresAt: new Date(offer.expiresAt),
        priceCents: offer.priceCents,
        reservedUntil: offer.reservedUntil === null ? null : new Date(offer.reservedUntil),
        updatedAt: new Date(),
      })
      .where(and(eq(offers.id, offer.id), eq(offers.status, row.status)))
      .returning({ id: offers.id });
    if (moved.length === 0) throw new Error("An offer changed while its work was locked");
  }
}
