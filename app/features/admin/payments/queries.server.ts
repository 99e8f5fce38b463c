import { desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { memberPayouts, memberTransfers, profiles, transactions } from "~/db/schema";
import { env } from "~/lib/env.server";
import {
  type AdminPaymentRow,
  type AdminTransferRow,
  type AttentionCounts,
  CLOSED_DISPUTE_STATUSES,
  type FailedPayoutRow,
  PAYMENTS_PAGE_SIZE,
  type PaymentListParams,
  type PaymentPerson,
} from "./schema";

const closedStatuses = sql.join(
  CLOSED_DISPUTE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** A dispute opened and not yet decided (a status not told yet counts as open). */
const openDispute = sql`(${transactions.disputeReference} is not null and coalesce(${transactions.disputeStatus}, '') not in (${closedStatuses}))`;

/** A paid transfer whose reversal after a refund the provider refused (the job keeps trying). */
const reversalFailed = sql`(${memberTransfers.status} = 'paid' and ${memberTransfers.lastError} is not null)`;

/** One of the payment's member transfers failed after its last try, or could not be reversed. */
const hasFailedTransfer = sql`exists (select 1 from ${memberTransfers} where ${memberTransfers.transactionId} = ${transactions.id} and (${memberTransfers.status} = 'failed' or ${reversalFailed}))`;

/**
 * R-admin-payments: a payment needs a person when its refund failed, a
 * dispute is open, or a transfer failed or could not be reversed.
 */
const needsAttention: SQL = or(
  eq(transactions.status, "failed"),
  openDispute,
  hasFailedTransfer,
) as SQL;

function person(
  id: string | null,
  fullName: string | null,
  handle: string | null,
): PaymentPerson | null {
  if (!id) return null;
  return { id, name: fullName?.trim() || (handle ? `@${handle}` : "Unknown member"), handle };
}

const buyer = alias(profiles, "buyer");
const seller = alias(profiles, "seller");

/**
 * R-admin-payments: one page of transactions, newest first (every one, or only
 * those that need attention), with buyer and seller, counted in the same
 * statement; then the page's member transfers in one more.
 */
export async function listPayments(
  db: Database,
  params: PaymentListParams,
): Promise<{ rows: AdminPaymentRow[]; total: number; page: number; pageCount: number }> {
  const where = params.view === "attention" ? needsAttention : undefined;
  const read = (page: number) =>
    db
      .select({
        id: transactions.id,
        createdAt: transactions.createdAt,
        artworkId: transactions.artworkId,
        artworkTitle: transactions.artworkTitle,
        type: transactions.transactionType,
        amountCents: transactions.amountCents,
        status: transactions.status,
        provider: transactions.paymentProvider,
        buyerId: transactions.userId,
        buyerName: buyer.fullName,
        buyerHandle: buyer.handle,
        sellerId: transactions.artistId,
        sellerName: seller.fullName,
        sellerHandle: seller.handle,
        paymentReference: transactions.paymentReference,
        chargeReference: transactions.chargeReference,
        refundReference: transactions.refundReference,
        refundReason: transactions.refundReason,
        refundedAt: transactions.refundedAt,
        disputeReference: transactions.disputeReference,
        disputeStatus: transactions.disputeStatus,
        disputedAt: transactions.disputedAt,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(transactions)
      .leftJoin(buyer, eq(buyer.id, transactions.userId))
      .leftJoin(seller, eq(seller.id, transactions.artistId))
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(PAYMENTS_PAGE_SIZE)
      .offset((page - 1) * PAYMENTS_PAGE_SIZE);

  let page = params.page;
  let found = await read(page);
  let total = found[0]?.total ?? null;
  if (found.length === 0 && page > 1) {
    // Past the end (rows went away, or a hand-edited page): the last page instead.
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(where);
    total = counted?.n ?? 0;
    page = Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE));
    found = total > 0 ? await read(page) : [];
  }
  total ??= 0;

  const transfers = await transfersOf(
    db,
    found.map((row) => row.id),
  );
  return {
    rows: found.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      artworkId: row.artworkId,
      artworkTitle: row.artworkTitle,
      type: row.type,
      amountCents: row.amountCents,
      status: row.status,
      provider: row.provider,
      buyer: person(row.buyerId, row.buyerName, row.buyerHandle),
      seller: person(row.sellerId, row.sellerName, row.sellerHandle),
      paymentReference: row.paymentReference,
      chargeReference: row.chargeReference,
      refundReference: row.refundReference,
      refundReason: row.refundReason,
      refundedAt: row.refundedAt?.toISOString() ?? null,
      disputeReference: row.disputeReference,
      disputeStatus: row.disputeStatus,
      disputedAt: row.disputedAt?.toISOString() ?? null,
      transfers: transfers.get(row.id) ?? [],
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE)),
  };
}

