import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { setAllowancesLeft } from "../../../../tests/support/allowances";
import { insertArtwork, insertMember } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import { discoverySeed, FAIR_RUN } from "./fair-order";
import { recordDiscoveryView, spendDiscoveryStar } from "./mutations.server";
import { discoveryPage } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let member: string;
const starredOwners: string[] = [];
const plainOwners: string[] = [];
const ownerOf = new Map<string, string>();

async function setStars(ownerId: string, stars: number) {
  await setAllowancesLeft(database.db, ownerId, { stars });
}

beforeAll(async () => {
  database = await createTestDatabase();
  member = await insertMember(database.db, "Mo Member");
  await database.db.update(profiles).set({ zipCode: "21201" }).where(eq(profiles.id, member));
  for (let i = 0; i < 6; i += 1) {
    const owner = await insertMember(database.db, `Starred ${i}`);
    await setStars(owner, 3);
    starredOwners.push(owner);
    for (let k = 0; k < 2; k += 1) {
      const work = await insertArtwork(database.db, owner, { title: `Starred ${i}.${k}` }, [
        `artworks/s${i}${k}`,
      ]);
      ownerOf.set(work.id, owner);
    }
  }
  for (let i = 0; i < 4; i += 1) {
    const owner = await insertMember(database.db, `Plain ${i}`);
    plainOwners.push(owner);
    for (let k = 0; k < 3; k += 1) {
      const work = await insertArtwork(database.db, owner, {
        title: `Plain ${i}.${k}`,
        zipCode: k === 0 ? "00000" : "10001",
        qrCodeKey: k === 1 ? `qrcodes/plain-${i}` : null,
      });
      ownerOf.set(work.id, owner);
    }
  }
  // Not available: never shown.
  await insertArtwork(database.db, plainOwners[0] as string, {
    title: "Sold long ago",
    isAvailable: false,
  });
});
afterAll(async () => {
  await database.drop();
});

const SEED = discoverySeed("member", "2026-11-23");
const VISIT = new Date("2026-11-23T15:00:00Z");

async function page(offset: number, limit: number, options: { seed?: number; visit?: Date } = {}) {
  return discoveryPage(
    database.db,
    { id: member },
    { seed: options.seed ?? SEED, offset, limit, visitStart: options.visit ?? VISIT },
  );
}

describe("Discovery Mode's pages (R-discovery-order)", () => {
  it("shows every available work once, starred owners' first, no owner twice in five", async () => {
    const whole = await page(0, 100);
    expect(whole.total).toBe(24);
    const ids = whole.slides.map((slide) => slide.id);
    expect(new Set(ids).size).toBe(24);
    expect(whole.slides.map((slide) => slide.title)).not.toContain("Sold long ago");
    const owners = ids.map((id) => ownerOf.get(id));
    expect(owners.slice(0, 12).every((owner) => starredOwners.includes(owner as string))).toBe(
      true,
    );
    owners.forEach((owner, i) => {
      // Four others stand between two works of an owner, or every other owner still waiting.
      const waiting = new Set(owners.slice(i + 1).filter((other) => other !== owner));
      const next = owners.indexOf(owner, i + 1);
      if (next > 0)
        expect(next - i - 1).toBeGreaterThanOrEqual(Math.min(FAIR_RUN - 1, waiting.size));
    });
  });

  it("gives the same order for the same member and day, page by page, and another for another seed", async () => {
    const whole = (await page(0, 24)).slides.map((slide) => slide.id);
    const paged = [...(await page(0, 8)).slides, ...(await page(8, 16)).slides].map((s) => s.id);
    expect(paged).toEqual(whole);
    const other = (await page(0, 24, { seed: discoverySeed("someone", "2026-11-23") })).slides;
    expect(other.map((slide) => slide.id)).not.toEqual(whole);
    expect((await page(30, 8)).slides).toEqual([]);
  });

  it("tells each slide's artist, place, distance from the member, price, image and QR code", async () => {
    const { slides } = await page(0, 24);
    const starred = slides.find((slide) => slide.title === "Starred 0.0");
    expect(starred).toMatchObject({
      artistName: "Starred 0",
      medium: "Oil on Canvas",
      location: "Baltimore, MD",
      salePriceCents: 120000,
      image: { key: "artworks/s00", width: 1200, height: 900 },
      hasQrCode: false,
    });
    expect(starred?.distance.miles).toBeGreaterThan(0);
    expect(starred?.distance.miles).toBeLessThan(10);
    expect(slides.find((slide) => slide.title === "Plain 0.0")?.distance).toEqual({
      error: "Distance data not available",
    });
    expect(slides.find((slide) => slide.title === "Plain 0.1")).toMatchObject({
      image: null,
      hasQrCode: true,
    });
  });

  it("keeps an owner whose last star this visit spent in the visit's order", async () => {
    const before = (await page(0, 24)).slides.map((slide) => slide.id);
    const first = before[0] as string;
    const owner = ownerOf.get(first) as string;
    await setStars(owner, 1);
    const shown = new Date(Date.now() - 5_000);
    await recordDiscoveryView(database.db, member, first, shown);
    expect((await spendDiscoveryStar(database.db, member, first, new Date())).spent).toBe(true);
    // A visit begun now sees the owner among those without stars, after the five starred.
    const fresh = (await page(0, 24, { visit: new Date() })).slides.map((s) => ownerOf.get(s.id));
    expect(fresh.slice(0, 10)).not.toContain(owner);
    // The visit that spent it began before: its order stays as it was.
    const visit = new Date(shown.getTime() - 60_000);
    const kept = (await page(0, 24, { visit })).slides.map((slide) => slide.id);
    expect(kept).toEqual(before);
  });
});
