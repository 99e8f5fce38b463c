import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ledgerEntries, memberPayouts, memberTransfers, profiles, transactions } from "~/db/schema";
import { NAME_FALLBACKS } from "~/lib/display-name";
import { env } from "~/lib/env.server";
import {
  type StatementEntry,
  type StatementLine,
  type StatementPayout,
  type StatementTransaction,
  type StatementTransfer,
  statementLine,
} from "./statement";

/** The transactions a member has entries in: paid as seller, lessor or original artist. */
function transactionsPaying(db: Database, memberId: string) {
  return db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        inArray(ledgerEntries.account, ["artist_payable", "royalty_payable"]),
      ),
    );
}

/**
 * Whether an entry was written by the refund of the whole payment: a `refund`
 * recorded at the transaction's refund (the refund writes its entries at
 * `refunded_at`), not one a sale wrote for lease days it gave back.
 */
const OF_REFUND = sql`(${ledgerEntries.kind} = 'refund' and ${transactions.refundedAt} is not null and ${ledgerEntries.createdAt} >= ${transactions.refundedAt})`;

/** The member's transfers, by transaction. */
async function transfersByTransaction(db: Database, memberId: string, transactionIds: string[]) {
  const byTransaction = new Map<string, StatementTransfer>();
  if (transactionIds.length === 0) return byTransaction;
  const rows = await db
    .select({
      transactionId: memberTransfers.transactionId,
      status: memberTransfers.status,
      amountCents: memberTransfers.amountCents,
    })
    .from(memberTransfers)
    .where(
      and(
        eq(memberTransfers.memberId, memberId),
        inArray(memberTransfers.transactionId, transactionIds),
      ),
    );
  for (const row of rows) {
    byTransaction.set(row.transactionId, { status: row.status, amountCents: row.amountCents });
  }
  return byTransaction;
}

/**
 * Every line of a member's earnings statement, newest first: one per
 * transaction they were paid from, summed from its ledger entries (theirs, and
 * the fee and royalty that came off their share), with the transfer of their
 * share to their payout account. Transfers and their reversals move what was
 * earned, so they are left out of the figures. The month is the gallery's.
 */
