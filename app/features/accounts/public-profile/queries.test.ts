import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, favorites, profiles, user } from "~/db/schema";
import { displayName } from "~/lib/display-name";
import { createTestDatabase } from "../../../../tests/support/database";
import {
  facebookUrl,
  instagramUrl,
  PROFILE_ARTWORK_COUNT,
  profileDescription,
} from "./public-profile";
import { publicProfile } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.drop();
});

const SECRET_EMAIL = "private-address@example.com";
const SECRET_PHONE = "+14105550199";

async function member(fields: Partial<typeof profiles.$inferInsert> = {}) {
  const id = randomUUID();
  const handle = `m_${id.slice(0, 8)}`;
  await db.insert(user).values({
    id,
    name: "Someone",
    email: `${handle}-${SECRET_EMAIL}`,
    createdAt: new Date("2024-03-01T00:00:00Z"),
  });
  await db.insert(profiles).values({
    id,
    handle,
    fullName: "Rosa Painter",
    phoneNumber: SECRET_PHONE,
    location: "Baltimore, MD",
    bio: "I paint the rowhouses of my street.",
    instagramHandle: "@rosa.paints",
    facebookProfileUrl: "https://www.facebook.com/rosa.paints",
    avatarKey: "avatar-rosa",
    createdAt: new Date("2024-03-01T00:00:00Z"),
    ...fields,
  });
  return { id, handle };
}

async function artwork(userId: string, title: string, createdAt: Date, isAvailable = true) {
  const [row] = await db
    .insert(artworks)
    .values({
      userId,
      title,
      description: "A work",
      medium: "Oil on Canvas",
      location: "Baltimore, MD",
      isAvailable,
      createdAt,
    })
    .returning({ id: artworks.id });
  await db
    .insert(artworkImages)
    .values({ artworkId: row!.id, position: 0, imageKey: `img-${title}`, width: 4, height: 3 });
  return row!.id;
}

