import { and, count, desc, eq, gt, sql, sum } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import {
  artworks,
  discoveryViews,
  leases,
  ledgerEntries,
  profiles,
  revealedContacts,
  transactions,
} from "~/db/schema";
import { galleryToday } from "~/features/commerce/index.server";
import { type PlanSummary, spendable } from "~/features/plans/index.server";
import { listedBy } from "~/features/studio/quota/queries.server";
import { NAME_FALLBACKS } from "~/lib/display-name";
import {
  CHART_MONTHS,
  COLLECTION_LIMIT,
  type CollectionPanel,
  type CollectionWork,
  type DashboardArtwork,
  type DashboardReveal,
  type DashboardStats,
  type DashboardTransaction,
  type MonthFigures,
  monthKey,
  monthLabel,
  monthStarts,
  RECENT_ARTWORKS_LIMIT,
  RECENT_REVEALS_LIMIT,
  RECENT_TRANSACTIONS_LIMIT,
  UNKNOWN_ARTWORK,
} from "./panels";

/** The date (UTC) of `now`, as Postgres `date` text. */
function utcDay(now: Date) {
  return now.toISOString().slice(0, 10);
}

/**
 * Views from Discovery Mode of one artwork: its discovery_views rows, one per
 * member and gallery day (members never record their own works).
 */
const discoveryViewCount = sql<number>`(
  select count(*) from ${discoveryViews} dv where dv.artwork_id = ${artworks.id}
)`.mapWith(Number);

const mainImageKey = sql<string | null>`(
  select ai.image_key from artwork_images ai
  where ai.artwork_id = ${artworks.id}
  order by ai.position limit 1
)`;

/**
 * The six tiles. Artworks and views count the works the viewer listed and
 * still presents, the works that use listing slots (quota's `listedBy`);
 * works they bought are their collection, counted apart. Sales and leases
 * count completed transactions in which the viewer is the artist; stars and
 * reveals are what the member can spend of them (R-allowances-follow-plan),
 * with the Discovery Mode views of those listed works beside the stars.
 */
export async function dashboardStats(
  db: Database,
  viewerId: string,
  plan: Pick<PlanSummary, "maxArtworks"> | null,
  now = new Date(),
): Promise<DashboardStats> {
  const [artworkTotals, discoveryTotals, saleTotals, leaseTotals, balances, royalties] =
    await Promise.all([
      db
        .select({ total: count(), views: sum(artworks.viewCount).mapWith(Number) })
        .from(artworks)
        .where(listedBy(viewerId)),
      db
        .select({ total: count() })
        .from(discoveryViews)
        .innerJoin(artworks, eq(artworks.id, discoveryViews.artworkId))
        .where(listedBy(viewerId)),
      db
        .select({ total: count(), income: sum(transactions.amountCents).mapWith(Number) })
        .from(transactions)
        .where(
          and(
            eq(transactions.artistId, viewerId),
            eq(transactions.transactionType, "purchase"),
            eq(transactions.status, "completed"),
          ),
        ),
      // The lease rows say what holds now: a lease its lessee ended by buying the
      // work (R-rent-to-own) is over, whatever period was paid for.
      db
        .select({ total: count() })
        .from(leases)
        .innerJoin(transactions, eq(transactions.id, leases.transactionId))
        .where(
          and(
            eq(transactions.artistId, viewerId),
            eq(transactions.status, "completed"),
            gt(leases.endDate, galleryToday(now)),
          ),
        ),
      db
        .select({
          stars: spendable("stars"),
          reveals: spendable("reveals"),
        })
        .from(profiles)
        .where(eq(profiles.id, viewerId))
        .limit(1),
      db
        .select({ total: count(), cents: sum(ledgerEntries.amountCents).mapWith(Number) })
        .from(ledgerEntries)
        .where(
          and(eq(ledgerEntries.memberId, viewerId), eq(ledgerEntries.account, "royalty_payable")),
        ),
    ]);
  return {
    totalArtworks: artworkTotals[0]?.total ?? 0,
    maxArtworks: plan ? plan.maxArtworks : null,
    totalViews: artworkTotals[0]?.views ?? 0,
    totalSales: saleTotals[0]?.total ?? 0,
    salesIncomeCents: saleTotals[0]?.income ?? 0,
    resaleRoyaltyCents: royalties[0]?.cents ?? 0,
    resaleRoyalties: royalties[0]?.total ?? 0,
    activeLeases: leaseTotals[0]?.total ?? 0,
    promotionStars: balances[0]?.stars ?? 0,
    discoveryViews: discoveryTotals[0]?.total ?? 0,
    currentReveals: balances[0]?.reveals ?? 0,
  };
}

