import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, notExists, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { type Database, db as processDatabase, type Transaction } from "~/db/client.server";
import { ledgerEntries, memberTransfers, payoutAccounts, transactions } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { startJob } from "~/services/jobs.server";
import { writeEntries } from "../ledger/ledger.server";
import { CURRENCY, stripeClient } from "./stripe-client.server";
import {
  backoffMs,
  errorText,
  isRefunded,
  MAX_TRANSFER_ATTEMPTS,
  PAYABLE_ACCOUNTS,
  PAYMENT_KINDS,
  type PaidTransfer,
  recordReversal,
  recordReversalFailure,
  reverseAtProvider,
  transferEntries,
} from "./transfer-ledger.server";

/*
 * Paying members their shares through Stripe Connect (separate charges and
 * transfers, one transfer group per transaction). The signatures below are the
 * contract the webhooks, the checkout and the admin pages call.
 */

export { updatePayoutAccount } from "./payout-accounts.server";
export { refundTransaction } from "./refunds.server";
export { MAX_TRANSFER_ATTEMPTS } from "./transfer-ledger.server";

/** How long a claimed transfer is left to its process before another may try it (the provider call's longest wait is about a minute). */
const CLAIM_MS = 5 * 60_000;
/** Transfers claimed at once. */
const BATCH = 25;

/**
 * Records each member's share of a completed, Stripe-paid transaction as a
 * transfer to make (`member_transfers`, one row per payee, from the ledger's
 * payable entries): `pending` when the member's payout account takes
 * transfers, else `waiting`. Idempotent; nothing for the test provider.
 */
export async function queueTransfers(
  db: Database | Transaction,
  transactionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    // A refund locks the row to update it: the shares are queued before it, or not at all.
    const [payment] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.id, transactionId),
          eq(transactions.status, "completed"),
          eq(transactions.paymentProvider, "stripe"),
          isNotNull(transactions.chargeReference),
        ),
      )
      .for("share");
    if (!payment) return;
    const amount = sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number);
    const shares = await tx
      .select({
        memberId: sql<string>`${ledgerEntries.memberId}`,
        amountCents: amount,
        transfersActive: sql<boolean>`coalesce(bool_or(${payoutAccounts.transfersActive}), false)`,
      })
      .from(ledgerEntries)
      .leftJoin(payoutAccounts, eq(payoutAccounts.memberId, ledgerEntries.memberId))
      .where(
        and(
          eq(ledgerEntries.transactionId, transactionId),
          isNotNull(ledgerEntries.memberId),
          inArray(ledgerEntries.account, [...PAYABLE_ACCOUNTS]),
          inArray(ledgerEntries.kind, [...PAYMENT_KINDS]),
        ),
      )
      .groupBy(ledgerEntries.memberId)
      .having(sql`sum(${ledgerEntries.amountCents}) > 0`);
    if (shares.length === 0) return;
    await tx
      .insert(memberTransfers)
      .values(
        shares.map((share) => ({
          transactionId,
          memberId: share.memberId,
          amountCents: share.amountCents,
          status: share.transfersActive ? ("pending" as const) : ("waiting" as const),
        })),
      )
      .onConflictDoNothing();
  });
}

/**
 * Completed Stripe payments with no transfer recorded yet: a process that
 * stopped between the sale and its queueing leaves them so.
 */
