import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscriptionPlans, userSubscriptions } from "~/db/schema";
import { FREE_PLAN_FALLBACK, FREE_PLAN_NAME, type PlanSummary } from "./default-plans";
import type { PlanForDisplay } from "./plan-cards";
import { PLAN_GRANTING_STATUS } from "./policy";

const planColumns = {
  id: subscriptionPlans.id,
  name: subscriptionPlans.name,
  priceCents: subscriptionPlans.priceCents,
  tier: subscriptionPlans.tier,
  maxArtworks: subscriptionPlans.maxArtworks,
  maxCuratorSpaces: subscriptionPlans.maxCuratorSpaces,
  revealsPerMonth: subscriptionPlans.revealsPerMonth,
  promotionStars: subscriptionPlans.promotionStars,
};

export async function findFreePlan(db: Database): Promise<PlanSummary> {
  const [plan] = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, FREE_PLAN_NAME))
    .limit(1);
  return plan ?? FREE_PLAN_FALLBACK;
}

/**
 * R-current-plan: their newest active subscription's plan, else Free Tier (a
 * canceled, past-due or unpaid subscription gives no plan; see policy.ts).
 */
export async function currentPlan(db: Database, userId: string): Promise<PlanSummary> {
  const [row] = await db
    .select(planColumns)
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(
      and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, PLAN_GRANTING_STATUS)),
    )
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return row ?? findFreePlan(db);
}

export async function listActivePlans(db: Database) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.priceCents));
}

/** R-plan-cards: the active plans as the plans page shows them, cheapest first. */
export async function listPlansForDisplay(db: Database): Promise<PlanForDisplay[]> {
  const plans = await listActivePlans(db);
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    priceCents: plan.priceCents,
    revealsPerMonth: plan.revealsPerMonth,
    promotionStars: plan.promotionStars,
    maxArtworks: plan.maxArtworks,
    maxCuratorSpaces: plan.maxCuratorSpaces,
  }));
}
