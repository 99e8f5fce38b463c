import { and, eq, gt, gte, sql, sum } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { leases, transactions } from "~/db/schema";
import { galleryToday } from "~/features/commerce/leases/queries.server";
import { env } from "~/lib/env.server";
import { RENT_CREDIT_MONTHS, rentCredit, unusedLeaseCredit } from "./split";

/** A lease the buyer holds days of, ended by their purchase, and what its unused days are worth. */
export type EndingLease = {
  leaseId: string;
  /** Who was paid the rent: the unused part comes off their share and the gallery's fee. */
  payeeId: string | null;
  unusedCents: number;
};

export type PurchaseCredit = {
  /** R-rent-to-own: the share of the rent of used days, capped at half the price. */
  rentCreditCents: number;
  /** R-rent-to-own: the unused prepaid lease days, extensions included, in full. */
  unusedLeaseCents: number;
  /** The buyer's active and upcoming leases of the work, which the purchase ends. */
  endingLeases: EndingLease[];
};

/**
 * R-rent-to-own: what `memberId` is credited when buying `artworkId` from its
 * current owner at `priceCents` on the gallery's `today`. Their active and
 * upcoming leases of it end that day, and the days not yet used are credited
 * in full (unusedLeaseCredit). On top, a share of the rent of the days used,
 * paid to that owner in the last 12 months since they last bought it (a credit
 * counts once), capped at half the price and at what the unused days leave of
 * it, so no money is credited twice and the total never passes the price
 * unless the unused days alone do.
 */
export async function purchaseCredit(
  db: Database | Transaction,
  input: { memberId: string; artworkId: string; ownerId: string; priceCents: number },
  now: Date = new Date(),
): Promise<PurchaseCredit> {
  const today = galleryToday(now);
  const held = await db
    .select({
      leaseId: leases.id,
      payeeId: transactions.artistId,
      paidCents: transactions.amountCents,
      startDate: transactions.leaseStartDate,
      endDate: transactions.leaseEndDate,
    })
    .from(leases)
    .innerJoin(transactions, eq(transactions.id, leases.transactionId))
    .where(
      and(
        eq(leases.artworkId, input.artworkId),
        eq(leases.lesseeId, input.memberId),
        eq(transactions.status, "completed"),
        gt(leases.endDate, today),
      ),
    );
  const endingLeases = held.map((lease) => ({
    leaseId: lease.leaseId,
    payeeId: lease.payeeId,
    unusedCents:
      lease.startDate && lease.endDate
        ? unusedLeaseCredit(
            lease.paidCents,
            { startDate: lease.startDate, endDate: lease.endDate },
            today,
          )
        : 0,
  }));
  const unusedLeaseCents = endingLeases.reduce((total, lease) => total + lease.unusedCents, 0);
  const unusedFromOwner = endingLeases
    .filter((lease) => lease.payeeId === input.ownerId)
    .reduce((total, lease) => total + lease.unusedCents, 0);

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
  // The unused days are given back in full above: only the rent of used days earns a share.
  const usedRentCents = Math.max(0, (row?.rentPaid ?? 0) - unusedFromOwner);
  const rentCreditCents = Math.min(
    rentCredit(usedRentCents, input.priceCents, env().RENT_CREDIT_BPS),
    Math.max(0, input.priceCents - unusedLeaseCents),
  );
  return { rentCreditCents, unusedLeaseCents, endingLeases };
}

/**
 * R-rent-to-own: everything `memberId` is credited toward buying `artworkId`
 * now (purchaseCredit): the rent credit of used days and the unused prepaid
 * lease days. Zero for anyone who never leased it.
 */
export async function rentCreditFor(
  db: Database | Transaction,
  input: { memberId: string; artworkId: string; ownerId: string; priceCents: number },
  now: Date = new Date(),
) {
  const credit = await purchaseCredit(db, input, now);
  return credit.rentCreditCents + credit.unusedLeaseCents;
}
