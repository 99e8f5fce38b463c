import { count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { artworks, invitations, profiles, transactions } from "~/db/schema";
import { type AdminCounts, CHART_WEEKS, type WeekFigures } from "./counts";

/** The four figures of the admin dashboard: exact counts, read in parallel. */
export async function adminCounts(db: Database): Promise<AdminCounts> {
  const [[users], [works], [sales], [pending]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(artworks),
    db.select({ n: count() }).from(transactions),
    db.select({ n: count() }).from(invitations).where(eq(invitations.status, "pending")),
  ]);
  return {
    totalUsers: users?.n ?? 0,
    totalArtworks: works?.n ?? 0,
    transactions: sales?.n ?? 0,
    pendingInvitations: pending?.n ?? 0,
  };
}

/**
 * R-admin-dashboard: new members and transactions per week (weeks start on
 * Monday, UTC) for the last CHART_WEEKS weeks, this one included, empty weeks as 0.
 */
export async function weeklyActivity(db: Database, now = new Date()): Promise<WeekFigures[]> {
  const found = await rows<{ week: string; members: number; transactions: number }>(
    db,
    sql`
    with weeks as (
      select generate_series(
        date_trunc('week', ${now.toISOString()}::timestamptz, 'UTC') - ${`${CHART_WEEKS - 1} weeks`}::interval,
        date_trunc('week', ${now.toISOString()}::timestamptz, 'UTC'),
        interval '1 week'
      ) as week
    ),
    joined as (
      select date_trunc('week', created_at, 'UTC') as week, count(*)::int as n
      from profiles
      where created_at >= (select min(week) from weeks)
      group by 1
    ),
    sold as (
      select date_trunc('week', created_at, 'UTC') as week, count(*)::int as n
      from transactions
      where created_at >= (select min(week) from weeks)
      group by 1
    )
    select to_char(weeks.week at time zone 'UTC', 'YYYY-MM-DD') as week,
      coalesce(joined.n, 0) as members,
      coalesce(sold.n, 0) as transactions
    from weeks
    left join joined on joined.week = weeks.week
    left join sold on sold.week = weeks.week
    order by weeks.week
  `,
  );
  return found.map((row) => ({
    week: row.week,
    members: Number(row.members),
    transactions: Number(row.transactions),
  }));
}
