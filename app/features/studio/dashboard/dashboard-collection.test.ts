import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { artworkViewDays, transactions } from "~/db/schema";
import { currentPlan } from "~/features/plans/index.server";
import { memberArtworkQuota } from "~/features/studio/quota/queries.server";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import { signedInMember } from "../../../../tests/support/sessions";
import { dashboardStats, monthlyFigures, myCollection, recentArtworks } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;

const NOW = new Date("2026-03-15T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.drop();
});

describe("a buyer's dashboard", () => {
  it("counts only the member's listings in the tiles and shows bought works as My Collection", async () => {
    const buyer = await signedInMember(db);
    const seller = await signedInMember(db);
    const { id: own } = await insertArtwork(db, buyer.userId, { title: "Own", viewCount: 5 });
    // Bought from the seller: the buyer owns and presents it, the seller stays its artist.
    const { id: bought } = await insertArtwork(
      db,
      buyer.userId,
      { artistId: seller.userId, title: "Bought Work", viewCount: 329 },
      ["artworks/bought"],
    );
    await db.insert(transactions).values({
      userId: buyer.userId,
      artistId: seller.userId,
      artworkId: bought,
      artworkTitle: "Bought Work",
      transactionType: "purchase",
      amountCents: 120_000,
      status: "completed",
      createdAt: new Date("2026-03-10T15:00:00Z"),
    });
    await db.insert(artworkViewDays).values([
      { artworkId: own, day: "2026-03-01", views: 5 },
      { artworkId: bought, day: "2026-03-02", views: 329 },
    ]);

    const plan = await currentPlan(db, buyer.userId);
    const stats = await dashboardStats(db, buyer.userId, plan, NOW);
    // The same count as the listing quota, and the listed work's views only.
    expect(stats.totalArtworks).toBe((await memberArtworkQuota(db, buyer.userId)).used);
    expect(stats).toMatchObject({ totalArtworks: 1, totalViews: 5, totalSales: 0 });
    expect((await recentArtworks(db, buyer.userId)).map((row) => row.title)).toEqual(["Own"]);
    const march = (await monthlyFigures(db, buyer.userId, NOW)).at(-1);
    expect(march).toMatchObject({ month: "2026-03", views: 5 });

    expect(await myCollection(db, buyer.userId)).toEqual({
      works: [
        {
          id: bought,
          title: "Bought Work",
          artistName: expect.any(String),
          imageKey: "artworks/bought",
          paidCents: 120_000,
          boughtAt: "2026-03-10T15:00:00.000Z",
        },
      ],
      count: 1,
      totalPaidCents: 120_000,
    });
    // The seller no longer has it, and a member who bought nothing has an empty collection.
    expect(await myCollection(db, seller.userId)).toEqual({
      works: [],
      count: 0,
      totalPaidCents: 0,
    });
  });
});