/** The member transfers of these transactions, by transaction, in the order they were queued (largest share first). */
async function transfersOf(db: Database, transactionIds: string[]) {
  const byTransaction = new Map<string, AdminTransferRow[]>();
  if (transactionIds.length === 0) return byTransaction;
  const found = await db
    .select({
      id: memberTransfers.id,
      transactionId: memberTransfers.transactionId,
      memberId: memberTransfers.memberId,
      fullName: profiles.fullName,
      handle: profiles.handle,
      amountCents: memberTransfers.amountCents,
      status: memberTransfers.status,
      stripeTransferId: memberTransfers.stripeTransferId,
      attempts: memberTransfers.attempts,
      lastError: memberTransfers.lastError,
      nextAttemptAt: memberTransfers.nextAttemptAt,
      reversedAt: memberTransfers.reversedAt,
    })
    .from(memberTransfers)
    .leftJoin(profiles, eq(profiles.id, memberTransfers.memberId))
    .where(inArray(memberTransfers.transactionId, transactionIds))
    .orderBy(memberTransfers.createdAt, desc(memberTransfers.amountCents), memberTransfers.id);
  for (const row of found) {
    const list = byTransaction.get(row.transactionId) ?? [];
    list.push({
      id: row.id,
      member: person(row.memberId, row.fullName, row.handle),
      amountCents: row.amountCents,
      status: row.status,
      stripeTransferId: row.stripeTransferId,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      reversedAt: row.reversedAt?.toISOString() ?? null,
    });
    byTransaction.set(row.transactionId, list);
  }
  return byTransaction;
}

/** R-admin-payments: how many things need a person, by kind, in one statement. */
export async function attentionCounts(db: Database): Promise<AttentionCounts> {
  const [row] = await rows<Record<keyof AttentionCounts, number>>(
    db,
    sql`select
      (select count(*)::int from ${memberTransfers} where ${memberTransfers.status} = 'failed') as "failedTransfers",
      (select count(*)::int from ${memberTransfers} where ${reversalFailed}) as "failedReversals",
      (select count(*)::int from ${transactions} where ${transactions.status} = 'failed') as "failedPayments",
      (select count(*)::int from ${transactions} where ${openDispute}) as "openDisputes",
      (select count(*)::int from ${memberPayouts} where ${memberPayouts.status} = 'failed') as "failedPayouts",
      (select count(*)::int from ${transactions} where ${needsAttention}) as "payments"`,
  );
  return {
    failedTransfers: Number(row?.failedTransfers ?? 0),
    failedReversals: Number(row?.failedReversals ?? 0),
    failedPayments: Number(row?.failedPayments ?? 0),
    openDisputes: Number(row?.openDisputes ?? 0),
    failedPayouts: Number(row?.failedPayouts ?? 0),
    payments: Number(row?.payments ?? 0),
  };
}

/** The newest failed payouts to members' banks (the provider retries none of them by itself). */
export async function failedPayouts(db: Database, limit = 20): Promise<FailedPayoutRow[]> {
  const found = await db
    .select({
      id: memberPayouts.id,
      memberId: memberPayouts.memberId,
      fullName: profiles.fullName,
      handle: profiles.handle,
      stripeAccountId: memberPayouts.stripeAccountId,
      stripePayoutId: memberPayouts.stripePayoutId,
      amountCents: memberPayouts.amountCents,
      currency: memberPayouts.currency,
      failureMessage: memberPayouts.failureMessage,
      createdAt: memberPayouts.createdAt,
    })
    .from(memberPayouts)
    .leftJoin(profiles, eq(profiles.id, memberPayouts.memberId))
    .where(eq(memberPayouts.status, "failed"))
    .orderBy(desc(memberPayouts.createdAt), desc(memberPayouts.id))
    .limit(limit);
  return found.map((row) => ({
    id: row.id,
    member: person(row.memberId, row.fullName, row.handle),
    stripeAccountId: row.stripeAccountId,
    stripePayoutId: row.stripePayoutId,
    amountCents: row.amountCents,
    currency: row.currency,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The Stripe dashboard's address for the keys in use (test mode for test
 * keys), or null without Stripe keys: the page links Stripe's ids there.
 */
export function stripeDashboardUrl(): string | null {
  const key = env().STRIPE_SECRET_KEY;
  if (!key) return null;
  return /^(sk|rk)_live_/.test(key)
    ? "https://dashboard.stripe.com"
    : "https://dashboard.stripe.com/test";
}

/** A payment as the refund needs it: its state, what it was, and any dispute. */
export async function paymentForRefund(db: Database, transactionId: string) {
  const [row] = await db
    .select({
      id: transactions.id,
      status: transactions.status,
      artworkTitle: transactions.artworkTitle,
      amountCents: transactions.amountCents,
      type: transactions.transactionType,
      provider: transactions.paymentProvider,
      disputeReference: transactions.disputeReference,
      disputeStatus: transactions.disputeStatus,
    })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row ?? null;
}

/** A member transfer as the retry needs it, with its payee's name. */
export async function transferForRetry(
  db: Database,
  transferId: string,
  { lock = false }: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: memberTransfers.id,
      transactionId: memberTransfers.transactionId,
      memberId: memberTransfers.memberId,
      fullName: profiles.fullName,
      handle: profiles.handle,
      amountCents: memberTransfers.amountCents,
      status: memberTransfers.status,
      attempts: memberTransfers.attempts,
      lastError: memberTransfers.lastError,
    })
    .from(memberTransfers)
    .leftJoin(profiles, eq(profiles.id, memberTransfers.memberId))
    .where(eq(memberTransfers.id, transferId));
  const [row] = await (lock ? query.for("update", { of: memberTransfers }) : query);
  return row ?? null;
}
