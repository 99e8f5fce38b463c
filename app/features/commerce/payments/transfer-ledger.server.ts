import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database, Transaction } from "~/db/client.server";
import { ledgerEntries, memberTransfers, transactions } from "~/db/schema";
import { writeEntries } from "../ledger/ledger.server";

/*
 * The ledger side of a member's transfer and its reversal, shared by the
 * sending of transfers and the refunds.
 */

type Db = Database | Transaction;
type Entry = typeof ledgerEntries.$inferInsert;

/** The accounts a member is owed on. */
export const PAYABLE_ACCOUNTS = ["artist_payable", "royalty_payable"] as const;

/**
 * The kinds of entry a payment writes (a lease credit given back at the sale
 * is a `refund` on a payable or the fee; a refund of the whole payment only
 * comes once the transaction is no longer completed).
 */
export const PAYMENT_KINDS = ["sale", "lease", "resale", "rent_credit", "refund"] as const;

/** How many tries a transfer gets before it is `failed` for an admin to look at. */
export const MAX_TRANSFER_ATTEMPTS = 6;

/** The wait before the next try after `attempts` failed ones: 1, 2, 4, 8… minutes, at most a day. */
export function backoffMs(attempts: number) {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 24 * 60 * 60_000);
}

/** A provider's refusal as kept for admins: its message and code, never more than 500 characters. */
export function errorText(error: unknown) {
  const stripeError = error as Partial<Stripe.errors.StripeError> | undefined;
  const message = error instanceof Error ? error.message : String(error);
  const code = stripeError?.code ? ` (${stripeError.code})` : "";
  return `${message}${code}`.slice(0, 500);
}

/**
 * What a member is owed from a transaction's payment, per payable account
 * (transfers and refunds left out).
 */
export async function paymentShares(db: Db, transactionId: string, memberId: string) {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      amountCents: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.transactionId, transactionId),
        eq(ledgerEntries.memberId, memberId),
        inArray(ledgerEntries.account, [...PAYABLE_ACCOUNTS]),
        inArray(ledgerEntries.kind, [...PAYMENT_KINDS]),
      ),
    )
    .groupBy(ledgerEntries.account);
  return rows.filter((row) => row.amountCents !== 0);
}

/** The entries of a transfer: the member's payables down by their shares, `transferred` up by the total. */
export async function transferEntries(
  db: Db,
  transfer: { transactionId: string; memberId: string; amountCents: number },
): Promise<Entry[]> {
  const shares = await paymentShares(db, transfer.transactionId, transfer.memberId);
  const entries: Entry[] = shares.map((share) => ({
    transactionId: transfer.transactionId,
    account: share.account,
    memberId: transfer.memberId,
    amountCents: -share.amountCents,
    kind: "transfer",
  }));
  const total = shares.reduce((sum, share) => sum + share.amountCents, 0);
  if (total !== transfer.amountCents) {
    // The row's amount is what was sent; the ledger must say the same.
    throw new Error(
      `Transfer of ${transfer.amountCents} for ${transfer.transactionId} does not match the member's shares (${total})`,
    );
  }
  entries.push({
    transactionId: transfer.transactionId,
    account: "transferred",
    memberId: transfer.memberId,
    amountCents: transfer.amountCents,
    kind: "transfer",
  });
  return entries;
}

/** The entries of a reversal: the member's transfer entries on the transaction, negated. */
export async function reversalEntries(
  db: Db,
  transfer: { transactionId: string; memberId: string | null },
): Promise<Entry[]> {
  if (!transfer.memberId) return [];
  const rows = await db
    .select({
      account: ledgerEntries.account,
      amountCents: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.transactionId, transfer.transactionId),
        eq(ledgerEntries.memberId, transfer.memberId),
        inArray(ledgerEntries.kind, ["transfer", "transfer_reversal"]),
      ),
    )
    .groupBy(ledgerEntries.account);
  return rows
    .filter((row) => row.amountCents !== 0)
    .map((row) => ({
      transactionId: transfer.transactionId,
      account: row.account,
      memberId: transfer.memberId,
      amountCents: -row.amountCents,
      kind: "transfer_reversal" as const,
    }));
}

export type PaidTransfer = {
  id: string;
  transactionId: string;
  memberId: string | null;
  stripeTransferId: string;
  attempts: number;
};

/**
 * Takes a paid transfer back from the member's account. The first try's
 * idempotency key is the row's (`reversal-<id>`), so a repeat reverses once.
 * A provider keeps a refusal under its key, so a later try (`again`) first
 * asks whether the transfer was reversed after all (the refusal may have been
 * a lost answer) and then uses a key of its own try (`reversal-<id>-<attempts>`).
 * Answers the provider's error instead of throwing it.
 */
export async function reverseAtProvider(
  stripe: Stripe,
  transfer: PaidTransfer,
  { again = false }: { again?: boolean } = {},
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  try {
    if (again) {
      const made = await stripe.transfers.retrieve(transfer.stripeTransferId);
      if (made.amount_reversed >= made.amount) return { ok: true };
    }
    await stripe.transfers.createReversal(
      transfer.stripeTransferId,
      { metadata: { transactionId: transfer.transactionId, transferId: transfer.id } },
      {
        idempotencyKey: again
          ? `reversal-${transfer.id}-${transfer.attempts}`
          : `reversal-${transfer.id}`,
      },
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Records a reversal made at the provider: the row `reversed` and its ledger entries, once. */
export async function recordReversal(db: Db, transfer: PaidTransfer, at: Date) {
  const [reversed] = await db
    .update(memberTransfers)
    .set({
      status: "reversed",
      reversedAt: at,
      lastError: null,
      nextAttemptAt: null,
      updatedAt: at,
    })
    .where(and(eq(memberTransfers.id, transfer.id), eq(memberTransfers.status, "paid")))
    .returning({ id: memberTransfers.id });
  if (reversed) await writeEntries(db, await reversalEntries(db, transfer));
}

/**
 * A reversal the provider refused: the transfer stays `paid` (the money is
 * still in the member's account) with the error for admins, and is tried
 * again with backoff while its transaction is refunded.
 */
export async function recordReversalFailure(
  db: Db,
  transfer: PaidTransfer,
  error: unknown,
  at: Date,
) {
  const attempts = transfer.attempts + 1;
  await db
    .update(memberTransfers)
    .set({
      attempts,
      lastError: `Reversal failed: ${errorText(error)}`,
      nextAttemptAt: new Date(at.getTime() + backoffMs(attempts)),
      updatedAt: at,
    })
    .where(and(eq(memberTransfers.id, transfer.id), eq(memberTransfers.status, "paid")));
}

/** The paid transfers of a transaction, to reverse. */
export function paidTransfersOf(db: Db, transactionId: string) {
  return db
    .select({
      id: memberTransfers.id,
      transactionId: memberTransfers.transactionId,
      memberId: memberTransfers.memberId,
      stripeTransferId: sql<string>`${memberTransfers.stripeTransferId}`,
      attempts: memberTransfers.attempts,
    })
    .from(memberTransfers)
    .where(
      and(
        eq(memberTransfers.transactionId, transactionId),
        eq(memberTransfers.status, "paid"),
        isNotNull(memberTransfers.stripeTransferId),
      ),
    );
}

/** Whether the transaction was refunded (its paid transfers are then to be reversed). */
export async function isRefunded(db: Db, transactionId: string) {
  const [row] = await db
    .select({ status: transactions.status })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row?.status === "refunded";
}
