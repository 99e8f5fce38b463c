import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { setFavorite } from "~/features/catalogue/index.server";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  routeArgs,
  type SignedIn,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { loader } from "./artwork";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  member = await signedInMember(database.db);
  await database.db
    .update(profiles)
    .set({ fullName: "Maya Robinson" })
    .where(eq(profiles.id, artist.userId));
});
afterAll(async () => {
  await database.drop();
});

type Loaded = Awaited<ReturnType<typeof loader>>;

async function open(id: string, who: SignedIn | null) {
  const request = who ? who.request(`/artwork/${id}`) : signedRequest(`/artwork/${id}`, null);
  const result = (await loader({ ...routeArgs(request), params: { id } } as never)) as Loaded;
  const value = result as unknown as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value && typeof value === "object" && value.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as { found: false } };
  }
  const page = result as Extract<Loaded, { found: true }>;
  return { status: 200, body: { ...page, comments: await page.comments } };
}

async function found(id: string, who: SignedIn | null) {
  const answer = await open(id, who);
  if (!("artwork" in answer.body)) throw new Error(`Expected the artwork, got ${answer.status}`);
  return answer.body;
}

describe("artwork page data", () => {
  it("answers 404 for unknown and malformed ids, never 500", async () => {
    for (const id of [
      "00000000-0000-4000-8000-000000000000",
      "not-an-id",
      "1' or '1'='1",
      "12345",
      "",
    ]) {
      const answer = await open(id, null);
      expect(answer.status, id).toBe(404);
      expect(answer.body).toEqual({ found: false });
    }
  });

  it("shows a visitor the artwork without any personal contact data or ZIP codes", async () => {
    const artwork = await insertArtwork(
      database.db,
      artist.userId,
      { originalArtistName: "Ruth Abernathy", depth: 2, dimensionUnit: "in" },
      ["artworks/main-key", "artworks/second-key"],
    );
    const page = await found(artwork.id, null);
    expect(page.artwork).toMatchObject({
      title: "Harbor at First Light",
      artistName: "Ruth Abernathy",
      presenter: { id: artist.userId, name: "Maya Robinson" },
      images: [
        { key: "artworks/main-key", width: 1200, height: 900 },
        { key: "artworks/second-key", width: 1200, height: 900 },
      ],
      isFavorite: false,
      viewerIsOwner: false,
      distance: null,
    });
    expect(page.signedIn).toBe(false);
    expect(page.commentGate).toBe("sign-in");
    const json = JSON.stringify(page);
    expect(json).not.toContain(artist.email);
    expect(json).not.toContain("555-0123");
    expect(json).not.toContain("4105550123");
    expect(json).not.toContain("21218");
    expect(json).not.toContain("21201");
  });

  it("gives search engines a title, an absolute image and escaped structured data", async () => {
    const artwork = await insertArtwork(
      database.db,
      artist.userId,
      { title: "</script><b>Bold</b>" },
      ["artworks/seo-key"],
    );
    const page = await found(artwork.id, null);
    expect(page.seo.url).toBe(`http://localhost:3000/artwork/${artwork.id}`);
    expect(page.seo.image).toBe("http://localhost:3000/media/artworks/seo-key/large.webp");
    expect(page.seo.structuredData).not.toContain("<");
    const data = JSON.parse(page.seo.structuredData);
    expect(data).toMatchObject({
      "@type": "VisualArtwork",
      name: "</script><b>Bold</b>",
      image: page.seo.image,
      offers: [{ "@type": "Offer", price: "1200.00", priceCurrency: "USD" }, {}],
    });
  });

  it("shows a member their distance, their saved state and the upgrade gate", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    await setFavorite(database.db, member.userId, { artworkId: artwork.id, intent: "add" });
    const page = await found(artwork.id, member);
    expect(page.artwork.isFavorite).toBe(true);
    // The member lives in 21201; the artwork is in 21218.
    expect(page.artwork.distance?.miles).toBeGreaterThan(0);
    expect(page.artwork.distance?.miles).toBeLessThan(10);
    expect(page.commentGate).toBe("upgrade");
  });

  it("gives the inline error when a ZIP is missing", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, { zipCode: null });
    const page = await found(artwork.id, member);
    expect(page.artwork.distance).toEqual({ error: "Both zip codes are required" });
  });

  it("tells the owner it is theirs, sold or not", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, { isAvailable: false });
    const asOwner = await found(artwork.id, artist);
    expect(asOwner.artwork.viewerIsOwner).toBe(true);
    expect(asOwner.artwork.distance).toBeNull();
    const asMember = await found(artwork.id, member);
    expect(asMember.artwork).toMatchObject({ viewerIsOwner: false, isAvailable: false });
  });

  it("says where the purchase price goes before anyone pays: all to the artist, or a resale's split", async () => {
    const firstSale = await insertArtwork(database.db, artist.userId, { salePriceCents: 170_000 });
    expect((await found(firstSale.id, null)).moneySplit).toBe("Of $1,700: $1,700 to Maya Robinson");

    // Bought by a collector who offers it again: seller, royalty to the artist, gallery fee.
    const collector = await signedInMember(database.db);
    const resale = await insertArtwork(database.db, collector.userId, {
      artistId: artist.userId,
      salePriceCents: 170_000,
    });
    expect((await found(resale.id, member)).moneySplit).toBe(
      "Of $1,700: $1,530 to the seller, $85 resale royalty to Maya Robinson (the artist), $85 gallery fee",
    );

    // Nothing to split where nothing is for sale.
    const leaseOnly = await insertArtwork(database.db, artist.userId, { salePriceCents: null });
    expect((await found(leaseOnly.id, null)).moneySplit).toBeNull();
  });
});
