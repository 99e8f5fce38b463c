import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscriptionPlans, userSubscriptions } from "~/db/schema";
import { DEFAULT_PLANS } from "./default-plans";

/** Inserts missing default plans without touching ones an admin has edited. */
export async function ensureDefaultPlans(db: Database) {
  await db
    .insert(subscriptionPlans)
    .values(DEFAULT_PLANS)
    .onConflictDoNothing({ target: subscriptionPlans.name });
}

/** Starts a subscription on a plan for one month and grants its allowances. */
export async function subscribe(db: Database, userId: string, planId: string, now = new Date()) {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 1);
  await db.insert(userSubscriptions).values({
    userId,
    planId,
    status: "active",
    currentPeriodStart: now,
    currentPeriodEnd: end,
    allowancesGrantedAt: now,
  });
  await db.execute(sql`
    update profiles set
      current_reveals = p.reveals_per_month,
      current_promotion_stars = p.promotion_stars,
      updated_at = now()
    from subscription_plans p
    where p.id = ${planId} and profiles.id = ${userId}
  `);
}
