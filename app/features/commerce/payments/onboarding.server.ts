import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { memberTransfers, payoutAccounts } from "~/db/schema";
import { env } from "~/lib/env.server";
import { updatePayoutAccount } from "./payout-accounts.server";
import type { PayoutSummary } from "./payouts";
import { stripeClient } from "./stripe-client.server";

/** Where Stripe sends a member back: when done (return) or when the link had expired (refresh: a new one). */
export const PAYOUTS_RETURN_PATH = "/artist/payouts/return";
export const PAYOUTS_REFRESH_PATH = "/artist/payouts";

function payoutAccountOf(db: Database, memberId: string) {
  return db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.memberId, memberId))
    .then((rows) => rows[0] ?? null);
}

/**
 * A member's payouts as the dashboard shows them, or null without Stripe
 * (then nobody is paid through it and the panel is not shown).
 */
export async function payoutSummary(db: Database, memberId: string): Promise<PayoutSummary | null> {
  if (!stripeClient()) return null;
  const sum = (status: string) =>
    sql<number>`coalesce(sum(${memberTransfers.amountCents}) filter (where ${memberTransfers.status} = ${status}), 0)`.mapWith(
      Number,
    );
  const [account, [figures]] = await Promise.all([
    payoutAccountOf(db, memberId),
    db
      .select({
        waitingCents: sum("waiting"),
        pendingCents: sum("pending"),
        failedCents: sum("failed"),
        paidCents: sum("paid"),
      })
      .from(memberTransfers)
      .where(eq(memberTransfers.memberId, memberId)),
  ]);
  return {
    status: !account ? "not-started" : account.transfersActive ? "active" : "incomplete",
    payoutsEnabled: account?.payoutsEnabled ?? false,
    waitingCents: figures?.waitingCents ?? 0,
    // A transfer that failed for good is still the member's; admins are on it.
    onItsWayCents: (figures?.pendingCents ?? 0) + (figures?.failedCents ?? 0),
    paidCents: figures?.paidCents ?? 0,
  };
}

/**
 * Starts (or resumes) a member's Stripe Express onboarding: their connected
 * account, made once (an idempotency key of the member, and the row keeps
 * it), then a fresh account link to Stripe's hosted page. Answers its URL,
 * or null without Stripe.
 */
export async function startOnboarding(
  db: Database,
  member: { id: string; email: string },
): Promise<string | null> {
  const stripe = stripeClient();
  if (!stripe) return null;
  let account = await payoutAccountOf(db, member.id);
  if (!account) {
    const created = await stripe.accounts.create(
      {
        type: "express",
        email: member.email,
        capabilities: { transfers: { requested: true } },
        metadata: { memberId: member.id },
      },
      { idempotencyKey: `account-${member.id}` },
    );
    await db
      .insert(payoutAccounts)
      .values({ memberId: member.id, stripeAccountId: created.id })
      .onConflictDoNothing();
    account = await payoutAccountOf(db, member.id);
    if (!account) throw new Error("The payout account was not stored");
  }
  return accountLinkUrl(stripe, account.stripeAccountId);
}

async function accountLinkUrl(stripe: Stripe, accountId: string) {
  const base = env().APP_URL;
  const link = await stripe.accountLinks.create({
    account: accountId,
    refresh_url: new URL(PAYOUTS_REFRESH_PATH, base).toString(),
    return_url: new URL(PAYOUTS_RETURN_PATH, base).toString(),
    type: "account_onboarding",
  });
  return link.url;
}

/**
 * On return from Stripe's hosted onboarding: the account's status as Stripe
 * has it now, stored (waiting transfers are released when it takes them).
 * Answers whether it takes transfers, or null without a payout account (or
 * without Stripe).
 */
export async function finishOnboarding(
  db: Database,
  memberId: string,
): Promise<{ transfersActive: boolean } | null> {
  const stripe = stripeClient();
  if (!stripe) return null;
  const stored = await payoutAccountOf(db, memberId);
  if (!stored) return null;
  const account = await stripe.accounts.retrieve(stored.stripeAccountId);
  await updatePayoutAccount(db, account, new Date());
  return { transfersActive: account.capabilities?.transfers === "active" };
}
