import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks } from "~/db/schema";
import { insertArtwork, insertMember } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { loader as sitemapRoute } from "./sitemap";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const artist = await member("Ana Artist");
  const collector = await member("Cal Collector");
  await artwork(artist, "Shown", true, new Date("2025-06-01T12:00:00Z"));
  await artwork(collector, "Sold", false, new Date("2025-07-01T12:00:00Z"));
});
afterAll(async () => {
  await database.drop();
});

const member = (fullName: string) => insertMember(database.db, fullName);

async function artwork(userId: string, title: string, isAvailable: boolean, updatedAt: Date) {
  return (await insertArtwork(database.db, userId, { title, isAvailable, updatedAt })).id;
}

function locs(xml: string) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
}

describe("/sitemap.xml", () => {
  it("answers XML with absolute <loc> URLs and <lastmod> dates", async () => {
    const response = await sitemapRoute();
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(xml);
    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const url of urls) expect(url).toMatch(/^http:\/\/localhost:3000\//);
    expect(urls).toContain("http://localhost:3000/");
    expect(xml).toMatch(/<lastmod>2025-06-01T12:00:00\.000Z<\/lastmod>/);

    // Profiles drop out with their last available work.
    const [work] = await database.db.select({ id: artworks.id }).from(artworks);
    await database.db.update(artworks).set({ isAvailable: false }).where(eq(artworks.id, work!.id));
    const after = locs(await (await sitemapRoute()).text());
    expect(after.filter((u) => u?.includes("/profile/"))).toEqual([]);
    expect(after.filter((u) => u?.includes("/artwork/"))).toEqual([]);
  });
});