async function queueMissingTransfers(db: Database) {
  const missing = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, "completed"),
        eq(transactions.paymentProvider, "stripe"),
        isNotNull(transactions.chargeReference),
        notExists(
          db
            .select({ one: sql`1` })
            .from(memberTransfers)
            .where(eq(memberTransfers.transactionId, transactions.id)),
        ),
        // Only payments that owe someone something (a payable of a member).
        sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.transactionId} = ${transactions.id} and ${ledgerEntries.memberId} is not null and ${ledgerEntries.account} in ('artist_payable', 'royalty_payable'))`,
      ),
    )
    .limit(200);
  for (const payment of missing) await queueTransfers(db, payment.id);
}

type Claimed = {
  id: string;
  transactionId: string;
  memberId: string;
  amountCents: number;
  attempts: number;
  destination: string;
  source: string;
};

/**
 * Claims up to BATCH due transfers for this process: pending, to a member whose
 * account takes transfers, next try now or past. A claimed row's next try is
 * moved CLAIM_MS ahead in the same statement (rows another process holds are
 * skipped), so two processes never try one transfer at once.
 */
async function claimDueTransfers(db: Database, now: Date): Promise<Claimed[]> {
  const due = db
    .select({ id: memberTransfers.id })
    .from(memberTransfers)
    .innerJoin(payoutAccounts, eq(payoutAccounts.memberId, memberTransfers.memberId))
    .where(
      and(
        eq(memberTransfers.status, "pending"),
        eq(payoutAccounts.transfersActive, true),
        or(isNull(memberTransfers.nextAttemptAt), lte(memberTransfers.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(memberTransfers.createdAt))
    .limit(BATCH)
    .for("update", { of: memberTransfers, skipLocked: true });
  const claimed = await db
    .update(memberTransfers)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), updatedAt: now })
    .where(inArray(memberTransfers.id, due))
    .returning({ id: memberTransfers.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: memberTransfers.id,
      transactionId: memberTransfers.transactionId,
      memberId: sql<string>`${memberTransfers.memberId}`,
      amountCents: memberTransfers.amountCents,
      attempts: memberTransfers.attempts,
      destination: payoutAccounts.stripeAccountId,
      source: sql<string>`${transactions.chargeReference}`,
    })
    .from(memberTransfers)
    .innerJoin(payoutAccounts, eq(payoutAccounts.memberId, memberTransfers.memberId))
    .innerJoin(transactions, eq(transactions.id, memberTransfers.transactionId))
    .where(
      inArray(
        memberTransfers.id,
        claimed.map((row) => row.id),
      ),
    );
  return rows;
}

/**
 * A transfer the provider made: the row `paid` with its id and the ledger's
 * transfer entries, in one database transaction. If a refund cancelled the row
 * while the transfer was under way, it is recorded all the same and taken back
 * at once (the transaction is refunded): the money is never left with the
 * member unrecorded.
 */
async function recordTransferPaid(db: Database, transfer: Claimed, stripeTransferId: string) {
  const at = new Date();
  const paid = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(memberTransfers)
      .set({
        status: "paid",
        stripeTransferId,
        lastError: null,
        nextAttemptAt: null,
        reversedAt: null,
        updatedAt: at,
      })
      .where(
        and(
          eq(memberTransfers.id, transfer.id),
          isNull(memberTransfers.stripeTransferId),
          ne(memberTransfers.status, "paid"),
        ),
      )
      .returning({ id: memberTransfers.id, attempts: memberTransfers.attempts });
    if (!row) return null;
    await writeEntries(tx, await transferEntries(tx, transfer));
    return row;
  });
  if (paid && (await isRefunded(db, transfer.transactionId))) {
    await reverse(db, { ...transfer, stripeTransferId, attempts: paid.attempts }, false);
  }
}

/** A try the provider refused: retried with backoff, `failed` after the last one. */
async function recordTransferFailure(db: Database, transfer: Claimed, error: unknown, now: Date) {
  const attempts = transfer.attempts + 1;
  const failed = attempts >= MAX_TRANSFER_ATTEMPTS;
  const lastError = errorText(error);
  await db
    .update(memberTransfers)
    .set({
      status: failed ? "failed" : "pending",
      attempts,
      lastError,
      nextAttemptAt: failed ? null : new Date(now.getTime() + backoffMs(attempts)),
      updatedAt: new Date(),
    })
    .where(and(eq(memberTransfers.id, transfer.id), eq(memberTransfers.status, "pending")));
  const log = { transferId: transfer.id, transactionId: transfer.transactionId, attempts };
  if (failed) logger.error({ ...log, error: lastError }, "member transfer failed for good");
  else logger.warn({ ...log, error: lastError }, "member transfer failed; will try again");
}

/**
 * The transfer this row already made, if any: a try whose answer was lost
 * (a timeout after the provider made it) is found by its transfer group and
 * the row's id in its metadata.
 */
async function madeBefore(stripe: Stripe, transfer: Claimed) {
  const made = await stripe.transfers.list({ transfer_group: transfer.transactionId, limit: 100 });
  return made.data.find((candidate) => candidate.metadata?.transferId === transfer.id) ?? null;
}

/**
 * One try of a transfer. The first try's idempotency key is the row's
 * (`transfer-<id>`): a process that stopped after the provider made it and
 * before recording it tries again with the same key and is answered the same
 * transfer. A provider keeps a refusal under its key too, so a try after a
 * recorded failure first looks for a transfer the row made after all, and
 * then uses a key of its own try (`transfer-<id>-<attempts>`).
 */
async function sendTransfer(stripe: Stripe, db: Database, transfer: Claimed, now: Date) {
  let stripeTransferId: string;
  try {
    const earlier = transfer.attempts > 0 ? await madeBefore(stripe, transfer) : null;
    const made =
      earlier ??
      (await stripe.transfers.create(
        {
          amount: transfer.amountCents,
          currency: CURRENCY,
          destination: transfer.destination,
          source_transaction: transfer.source,
          transfer_group: transfer.transactionId,
          metadata: {
            transactionId: transfer.transactionId,
            memberId: transfer.memberId,
            transferId: transfer.id,
          },
        },
        {
          idempotencyKey:
            transfer.attempts > 0
              ? `transfer-${transfer.id}-${transfer.attempts}`
              : `transfer-${transfer.id}`,
        },
      ));
    stripeTransferId = made.id;
  } catch (error) {
    await recordTransferFailure(db, transfer, error, now);
    return false;
  }
  await recordTransferPaid(db, transfer, stripeTransferId);
  return true;
}

async function reverse(db: Database, transfer: PaidTransfer, again: boolean) {
  const stripe = stripeClient();
  if (!stripe) return false;
  const reversal = await reverseAtProvider(stripe, transfer, { again });
  const at = new Date();
  if (reversal.ok) {
    await db.transaction((tx) => recordReversal(tx, transfer, at));
    return true;
  }
  await recordReversalFailure(db, transfer, reversal.error, at);
  logger.error(
    { transferId: transfer.id, error: errorText(reversal.error) },
    "transfer reversal failed; will try again",
  );
  return false;
}

/**
 * Paid transfers of refunded transactions whose reversal the provider refused
 * before: claimed as transfers are, and tried again.
 */
async function retryDueReversals(db: Database, now: Date) {
  const due = db
    .select({ id: memberTransfers.id })
    .from(memberTransfers)
    .innerJoin(transactions, eq(transactions.id, memberTransfers.transactionId))
    .where(
      and(
        eq(memberTransfers.status, "paid"),
        eq(transactions.status, "refunded"),
        isNotNull(memberTransfers.stripeTransferId),
        or(isNull(memberTransfers.nextAttemptAt), lte(memberTransfers.nextAttemptAt, now)),
      ),
    )
    .limit(BATCH)
    .for("update", { of: memberTransfers, skipLocked: true });
  const claimed = await db
    .update(memberTransfers)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), updatedAt: now })
    .where(inArray(memberTransfers.id, due))
    .returning({
      id: memberTransfers.id,
      transactionId: memberTransfers.transactionId,
      memberId: memberTransfers.memberId,
      stripeTransferId: sql<string>`${memberTransfers.stripeTransferId}`,
      attempts: memberTransfers.attempts,
    });
  for (const transfer of claimed) await reverse(db, transfer, true);
}

/**
 * Makes the due transfers (pending, next attempt now or past): each with an
 * idempotency key of its row, the charge as source and the transaction as
 * transfer group; a success writes the ledger's transfer entries, a failure
 * is retried with backoff and, after the last try, is `failed` for admins.
 * First queues completed Stripe payments that have no transfers yet, and
 * afterwards tries again the reversals of refunded ones that failed.
 * `failed` counts the tries that failed in this run.
 */
export async function sendDueTransfers(
  db: Database,
  now: Date = new Date(),
): Promise<{ sent: number; failed: number }> {
  const stripe = stripeClient();
  if (!stripe) return { sent: 0, failed: 0 };
  await queueMissingTransfers(db);
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDueTransfers(db, now);
    for (const transfer of batch) {
      if (await sendTransfer(stripe, db, transfer, now)) sent += 1;
      else failed += 1;
    }
    if (batch.length < BATCH) break;
  }
  await retryDueReversals(db, now);
  return { sent, failed };
}

/**
 * An admin's "try again" on a failed transfer: pending and due now, for one
 * more try (failed again if it fails; its tries keep counting, so each has a
 * key of its own). On a paid transfer whose reversal failed, the reversal is
 * due now.
 */
export async function retryTransfer(db: Database, transferId: string): Promise<void> {
  await db
    .update(memberTransfers)
    .set({ status: "pending", nextAttemptAt: null, updatedAt: new Date() })
    .where(and(eq(memberTransfers.id, transferId), eq(memberTransfers.status, "failed")));
  await db
    .update(memberTransfers)
    .set({ nextAttemptAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(memberTransfers.id, transferId),
        eq(memberTransfers.status, "paid"),
        isNotNull(memberTransfers.lastError),
      ),
    );
}

/** How often the transfer job runs (JOB_INTERVAL_MS overrides it). */
export const TRANSFER_INTERVAL_MS = 60_000;

/** Sends due transfers at start and every minute, when Stripe is configured. */
export function startTransferSending(intervalMs = TRANSFER_INTERVAL_MS) {
  if (!stripeClient()) return;
  startJob("member transfers", intervalMs, async () => {
    await sendDueTransfers(processDatabase());
  });
}
