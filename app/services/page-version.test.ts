import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworkImages, artworks, comments, profiles, subscriptionPlans } from "~/db/schema";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { type SignedIn, signedInMember } from "../../tests/support/sessions";
import { currentPageVersion } from "./page-version.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
});

/** How much the public pages' version rose while `write` ran. */
async function rise(write: () => Promise<unknown>) {
  const before = await currentPageVersion();
  await write();
  return (await currentPageVersion()) - before;
}

describe("the public pages' version (R-page-cache)", () => {
  it("rises once for each transaction that changes what a page shows", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    expect(
      await rise(() =>
        database.db.update(artworks).set({ title: "Renamed" }).where(eq(artworks.id, artwork.id)),
      ),
    ).toBe(1);
    expect(
      await rise(() =>
        database.db
          .insert(comments)
          .values({ artworkId: artwork.id, userId: artist.userId, content: "Lovely" }),
      ),
    ).toBe(1);
    expect(
      await rise(() =>
        database.db
          .update(subscriptionPlans)
          .set({ name: sql`${subscriptionPlans.name} || ''` })
          .where(eq(subscriptionPlans.name, "Free Tier")),
      ),
    ).toBe(0);
    // Many rows in one transaction: one rise, at its commit.
    expect(
      await rise(() =>
        database.db.transaction(async (tx) => {
          for (let i = 0; i < 5; i++) await insertArtwork(tx as never, artist.userId);
          await tx.update(profiles).set({ bio: "New bio" }).where(eq(profiles.id, artist.userId));
        }),
      ),
    ).toBe(1);
  });

  it("stays put for what no page shows, and for a write that is rolled back", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    expect(
      await rise(() =>
        database.db
          .update(artworks)
          .set({ viewCount: sql`${artworks.viewCount} + 1` })
          .where(eq(artworks.id, artwork.id)),
      ),
    ).toBe(0);
    expect(
      await rise(() =>
        database.db
          .update(profiles)
          .set({ currentPromotionStars: 3, currentReveals: 2 })
          .where(eq(profiles.id, artist.userId)),
      ),
    ).toBe(0);
    // The tiling job's hold on an image; its tiles, which the artwork page shows, do count.
    const [image] = await database.db
      .insert(artworkImages)
      .values({ artworkId: artwork.id, position: 0, imageKey: "art/held", width: 10, height: 10 })
      .returning({ id: artworkImages.id });
    const holdImage = (until: Date | null) =>
      database.db
        .update(artworkImages)
        .set({ tilingHeldUntil: until })
        .where(eq(artworkImages.id, image!.id));
    expect(await rise(() => holdImage(new Date(Date.now() + 60_000)))).toBe(0);
    expect(await rise(() => holdImage(null))).toBe(0);
    expect(
      await rise(() =>
        database.db
          .update(artworkImages)
          .set({
            tiles: { width: 10, height: 10, tileWidth: 512, scaleFactors: [1], sizes: [] },
          })
          .where(eq(artworkImages.id, image!.id)),
      ),
    ).toBe(1);
    expect(
      await rise(() =>
        database.db
          .transaction(async (tx) => {
            await tx.update(artworks).set({ title: "Never" }).where(eq(artworks.id, artwork.id));
            tx.rollback();
          })
          .catch(() => undefined),
      ),
    ).toBe(0);
  });

  it("rises when a table the pages read is emptied", async () => {
    expect(await rise(() => database.db.execute(sql`truncate comments`))).toBe(1);
  });
});
