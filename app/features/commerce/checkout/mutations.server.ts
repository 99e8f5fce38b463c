import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworks, leases, profiles, provenance, transactions } from "~/db/schema";
import { galleryToday } from "~/features/commerce/leases/queries.server";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import { logger } from "~/lib/logger.server";
import { hit } from "~/services/rate-limit.server";
import { paymentEntries, refundEntries, splitRates, writeEntries } from "../ledger/ledger.server";
import { splitPayment } from "../ledger/split";
import { settleOffersOnCheckout } from "../offers/mutations.server";
import { queueTransfers } from "../payments/transfers.server";
import { checkCheckoutCode, consumeCheckoutCode } from "./confirmation-code.server";
import { checkoutErrors } from "./errors";
import { leaseToExtend } from "./extension.server";
import {
  type Authorisation,
  type PaymentDetails,
  type PaymentProvider,
  type PaymentScope,
  paymentProvider,
} from "./payments.server";
import {
  type CheckoutOrder,
  type CheckoutPrice,
  checkoutArtwork,
  paymentDescription,
  priceCheckout,
} from "./pricing.server";
import { queueReceipt } from "./receipt.server";
import { type CardInput, type CheckoutType, parseLeaseDetails } from "./schema";
import { INITIAL_STATE, type TransactionState, transition } from "./transitions";

/**
 * Payments a member may start in an hour (card steps opened, cards changed):
 * plenty for a buyer, and a cap on the provider objects one account can make.
 */
export const PAYMENT_INTENTS_PER_HOUR = 30;

/** The lease details as sent: checked with the shared lease schema. */
type SentLease = { startDate: string; days: string | number | undefined; durationType: string };