/**
 * The viewer's latest listed artworks, newest first (bought works are in the
 * collection), each with its views and its views from Discovery Mode.
 */
export async function recentArtworks(
  db: Database,
  viewerId: string,
  limit = RECENT_ARTWORKS_LIMIT,
): Promise<DashboardArtwork[]> {
  const found = await db
    .select({
      id: artworks.id,
      title: artworks.title,
      artistName: sql<string | null>`coalesce(${artworks.artistName}, ${profiles.fullName})`,
      mainImageKey,
      viewCount: artworks.viewCount,
      discoveryViews: discoveryViewCount,
      isAvailable: artworks.isAvailable,
      salePriceCents: artworks.salePriceCents,
      leaseDailyRateCents: artworks.leaseDailyRateCents,
      createdAt: artworks.createdAt,
    })
    .from(artworks)
    .leftJoin(profiles, eq(profiles.id, artworks.userId))
    .where(listedBy(viewerId))
    .orderBy(desc(artworks.createdAt), desc(artworks.id))
    .limit(limit);
  return found.map((row) => ({
    ...row,
    title: row.title || UNKNOWN_ARTWORK,
    artistName: row.artistName?.trim() || NAME_FALLBACKS.artist,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The latest transactions in which the viewer is the artist (seller or lessor). */
export async function recentTransactions(
  db: Database,
  viewerId: string,
  limit = RECENT_TRANSACTIONS_LIMIT,
): Promise<DashboardTransaction[]> {
  const found = await db
    .select({
      id: transactions.id,
      type: transactions.transactionType,
      artworkTitle: transactions.artworkTitle,
      amountCents: transactions.amountCents,
      status: transactions.status,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(eq(transactions.artistId, viewerId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
  return found.map((row) => ({
    ...row,
    artworkTitle: row.artworkTitle || UNKNOWN_ARTWORK,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The contacts the viewer revealed most recently, with the artwork and its artist. */
export async function recentReveals(
  db: Database,
  viewerId: string,
  limit = RECENT_REVEALS_LIMIT,
): Promise<DashboardReveal[]> {
  const found = await db
    .select({
      id: revealedContacts.id,
      artworkId: revealedContacts.artworkId,
      title: artworks.title,
      artistName: sql<string | null>`coalesce(${artworks.artistName}, ${profiles.fullName})`,
      imageKey: mainImageKey,
      revealedAt: revealedContacts.revealedAt,
    })
    .from(revealedContacts)
    .leftJoin(artworks, eq(artworks.id, revealedContacts.artworkId))
    .leftJoin(profiles, eq(profiles.id, artworks.userId))
    .where(eq(revealedContacts.userId, viewerId))
    .orderBy(desc(revealedContacts.revealedAt), desc(revealedContacts.id))
    .limit(limit);
  return found.map((row) => ({
    ...row,
    title: row.title?.trim() || UNKNOWN_ARTWORK,
    artistName: row.artistName?.trim() || NAME_FALLBACKS.artist,
    revealedAt: row.revealedAt.toISOString(),
  }));
}

/**
 * Views, sales income and lease income per calendar month (UTC) for the last
 * `months` months, oldest first, with zeros for quiet months. Views are those
 * of the artworks the viewer listed and presents, as in the tiles (from
 * artwork_view_days); income is that of completed transactions in which the
 * viewer is the artist, counted in the month it was paid.
 */
export async function monthlyFigures(
  db: Database,
  viewerId: string,
  now = new Date(),
  months = CHART_MONTHS,
): Promise<MonthFigures[]> {
  const starts = monthStarts(now, months);
  const from = starts[0] as Date;
  const [views, income] = await Promise.all([
    rows<{ month: string; views: number }>(
      db,
      sql`
        select to_char(v.day, 'YYYY-MM') as month, sum(v.views)::float8 as views
        from artwork_view_days v
        join ${artworks} on ${artworks.id} = v.artwork_id
        where ${listedBy(viewerId)} and v.day >= ${utcDay(from)}::date
        group by 1
      `,
    ),
    rows<{ month: string; type: "purchase" | "lease"; cents: number }>(
      db,
      sql`
        select to_char(t.created_at at time zone 'UTC', 'YYYY-MM') as month,
               t.transaction_type as type,
               sum(t.amount_cents)::float8 as cents
        from transactions t
        where t.artist_id = ${viewerId}
          and t.status = 'completed'
          and t.created_at >= ${from.toISOString()}::timestamptz
        group by 1, 2
      `,
    ),
  ]);
  const byMonth = new Map<string, MonthFigures>(
    starts.map((start) => [
      monthKey(start),
      { month: monthKey(start), label: monthLabel(start), views: 0, salesCents: 0, leaseCents: 0 },
    ]),
  );
  for (const row of views) {
    const figures = byMonth.get(row.month);
    if (figures) figures.views = Number(row.views);
  }
  for (const row of income) {
    const figures = byMonth.get(row.month);
    if (!figures) continue;
    if (row.type === "purchase") figures.salesCents = Number(row.cents);
    else figures.leaseCents = Number(row.cents);
  }
  return [...byMonth.values()];
}

/**
 * The works the viewer bought and still owns (listed by someone else), newest
 * purchase first, with what they paid; and the count and total of all of them.
 */
export async function myCollection(
  db: Database,
  viewerId: string,
  limit = COLLECTION_LIMIT,
): Promise<CollectionPanel> {
  // The count and total are window figures: taken over every owned work before the limit.
  const works = await rows<{
    id: string;
    title: string | null;
    artist_name: string | null;
    image_key: string | null;
    paid_cents: number | null;
    bought_at: string | Date | null;
    n: number;
    paid: number | null;
  }>(
    db,
    sql`
      select a.id, a.title, a.artist_name,
             (select ai.image_key from artwork_images ai
              where ai.artwork_id = a.id order by ai.position limit 1) as image_key,
             t.amount_cents as paid_cents, t.created_at as bought_at,
             (count(*) over ())::int as n, (sum(t.amount_cents) over ())::float8 as paid
      from artworks a
      left join lateral (
        select t.amount_cents, t.created_at from transactions t
        where t.artwork_id = a.id and t.user_id = ${viewerId}
          and t.transaction_type = 'purchase' and t.status = 'completed'
        order by t.created_at desc limit 1
      ) t on true
      where a.user_id = ${viewerId} and a.artist_id is not null and a.artist_id <> ${viewerId}
      order by coalesce(t.created_at, a.updated_at) desc, a.id
      limit ${limit}
    `,
  );
  return {
    works: works.map(
      (row): CollectionWork => ({
        id: row.id,
        title: row.title?.trim() || UNKNOWN_ARTWORK,
        artistName: row.artist_name?.trim() || NAME_FALLBACKS.artist,
        imageKey: row.image_key,
        paidCents: row.paid_cents === null ? null : Number(row.paid_cents),
        boughtAt: row.bought_at === null ? null : new Date(row.bought_at).toISOString(),
      }),
    ),
    count: Number(works[0]?.n ?? 0),
    totalPaidCents: Number(works[0]?.paid ?? 0),
  };
}
