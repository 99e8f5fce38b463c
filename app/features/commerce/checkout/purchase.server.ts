import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, leases, profiles, provenance, transactions } from "~/db/schema";
import { quoteLease } from "~/features/commerce/leases/lease-pricing";
import {
  galleryToday,
  leasePeriods,
  overlappingLease,
} from "~/features/commerce/leases/leases.server";
import { DomainError, ForbiddenError, NotFoundError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import {
  type CardInput,
  CHECKOUT_MESSAGES,
  type CheckoutType,
  cardSchema,
  leaseOverlapMessage,
  parseLeaseDetails,
} from "./checkout";
import { checkCheckoutCode, consumeCheckoutCode } from "./confirmation-code.server";
import { type Charge, paymentProvider } from "./payments.server";

export type CompleteCheckoutInput = {
  artworkId: string;
  type: CheckoutType;
  code: string;
  card: Record<keyof CardInput, string>;
  /** As sent: checked with the shared lease schema. */
  lease?: { startDate: string; days: string | number | undefined; durationType: string };
};

export type CompletedCheckout = { transactionId: string; type: CheckoutType; amountCents: number };

/** The lease period asked for, checked as at step 1 (the shared schema, the gallery's today). */
function leaseRequest(lease: CompleteCheckoutInput["lease"]) {
  return parseLeaseDetails(lease, galleryToday());
}

/**
 * Completes a purchase or lease. The card and the lease dates are checked,
 * the code is checked (a wrong one counts a try), then one transaction locks
 * the artwork row, checks availability, ownership and leases, uses the code,
 * charges the card and records everything. Any failure after the charge
 * rolls the records back and refunds the charge. The amount is always
 * computed here from the stored prices.
 */
export async function completeCheckout(
  db: Database,
  buyerId: string,
  input: CompleteCheckoutInput,
): Promise<CompletedCheckout> {
  const card = cardSchema.safeParse(input.card);
  if (!card.success) {
    const issue = card.error.issues[0];
    throw new DomainError(
      issue?.message ?? "Please check your card details.",
      400,
      String(issue?.path[0] ?? "cardNumber"),
    );
  }
  const lease = input.type === "lease" ? leaseRequest(input.lease) : null;
  const scope = { userId: buyerId, artworkId: input.artworkId };
  await checkCheckoutCode(db, { ...scope, code: input.code });

  const provider = paymentProvider();
  let charge: Charge | undefined;
  try {
    return await db.transaction(async (tx) => {
      const [artwork] = await tx
        .select()
        .from(artworks)
        .where(eq(artworks.id, input.artworkId))
        .for("update");
      if (!artwork) throw new NotFoundError(CHECKOUT_MESSAGES.notFound);
      if (artwork.userId === buyerId) throw new ForbiddenError(CHECKOUT_MESSAGES.ownArtwork);

      let amountCents: number;
      let period: { startDate: string; endDate: string } | null = null;
      if (input.type === "purchase") {
        if (!artwork.isAvailable) throw new DomainError(CHECKOUT_MESSAGES.sold, 409);
        if (!artwork.salePriceCents || artwork.salePriceCents <= 0) {
          throw new DomainError(CHECKOUT_MESSAGES.notForSale, 409);
        }
        const promised = (await leasePeriods(tx, artwork.id)).some((p) => p.lesseeId !== buyerId);
        if (promised) throw new DomainError(CHECKOUT_MESSAGES.leasedToOther, 409);
        amountCents = artwork.salePriceCents;
      } else {
        if (!artwork.isAvailable || !lease)
          throw new DomainError(CHECKOUT_MESSAGES.notForLease, 409);
        const quote = quoteLease(artwork, lease);
        if (!quote) throw new DomainError(CHECKOUT_MESSAGES.notForLease, 409, "durationType");
        const taken = await overlappingLease(tx, artwork.id, quote.startDate, quote.endDate);
        if (taken) throw new DomainError(leaseOverlapMessage(taken), 409, "startDate");
        amountCents = quote.amountCents;
        period = { startDate: quote.startDate, endDate: quote.endDate };
      }

      await consumeCheckoutCode(tx, { ...scope, code: input.code });
      charge = await provider.charge({
        amountCents,
        card: card.data,
        description: `${input.type === "purchase" ? "Purchase" : "Lease"} of "${artwork.title}"`,
      });

      const [record] = await tx
        .insert(transactions)
        .values({
          userId: buyerId,
          artworkId: artwork.id,
          artistId: artwork.userId,
          artworkTitle: artwork.title,
          transactionType: input.type,
          amountCents,
          status: "completed",
          leaseStartDate: period?.startDate ?? null,
          leaseEndDate: period?.endDate ?? null,
          paymentProvider: provider.name,
          paymentReference: charge.reference,
          cardBrand: charge.brand,
          cardLast4: charge.last4,
        })
        .returning({ id: transactions.id });
      if (!record) throw new Error("The transaction was not recorded");

      if (period) {
        await tx.insert(leases).values({
          transactionId: record.id,
          artworkId: artwork.id,
          lesseeId: buyerId,
          ...period,
        });
      } else {
        const [buyer] = await tx
          .select({ fullName: profiles.fullName, handle: profiles.handle })
          .from(profiles)
          .where(eq(profiles.id, buyerId));
        // The owner changes; the original artist (artist_id) stays credited. The
        // artist no longer manages its sales: a collector's offer is not theirs.
        await tx
          .update(artworks)
          .set({
            userId: buyerId,
            isAvailable: false,
            manageOwnSales: false,
            updatedAt: new Date(),
          })
          .where(eq(artworks.id, artwork.id));
        await tx.insert(provenance).values({
          artworkId: artwork.id,
          ownerId: buyerId,
          ownerName: buyer?.fullName?.trim() || buyer?.handle || "Private collector",
          event: "purchase",
          transactionId: record.id,
        });
      }
      return { transactionId: record.id, type: input.type, amountCents };
    });
  } catch (error) {
    if (charge) {
      const reference = charge.reference;
      await provider.refund(reference).catch((refundError: unknown) => {
        logger.error({ err: refundError, reference }, "refund after a failed checkout failed");
      });
    }
    throw error;
  }
}
