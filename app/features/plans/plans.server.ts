import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscriptionPlans, userSubscriptions } from "~/db/schema";

export const FREE_PLAN_NAME = "Free Tier";

/** The plans of PRODUCT.md; seeded once, then admins may edit them. */
export const DEFAULT_PLANS = [
  {
    name: FREE_PLAN_NAME,
    priceCents: 0,
    tier: 0,
    maxArtworks: 3,
    maxCuratorSpaces: 0,
    revealsPerMonth: 1,
    promotionStars: 0,
  },
  {
    name: "Supporter",
    priceCents: 1000,
    tier: 1,
    maxArtworks: 10,
    maxCuratorSpaces: 1,
    revealsPerMonth: 5,
    promotionStars: 5,
  },
  {
    name: "Artist",
    priceCents: 2500,
    tier: 2,
    maxArtworks: 30,
    maxCuratorSpaces: 3,
    revealsPerMonth: 15,
    promotionStars: 20,
  },
  {
    name: "Patron",
    priceCents: 5000,
    tier: 3,
    maxArtworks: 100,
    maxCuratorSpaces: 10,
    revealsPerMonth: 50,
    promotionStars: 50,
  },
].map((plan) => ({
  ...plan,
  features: [
    `${plan.revealsPerMonth} contact reveal${plan.revealsPerMonth === 1 ? "" : "s"} per month`,
    `${plan.promotionStars} promotion stars per month`,
    `Up to ${plan.maxArtworks} artwork listings`,
    `${plan.maxCuratorSpaces} curator space${plan.maxCuratorSpaces === 1 ? "" : "s"}`,
  ],
}));

/** Inserts missing default plans without touching ones an admin has edited. */
export async function ensureDefaultPlans(db: Database) {
  await db
    .insert(subscriptionPlans)
    .values(DEFAULT_PLANS)
    .onConflictDoNothing({ target: subscriptionPlans.name });
}

/** Used when the free plan row is missing (part 1 §9's fallback). */
export const FREE_PLAN_FALLBACK = {
  id: null,
  name: FREE_PLAN_NAME,
  priceCents: 0,
  tier: 0,
  maxArtworks: 3,
  maxCuratorSpaces: 0,
  revealsPerMonth: 1,
  promotionStars: 0,
};

export type PlanSummary = {
  id: string | null;
  name: string;
  priceCents: number;
  tier: number;
  maxArtworks: number;
  maxCuratorSpaces: number;
  revealsPerMonth: number;
  promotionStars: number;
};

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

/** The plan a member is on now: their newest active subscription, else Free Tier. */
export async function currentPlan(db: Database, userId: string): Promise<PlanSummary> {
  const [row] = await db
    .select(planColumns)
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, "active")))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return row ?? findFreePlan(db);
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

export async function listActivePlans(db: Database) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.priceCents));
}
