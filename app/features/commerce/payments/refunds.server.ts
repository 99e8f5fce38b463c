import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { ledgerEntries, memberTransfers, transactions } from "~/db/schema";
import { audit } from "~/services/audit.server";
import { createTestPaymentProvider, paymentProvider } from "../checkout/payments.server";
import { transition } from "../checkout/transitions";
import { writeEntries } from "../ledger/ledger.server";
import { stripeClient } from "./stripe-client.server";
import {
  PAYMENT_KINDS,
  paidTransfersOf,
  recordReversal,
  recordReversalFailure,
  reverseAtProvider,
} from "./transfer-ledger.server";

type Entry = typeof ledgerEntries.$inferInsert;

type RefundInput = {
  transactionId: string;
  reason: string;
  /** The admin who asked; null when Stripe told of a refund made there. */
  actorId: string | null;
  providerRefundId?: string;
};

/**
 * Asks the provider that took the payment to give it back; answers its refund
 * id. A Stripe payment is refunded through its PaymentIntent with an
 * idempotency key of the transaction, so a repeat makes one refund.
 */
async function refundAtProvider(
  payment: {
    id: string;
    paymentProvider: string | null;
    paymentReference: string | null;
  },
  reason: string,
): Promise<string | null> {
  if (payment.paymentProvider === "stripe") {
    const stripe = stripeClient();
    if (!stripe || !payment.paymentReference) {
      throw new Error(`Cannot refund ${payment.id}: Stripe is not configured or has no payment`);
    }
    const refund = await stripe.refunds.create(
      {
        payment_intent: payment.paymentReference,
        reason: "requested_by_customer",
        metadata: { transactionId: payment.id, reason: reason.slice(0, 500) },
      },
      { idempotencyKey: `refund-${payment.id}` },
    );
    return refund.id;
  }
  if (!payment.paymentReference) return null;
  // The provider that took it; a payment of the test provider moves no money.
  const current = paymentProvider();
  const provider = current.name === payment.paymentProvider ? current : createTestPaymentProvider();
  const answer: unknown = await provider.refund(payment.paymentReference);
  return typeof answer === "string" ? answer : null;
}

/**
 * The refund's entries: every entry of the payment except the buyer's money
 * in, negated per account and member (each member's payable and the gallery's
 * fee back to what they were before the sale), and the amount paid given back
 * (`refunds`). The transaction's entries still sum to zero.
 */
async function refundLedgerEntries(
  db: Database | Transaction,
  transactionId: string,
  at: Date,
): Promise<Entry[]> {
  const standing = await db
    .select({
      account: ledgerEntries.account,
      memberId: ledgerEntries.memberId,
      amountCents: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.transactionId, transactionId),
        inArray(ledgerEntries.kind, [...PAYMENT_KINDS]),
        notInArray(ledgerEntries.account, ["buyer_payments", "refunds", "transferred"]),
      ),
    )
    .groupBy(ledgerEntries.account, ledgerEntries.memberId);
  const [paid] = await db
    .select({
      amountCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.transactionId, transactionId),
        eq(ledgerEntries.account, "buyer_payments"),
      ),
    );
  // createdAt is the refund's time, as `refunded_at`: the statement tells these from
  // the `refund` entries a sale writes for lease days given back by it.
  const entries: Entry[] = standing
    .filter((row) => row.amountCents !== 0)
    .map((row) => ({
      transactionId,
      account: row.account,
      memberId: row.memberId,
      amountCents: -row.amountCents,
      kind: "refund" as const,
      createdAt: at,
    }));
  const paidCents = paid?.amountCents ?? 0;
  if (paidCents !== 0) {
    entries.push({
      transactionId,
      account: "refunds",
      amountCents: paidCents,
      kind: "refund",
      createdAt: at,
    });
  }
  return entries;
}

/**
 * Gives a completed transaction's money back: the provider's refund (unless
 * `providerRefundId` says it was made there already), the member transfers
 * reversed (or cancelled when not yet sent), the ledger's refund entries, the
 * transaction `refunded` with reason and reference, and, for an admin, an
 * audit entry. All of it with the transaction row locked, in one database
 * transaction; every provider call has an idempotency key, so if the commit
 * fails a repeat makes no second refund or reversal. Idempotent: a
 * transaction that is not `completed` (refunded already) is left as it is.
 *
 * A reversal the provider refuses does not stop the refund: the transfer
 * stays `paid` with the error (`last_error`, admins see it) and the transfer
 * job tries the reversal again with backoff while the transaction is refunded.
 */
export async function refundTransaction(
  db: Database,
  input: RefundInput,
): Promise<{ refunded: boolean }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        id: transactions.id,
        status: transactions.status,
        amountCents: transactions.amountCents,
        paymentProvider: transactions.paymentProvider,
        paymentReference: transactions.paymentReference,
      })
      .from(transactions)
      .where(eq(transactions.id, input.transactionId))
      .for("update");
    if (!payment || payment.status !== "completed") return { refunded: false };
    const status = transition(payment.status, "refunded");

    const refundReference =
      input.providerRefundId ?? (await refundAtProvider(payment, input.reason));
    const at = new Date();

    // Transfers not sent are cancelled; sent ones are taken back from the member's account.
    await tx
      .update(memberTransfers)
      .set({ status: "reversed", reversedAt: at, nextAttemptAt: null, updatedAt: at })
      .where(
        and(
          eq(memberTransfers.transactionId, payment.id),
          inArray(memberTransfers.status, ["waiting", "pending", "failed"]),
        ),
      );
    const paid = await paidTransfersOf(tx, payment.id).for("update");
    const stripe = paid.length > 0 ? stripeClient() : null;
    for (const transfer of paid) {
      const reversal = stripe
        ? await reverseAtProvider(stripe, transfer)
        : { ok: false as const, error: new Error("Stripe is not configured") };
      if (reversal.ok) await recordReversal(tx, transfer, at);
      else await recordReversalFailure(tx, transfer, reversal.error, at);
    }

    await writeEntries(tx, await refundLedgerEntries(tx, payment.id, at));
    await tx
      .update(transactions)
      .set({ status, refundedAt: at, refundReason: input.reason, refundReference })
      .where(eq(transactions.id, payment.id));
    if (input.actorId) {
      await audit(tx, {
        actorId: input.actorId,
        action: "payment.refunded",
        subjectType: "transaction",
        subjectId: payment.id,
        details: {
          before: { status: payment.status },
          after: { status, refundReference },
          reason: input.reason,
          amountCents: payment.amountCents,
        },
      });
    }
    return { refunded: true };
  });
}
