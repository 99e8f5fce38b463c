import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworks, leases, profiles, provenance, transactions } from "~/db/schema";
import { quoteLease } from "~/features/commerce/leases/lease-pricing";
import {
  galleryToday,
  leasePeriods,
  overlappingLease,
} from "~/features/commerce/leases/queries.server";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import { logger } from "~/lib/logger.server";
import { paymentEntries, refundEntries, splitRates, writeEntries } from "../ledger/ledger.server";
import { type EndingLease, purchaseCredit } from "../ledger/rent-credit.server";
import { type PaymentKind, splitPayment } from "../ledger/split";
import { checkCheckoutCode, consumeCheckoutCode } from "./confirmation-code.server";
import { checkoutErrors } from "./errors";
import { checkExtensionPeriod, leaseToExtend } from "./extension.server";
import { leaseOverlapMessage } from "./messages";
import { type Charge, type PaymentProvider, paymentProvider } from "./payments.server";
import { leaseRefusal, purchaseRefusal } from "./policy";
import { queueReceipt } from "./receipt.server";
import { type CardInput, type CheckoutType, cardSchema, parseLeaseDetails } from "./schema";
import { INITIAL_STATE, type TransactionState, transition } from "./transitions";

export type CompleteCheckoutInput = {
  artworkId: string;
  type: CheckoutType;
  code: string;
  card: Record<keyof CardInput, string>;
  /** As sent: checked with the shared lease schema. */
  lease?: { startDate: string; days: string | number | undefined; durationType: string };
  /** The total the buyer reviewed, in cents, when the page sent it: the charge must match. */
  expectedTotalCents?: number;
  /** The id of the buyer's active lease this lease extends (R-lease-extension), as sent. */
  extend?: string | null;
};

export type CompletedCheckout = {
  transactionId: string;
  type: CheckoutType;
  amountCents: number;
  /** The buyer's receipt, in the outbox with the sale: deliverReceipt sends it now. */
  receiptMailId: string;
};

/** The card as sent, checked with the shared card schema, or a 400 naming its first problem. */
function cardRequest(card: CompleteCheckoutInput["card"]) {
  const parsed = cardSchema.safeParse(card);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw checkoutErrors.raise("invalid-card", {
    message: issue?.message,
    field: issue ? String(issue.path[0] ?? "cardNumber") : undefined,
  });
}

/** The lease period asked for, checked as at step 1 (the shared schema, the gallery's today). */
function leaseRequest(lease: CompleteCheckoutInput["lease"]) {
  return parseLeaseDetails(lease, galleryToday());
}

/**
 * Moves the transaction from `from` to `to` (the state table decides whether
 * it may) and records it with `values`; the row must still be in `from`.
 */
async function moveTransaction(
  db: Transaction,
  id: string,
  from: TransactionState,
  to: TransactionState,
  values: Partial<typeof transactions.$inferInsert> = {},
) {
  const status = transition(from, to);
  const moved = await db
    .update(transactions)
    .set({ ...values, status })
    .where(and(eq(transactions.id, id), eq(transactions.status, from)))
    .returning({ id: transactions.id });
  if (moved.length === 0) throw new Error(`The transaction was not ${from} any more`);
}

/** Gives the charge back; false (and logged) when the provider refused. */
async function refund(provider: PaymentProvider, charge: Charge) {
  try {
    await provider.refund(charge.reference);
    return true;
  } catch (error) {
    logger.error(
      { err: error, reference: charge.reference },
      "refund after a failed checkout failed",
    );
    return false;
  }
}

/**
 * R-checkout-atomic, R-transaction-states: completes a purchase or lease. The card and the lease dates are checked,
 * the code is checked (a wrong one counts a try), then one database
 * transaction locks the artwork row and checks availability, ownership and
 * leases, and the transaction is recorded `pending`. In a savepoint the code
 * is used, the card charged (`charged`) and the sale or lease recorded
 * (`completed`). A refusal before the charge (a declined card, a used code)
 * rolls everything back: nothing is recorded. A failure after the charge rolls
 * back the savepoint, refunds the charge and keeps the transaction as
 * `refunded` (with the time of the refund), or `failed` when the refund did not
 * go through; then the error is thrown. The buyer's receipt is written to the
 * outbox in the savepoint too, so it is kept exactly when the sale or lease is. The amount is always computed here
 * from the stored prices.
 */
