import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { profiles, subscriptionPlans, userSubscriptions } from "~/db/schema";
import { grantsPlan } from "~/features/plans";
import {
  capAllowancesToPlan,
  grantPlanAllowances,
  spendableAllowances,
  subscribe,
} from "~/features/plans/index.server";
import { calendarDate, galleryTimeZone } from "~/lib/dates";
import { audit } from "~/services/audit.server";
import { subscriptionErrors } from "./errors";
import { needsReason, startOfDayIn } from "./policy";
import type {
  AddSubscriptionInput,
  RefillAllowancesInput,
  UpdateSubscriptionInput,
} from "./schema";

/** What the audit trail keeps of a subscription: the fields the admin sees, and the member's allowances. */
type AuditedSubscription = {
  plan: string | null;
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  currentReveals: number;
  currentPromotionStars: number;
};

/** Only the fields that differ, each side holding those (the entry's before → after). */
function changed(before: AuditedSubscription, after: AuditedSubscription) {
  const keys = (Object.keys(after) as (keyof AuditedSubscription)[]).filter(
    (key) => before[key] !== after[key],
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

function isOneActiveViolation(error: unknown): boolean {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  return (
    (e?.code ?? e?.cause?.code) === "23505" &&
    (e?.constraint ?? e?.cause?.constraint) === "user_subscriptions_one_active_key"
  );
}

async function findPlan(tx: Transaction, planId: string) {
  const [plan] = await tx
    .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId))
    .limit(1);
  if (!plan) throw subscriptionErrors.raise("unknown-plan");
  return plan;
}

async function audited(tx: Transaction, subscriptionId: string): Promise<AuditedSubscription> {
  const [row] = await tx
    .select({
      userId: userSubscriptions.userId,
      plan: subscriptionPlans.name,
      status: userSubscriptions.status,
      currentPeriodEnd: userSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: userSubscriptions.cancelAtPeriodEnd,
    })
    .from(userSubscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.id, subscriptionId))
    .limit(1);
  if (!row) throw subscriptionErrors.raise("unknown-subscription");
  const { userId, ...subscription } = row;
  const { reveals, stars } = await spendableAllowances(tx, userId);
  return {
    ...subscription,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    currentReveals: reveals,
    currentPromotionStars: stars,
  };
}

/**
 * R-admin-subscription-edit: an admin sets a subscription's plan, status,
 * renewal date and cancel-at-period-end. As the rule says, the period starts
 * now and ends on the chosen day (kept to the minute when the day is not
 * changed). The member's stars and reveals follow the plan they are now on
 * (R-allowances-follow-plan): set from the plan when the subscription becomes
 * active or changes plan while active, brought down to the Free Tier's when it
 * stops being active, left alone otherwise (a refill is `refillAllowances`).
 * Saving with nothing changed writes and audits nothing (`changed: false`).
 * All of it and the audit entry (before, after, reason) in one transaction. A
 * status change or a renewal date in the past needs a reason.
 */
export async function updateSubscription(
  db: Database,
  actorId: string,
  input: UpdateSubscriptionInput,
  { now = new Date(), timeZone = galleryTimeZone() }: { now?: Date; timeZone?: string } = {},
): Promise<{ userId: string; changed: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          userId: userSubscriptions.userId,
          planId: userSubscriptions.planId,
          status: userSubscriptions.status,
          currentPeriodEnd: userSubscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: userSubscriptions.cancelAtPeriodEnd,
        })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.id, input.subscriptionId))
        .for("update")
        .limit(1);
      if (!current) throw subscriptionErrors.raise("unknown-subscription");
      const plan = await findPlan(tx, input.planId);
      const renewalDay = calendarDate(current.currentPeriodEnd, timeZone);
      const sameDay = renewalDay === input.renewalDate;
      const planChanged = current.planId !== plan.id;
      const statusChanged = current.status !== input.status;
      if (
        !planChanged &&
        !statusChanged &&
        sameDay &&
        current.cancelAtPeriodEnd === input.cancelAtPeriodEnd
      ) {
        return { userId: current.userId, changed: false };
      }
      const reason = input.reason?.trim() || null;
      const today = calendarDate(now, timeZone);
      if (
        !reason &&
        needsReason(
          { from: current.status, to: input.status },
          { from: renewalDay, to: input.renewalDate },
          today,
        )
      ) {
        throw subscriptionErrors.raise("reason-required");
      }
      const periodEnd = sameDay
        ? current.currentPeriodEnd
        : startOfDayIn(input.renewalDate, timeZone);
      const grants = grantsPlan(input.status) && (planChanged || statusChanged);

      const before = await audited(tx, input.subscriptionId);
      await tx
        .update(userSubscriptions)
        .set({
          planId: plan.id,
          status: input.status,
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          cancelAtPeriodEnd: input.cancelAtPeriodEnd,
          ...(grants ? { allowancesGrantedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(userSubscriptions.id, input.subscriptionId));
      if (grants) await grantPlanAllowances(tx, current.userId, plan.id);
      else if (statusChanged) await capAllowancesToPlan(tx, [current.userId]);
      const after = await audited(tx, input.subscriptionId);
      await audit(tx, {
        actorId,
        action: "subscription.changed",
        subjectType: "user",
        subjectId: current.userId,
        details: { ...changed(before, after), ...(reason ? { reason } : {}) },
      });
      return { userId: current.userId, changed: true };
    });
  } catch (error) {
    if (isOneActiveViolation(error)) throw subscriptionErrors.raise("already-active");
    throw error;
  }
}

