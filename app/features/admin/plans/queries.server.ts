import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscriptionPlans, userSubscriptions } from "~/db/schema";
import type { AdminPlanRow } from "./schema";

/** R-admin-plans: every plan, active and retired, cheapest first, with its active members. */
export async function listPlansForAdmin(db: Database): Promise<AdminPlanRow[]> {
  const members = db
    .select({
      planId: userSubscriptions.planId,
      n: sql<number>`count(*)::int`.as("n"),
    })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.status, "active"))
    .groupBy(userSubscriptions.planId)
    .as("members");
  const rows = await db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      priceCents: subscriptionPlans.priceCents,
      tier: subscriptionPlans.tier,
      promotionStars: subscriptionPlans.promotionStars,
      revealsPerMonth: subscriptionPlans.revealsPerMonth,
      maxArtworks: subscriptionPlans.maxArtworks,
      maxCuratorSpaces: subscriptionPlans.maxCuratorSpaces,
      isActive: subscriptionPlans.isActive,
      updatedAt: subscriptionPlans.updatedAt,
      members: sql<number>`coalesce(${members.n}, 0)`,
    })
    .from(subscriptionPlans)
    .leftJoin(members, eq(members.planId, subscriptionPlans.id))
    .orderBy(asc(subscriptionPlans.priceCents), asc(subscriptionPlans.name));
  return rows.map((row) => ({ ...row, members: Number(row.members) }));
}
