import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, provenance } from "~/db/schema";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import { signedInMember } from "../../../../tests/support/sessions";
import { listProvenance } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("provenance", () => {
  it("lists uploads and sales oldest first, by member name and without contact data", async () => {
    const artist = await signedInMember(database.db);
    const buyer = await signedInMember(database.db);
    await database.db
      .update(profiles)
      .set({ fullName: "Maya Robinson" })
      .where(eq(profiles.id, artist.userId));
    await database.db
      .update(profiles)
      .set({ fullName: "Theo Collector" })
      .where(eq(profiles.id, buyer.userId));
    const artwork = await insertArtwork(database.db, buyer.userId);
    // Inserted out of order: the listing orders by date.
    await database.db.insert(provenance).values([
      {
        artworkId: artwork.id,
        ownerId: buyer.userId,
        ownerName: "Theo",
        event: "purchase",
        acquiredAt: new Date("2026-03-02T10:00:00Z"),
      },
      {
        artworkId: artwork.id,
        ownerId: artist.userId,
        ownerName: "Maya",
        event: "upload",
        acquiredAt: new Date("2025-11-20T09:00:00Z"),
      },
      {
        artworkId: artwork.id,
        ownerId: null,
        ownerName: "Former Member",
        event: "purchase",
        acquiredAt: new Date("2025-12-24T09:00:00Z"),
      },
    ]);

    const entries = await listProvenance(database.db, artwork.id);
    expect(
      entries.map(({ event, ownerName, ownerId, acquiredAt }) => ({
        event,
        ownerName,
        ownerId,
        acquiredAt,
      })),
    ).toEqual([
      {
        event: "upload",
        ownerName: "Maya Robinson",
        ownerId: artist.userId,
        acquiredAt: "2025-11-20T09:00:00.000Z",
      },
      {
        event: "purchase",
        ownerName: "Former Member",
        ownerId: null,
        acquiredAt: "2025-12-24T09:00:00.000Z",
      },
      {
        event: "purchase",
        ownerName: "Theo Collector",
        ownerId: buyer.userId,
        acquiredAt: "2026-03-02T10:00:00.000Z",
      },
    ]);
    const json = JSON.stringify(entries);
    expect(json).not.toContain(artist.email);
    expect(json).not.toContain(buyer.email);

    expect(
      await listProvenance(database.db, (await insertArtwork(database.db, artist.userId)).id),
    ).toEqual([]);
  });
});
