import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  artworkImages,
  artworks,
  artworkViewDays,
  discoveryViews,
  leases,
  profiles,
  revealedContacts,
  transactions,
} from "~/db/schema";
import { recordArtworkView } from "~/features/catalogue/index.server";
import { currentPlan } from "~/features/plans/index.server";
import { setAllowancesLeft } from "../../../../tests/support/allowances";
import { createTestDatabase } from "../../../../tests/support/database";
import { signedInMember } from "../../../../tests/support/sessions";
import {
  dashboardStats,
  monthlyFigures,
  recentArtworks,
  recentReveals,
  recentTransactions,
} from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;

const NOW = new Date("2026-03-15T12:00:00Z");
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.drop();
});

async function addArtwork(
  userId: string,
  values: Partial<typeof artworks.$inferInsert> & { title: string },
) {
  const [row] = await db
    .insert(artworks)
    .values({
      userId,
      artistId: userId,
      description: "A work",
      medium: "Acrylic",
      location: "Baltimore, MD",
      ...values,
    })
    .returning({ id: artworks.id });
  return row!.id;
}

describe("dashboard figures", () => {
  it("counts the six tiles from the viewer's own rows only", async () => {
    const artist = await signedInMember(db);
    const buyer = await signedInMember(db);
    const other = await signedInMember(db);
    // On Patron (100 artworks, 50 reveals and stars a month), with some spent.
    await setAllowancesLeft(db, artist.userId, { stars: 7, reveals: 4 });

    const a = await addArtwork(artist.userId, { title: "One", viewCount: 10 });
    await addArtwork(artist.userId, { title: "Two", viewCount: 32 });
    await addArtwork(other.userId, { title: "Not mine", viewCount: 1000 });

    const base = { artworkTitle: "One", artworkId: a, userId: buyer.userId };
    await db.insert(transactions).values([
      // Two completed sales count; a pending one and another artist's do not.
      {
        ...base,
        artistId: artist.userId,
        transactionType: "purchase",
        amountCents: 120_000,
        status: "completed",
      },
      {
        ...base,
        artistId: artist.userId,
        transactionType: "purchase",
        amountCents: 30_050,
        status: "completed",
      },
      {
        ...base,
        artistId: artist.userId,
        transactionType: "purchase",
        amountCents: 99_900,
        status: "pending",
      },
      {
        ...base,
        artistId: other.userId,
        transactionType: "purchase",
        amountCents: 50_000,
        status: "completed",
      },
      // Leases: active while the end date is ahead of today.
      {
        ...base,
        artistId: artist.userId,
        transactionType: "lease",
        amountCents: 9_000,
        status: "completed",
        leaseStartDate: "2026-03-01",
        leaseEndDate: "2026-04-01",
      },
      {
        ...base,
        artistId: artist.userId,
        transactionType: "lease",
        amountCents: 9_000,
        status: "completed",
        leaseStartDate: "2026-01-01",
        leaseEndDate: "2026-03-15",
      },
      {
        ...base,
        artistId: artist.userId,
        transactionType: "lease",
        amountCents: 9_000,
        status: "pending",
        leaseStartDate: "2026-03-10",
        leaseEndDate: "2026-05-01",
      },
      {
        ...base,
        artistId: other.userId,
        transactionType: "lease",
        amountCents: 9_000,
        status: "completed",
        leaseStartDate: "2026-03-01",
        leaseEndDate: "2026-06-01",
      },
    ]);
    // Each lease holds its work as its lease row says.
    const leased = await db.select().from(transactions).where(eq(transactions.artworkId, a));
    await db.insert(leases).values(
      leased.flatMap((row) =>
        row.leaseStartDate && row.leaseEndDate
          ? [
              {
                transactionId: row.id,
                artworkId: a,
                lesseeId: row.userId,
                startDate: row.leaseStartDate,
                endDate: row.leaseEndDate,
              },
            ]
          : [],
      ),
    );

    const plan = await currentPlan(db, artist.userId);
    expect(await dashboardStats(db, artist.userId, plan, NOW)).toEqual({
      totalArtworks: 2,
      maxArtworks: 100,
      totalViews: 42,
      totalSales: 2,
      salesIncomeCents: 150_050,
      resaleRoyaltyCents: 0,
      resaleRoyalties: 0,
      activeLeases: 1,
      promotionStars: 7,
      discoveryViews: 0,
      currentReveals: 4,
    });

    // A member with nothing yet: zeros, and no limit when none is known.
    expect(await dashboardStats(db, buyer.userId, null, NOW)).toMatchObject({
      totalArtworks: 0,
      maxArtworks: null,
      totalViews: 0,
      totalSales: 0,
      activeLeases: 0,
    });
  });

  it("lists the latest 3 artworks, 5 transactions and 5 reveals, newest first", async () => {
    const artist = await signedInMember(db);
    const buyer = await signedInMember(db);
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) {
      ids.push(
        await addArtwork(artist.userId, {
          title: `Work ${i}`,
          createdAt: at(`2026-0${i}-01T00:00:00Z`),
        }),
      );
    }
    await db.insert(artworkImages).values([
      { artworkId: ids[3]!, position: 1, imageKey: "artworks/second", width: 1, height: 1 },
      { artworkId: ids[3]!, position: 0, imageKey: "artworks/main", width: 1, height: 1 },
    ]);
    const latest = await recentArtworks(db, artist.userId);
    expect(latest.map((row) => row.title)).toEqual(["Work 4", "Work 3", "Work 2"]);
    expect(latest[0]).toMatchObject({ mainImageKey: "artworks/main", artistName: "Mo Member" });
    expect(latest[1]?.mainImageKey).toBeNull();

    await db.insert(transactions).values(
      Array.from({ length: 6 }, (_, i) => ({
        userId: buyer.userId,
        artistId: artist.userId,
        artworkTitle: `Sold ${i}`,
        transactionType: i % 2 === 0 ? ("purchase" as const) : ("lease" as const),
        amountCents: 1000 * (i + 1),
        status: i === 5 ? ("pending" as const) : ("completed" as const),
        createdAt: at(`2026-02-0${i + 1}T10:00:00Z`),
      })),
    );
    // The viewer's own purchase from someone else is not their activity as an artist.
    await db.insert(transactions).values({
      userId: artist.userId,
      artistId: buyer.userId,
      artworkTitle: "Bought",
      transactionType: "purchase",
      amountCents: 5,
      status: "completed",
    });
    const activity = await recentTransactions(db, artist.userId);
    expect(activity.map((t) => [t.artworkTitle, t.type, t.amountCents, t.status])).toEqual([
      ["Sold 5", "lease", 6000, "pending"],
      ["Sold 4", "purchase", 5000, "completed"],
      ["Sold 3", "lease", 4000, "completed"],
      ["Sold 2", "purchase", 3000, "completed"],
      ["Sold 1", "lease", 2000, "completed"],
    ]);

    // Reveals: the viewer's own, with the artwork's title, image and artist.
    const nameless = await signedInMember(db);
    await db.update(profiles).set({ fullName: null }).where(eq(profiles.id, nameless.userId));
    const anonymousWork = await addArtwork(nameless.userId, { title: " " });
    await db.insert(revealedContacts).values(
      [
        ...ids.map((artworkId, i) => ({
          userId: buyer.userId,
          artworkId,
          revealedAt: at(`2026-03-0${i + 1}T09:00:00Z`),
        })),
        { userId: buyer.userId, artworkId: anonymousWork, revealedAt: at("2026-03-09T09:00:00Z") },
        { userId: buyer.userId, artworkId: ids[0]!, revealedAt: at("2026-01-01T09:00:00Z") },
      ].filter((row, index, all) => all.findIndex((r) => r.artworkId === row.artworkId) === index),
    );
    await db.insert(revealedContacts).values({ userId: artist.userId, artworkId: anonymousWork });

    const reveals = await recentReveals(db, buyer.userId);
    expect(reveals.map((r) => [r.title, r.artistName])).toEqual([
      ["Unknown Artwork", "Unknown Artist"],
      ["Work 4", "Mo Member"],
      ["Work 3", "Mo Member"],
      ["Work 2", "Mo Member"],
      ["Work 1", "Mo Member"],
    ]);
    expect(reveals[1]?.imageKey).toBe("artworks/main");
    expect(await recentReveals(db, artist.userId)).toHaveLength(1);
  });

  it("counts each artwork's views from Discovery Mode, one per member and day", async () => {
    const artist = await signedInMember(db);
    const other = await signedInMember(db);
    const [first, second] = [await signedInMember(db), await signedInMember(db)];
    const promoted = await addArtwork(artist.userId, {
      title: "Promoted",
      viewCount: 9,
      createdAt: at("2026-03-01T00:00:00Z"),
    });
    const quiet = await addArtwork(artist.userId, {
      title: "Quiet",
      createdAt: at("2026-02-01T00:00:00Z"),
    });
    const seenOnce = await addArtwork(artist.userId, {
      title: "Seen once",
      createdAt: at("2026-01-01T00:00:00Z"),
    });
    const theirs = await addArtwork(other.userId, { title: "Theirs" });
    const view = (memberId: string, artworkId: string, day: string, ownerId = artist.userId) => ({
      memberId,
      artworkId,
      day,
      ownerId,
      shownAt: at(`${day}T10:00:00Z`),
    });
    await db.insert(discoveryViews).values([
      // Two members on two days: four member-days, one of them starred.
      view(first.userId, promoted, "2026-03-10"),
      { ...view(first.userId, promoted, "2026-03-11"), starSpentAt: at("2026-03-11T10:00:05Z") },
      view(second.userId, promoted, "2026-03-10"),
      view(second.userId, promoted, "2026-03-11"),
      view(second.userId, seenOnce, "2026-03-11"),
      // Another artist's work is not the viewer's figure.
      view(first.userId, theirs, "2026-03-10", other.userId),
      view(second.userId, theirs, "2026-03-11", other.userId),
    ]);

    const latest = await recentArtworks(db, artist.userId);
    expect(latest.map((row) => [row.title, row.viewCount, row.discoveryViews])).toEqual([
      ["Promoted", 9, 4],
      ["Quiet", 0, 0],
      ["Seen once", 0, 1],
    ]);
    expect(latest.map((row) => row.id)).toEqual([promoted, quiet, seenOnce]);
    expect((await recentArtworks(db, other.userId))[0]?.discoveryViews).toBe(2);

    // The Promotion Stars tile's caption: all of the viewer's listed works.
    expect(await dashboardStats(db, artist.userId, null, NOW)).toMatchObject({
      totalViews: 9,
      discoveryViews: 5,
    });
    expect((await dashboardStats(db, first.userId, null, NOW)).discoveryViews).toBe(0);
  });

  it("sums views, sales and lease income per month over the last 12 months", async () => {
    const artist = await signedInMember(db);
    const other = await signedInMember(db);
    const mine = await addArtwork(artist.userId, { title: "Mine" });
    const theirs = await addArtwork(other.userId, { title: "Theirs" });
    await db.insert(artworkViewDays).values([
      { artworkId: mine, day: "2026-03-01", views: 5 },
      { artworkId: mine, day: "2026-03-14", views: 7 },
      { artworkId: mine, day: "2025-12-31", views: 3 },
      { artworkId: mine, day: "2025-04-01", views: 2 },
      // Before the window, and another artist's views.
      { artworkId: mine, day: "2025-03-31", views: 100 },
      { artworkId: theirs, day: "2026-03-02", views: 100 },
    ]);
    const sale = {
      userId: other.userId,
      artistId: artist.userId,
      artworkId: mine,
      artworkTitle: "Mine",
      status: "completed" as const,
    };
    await db.insert(transactions).values([
      {
        ...sale,
        transactionType: "purchase",
        amountCents: 100_000,
        createdAt: at("2026-03-02T00:00:00Z"),
      },
      {
        ...sale,
        transactionType: "lease",
        amountCents: 4_500,
        createdAt: at("2026-03-31T23:00:00Z"),
      },
      // 1 February, 00:30 UTC: February, whatever the server's zone.
      {
        ...sale,
        transactionType: "lease",
        amountCents: 2_000,
        createdAt: at("2026-02-01T00:30:00Z"),
      },
      {
        ...sale,
        transactionType: "lease",
        amountCents: 1_000,
        createdAt: at("2026-02-20T00:00:00Z"),
      },
      {
        ...sale,
        transactionType: "purchase",
        amountCents: 7,
        status: "pending",
        createdAt: at("2026-02-20T00:00:00Z"),
      },
      {
        ...sale,
        transactionType: "purchase",
        amountCents: 9,
        createdAt: at("2025-03-31T23:59:00Z"),
      },
      {
        ...sale,
        artistId: other.userId,
        transactionType: "purchase",
        amountCents: 11,
        createdAt: at("2026-03-03T00:00:00Z"),
      },
    ]);

    const series = await monthlyFigures(db, artist.userId, NOW);
    expect(series).toHaveLength(12);
    expect(series[0]).toEqual({
      month: "2025-04",
      label: "Apr 2025",
      views: 2,
      salesCents: 0,
      leaseCents: 0,
    });
    expect(series.at(-1)).toEqual({
      month: "2026-03",
      label: "Mar 2026",
      views: 12,
      salesCents: 100_000,
      leaseCents: 4_500,
    });
    expect(series.find((m) => m.month === "2026-02")).toMatchObject({
      salesCents: 0,
      leaseCents: 3_000,
    });
    expect(series.find((m) => m.month === "2025-12")).toMatchObject({ views: 3 });
    expect(series.reduce((total, m) => total + m.views, 0)).toBe(17);
    expect(series.map((m) => m.month)).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
  });
});

