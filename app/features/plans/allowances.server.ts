import { eq, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { profiles } from "~/db/schema";
import { FREE_PLAN_FALLBACK, FREE_PLAN_NAME } from "./default-plans";
import { PLAN_GRANTING_STATUS } from "./policy";

type Executor = Database | Transaction;

/** The two monthly allowances a plan grants, and where each is kept. */
const ALLOWANCES = {
  reveals: {
    balance: "current_reveals",
    perMonth: "reveals_per_month",
    fallback: FREE_PLAN_FALLBACK.revealsPerMonth,
  },
  stars: {
    balance: "current_promotion_stars",
    perMonth: "promotion_stars",
    fallback: FREE_PLAN_FALLBACK.promotionStars,
  },
} as const;
export type Allowance = keyof typeof ALLOWANCES;

/**
 * R-current-plan in SQL: the monthly value of `allowance` on the plan the
 * member `userId` is on: their newest subscription in the plan-granting
 * state, else the Free Tier (else its built-in values).
 */
function currentPlanValue(allowance: Allowance, userId: SQL): SQL {
  const perMonth = sql.raw(ALLOWANCES[allowance].perMonth);
  // Aliases of their own, so a caller's alias (a profile as `p`) is never shadowed.
  return sql`coalesce(
    (select granting_plan.${perMonth} from user_subscriptions granting
      join subscription_plans granting_plan on granting_plan.id = granting.plan_id
      where granting.user_id = ${userId} and granting.status = ${PLAN_GRANTING_STATUS}
      order by granting.created_at desc limit 1),
    (select free_plan.${perMonth} from subscription_plans free_plan
      where free_plan.name = ${FREE_PLAN_NAME}),
    ${ALLOWANCES[allowance].fallback}
  )`;
}

/**
 * R-allowances-follow-plan: what a member can spend of `allowance` now: what
 * is left of the profile's balance, never more than their current plan grants
 * a month. A canceled, past-due or unpaid Patron keeps 50 in the balance but
 * can spend (and is shown) the Free Tier's 1 reveal and 0 stars; made active
 * again, their plan's numbers come back. Every read and spend of reveals and
 * stars goes through this. `profile` names the profiles row's alias in raw
 * SQL; without it, the drizzle table.
 */
export function spendable(allowance: Allowance, profile?: string): SQL<number> {
  const column = allowance === "reveals" ? profiles.currentReveals : profiles.currentPromotionStars;
  const balance = profile ? sql.raw(`${profile}.${ALLOWANCES[allowance].balance}`) : sql`${column}`;
  const userId = profile ? sql.raw(`${profile}.id`) : sql`${profiles.id}`;
  return sql<number>`least(${balance}, ${currentPlanValue(allowance, userId)})`.mapWith(Number);
}

/** What the member can spend of each allowance now (0 for no such member). */
export async function spendableAllowances(
  db: Executor,
  userId: string,
): Promise<{ reveals: number; stars: number }> {
  const [row] = await db
    .select({ reveals: spendable("reveals"), stars: spendable("stars") })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return { reveals: row?.reveals ?? 0, stars: row?.stars ?? 0 };
}

/**
 * Spends one of the member's `allowance`, in one statement that never goes
 * below zero nor past what their current plan allows (the balance is brought
 * down to that first). Returns what is left, or null when nothing could be
 * spent. Call it in the transaction of what the spend pays for.
 */
export async function spendAllowance(
  db: Executor,
  userId: string,
  allowance: Allowance,
): Promise<number | null> {
  const column = sql.raw(ALLOWANCES[allowance].balance);
  const available = spendable(allowance, "profiles");
  const [spent] = await rows<{ remaining: number }>(
    db as Database,
    sql`update profiles set ${column} = ${available} - 1, updated_at = now()
      where id = ${userId} and ${available} > 0
      returning ${column} as remaining`,
  );
  return spent ? Number(spent.remaining) : null;
}

/** `update profiles … where id in (userIds)` with the given assignments. */
async function updateBalances(db: Executor, userIds: string[], assignments: SQL) {
  if (userIds.length === 0) return;
  await db.execute(sql`
    update profiles set ${assignments}, updated_at = now()
    where id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
  `);
}

/**
 * Brings the members' balances down to what their current plan allows, after
 * their subscription left the plan-granting state in mid-period (nothing is
 * added: a member who had spent everything has nothing more).
 */
export async function capAllowancesToPlan(db: Executor, userIds: string[]) {
  await updateBalances(
    db,
    userIds,
    sql`current_reveals = ${spendable("reveals", "profiles")},
      current_promotion_stars = ${spendable("stars", "profiles")}`,
  );
}

/**
 * Sets the members' balances to their current plan's monthly values: when a
 * new period starts on it (a subscription ended at its period's end leaves
 * the Free Tier's month).
 */
export async function grantCurrentPlanAllowances(db: Executor, userIds: string[]) {
  await updateBalances(
    db,
    userIds,
    sql`current_reveals = ${currentPlanValue("reveals", sql.raw("profiles.id"))},
      current_promotion_stars = ${currentPlanValue("stars", sql.raw("profiles.id"))}`,
  );
}
