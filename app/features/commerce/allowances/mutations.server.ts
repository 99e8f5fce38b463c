import { sql } from "drizzle-orm";
import { type Database, db as processDatabase } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { grantCurrentPlanAllowances } from "~/features/plans/index.server";
import { logger } from "~/lib/logger.server";
import { startJob } from "~/services/jobs.server";
import { ALLOWANCE_CHECK_INTERVAL_MS } from "./allowances";

/**
 * R-allowance-renewal: renews every active subscription whose period has ended: the period moves
 * on by whole months until its end is in the future, and the member's reveals
 * and promotion stars are set to the plan's values. One statement; a row that
 * another process has already advanced (or is advancing) no longer matches.
 * When a member has several due subscriptions, the newest sets the allowances.
 */
async function renewDue(db: Database, now: Date) {
  const at = now.toISOString();
  const renewed = await rows<{ user_id: string }>(
    db,
    sql`
    with due as (
      select s.id, s.user_id, s.created_at, p.reveals_per_month, p.promotion_stars, m.months
      from user_subscriptions s
      join subscription_plans p on p.id = s.plan_id
      cross join lateral (
        select k as months from generate_series(1, 1200) k
        where s.current_period_end + make_interval(months => k) > ${at}::timestamptz
        order by k limit 1
      ) m
      where s.status = 'active'
        and not s.cancel_at_period_end
        and s.current_period_end <= ${at}::timestamptz
      for update of s skip locked
    ),
    advanced as (
      update user_subscriptions s set
        current_period_start = s.current_period_end + make_interval(months => due.months - 1),
        current_period_end = s.current_period_end + make_interval(months => due.months),
        allowances_granted_at = ${at}::timestamptz,
        updated_at = ${at}::timestamptz
      from due
      where s.id = due.id and s.status = 'active' and s.current_period_end <= ${at}::timestamptz
      returning s.user_id, due.created_at, due.reveals_per_month, due.promotion_stars
    ),
    newest as (
      select distinct on (user_id) user_id, reveals_per_month, promotion_stars
      from advanced
      order by user_id, created_at desc
    )
    update profiles set
      current_reveals = newest.reveals_per_month,
      current_promotion_stars = newest.promotion_stars,
      updated_at = ${at}::timestamptz
    from newest
    where profiles.id = newest.user_id
    returning profiles.id as user_id
  `,
  );
  return renewed.length;
}

/**
 * Subscriptions canceled at period end whose period has ended become
 * 'canceled'; `renewLapsed` then starts the member's Free Tier month.
 */
async function endCanceled(db: Database, now: Date) {
  const at = now.toISOString();
  const ended = await rows<{ user_id: string }>(
    db,
    sql`
      update user_subscriptions set status = 'canceled', updated_at = ${at}::timestamptz
      where status = 'active' and cancel_at_period_end
        and current_period_end <= ${at}::timestamptz
      returning user_id
    `,
  );
  return ended.length;
}

/**
 * R-allowance-renewal for members on the Free Tier because they have no
 * active subscription (R-current-plan): when the period of their newest
 * subscription has ended, it moves on by whole months like an active one's,
 * and the member's balances are set to their current plan's (the Free Tier's).
 * The update claims the row: a process that finds it already moved on (or
 * waits for the one moving it) matches nothing, so a month is granted once.
 */
async function renewLapsed(db: Database, now: Date) {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const renewed = await rows<{ user_id: string }>(
      tx,
      sql`
      with due as (
        select s.id, m.months
        from user_subscriptions s
        cross join lateral (
          select k as months from generate_series(1, 1200) k
          where s.current_period_end + make_interval(months => k) > ${at}::timestamptz
          order by k limit 1
        ) m
        where s.status <> 'active'
          and s.current_period_end <= ${at}::timestamptz
          and not exists (
            select 1 from user_subscriptions other
            where other.user_id = s.user_id
              and (other.status = 'active' or other.created_at > s.created_at)
          )
        for update of s skip locked
      )
      update user_subscriptions s set
        current_period_start = s.current_period_end + make_interval(months => due.months - 1),
        current_period_end = s.current_period_end + make_interval(months => due.months),
        allowances_granted_at = ${at}::timestamptz,
        updated_at = ${at}::timestamptz
      from due
      where s.id = due.id and s.status <> 'active'
        and s.current_period_end <= ${at}::timestamptz
      returning s.user_id
    `,
    );
    await grantCurrentPlanAllowances(tx, [...new Set(renewed.map((row) => row.user_id))]);
    return renewed.length;
  });
}

/**
 * Ends due canceled subscriptions, starts the Free Tier months of members
 * without an active subscription and renews the active ones. Safe to run at
 * any time, from any process.
 */
export async function renewAllowances(db: Database, now = new Date()) {
  const canceled = await endCanceled(db, now);
  const lapsed = await renewLapsed(db, now);
  const renewed = await renewDue(db, now);
  return { canceled, lapsed, renewed };
}

/** Renews allowances now and then every hour, without keeping the process alive. */
export function startAllowanceRenewals(intervalMs = ALLOWANCE_CHECK_INTERVAL_MS) {
  startJob("allowance renewal", intervalMs, async () => {
    const { canceled, lapsed, renewed } = await renewAllowances(processDatabase());
    if (canceled || lapsed || renewed)
      logger.info({ canceled, lapsed, renewed }, "allowances renewed");
  });
}
