import { and, eq, isNull, lt, or } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { memberTransfers, payoutAccounts } from "~/db/schema";
import { logger } from "~/lib/logger.server";

/**
 * Stores a connected account's status as Stripe reports it (an account.updated
 * event or a fetch on return from onboarding), unless a newer status is stored
 * already (`status_at`: an older event arriving late changes nothing). When it
 * now takes transfers, the member's waiting transfers become pending, due now;
 * when it no longer does, their pending ones wait again. An account of no
 * member's is logged and left alone.
 */
export async function updatePayoutAccount(
  db: Database,
  account: Stripe.Account,
  at: Date,
): Promise<void> {
  const transfersActive = account.capabilities?.transfers === "active";
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(payoutAccounts)
      .set({
        detailsSubmitted: account.details_submitted ?? false,
        transfersActive,
        payoutsEnabled: account.payouts_enabled ?? false,
        statusAt: at,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(payoutAccounts.stripeAccountId, account.id),
          or(isNull(payoutAccounts.statusAt), lt(payoutAccounts.statusAt, at)),
        ),
      )
      .returning({ memberId: payoutAccounts.memberId });
    if (!updated) {
      const [known] = await tx
        .select({ memberId: payoutAccounts.memberId })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.stripeAccountId, account.id));
      if (known) {
        logger.info({ account: account.id, at }, "payout account status older than the stored one");
      } else {
        logger.warn({ account: account.id }, "payout account of no member");
      }
      return;
    }
    if (transfersActive) {
      await tx
        .update(memberTransfers)
        .set({ status: "pending", nextAttemptAt: null, updatedAt: new Date() })
        .where(
          and(
            eq(memberTransfers.memberId, updated.memberId),
            eq(memberTransfers.status, "waiting"),
          ),
        );
    } else {
      await tx
        .update(memberTransfers)
        .set({ status: "waiting", nextAttemptAt: null, updatedAt: new Date() })
        .where(
          and(
            eq(memberTransfers.memberId, updated.memberId),
            eq(memberTransfers.status, "pending"),
          ),
        );
    }
  });
}