export type CompleteCheckoutInput = {
  artworkId: string;
  type: CheckoutType;
  code: string;
  /** The card form, with the test provider (the card is checked and never kept). */
  card?: Record<keyof CardInput, string>;
  /** The PaymentIntent the browser authorised, with Stripe (the card never reaches the server). */
  paymentIntentId?: string;
  lease?: SentLease;
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

/** The order as sent, its lease details checked as at step 1 (the shared schema, the gallery's today). */
function orderRequest(
  buyerId: string,
  input: { type: CheckoutType; lease?: SentLease; extend?: string | null },
): CheckoutOrder {
  const lease = input.type === "lease" ? parseLeaseDetails(input.lease, galleryToday()) : null;
  return { buyerId, type: input.type, lease, extend: lease ? (input.extend ?? null) : null };
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

/** Gives a captured payment back; its refund's reference, or null (and logged) when the provider refused. */
async function refund(provider: PaymentProvider, payment: Authorisation) {
  try {
    return await provider.refund(payment.reference);
  } catch (error) {
    logger.error(
      { err: error, reference: payment.reference },
      "refund after a failed checkout failed",
    );
    return null;
  }
}

/** Cancels an authorisation nothing was captured from; a provider's refusal is logged, not thrown. */
async function release(provider: PaymentProvider, details: PaymentDetails, scope: PaymentScope) {
  try {
    await provider.release(details, scope);
  } catch (error) {
    logger.error({ err: error }, "releasing a payment authorisation failed");
  }
}

/**
 * The Payment step with a provider whose field the browser fills (Stripe):
 * a payment for the amount the server computes from the stored prices (the
 * purchase price less rent credit, or the lease quote for the dates sent at
 * step 1), to be authorised in the browser and captured at completion. The
 * idempotency key names the buyer, artwork, period, amount and the page's
 * `nonce`, so a repeated request gets the same payment. Nothing to pay
 * (credits cover the price) answers no payment.
 */
export async function preparePayment(
  db: Database,
  buyerId: string,
  input: {
    artworkId: string;
    type: CheckoutType;
    lease?: SentLease;
    extend?: string | null;
    nonce: string;
  },
): Promise<{ clientSecret: string | null; amountCents: number }> {
  const provider = paymentProvider();
  if (!provider.prepare || !/^[A-Za-z0-9-]{8,64}$/.test(input.nonce)) {
    throw checkoutErrors.raise("unknown-request");
  }
  const order = orderRequest(buyerId, input);
  const artwork = await checkoutArtwork(db, input.artworkId);
  const { amountCents, period } = await priceCheckout(db, artwork, order);
  if (amountCents === 0) return { clientSecret: null, amountCents };
  // Each call may make a PaymentIntent at the provider: a member's are counted, all works together.
  await hit(db, `payment-intents:${buyerId}`, PAYMENT_INTENTS_PER_HOUR, 3600);
  const { clientSecret } = await provider.prepare({
    buyerId,
    artworkId: artwork.id,
    type: input.type,
    amountCents,
    description: paymentDescription(input.type, artwork.title),
    idempotencyKey: [
      "checkout",
      buyerId,
      artwork.id,
      input.type,
      period ? `${period.startDate}-${period.endDate}` : "sale",
      amountCents,
      input.nonce,
    ].join("-"),
  });
  return { clientSecret, amountCents };
}

/**
 * "Use another card" at the Payment step (Stripe): the buyer's payment for
 * this checkout, authorised and not captured, is let go. Anyone else's
 * payment, or one already taken, is left alone.
 */
export async function releasePayment(
  buyerId: string,
  input: { artworkId: string; type: CheckoutType; paymentIntentId: string },
) {
  const provider = paymentProvider();
  if (!provider.prepare) throw checkoutErrors.raise("unknown-request");
  const details = provider.readPayment({ paymentIntentId: input.paymentIntentId });
  await provider.release(details, { buyerId, artworkId: input.artworkId, type: input.type });
}

/**
 * R-checkout-atomic, R-transaction-states: completes a purchase or lease. The
 * payment details (the card, or the payment the browser authorised) and the
 * lease dates are checked, the code is checked (a wrong one counts a try),
 * the amount is computed from the stored prices and the payment authorised
 * for exactly that amount. Then one database transaction locks the artwork
 * row, checks availability, ownership and leases and computes the amount
 * again, and the transaction is recorded `pending`. In a savepoint the code is
 * used, the payment captured (`charged`) and the sale or lease recorded
 * (`completed`). A refusal before the capture (a declined card, a work sold
 * meanwhile, a used code) rolls everything back and releases the
 * authorisation: nothing is charged or recorded. A failure after the capture
 * rolls back the savepoint, refunds the payment and keeps the transaction as
 * `refunded` (with the time and reference of the refund), or `failed` when
 * the refund did not go through; then the error is thrown. The buyer's
 * receipt is written to the outbox in the savepoint too, so it is kept
 * exactly when the sale or lease is.
 */
export async function completeCheckout(
  db: Database,
  buyerId: string,
  input: CompleteCheckoutInput,
): Promise<CompletedCheckout> {
  const provider = paymentProvider();
  const details = provider.readPayment({
    card: input.card,
    paymentIntentId: input.paymentIntentId,
  });
  const order = orderRequest(buyerId, input);
  // A lease that cannot be extended is refused before the code is tried (as bad dates are).
  if (order.extend !== null) {
    await leaseToExtend(db, {
      leaseId: order.extend,
      viewerId: buyerId,
      artworkId: input.artworkId,
      today: galleryToday(),
    });
  }
  const scope = { userId: buyerId, artworkId: input.artworkId };
  await checkCheckoutCode(db, { ...scope, code: input.code });

  const paymentScope: PaymentScope = { buyerId, artworkId: input.artworkId, type: input.type };
  /** What the buyer saw is what they pay: a changed total is refused before any capture. */
  const reviewed = (price: CheckoutPrice) => {
    if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== price.amountCents) {
      throw checkoutErrors.raise("total-changed");
    }
  };
  let authorisation = null as Authorisation | null;
  /** Set once the payment is captured (in the savepoint). */
  let captured = null as Authorisation | null;
  /** Whether the captured payment's refund was asked for already. */
  let refundTried = false;
  let outcome: { ok: true; completed: CompletedCheckout } | { ok: false; error: unknown };
  try {
    const unlocked = await checkoutArtwork(db, input.artworkId);
    const quoted = await priceCheckout(db, unlocked, order);
    reviewed(quoted);
    // R-rent-to-own: when the lessee's credits cover the whole price there is
    // nothing to pay (a provider takes no $0): the purchase is paid as it is.
    if (quoted.amountCents > 0) {
      authorisation = await provider.authorise(details, {
        ...paymentScope,
        amountCents: quoted.amountCents,
        description: paymentDescription(input.type, unlocked.title),
      });
    }
    outcome = await db.transaction(async (tx) => {
      const artwork = await checkoutArtwork(tx, input.artworkId, { lock: true });
      /** One moment for the credit and the leases it ends. */
      const now = new Date();
      const price = await priceCheckout(tx, artwork, order, now);
      const { amountCents, priceCents, creditCents, endingLeases, paymentKind, period } = price;
      reviewed(price);
      // Changed between the authorisation and the lock (a credit, a price): refused, released.
      if (amountCents !== (authorisation?.amountCents ?? 0)) {
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
          if (authorisation) {
            captured = await provider.capture(authorisation, {
              idempotencyKey: `capture-${transactionId}`,
            });
          }
          await moveTransaction(
            step,
            transactionId,
            "pending",
            "charged",
            captured ? paid(captured) : {},
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
          // R-offer-sale-voids: the offers end with the sale or lease; the buyer's reservation is used.
          await settleOffersOnCheckout(
            step,
            { artworkId: artwork.id, buyerId, type: input.type, priceCents, transactionId },
            now,
          );
          await moveTransaction(step, transactionId, "charged", "completed");
          // Each member's share waits for its transfer with the sale (nothing for the test provider).
          await queueTransfers(step, transactionId);
          // R-receipt-with-sale: the receipt commits with the sale, or neither does.
          const receiptMailId = await queueReceipt(step, transactionId);
          return { transactionId, type: input.type, amountCents, receiptMailId };
        });
        return { ok: true as const, completed };
      } catch (error) {
        // Nothing was captured (a declined card, a used code): nothing is recorded.
        const payment = captured;
        if (!payment) throw error;
        // Captured, but the sale or lease could not be recorded: the savepoint
        // rolled back (the code is unused, nothing changed hands) and the
        // transaction is pending again. It is kept with the payment and its refund.
        await moveTransaction(tx, transactionId, "pending", "charged", paid(payment));
        refundTried = true;
        const refundReference = await refund(provider, payment);
        // In the books either way: given back, or owed back while a person sees to it.
        await writeEntries(tx, refundEntries(transactionId, amountCents));
        await moveTransaction(
          tx,
          transactionId,
          "charged",
          refundReference ? "refunded" : "failed",
          refundReference ? { refundedAt: new Date(), refundReference } : {},
        );
        logger.error(
          {
            err: error,
            transactionId,
            reference: payment.reference,
            refunded: refundReference !== null,
          },
          "recording a checkout failed after the capture",
        );
        return { ok: false as const, error };
      }
    });
  } catch (error) {
    const payment = captured;
    if (payment) {
      // The database transaction itself failed after the capture: give the money back.
      if (!refundTried) await refund(provider, payment);
    } else {
      // Refused or failed before any capture: the authorisation is let go, nothing is charged.
      await release(provider, details, paymentScope);
    }
    throw error;
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.completed;
}

/** What the transaction keeps of a payment: the provider's references and the card's brand and last four digits. */
function paid(payment: Authorisation) {
  return {
    paymentReference: payment.reference,
    chargeReference: payment.chargeReference,
    cardBrand: payment.brand,
    cardLast4: payment.last4,
  };
}
