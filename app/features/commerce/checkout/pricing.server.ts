import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworks } from "~/db/schema";
import { quoteLease } from "~/features/commerce/leases/lease-pricing";
import {
  galleryToday,
  leasePeriods,
  overlappingLease,
} from "~/features/commerce/leases/queries.server";
import { type EndingLease, purchaseCredit } from "../ledger/rent-credit.server";
import type { PaymentKind } from "../ledger/split";
import { heldReservation } from "../offers/queries.server";
import { checkoutErrors } from "./errors";
import { checkExtensionPeriod, leaseToExtend } from "./extension.server";
import { leaseOverlapMessage } from "./messages";
import { leaseRefusal, purchaseRefusal } from "./policy";
import type { CheckoutType, LeaseDetails } from "./schema";

export type CheckoutArtworkRow = typeof artworks.$inferSelect;

/** One buyer's checkout as asked: the lease details checked already, the lease it extends as sent. */
export type CheckoutOrder = {
  buyerId: string;
  type: CheckoutType;
  lease: LeaseDetails | null;
  /** The id of the buyer's active lease this lease extends (R-lease-extension), as sent. */
  extend: string | null;
};

/** What a checkout costs, and what completing it changes besides the owner or the lease. */
export type CheckoutPrice = {
  /** What the buyer pays: the price less any rent credit (R-rent-to-own), or the lease quote. */
  amountCents: number;
  /** The full price, split in the ledger. */
  priceCents: number;
  creditCents: number;
  /** The buyer's own leases of the work, which the purchase ends today. */
  endingLeases: EndingLease[];
  paymentKind: PaymentKind;
  /** The lease's period; null for a purchase. */
  period: { startDate: string; endDate: string } | null;
  /** The accepted offer whose price this purchase pays (R-offer-reservation), or null. */
  offerId: string | null;
};

/** The artwork of a checkout; with `lock`, its row is locked for the rest of the transaction. */
export async function checkoutArtwork(
  db: Database | Transaction,
  artworkId: string,
  { lock = false } = {},
): Promise<CheckoutArtworkRow> {
  const query = db.select().from(artworks).where(eq(artworks.id, artworkId));
  const [artwork] = lock ? await query.for("update") : await query;
  if (!artwork) throw checkoutErrors.raise("not-found");
  return artwork;
}

/** What the provider's statement and the payment say the money is for. */
export function paymentDescription(type: CheckoutType, title: string) {
  return `${type === "purchase" ? "Purchase" : "Lease"} of "${title}"`;
}

/**
 * The one computation of what a checkout costs, from the stored prices: the
 * purchase price less the buyer's rent credit, or the lease quote for the
 * dates asked, with the refusals of who may buy or lease and of taken dates.
 * A work an accepted offer reserves (R-offer-reservation) is sold to that
 * offer's buyer at its price, so the payment, the ledger's split and the
 * receipt all follow it, and is neither sold nor leased to anyone else.
 * The Payment step asks for that amount, completion authorises it, and with
 * the artwork row locked completion computes it again: the amount never comes
 * from the browser.
 */
export async function priceCheckout(
  db: Database | Transaction,
  artwork: CheckoutArtworkRow,
  order: CheckoutOrder,
  now: Date = new Date(),
): Promise<CheckoutPrice> {
  const { buyerId } = order;
  const held = await heldReservation(db, artwork.id, now);
  if (held && held.buyerId !== buyerId) throw checkoutErrors.raise("reserved");
  if (order.type === "purchase") {
    const refused = purchaseRefusal(buyerId, artwork, await leasePeriods(db, artwork.id));
    if (refused) throw checkoutErrors.raise(refused);
    const priceCents = held ? held.priceCents : (artwork.salePriceCents as number);
    // Read under the artwork's lock at completion: an extension paid at the same moment is in it, in full.
    const credit = await purchaseCredit(
      db,
      { memberId: buyerId, artworkId: artwork.id, ownerId: artwork.userId, priceCents },
      now,
    );
    const amountCents = priceCents - credit.rentCreditCents - credit.unusedLeaseCents;
    if (amountCents < 0) throw checkoutErrors.raise("credit-over-price");
    return {
      amountCents,
      priceCents,
      creditCents: credit.rentCreditCents,
      endingLeases: credit.endingLeases,
      // A work its first artist no longer owns is being resold (R-resale-royalty).
      // (No first artist left, as after their account was deleted, is still someone else.)
      paymentKind: artwork.artistId !== artwork.userId ? "resale" : "first-sale",
      period: null,
      offerId: held?.offerId ?? null,
    };
  }
  const refused = leaseRefusal(buyerId, artwork);
  if (refused) throw checkoutErrors.raise(refused);
  if (!order.lease) throw checkoutErrors.raise("not-for-lease");
  const quote = quoteLease(artwork, order.lease);
  if (!quote) throw checkoutErrors.raise("not-for-lease", { field: "durationType" });
  // R-lease-extension: checked on the gallery's today (again under the artwork's lock at completion).
  if (order.extend !== null) {
    const extended = await leaseToExtend(db, {
      leaseId: order.extend,
      viewerId: buyerId,
      artworkId: artwork.id,
      today: galleryToday(now),
    });
    await checkExtensionPeriod(db, artwork.id, extended, quote);
  } else {
    const taken = await overlappingLease(db, artwork.id, quote.startDate, quote.endDate);
    if (taken) {
      throw checkoutErrors.raise("lease-overlap", { message: leaseOverlapMessage(taken) });
    }
  }
  return {
    amountCents: quote.amountCents,
    priceCents: quote.amountCents,
    creditCents: 0,
    endingLeases: [],
    paymentKind: "lease",
    period: { startDate: quote.startDate, endDate: quote.endDate },
    offerId: null,
  };
}
