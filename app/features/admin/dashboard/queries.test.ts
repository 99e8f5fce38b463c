import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, invitations, profiles, transactions } from "~/db/schema";
import { insertMember } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import { signedInMember } from "../../../../tests/support/sessions";
import { adminCounts, weeklyActivity } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("admin dashboard counts", () => {
  it("counts users, artworks, transactions and pending invitations", async () => {
    expect(await adminCounts(database.db)).toEqual({
      totalUsers: 0,
      totalArtworks: 0,
      transactions: 0,
      pendingInvitations: 0,
    });

    const artist = await signedInMember(database.db);
    await signedInMember(database.db, { admin: true });
    const [work] = await database.db
      .insert(artworks)
      .values([
        {
          userId: artist.userId,
          title: "Harbor",
          description: "Oil",
          medium: "Acrylic",
          location: "Baltimore, MD",
        },
        {
          userId: artist.userId,
          title: "Dunes",
          description: "Ink",
          medium: "Charcoal",
          location: "Baltimore, MD",
        },
        {
          userId: artist.userId,
          title: "Field",
          description: "Ink",
          medium: "Charcoal",
          location: "Baltimore, MD",
        },
      ])
      .returning();
    await database.db.insert(transactions).values({
      artworkId: work?.id,
      artistId: artist.userId,
      artworkTitle: "Harbor",
      transactionType: "purchase",
      amountCents: 120000,
      status: "completed",
    });
    await database.db
      .insert(invitations)
      .values([{ email: "pending-one@example.com" }, { email: "pending-two@example.com" }]);

    // Two members registered (their invitations are used), two still pending.
    expect(await adminCounts(database.db)).toEqual({
      totalUsers: 2,
      totalArtworks: 3,
      transactions: 1,
      pendingInvitations: 2,
    });
  });

  it("counts new members and transactions per week, Monday to Sunday in UTC, for 12 weeks", async () => {
    // Thursday 2026-11-19; its week starts on Monday 2026-11-16.
    const now = new Date("2026-11-19T12:00:00Z");
    const joiner = await insertMember(database.db, "Wendy Weekly");
    await database.db
      .update(profiles)
      .set({ createdAt: new Date("2026-11-16T00:00:00Z") })
      .where(eq(profiles.id, joiner));
    const old = await insertMember(database.db, "Otto Old");
    await database.db
      .update(profiles)
      .set({ createdAt: new Date("2026-08-01T00:00:00Z") })
      .where(eq(profiles.id, old));
    const sale = {
      artworkTitle: "Harbor",
      transactionType: "purchase" as const,
      amountCents: 1000,
    };
    await database.db.insert(transactions).values([
      { ...sale, createdAt: new Date("2026-11-15T23:59:59Z") },
      { ...sale, createdAt: new Date("2026-11-09T00:00:00Z") },
      { ...sale, createdAt: new Date("2026-11-18T10:00:00Z") },
    ]);

    const weeks = await weeklyActivity(database.db, now);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.week).toBe("2026-08-31");
    expect(weeks.at(-1)).toEqual({ week: "2026-11-16", members: 1, transactions: 1 });
    expect(weeks.at(-2)).toEqual({ week: "2026-11-09", members: 0, transactions: 2 });
    expect(weeks.slice(0, -2).every((w) => w.members === 0 && w.transactions === 0)).toBe(true);
  });
});
