import { and, eq, gt, gte, sql, sum } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { transactions } from "~/db/schema";
import { env } from "~/lib/env.server";
import { RENT_CREDIT_MONTHS, rentCredit } from "./split";

/**
 * R-rent-to-own: the rent credit `memberId` has toward buying `artworkId` from
 * its current owner at `priceCents`: a share of the rent they paid that owner
 * for it in the last 12 months, since they last bought it (a credit counts
 * once), capped at half the price. Zero for anyone who never leased it.
 */
export async function rentCreditFor(
  db: Database | Transaction,
  input: { memberId: string; artworkId: string; ownerId: string; priceCents: number },
  now: Date = new Date(),
) {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - RENT_CREDIT_MONTHS);
  const lastPurchase = sql`coalesce((
    select max(p.created_at) from ${transactions} p
    where p.user_id = ${input.memberId} and p.artwork_id = ${input.artworkId}
      and p.transaction_type = 'purchase' and p.status = 'completed'
  ), '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ rentPaid: sum(transactions.amountCents).mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, input.memberId),
        eq(transactions.artworkId, input.artworkId),
        eq(transactions.artistId, input.ownerId),
        eq(transactions.transactionType, "lease"),
        eq(transactions.status, "completed"),
        gte(transactions.createdAt, since),
        gt(transactions.createdAt, lastPurchase),
      ),
    );
  return rentCredit(row?.rentPaid ?? 0, input.priceCents, env().RENT_CREDIT_PERCENT);
}