export async function statementLines(db: Database, memberId: string): Promise<StatementLine[]> {
  const mine = sql`${ledgerEntries.memberId} = ${memberId}`;
  const sumWhere = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${condition}), 0)`.mapWith(
      Number,
    );
  const recordedAt = sql<Date>`min(${ledgerEntries.createdAt})`;
  const payment = sql`(${ledgerEntries.kind} in ('sale', 'lease', 'resale'))`;
  // R-rent-to-own: what a buyer who had leased the work was credited: the rent
  // credit, and the unused prepaid lease days given back (`refund` entries on a
  // payable or the fee, written with the sale; a failed checkout's refund touches
  // neither). The gallery's own part of the latter is not the member's deduction.
  const credit = sql`(${ledgerEntries.kind} = 'rent_credit' or (${ledgerEntries.kind} = 'refund' and not ${OF_REFUND}))`;
  const rows = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      recordedAt: recordedAt.mapWith((value) => new Date(value)),
      month: sql<string>`to_char(${recordedAt} at time zone ${env().GALLERY_TZ}, 'YYYY-MM')`,
      artworkId: transactions.artworkId,
      artworkTitle: transactions.artworkTitle,
      transactionType: transactions.transactionType,
      resale: sql<boolean>`bool_or(${ledgerEntries.kind} = 'resale')`,
      seller: sql<boolean>`coalesce(bool_or(${mine} and ${ledgerEntries.account} = 'artist_payable' and ${payment}), false)`,
      sellerShareCents: sumWhere(
        sql`${mine} and ${ledgerEntries.account} = 'artist_payable' and ${payment}`,
      ),
      rentCreditCents: sumWhere(
        sql`${mine} and ${ledgerEntries.account} = 'artist_payable' and ${credit}`,
      ),
      royaltyReceivedCents: sumWhere(
        sql`${mine} and ${ledgerEntries.account} = 'royalty_payable' and ${payment}`,
      ),
      refundedCents: sumWhere(
        sql`${mine} and ${ledgerEntries.account} in ('artist_payable', 'royalty_payable') and ${OF_REFUND}`,
      ),
      feeCents: sumWhere(sql`${ledgerEntries.account} = 'gallery_fee' and ${payment}`),
      royaltyToOthersCents: sumWhere(
        sql`${ledgerEntries.account} = 'royalty_payable' and ${payment} and ${ledgerEntries.memberId} is distinct from ${memberId}`,
      ),
    })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerEntries.transactionId, transactionsPaying(db, memberId)))
    .groupBy(ledgerEntries.transactionId, transactions.id)
    .orderBy(desc(recordedAt), desc(ledgerEntries.transactionId));
  const transfers = await transfersByTransaction(
    db,
    memberId,
    rows.map((row) => row.transactionId),
  );
  return rows.map((row) =>
    statementLine({
      ...row,
      recordedAt: row.recordedAt.toISOString(),
      transfer: transfers.get(row.transactionId) ?? null,
    }),
  );
}

/**
 * The payouts from a member's payout account to their bank, newest first: of
 * one month (by the day they arrive, in the gallery's time zone) or all.
 */
export async function statementPayouts(
  db: Database,
  memberId: string,
  month?: string | null,
): Promise<StatementPayout[]> {
  const date = sql<Date>`coalesce(${memberPayouts.arrivalDate}, ${memberPayouts.createdAt})`;
  const local = sql`(${date} at time zone ${env().GALLERY_TZ})`;
  const inMonth = month
    ? and(
        gte(local, sql`${`${month}-01`}::timestamp`),
        lt(local, sql`(${`${month}-01`}::timestamp + interval '1 month')`),
      )
    : undefined;
  const rows = await db
    .select({
      id: memberPayouts.stripePayoutId,
      date: date.mapWith((value) => new Date(value)),
      amountCents: memberPayouts.amountCents,
      status: memberPayouts.status,
      failureMessage: memberPayouts.failureMessage,
    })
    .from(memberPayouts)
    .where(and(eq(memberPayouts.memberId, memberId), inMonth))
    .orderBy(desc(date), desc(memberPayouts.id));
  return rows.map((row) => ({
    ...row,
    date: row.date.toISOString(),
    status: row.status === "failed" ? "failed" : "paid",
  }));
}

/**
 * One transaction of a member's statement with all its ledger entries, or
 * null when the member was not paid from it (scoped in the query: nobody reads
 * another member's transaction). Names only, never contact details.
 */
export async function statementTransaction(
  db: Database,
  memberId: string,
  transactionId: string,
): Promise<StatementTransaction | null> {
  const [transaction] = await db
    .select({
      id: transactions.id,
      artworkId: transactions.artworkId,
      artworkTitle: transactions.artworkTitle,
      transactionType: transactions.transactionType,
      amountCents: transactions.amountCents,
      leaseStartDate: transactions.leaseStartDate,
      leaseEndDate: transactions.leaseEndDate,
      createdAt: transactions.createdAt,
      refundedAt: transactions.refundedAt,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.id, transactionId),
        inArray(transactions.id, transactionsPaying(db, memberId)),
      ),
    )
    .limit(1);
  if (!transaction) return null;

  const entries = await db
    .select({
      account: ledgerEntries.account,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      memberId: ledgerEntries.memberId,
      ofRefund: sql<boolean>`${OF_REFUND}`,
      memberName: sql<
        string | null
      >`coalesce(nullif(trim(${profiles.fullName}), ''), ${profiles.handle})`,
    })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .leftJoin(profiles, eq(profiles.id, ledgerEntries.memberId))
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.amountCents));

  const transfers = await transfersByTransaction(db, memberId, [transactionId]);
  return {
    ...transaction,
    createdAt: transaction.createdAt.toISOString(),
    refundedAt: transaction.refundedAt?.toISOString() ?? null,
    transfer: transfers.get(transactionId) ?? null,
    entries: entries.map(
      (entry): StatementEntry => ({
        account: entry.account,
        kind: entry.kind,
        amountCents: entry.amountCents,
        ofRefund: entry.ofRefund,
        member:
          entry.account === "artist_payable" ||
          entry.account === "royalty_payable" ||
          entry.account === "transferred"
            ? {
                you: entry.memberId === memberId,
                name: entry.memberName?.trim() || NAME_FALLBACKS.formerMember,
              }
            : null,
      }),
    ),
  };
}
