import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { subscriptionPlans, userSubscriptions } from "~/db/schema";
import { DEFAULT_PLANS } from "./default-plans";

/** R-default-plans: the default plans, for a gallery that has none yet. */
export async function ensureDefaultPlans(db: Database) {
  // Only a gallery without plans gets them: afterwards the plans are the admins'
  // (a renamed or retired default must not come back at the next start). Two
  // processes starting together may both see none; the name key keeps one of each.
  const [existing] = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1);
  if (existing) return;
  await db
    .insert(subscriptionPlans)
    .values(DEFAULT_PLANS)
    .onConflictDoNothing({ target: subscriptionPlans.name });
}

/** One month after `start`, the length of a new period. */
export function oneMonthAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Sets a member's reveals and promotion stars to their plan's values. The one
 * place a plan change grants its allowances; call it in the change's transaction.
 */
export async function grantPlanAllowances(
  db: Database | Transaction,
  userId: string,
  planId: string,
) {
  await db.execute(sql`
    update profiles set
      current_reveals = p.reveals_per_month,
      current_promotion_stars = p.promotion_stars,
      updated_at = now()
    from subscription_plans p
    where p.id = ${planId} and profiles.id = ${userId}
  `);
}

/**
 * Puts a member on a plan for one month from `now` and grants its allowances.
 * A member has at most one active subscription (a partial unique index): an
 * existing one is moved to the plan instead of a second being added, also when
 * two requests arrive at once. Returns the subscription's id and whether it is new.
 */
export async function subscribe(
  db: Database | Transaction,
  userId: string,
  planId: string,
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(userSubscriptions)
    .values({
      userId,
      planId,
      status: "active",
      currentPeriodStart: now,
      currentPeriodEnd: oneMonthAfter(now),
      allowancesGrantedAt: now,
    })
    .onConflictDoUpdate({
      target: userSubscriptions.userId,
      targetWhere: sql`${userSubscriptions.status} = 'active'`,
      set: {
        planId,
        currentPeriodStart: now,
        currentPeriodEnd: oneMonthAfter(now),
        cancelAtPeriodEnd: false,
        allowancesGrantedAt: now,
        updatedAt: now,
      },
    })
    // xmax is 0 only on a freshly inserted row version.
    .returning({ id: userSubscriptions.id, created: sql<boolean>`(xmax = 0)` });
  await grantPlanAllowances(db, userId, planId);
  if (!row) throw new Error("The subscription was not written");
  return { id: row.id, created: row.created };
}
