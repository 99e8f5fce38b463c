import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ledgerEntries, profiles, transactions } from "~/db/schema";
import { NAME_FALLBACKS } from "~/lib/display-name";
import { env } from "~/lib/env.server";
import {
  type StatementEntry,
  type StatementLine,
  type StatementTransaction,
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
 * Every line of a member's earnings statement, newest first: one per
 * transaction they were paid from, summed from its ledger entries (theirs, and
 * the fee and royalty that came off their share). The month is the gallery's.
 */
export async function statementLines(db: Database, memberId: string): Promise<StatementLine[]> {
  const mine = sql`${ledgerEntries.memberId} = ${memberId}`;
  const sumWhere = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${condition}), 0)`.mapWith(
      Number,
    );
  const recordedAt = sql<Date>`min(${ledgerEntries.createdAt})`;
  // R-rent-to-own: what a buyer who had leased the work was credited: the rent
  // credit, and the unused prepaid lease days given back (`refund` entries on a
  // payable or the fee; a failed checkout's refund touches neither). The gallery's
  // own part of the latter is not the member's deduction.
  const credit = sql`(${ledgerEntries.kind} in ('rent_credit', 'refund'))`;
  const rows = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      recordedAt: recordedAt.mapWith((value) => new Date(value)),
      month: sql<string>`to_char(${recordedAt} at time zone ${env().GALLERY_TZ}, 'YYYY-MM')`,
      artworkId: transactions.artworkId,
      artworkTitle: transactions.artworkTitle,
      transactionType: transactions.transactionType,
      resale: sql<boolean>`bool_or(${ledgerEntries.kind} = 'resale')`,
      seller: sql<boolean>`coalesce(bool_or(${mine} and ${ledgerEntries.account} = 'artist_payable' and ${credit} is not true), false)`,
      sellerShareCents: sumWhere(
        sql`${mine} and ${ledgerEntries.account} = 'artist_payable' and ${credit} is not true`,
      ),
      rentCreditCents: sumWhere(
        sql`${mine} and ${ledgerEntries.account} = 'artist_payable' and ${credit}`,
      ),
      royaltyReceivedCents: sumWhere(sql`${mine} and ${ledgerEntries.account} = 'royalty_payable'`),
      feeCents: sumWhere(sql`${ledgerEntries.account} = 'gallery_fee' and ${credit} is not true`),
      royaltyToOthersCents: sumWhere(
        sql`${ledgerEntries.account} = 'royalty_payable' and ${ledgerEntries.memberId} is distinct from ${memberId}`,
      ),
    })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerEntries.transactionId, transactionsPaying(db, memberId)))
    .groupBy(ledgerEntries.transactionId, transactions.id)
    .orderBy(desc(recordedAt), desc(ledgerEntries.transactionId));
  return rows.map((row) => statementLine({ ...row, recordedAt: row.recordedAt.toISOString() }));
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
      memberName: sql<
        string | null
      >`coalesce(nullif(trim(${profiles.fullName}), ''), ${profiles.handle})`,
    })
    .from(ledgerEntries)
    .leftJoin(profiles, eq(profiles.id, ledgerEntries.memberId))
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.amountCents));

  return {
    ...transaction,
    createdAt: transaction.createdAt.toISOString(),
    entries: entries.map(
      (entry): StatementEntry => ({
        account: entry.account,
        kind: entry.kind,
        amountCents: entry.amountCents,
        member:
          entry.account === "artist_payable" || entry.account === "royalty_payable"
            ? {
                you: entry.memberId === memberId,
                name: entry.memberName?.trim() || NAME_FALLBACKS.formerMember,
              }
            : null,
      }),
    ),
  };
}
