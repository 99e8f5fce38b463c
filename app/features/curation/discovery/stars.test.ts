import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoveryViews, profiles } from "~/db/schema";
import { setAllowancesLeft } from "../../../../tests/support/allowances";
import { insertArtwork, insertMember } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import { recordDiscoveryView, spendDiscoveryStar } from "./mutations.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const NOON = new Date("2026-11-23T17:00:00Z");
const later = (ms: number, from = NOON) => new Date(from.getTime() + ms);

async function ownerWithStars(stars: number) {
  const ownerId = await insertMember(database.db, "Lena Kowalski");
  await setAllowancesLeft(database.db, ownerId, { stars });
  const artwork = await insertArtwork(database.db, ownerId);
  return { ownerId, artworkId: artwork.id };
}

async function starsOf(ownerId: string) {
  const [row] = await database.db
    .select({ stars: profiles.currentPromotionStars })
    .from(profiles)
    .where(eq(profiles.id, ownerId));
  return row?.stars;
}

describe("promotion stars spent in Discovery Mode (R-discovery-stars)", () => {
  it("spends one of the owner's stars when a member moves off a work they looked at for a second", async () => {
    const { ownerId, artworkId } = await ownerWithStars(5);
    const member = await insertMember(database.db, "Mo Member");
    await recordDiscoveryView(database.db, member, artworkId, NOON);
    expect(await spendDiscoveryStar(database.db, member, artworkId, later(1200))).toEqual({
      spent: true,
      ownerStars: 4,
    });
    expect(await starsOf(ownerId)).toBe(4);
  });

  it("spends at most one star per member, work and day, however often the member comes back", async () => {
    const { ownerId, artworkId } = await ownerWithStars(5);
    const member = await insertMember(database.db, "Mo Member");
    for (const minutes of [0, 10, 20]) {
      const shown = later(minutes * 60_000);
      await recordDiscoveryView(database.db, member, artworkId, shown);
      await spendDiscoveryStar(database.db, member, artworkId, later(1500, shown));
    }
    expect(await starsOf(ownerId)).toBe(4);
    // The next gallery day is a new day.
    const tomorrow = later(24 * 60 * 60_000);
    await recordDiscoveryView(database.db, member, artworkId, tomorrow);
    await spendDiscoveryStar(database.db, member, artworkId, later(1500, tomorrow));
    expect(await starsOf(ownerId)).toBe(3);
  });

  it("spends nothing for a glance under a second, or for a work the member was never shown", async () => {
    const { ownerId, artworkId } = await ownerWithStars(5);
    const member = await insertMember(database.db, "Mo Member");
    expect((await spendDiscoveryStar(database.db, member, artworkId, NOON)).spent).toBe(false);
    await recordDiscoveryView(database.db, member, artworkId, NOON);
    expect((await spendDiscoveryStar(database.db, member, artworkId, later(400))).spent).toBe(
      false,
    );
    expect(await starsOf(ownerId)).toBe(5);
  });

  it("never costs members stars for their own works, and does not count them as views", async () => {
    const { ownerId, artworkId } = await ownerWithStars(5);
    expect(await recordDiscoveryView(database.db, ownerId, artworkId, NOON)).toEqual({
      recorded: false,
    });
    expect((await spendDiscoveryStar(database.db, ownerId, artworkId, later(2000))).spent).toBe(
      false,
    );
    expect(await starsOf(ownerId)).toBe(5);
    const views = await database.db
      .select()
      .from(discoveryViews)
      .where(eq(discoveryViews.artworkId, artworkId));
    expect(views).toEqual([]);
  });

  it("never takes a star below zero, and an owner without stars can be spent on once refilled", async () => {
    const { ownerId, artworkId } = await ownerWithStars(0);
    const member = await insertMember(database.db, "Mo Member");
    await recordDiscoveryView(database.db, member, artworkId, NOON);
    expect(await spendDiscoveryStar(database.db, member, artworkId, later(1500))).toEqual({
      spent: false,
      ownerStars: 0,
    });
    expect(await starsOf(ownerId)).toBe(0);
    await setAllowancesLeft(database.db, ownerId, { stars: 2 });
    expect((await spendDiscoveryStar(database.db, member, artworkId, later(3000))).spent).toBe(
      true,
    );
    expect(await starsOf(ownerId)).toBe(1);
  });

  it("refuses an unknown artwork as not found", async () => {
    const member = await insertMember(database.db, "Mo Member");
    const unknown = "00000000-0000-4000-8000-000000000000";
    await expect(recordDiscoveryView(database.db, member, unknown, NOON)).rejects.toMatchObject({
      code: "curation.artwork-not-found",
      status: 404,
    });
    await expect(spendDiscoveryStar(database.db, member, unknown, NOON)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("spends exactly one star when one member's 50 moves off a work arrive at once", async () => {
    const { ownerId, artworkId } = await ownerWithStars(5);
    const member = await insertMember(database.db, "Mo Member");
    await recordDiscoveryView(database.db, member, artworkId, NOON);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        spendDiscoveryStar(database.db, member, artworkId, later(1500)),
      ),
    );
    expect(answers.filter((answer) => answer.spent)).toHaveLength(1);
    expect(await starsOf(ownerId)).toBe(4);
  });

  it("stops at zero when 20 members spend an owner's 3 stars at once", async () => {
    const { ownerId, artworkId } = await ownerWithStars(3);
    const members = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insertMember(database.db, `Member ${i}`)),
    );
    await Promise.all(
      members.map((member) => recordDiscoveryView(database.db, member, artworkId, NOON)),
    );
    const answers = await Promise.all(
      members.map((member) => spendDiscoveryStar(database.db, member, artworkId, later(1500))),
    );
    expect(answers.filter((answer) => answer.spent)).toHaveLength(3);
    expect(await starsOf(ownerId)).toBe(0);
    const spent = await database.db
      .select()
      .from(discoveryViews)
      .where(and(eq(discoveryViews.artworkId, artworkId), isNotNull(discoveryViews.starSpentAt)));
    expect(spent).toHaveLength(3);
  });
});