export async function completeCheckout(
  db: Database,
  buyerId: string,
  input: CompleteCheckoutInput,
): Promise<CompletedCheckout> {
  const card = cardRequest(input.card);
  const lease = input.type === "lease" ? leaseRequest(input.lease) : null;
  const extend = input.type === "lease" ? (input.extend ?? null) : null;
  const extending = (tx: Database | Transaction) =>
    extend === null
      ? null
      : leaseToExtend(tx, {
          leaseId: extend,
          viewerId: buyerId,
          artworkId: input.artworkId,
          today: galleryToday(),
        });
  // A lease that cannot be extended is refused before the code is tried (as bad dates are).
  await extending(db);
  const scope = { userId: buyerId, artworkId: input.artworkId };
  await checkCheckoutCode(db, { ...scope, code: input.code });

  const provider = paymentProvider();
  let charge: Charge | undefined;
  /** Whether the charge's refund was asked for already. */
  let refundTried = false;
  let outcome: { ok: true; completed: CompletedCheckout } | { ok: false; error: unknown };
  try {
    outcome = await db.transaction(async (tx) => {
      const [artwork] = await tx
        .select()
        .from(artworks)
        .where(eq(artworks.id, input.artworkId))
        .for("update");
      if (!artwork) throw checkoutErrors.raise("not-found");

      let amountCents: number;
      let period: { startDate: string; endDate: string } | null = null;
      // A work its first artist no longer owns is being resold (R-resale-royalty).
      // (No first artist left, as after their account was deleted, is still someone else.)
      const paymentKind: PaymentKind =
        input.type === "lease"
          ? "lease"
          : artwork.artistId !== artwork.userId
            ? "resale"
            : "first-sale";
      /** The full price; the buyer pays it less any rent credit (R-rent-to-own). */
      let priceCents: number;
      let creditCents = 0;
      /** The buyer's own leases of the work, which the purchase ends today. */
      let endingLeases: EndingLease[] = [];
      /** One moment for the credit and the leases it ends. */
      const now = new Date();
      if (input.type === "purchase") {
        const refused = purchaseRefusal(buyerId, artwork, await leasePeriods(tx, artwork.id));
        if (refused) throw checkoutErrors.raise(refused);
        priceCents = artwork.salePriceCents as number;
        // Read under the artwork's lock: an extension paid at the same moment is in it, in full.
        const credit = await purchaseCredit(
          tx,
          { memberId: buyerId, artworkId: artwork.id, ownerId: artwork.userId, priceCents },
          now,
        );
        creditCents = credit.rentCreditCents;
        endingLeases = credit.endingLeases;
        amountCents = priceCents - creditCents - credit.unusedLeaseCents;
        if (amountCents < 0) throw checkoutErrors.raise("credit-over-price");
      } else {
        const refused = leaseRefusal(buyerId, artwork);
        if (refused) throw checkoutErrors.raise(refused);
        if (!lease) throw checkoutErrors.raise("not-for-lease");
        const quote = quoteLease(artwork, lease);
        if (!quote) throw checkoutErrors.raise("not-for-lease", { field: "durationType" });
        // R-lease-extension: checked again under the artwork's lock, on the gallery's today.
        const extended = await extending(tx);
        if (extended) {
          await checkExtensionPeriod(tx, artwork.id, extended, quote);
        } else {
          const taken = await overlappingLease(tx, artwork.id, quote.startDate, quote.endDate);
          if (taken) {
            throw checkoutErrors.raise("lease-overlap", { message: leaseOverlapMessage(taken) });
          }
        }
        amountCents = quote.amountCents;
        priceCents = amountCents;
        period = { startDate: quote.startDate, endDate: quote.endDate };
      }

      // What the buyer saw is what they pay: a changed total is refused before any charge.
      if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== amountCents) {
        throw checkoutErrors.raise("total-changed");
      }

      const [record] = await tx
        .insert(transactions)
        .values({
          userId: buyerId,
          artworkId: artwork.id,
          artistId: artwork.userId,
          artworkTitle: artwork.title,
          transactionType: input.type,
          amountCents,
          status: INITIAL_STATE,
          leaseStartDate: period?.startDate ?? null,
          leaseEndDate: period?.endDate ?? null,
          paymentProvider: provider.name,
        })
        .returning({ id: transactions.id });
      if (!record) throw new Error("The transaction was not recorded");
      const transactionId = record.id;

      try {
        const completed = await tx.transaction(async (step) => {
          await consumeCheckoutCode(step, { ...scope, code: input.code });
          // R-rent-to-own: when the lessee's credits cover the whole price there is
          // nothing to charge (a provider charges no $0): the purchase is paid as it is.
          if (amountCents > 0) {
            charge = await provider.charge({
              amountCents,
              card,
              description: `${input.type === "purchase" ? "Purchase" : "Lease"} of "${artwork.title}"`,
            });
          }
          await moveTransaction(
            step,
            transactionId,
            "pending",
            "charged",
            charge ? paid(charge) : {},
          );

          if (period) {
            await step.insert(leases).values({
              transactionId,
              artworkId: artwork.id,
              lesseeId: buyerId,
              ...period,
            });
          } else {
            const [buyer] = await step
              .select({ fullName: profiles.fullName, handle: profiles.handle })
              .from(profiles)
              .where(eq(profiles.id, buyerId));
            // The owner changes; the original artist (artist_id) stays credited. The
            // artist no longer manages its sales: a collector's offer is not theirs.
            await step
              .update(artworks)
              .set({
                userId: buyerId,
                isAvailable: false,
                manageOwnSales: false,
                updatedAt: new Date(),
              })
              .where(eq(artworks.id, artwork.id));
            await step.insert(provenance).values({
              artworkId: artwork.id,
              ownerId: buyerId,
              ownerName: displayName(buyer, NAME_FALLBACKS.collector),
              event: "purchase",
              transactionId,
            });
            // R-rent-to-own: the buyer's leases of the work end today; one beginning
            // today or later is cancelled (its paid period stays on its transaction,
            // its money comes back in this one's ledger entries).
            if (endingLeases.length > 0) {
              const today = galleryToday(now);
              const ending = inArray(
                leases.id,
                endingLeases.map((lease) => lease.leaseId),
              );
              await step.delete(leases).where(and(ending, gte(leases.startDate, today)));
              await step
                .update(leases)
                .set({ endDate: today })
                .where(and(ending, lt(leases.startDate, today)));
            }
          }
          // R-ledger-balances: where the money goes, in the same savepoint as the sale.
          await writeEntries(
            step,
            paymentEntries(
              transactionId,
              paymentKind,
              splitPayment(
                priceCents,
                paymentKind,
                splitRates({ royalty: artwork.artistId !== null }),
              ),
              { sellerId: artwork.userId, artistId: artwork.artistId },
              creditCents,
              endingLeases
                .filter((lease) => lease.unusedCents > 0)
                .map((lease) => ({
                  payeeId: lease.payeeId,
                  split: splitPayment(lease.unusedCents, "lease", splitRates()),
                })),
            ),
          );
          await moveTransaction(step, transactionId, "charged", "completed");
          // R-receipt-with-sale: the receipt commits with the sale, or neither does.
          const receiptMailId = await queueReceipt(step, transactionId);
          return { transactionId, type: input.type, amountCents, receiptMailId };
        });
        return { ok: true as const, completed };
      } catch (error) {
        // Nothing was charged (a declined card, a used code): nothing is recorded.
        if (!charge) throw error;
        // Charged, but the sale or lease could not be recorded: the savepoint
        // rolled back (the code is unused, nothing changed hands) and the
        // transaction is pending again. It is kept with the charge and its refund.
        await moveTransaction(tx, transactionId, "pending", "charged", paid(charge));
        refundTried = true;
        const refunded = await refund(provider, charge);
        // In the books either way: given back, or owed back while a person sees to it.
        await writeEntries(tx, refundEntries(transactionId, amountCents));
        await moveTransaction(
          tx,
          transactionId,
          "charged",
          refunded ? "refunded" : "failed",
          refunded ? { refundedAt: new Date() } : {},
        );
        logger.error(
          { err: error, transactionId, reference: charge.reference, refunded },
          "recording a checkout failed after the charge",
        );
        return { ok: false as const, error };
      }
    });
  } catch (error) {
    // The database transaction itself failed after the charge: give the money back.
    if (charge && !refundTried) await refund(provider, charge);
    throw error;
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.completed;
}

/** What the transaction keeps of a charge: the provider's reference and the card's brand and last four digits. */
function paid(charge: Charge) {
  return {
    paymentReference: charge.reference,
    cardBrand: charge.brand,
    cardLast4: charge.last4,
  };
}
