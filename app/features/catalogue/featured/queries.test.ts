import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, favorites, profiles, user } from "~/db/schema";
import { createTestDatabase } from "../../../../tests/support/database";
import { featuredArtists, featuredArtworks, heroImages } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  // Each test builds its own little gallery.
  await db.delete(user);
});

async function member(fullName: string | null, extra: { avatarKey?: string } = {}) {
  const id = randomUUID();
  const handle = `m_${id.slice(0, 8)}`;
  await db.insert(user).values({ id, name: fullName ?? handle, email: `${handle}@example.com` });
  await db.insert(profiles).values({
    id,
    fullName,
    handle,
    phoneNumber: "+14105550123",
    avatarKey: extra.avatarKey ?? null,
  });
  return id;
}

async function artwork(
  userId: string,
  title: string,
  {
    viewCount = 0,
    isAvailable = true,
    image,
  }: {
    viewCount?: number;
    isAvailable?: boolean;
    image?: { key: string; w: number; h: number };
  } = {},
) {
  const [row] = await db
    .insert(artworks)
    .values({
      userId,
      title,
      description: `${title}, a study`,
      medium: "Acrylic",
      location: "Baltimore, MD",
      viewCount,
      isAvailable,
    })
    .returning({ id: artworks.id });
  const id = row!.id;
  if (image) {
    await db
      .insert(artworkImages)
      .values({ artworkId: id, position: 0, imageKey: image.key, width: image.w, height: image.h });
  }
  return id;
}

describe("featured artworks", () => {
  it("shows six available works, most viewed first, as cards", async () => {
    const artist = await member("Ana Artist");
    for (let i = 1; i <= 9; i++) {
      await artwork(artist, `Work ${i}`, {
        viewCount: i * 10,
        image: { key: `k${i}`, w: 8, h: 6 },
      });
    }
    await artwork(artist, "Sold masterpiece", { viewCount: 10_000, isAvailable: false });

    const cards = await featuredArtworks(db, null);
    expect(cards.map((c) => c.title)).toEqual([
      "Work 9",
      "Work 8",
      "Work 7",
      "Work 6",
      "Work 5",
      "Work 4",
    ]);
    expect(cards[0]).toMatchObject({
      artistName: "Ana Artist",
      medium: "Acrylic",
      mainImageKey: "k9",
      isFavorite: false,
    });
  });

  it("marks the works the viewer has saved", async () => {
    const artist = await member("Ana Artist");
    const viewer = await member("Val Viewer");
    const saved = await artwork(artist, "Saved", { viewCount: 5 });
    await artwork(artist, "Not saved", { viewCount: 4 });
    await db.insert(favorites).values({ userId: viewer, artworkId: saved });

    const cards = await featuredArtworks(db, viewer);
    expect(cards.map((c) => [c.title, c.isFavorite])).toEqual([
      ["Saved", true],
      ["Not saved", false],
    ]);
  });

  it("is empty when nothing is available", async () => {
    const artist = await member("Ana Artist");
    await artwork(artist, "Sold", { isAvailable: false });
    expect(await featuredArtworks(db, null)).toEqual([]);
  });
});

describe("hero images", () => {
  it("picks four main images of available works, landscape first, then most viewed", async () => {
    const artist = await member("Ana Artist");
    await artwork(artist, "Tall and popular", {
      viewCount: 900,
      image: { key: "tall", w: 600, h: 1200 },
    });
    await artwork(artist, "Wide 1", { viewCount: 50, image: { key: "wide1", w: 1600, h: 900 } });
    await artwork(artist, "Wide 2", { viewCount: 40, image: { key: "wide2", w: 1600, h: 900 } });
    await artwork(artist, "Square", { viewCount: 30, image: { key: "square", w: 900, h: 900 } });
    await artwork(artist, "Sold wide", {
      viewCount: 1000,
      isAvailable: false,
      image: { key: "sold", w: 1600, h: 900 },
    });
    await artwork(artist, "No image", { viewCount: 2000 });

    const images = await heroImages(db);
    expect(images.map((i) => i.imageKey)).toEqual(["wide1", "wide2", "square", "tall"]);
    expect(images[0]).toMatchObject({ title: "Wide 1", artistName: "Ana Artist" });
  });
});

describe("featured artists", () => {
  it("lists members with a full name and an available work, by name, at most ten", async () => {
    const names = [
      "Zoe Zimmer",
      "bea Brown",
      "Carl Cruz",
      "Abe Adams",
      "Dina Diaz",
      "Eli Evans",
      "Fay Fox",
      "Gus Gray",
      "Hal Hill",
      "Ivy Ito",
      "Jo Jones",
    ];
    for (const name of names) await artwork(await member(name), `${name}'s work`);
    // Not listed: no full name, only sold work, or no work at all.
    await artwork(await member(null), "Anonymous work");
    await artwork(await member("   "), "Blank name work");
    await artwork(await member("Aaron Sold"), "Gone", { isAvailable: false });
    await member("Aaron Nothing");

    const artists = await featuredArtists(db);
    expect(artists.map((a) => a.fullName)).toEqual([
      "Abe Adams",
      "bea Brown",
      "Carl Cruz",
      "Dina Diaz",
      "Eli Evans",
      "Fay Fox",
      "Gus Gray",
      "Hal Hill",
      "Ivy Ito",
      "Jo Jones",
    ]);
  });

  it("lists an artist once however many works they have", async () => {
    const artist = await member("Ana Artist", { avatarKey: "avatar-key" });
    await artwork(artist, "One");
    await artwork(artist, "Two");
    const artists = await featuredArtists(db);
    expect(artists).toEqual([
      { id: artist, fullName: "Ana Artist", handle: expect.any(String), avatarKey: "avatar-key" },
    ]);
  });
});
