import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { subscriptionPlans } from "~/db/schema";
import { FREE_PLAN_NAME } from "~/features/plans/index.server";
import { formatCount } from "~/lib/format";
import { type AuditValues, audit, changedValues } from "~/services/audit.server";
import { planAdminErrors } from "./errors";
import type { CreatePlanInput, UpdatePlanInput } from "./schema";

type PlanRecord = typeof subscriptionPlans.$inferSelect;
type PlanFields = Omit<CreatePlanInput, "intent" | "reason">;

/** A plan's fields as the audit trail records them. */
function auditValues(plan: PlanRecord): AuditValues {
  return {
    name: plan.name,
    priceCents: plan.priceCents,
    tier: plan.tier,
    promotionStars: plan.promotionStars,
    revealsPerMonth: plan.revealsPerMonth,
    maxArtworks: plan.maxArtworks,
    maxCuratorSpaces: plan.maxCuratorSpaces,
    status: plan.isActive ? "active" : "retired",
  };
}

/** The columns the form sets. */
function columns(input: PlanFields) {
  return {
    name: input.name,
    priceCents: input.price,
    tier: input.tier,
    promotionStars: input.promotionStars,
    revealsPerMonth: input.revealsPerMonth,
    maxArtworks: input.maxArtworks,
    maxCuratorSpaces: input.maxCuratorSpaces,
    isActive: input.status === "active",
  };
}

/**
 * Another plan already has this name (names are unique, compared without case).
 * The column's unique index ignores case only as far as equal spellings go, so
 * the check first takes a lock on the lower-cased name for the rest of the
 * transaction: two admins saving 'Pro' and 'pro' at once are served in turn,
 * and the second sees the first's plan.
 */
async function nameTaken(tx: Transaction, name: string, exceptId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"plan-name:"} || lower(${name})))`);
  const [row] = await tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(sql`lower(${subscriptionPlans.name}) = lower(${name})`);
  return !!row && row.id !== exceptId;
}

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === "23505";
}

/** Runs `work`; a unique-name race another admin won answers as the taken name. */
async function guardingName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw planAdminErrors.raise("name-taken");
    throw error;
  }
}

/** The feature list the plan cards of new plans carry, as the seeded plans do. */
function features(input: PlanFields) {
  return [
    `${formatCount(input.revealsPerMonth, "contact reveal", "contact reveals")} per month`,
    `${input.promotionStars} promotion stars per month`,
    `Up to ${input.maxArtworks} artwork listings`,
    formatCount(input.maxCuratorSpaces, "curator space", "curator spaces"),
  ];
}

/**
 * R-admin-plans: adds a plan and its audit entry in one transaction. An active
 * plan is offered on /subscribe at once; a retired one only by an admin.
 */
export async function createPlan(db: Database, actorId: string, input: CreatePlanInput) {
  return guardingName(() =>
    db.transaction(async (tx) => {
      if (await nameTaken(tx, input.name)) throw planAdminErrors.raise("name-taken");
      const [plan] = await tx
        .insert(subscriptionPlans)
        .values({ ...columns(input), features: features(input) })
        .returning();
      if (!plan) throw new Error("The plan was not inserted");
      await audit(tx, {
        actorId,
        action: "plan.created",
        subjectType: "plan",
        subjectId: plan.id,
        details: { after: auditValues(plan), ...(input.reason ? { reason: input.reason } : {}) },
      });
      return plan;
    }),
  );
}

/**
 * R-admin-plans: changes a plan, with the reason, and records what changed in
 * the same transaction. Members on the plan keep their subscriptions (a retired
 * plan stays theirs) and every artwork and space they have: lowered limits only
 * stop them adding more until they are under them (R-quota-listings). The Free
 * Tier, every member's fallback, keeps its name and price and stays active.
 */
export async function updatePlan(db: Database, actorId: string, input: UpdatePlanInput) {
  return guardingName(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, input.planId))
        .for("update");
      if (!current) throw planAdminErrors.raise("not-found");
      if (
        current.name === FREE_PLAN_NAME &&
        (input.name !== FREE_PLAN_NAME || input.status !== "active" || input.price !== 0)
      ) {
        throw planAdminErrors.raise("free-plan-fixed");
      }
      if (await nameTaken(tx, input.name, current.id)) throw planAdminErrors.raise("name-taken");
      const [plan] = await tx
        .update(subscriptionPlans)
        .set({ ...columns(input), features: features(input), updatedAt: new Date() })
        .where(eq(subscriptionPlans.id, current.id))
        .returning();
      if (!plan) throw planAdminErrors.raise("not-found");
      const change = changedValues(auditValues(current), auditValues(plan));
      await audit(tx, {
        actorId,
        action: "plan.changed",
        subjectType: "plan",
        subjectId: plan.id,
        details: { ...change, reason: input.reason, plan: plan.name },
      });
      return { plan, changed: Object.keys(change.after) };
    }),
  );
}