/** Every key anywhere in a value, however deeply nested. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, v]) => [key, ...allKeys(v)]);
  }
  return [];
}

describe("public member profile", () => {
  it("shows the member and their 12 newest available works, with the total", async () => {
    const rosa = await member();
    const day = 24 * 60 * 60 * 1000;
    const start = Date.parse("2025-01-01T00:00:00Z");
    for (let i = 1; i <= 14; i++) await artwork(rosa.id, `Work ${i}`, new Date(start + i * day));
    await artwork(rosa.id, "Newest but sold", new Date(start + 30 * day), false);
    const other = await member({ fullName: "Other Artist" });
    await artwork(other.id, "Someone else's", new Date(start + 40 * day));

    const profile = await publicProfile(db, rosa.id, null);
    expect(profile).toMatchObject({
      id: rosa.id,
      name: "Rosa Painter",
      handle: rosa.handle,
      avatarKey: "avatar-rosa",
      location: "Baltimore, MD",
      bio: "I paint the rowhouses of my street.",
      instagramUrl: "https://instagram.com/rosa.paints",
      facebookUrl: "https://www.facebook.com/rosa.paints",
      memberSince: "2024",
      availableCount: 14,
    });
    expect(profile?.artworks).toHaveLength(PROFILE_ARTWORK_COUNT);
    expect(profile?.artworks.map((a) => a.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Work ${14 - i}`),
    );
    expect(profile?.artworks[0]).toMatchObject({
      artistName: "Rosa Painter",
      mainImageKey: "img-Work 14",
      isFavorite: false,
    });
  });

  it("never carries an e-mail address or phone number", async () => {
    const rosa = await member();
    await artwork(rosa.id, "Harbor", new Date());
    const profile = await publicProfile(db, rosa.id, null);
    const keys = allKeys(profile).map((k) => k.toLowerCase());
    expect(keys.filter((k) => k.includes("email") || k.includes("phone"))).toEqual([]);
    const text = JSON.stringify(profile);
    expect(text).not.toContain(SECRET_EMAIL);
    expect(text).not.toContain("5550199");
  });

  it("marks the works the viewer has saved", async () => {
    const rosa = await member();
    const viewer = await member({ fullName: "Vic Viewer" });
    const saved = await artwork(rosa.id, "Saved one", new Date("2025-02-01T00:00:00Z"));
    await artwork(rosa.id, "Other one", new Date("2025-01-01T00:00:00Z"));
    await db.insert(favorites).values({ userId: viewer.id, artworkId: saved });
    const profile = await publicProfile(db, rosa.id, viewer.id);
    expect(profile?.artworks.map((a) => [a.title, a.isFavorite])).toEqual([
      ["Saved one", true],
      ["Other one", false],
    ]);
  });

  it("falls back to the handle and drops unsafe links", async () => {
    const bare = await member({
      fullName: null,
      bio: "  ",
      location: null,
      instagramHandle: "javascript:alert(1)",
      facebookProfileUrl: "javascript:alert(1)",
      avatarKey: null,
    });
    const profile = await publicProfile(db, bare.id, null);
    expect(profile).toMatchObject({
      name: bare.handle,
      fullName: null,
      bio: null,
      location: null,
      instagramUrl: null,
      facebookUrl: null,
      avatarKey: null,
      availableCount: 0,
      artworks: [],
    });
  });

  it("is null for an unknown or malformed id", async () => {
    expect(await publicProfile(db, randomUUID(), null)).toBeNull();
    expect(await publicProfile(db, "not-a-uuid", null)).toBeNull();
    expect(await publicProfile(db, "1; drop table profiles", null)).toBeNull();
    expect(await publicProfile(db, undefined, null)).toBeNull();
  });
});

describe("public profile helpers", () => {
  it("links an Instagram handle safely", () => {
    expect(instagramUrl("rosa.paints")).toBe("https://instagram.com/rosa.paints");
    expect(instagramUrl("@rosa_paints")).toBe("https://instagram.com/rosa_paints");
    expect(instagramUrl("https://www.instagram.com/rosa.paints/")).toBe(
      "https://instagram.com/rosa.paints",
    );
    expect(instagramUrl("rosa paints")).toBeNull();
    expect(instagramUrl("rosa/../../evil")).toBeNull();
    expect(instagramUrl('"><script>')).toBeNull();
    expect(instagramUrl("")).toBeNull();
    expect(instagramUrl(null)).toBeNull();
  });

  it("keeps a Facebook link only when it is http(s)", () => {
    expect(facebookUrl("https://facebook.com/rosa")).toBe("https://facebook.com/rosa");
    expect(facebookUrl("http://facebook.com/rosa")).toBe("http://facebook.com/rosa");
    expect(facebookUrl("javascript:alert(1)")).toBeNull();
    expect(facebookUrl("data:text/html,hi")).toBeNull();
    expect(facebookUrl("facebook.com/rosa")).toBeNull();
    expect(facebookUrl("https://user:pass@facebook.com/rosa")).toBeNull();
    expect(facebookUrl(null)).toBeNull();
  });

  it("names a member by full name, else handle", () => {
    expect(displayName({ fullName: " Rosa ", handle: "rosa" })).toBe("Rosa");
    expect(displayName({ fullName: null, handle: "rosa" })).toBe("rosa");
    expect(displayName({ fullName: "  ", handle: "rosa" })).toBe("rosa");
  });

  it("describes a profile from its bio, else from what it shows", () => {
    expect(profileDescription("Rosa", "Paints.", null, 3)).toBe("Paints.");
    expect(profileDescription("Rosa", "x".repeat(300), null, 3)).toHaveLength(158);
    expect(profileDescription("Rosa", null, "Baltimore, MD", 3)).toBe(
      "Original artwork by Rosa in Baltimore, MD, available to buy or lease at The Fair Trade Art Gallery.",
    );
    expect(profileDescription("Rosa", null, null, 0)).toBe(
      "Rosa is a member of The Fair Trade Art Gallery community.",
    );
  });
});
