import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArtwork, insertMember } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import { sitemapEntries } from "./queries.server";
import { sitemapXml } from "./sitemap";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const member = (fullName: string) => insertMember(database.db, fullName);

async function artwork(userId: string, title: string, isAvailable: boolean, updatedAt: Date) {
  return (await insertArtwork(database.db, userId, { title, isAvailable, updatedAt })).id;
}

describe("sitemap", () => {
  it("lists public pages, available artworks and the profiles presenting them", async () => {
    const artist = await member("Ana Artist");
    const collector = await member("Cal Collector");
    const quiet = await member("Quinn Quiet");
    const shown = await artwork(artist, "Shown", true, new Date("2025-06-01T12:00:00Z"));
    const sold = await artwork(collector, "Sold", false, new Date("2025-07-01T12:00:00Z"));

    const entries = await sitemapEntries(database.db);
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/search", "/subscribe", "/about", `/artwork/${shown}`]),
    );
    expect(paths).toContain(`/profile/${artist}`);
    expect(paths).not.toContain(`/artwork/${sold}`);
    expect(paths).not.toContain(`/profile/${collector}`);
    expect(paths).not.toContain(`/profile/${quiet}`);
    expect(paths.some((p) => /^\/(login|register|admin|artist\/|profile$)/.test(p))).toBe(false);

    // A profile page is as new as its profile or its newest available work.
    const profileEntry = entries.find((e) => e.path === `/profile/${artist}`);
    expect(profileEntry?.lastmod?.toISOString()).toBe("2025-06-01T12:00:00.000Z");
    const artworkEntry = entries.find((e) => e.path === `/artwork/${shown}`);
    expect(artworkEntry?.lastmod?.toISOString()).toBe("2025-06-01T12:00:00.000Z");
  });

  it("escapes URLs for XML", () => {
    const xml = sitemapXml("https://gallery.example", [
      { path: "/search?q=a&b=<c>", lastmod: new Date("2025-01-02T03:04:05Z") },
      { path: "/about" },
    ]);
    expect(xml).toContain(
      "<url><loc>https://gallery.example/search?q=a&amp;b=%3Cc%3E</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://gallery.example/about</loc></url>");
  });
});
