import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, invitations, transactions } from "~/db/schema";
import { createTestDatabase } from "../../../../tests/support/database";
import { signedInMember } from "../../../../tests/support/sessions";
import { adminCounts } from "./queries.server";

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
});
