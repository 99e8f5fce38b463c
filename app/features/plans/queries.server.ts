import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { subscriptionPlans } from "~/db/schema";
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

/** Where each field of a PlanSummary is kept in `subscription_plans`. */
const SUMMARY_COLUMNS: Record<keyof PlanSummary, string> = {
  id: "id",
  name: "name",
  priceCents: "price_cents",
  tier: "tier",
  maxArtworks: "max_artworks",
  maxCuratorSpaces: "max_curator_spaces",
  revealsPerMonth: "reveals_per_month",
  promotionStars: "promotion_stars",
};

/** The plan row aliased `alias` as a PlanSummary in JSON. */
function summaryOf(alias: string): SQL {
  const fields = Object.entries(SUMMARY_COLUMNS).map(
    ([field, column]) => `'${field}', ${alias}.${column}`,
  );
  return sql.raw(`json_build_object(${fields.join(", ")})`);
}

/**
 * R-current-plan in SQL: the plan of the member `userId` (a column or a
 * parameter) as a PlanSummary: their newest subscription in the plan-granting
 * state (a canceled, past-due or unpaid subscription gives no plan; see
 * policy.ts), else the Free Tier, else its built-in values. A fragment, so
 * that a read of the member can carry their plan in the same statement.
 */
export function currentPlanSummary(userId: SQL): SQL<PlanSummary> {
  // Aliases of their own, so a caller's table is never shadowed.
  return sql<PlanSummary>`coalesce(
    (select ${summaryOf("granting_plan")} from user_subscriptions granting
      join subscription_plans granting_plan on granting_plan.id = granting.plan_id
      where granting.user_id = ${userId} and granting.status = ${PLAN_GRANTING_STATUS}
      order by granting.created_at desc limit 1),
    (select ${summaryOf("free_plan")} from subscription_plans free_plan
      where free_plan.name = ${FREE_PLAN_NAME} limit 1),
    ${JSON.stringify(FREE_PLAN_FALLBACK)}::json
  )`;
}

/** R-current-plan: the member's current plan (see currentPlanSummary). */
export async function currentPlan(db: Database, userId: string): Promise<PlanSummary> {
  const [row] = await rows<{ plan: PlanSummary }>(
    db,
    sql`select ${currentPlanSummary(sql`${userId}::uuid`)} as plan`,
  );
  return row?.plan ?? FREE_PLAN_FALLBACK;
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