describe("artwork_view_days trigger", () => {
  it("adds every rise of view_count to today's row, and goes with the artwork", async () => {
    const artist = await signedInMember(db);
    const id = await addArtwork(artist.userId, { title: "Counted" });

    await recordArtworkView(db, id, "visitor-1");
    await recordArtworkView(db, id, "visitor-2");
    await Promise.all([
      recordArtworkView(db, id, "visitor-3"),
      recordArtworkView(db, id, "visitor-4"),
    ]);
    await db
      .update(artworks)
      .set({ viewCount: sql`${artworks.viewCount} + 6` })
      .where(eq(artworks.id, id));
    // Other updates of the row and a lowered counter add nothing.
    await db.update(artworks).set({ title: "Renamed" }).where(eq(artworks.id, id));
    await db.update(artworks).set({ viewCount: 5 }).where(eq(artworks.id, id));

    const days = await db
      .select({ day: artworkViewDays.day, views: artworkViewDays.views })
      .from(artworkViewDays)
      .where(eq(artworkViewDays.artworkId, id));
    const today = (await db.execute(
      sql`select ((now() at time zone 'UTC')::date)::text as day`,
    )) as unknown as { rows: { day: string }[] };
    expect(days).toEqual([{ day: today.rows[0]!.day, views: 10 }]);

    // The month's chart picks the new views up.
    const series = await monthlyFigures(db, artist.userId);
    expect(series.at(-1)?.views).toBe(10);

    await db.delete(artworks).where(eq(artworks.id, id));
    expect(
      await db.select().from(artworkViewDays).where(eq(artworkViewDays.artworkId, id)),
    ).toEqual([]);
  });
});