/**
 * R-admin-allowance-refill: an admin sets an active subscription's member's
 * reveals and promotion stars back to the plan's monthly values, an explicit
 * act with a reason, audited with the balances before and after. A reason is
 * required; nothing is written without one.
 */
export async function refillAllowances(
  db: Database,
  actorId: string,
  input: RefillAllowancesInput,
  now = new Date(),
): Promise<{ userId: string; currentReveals: number; currentPromotionStars: number }> {
  const reason = input.reason.trim();
  if (!reason) throw subscriptionErrors.raise("refill-reason-required");
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select({
        userId: userSubscriptions.userId,
        planId: userSubscriptions.planId,
        status: userSubscriptions.status,
        plan: subscriptionPlans.name,
      })
      .from(userSubscriptions)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .where(eq(userSubscriptions.id, input.subscriptionId))
      .for("update", { of: userSubscriptions })
      .limit(1);
    if (!subscription) throw subscriptionErrors.raise("unknown-subscription");
    if (!grantsPlan(subscription.status)) throw subscriptionErrors.raise("refill-not-active");
    const allowances = async () => {
      const { reveals, stars } = await spendableAllowances(tx, subscription.userId);
      return { currentReveals: reveals, currentPromotionStars: stars };
    };
    const before = await allowances();
    await grantPlanAllowances(tx, subscription.userId, subscription.planId);
    await tx
      .update(userSubscriptions)
      .set({ allowancesGrantedAt: now, updatedAt: now })
      .where(eq(userSubscriptions.id, input.subscriptionId));
    const after = await allowances();
    await audit(tx, {
      actorId,
      action: "subscription.refilled",
      subjectType: "user",
      subjectId: subscription.userId,
      details: { plan: subscription.plan, before, after, reason },
    });
    return { userId: subscription.userId, ...after };
  });
}

/**
 * R-admin-subscription-add: puts a member on a plan for one month from now and
 * sets their stars and reveals from it (plans' `subscribe`, the one place that
 * does). A member's active subscription is moved to the plan rather than a
 * second one added; the member's profile row is locked first, so two admins
 * adding at once are served one after the other, and the partial unique index
 * holds the rule in any case. The audit entry is written in the same transaction.
 */
export async function addSubscription(
  db: Database,
  actorId: string,
  input: AddSubscriptionInput,
  now = new Date(),
): Promise<{ name: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: profiles.id, fullName: profiles.fullName, handle: profiles.handle })
      .from(profiles)
      .where(eq(profiles.id, input.userId))
      .for("update")
      .limit(1);
    if (!member) throw subscriptionErrors.raise("unknown-user");
    await findPlan(tx, input.planId);

    const [active] = await tx
      .select({ id: userSubscriptions.id })
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, member.id), eq(userSubscriptions.status, "active")))
      .limit(1);
    const before = active ? await audited(tx, active.id) : null;
    const { id, created } = await subscribe(tx, member.id, input.planId, now);
    const after = await audited(tx, id);
    await audit(tx, {
      actorId,
      action: created ? "subscription.added" : "subscription.changed",
      subjectType: "user",
      subjectId: member.id,
      details: before ? changed(before, after) : { after },
    });
    return { name: member.fullName?.trim() || `@${member.handle}`, created };
  });
}
