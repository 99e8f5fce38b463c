import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworkImages, artworks, favorites, profiles, user } from "~/db/schema";
import { ensureZipCentroids, haversineMiles, zipCentroid } from "~/features/geo/index.server";
import { createTestDatabase } from "../../../../tests/support/database";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { loadSearchPage, type SearchPage, searchOptions } from "./queries.server";
import { PAGE_SIZE, parseSearchParams } from "./schema";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** A member in Baltimore (ZIP 21201, from signedInMember). */
let viewer: SignedIn;
/** A member with no favourites. */
let other: SignedIn;

const ids: Record<string, string> = {};
const artists: Record<string, string> = {};

async function addArtist(key: string, fullName: string, email: string, zipCode: string | null) {
  const [row] = await database.db
    .insert(user)
    .values({ name: fullName, email })
    .returning({ id: user.id });
  const id = row!.id;
  await database.db
    .insert(profiles)
    .values({ id, fullName, handle: `artist_${key}`, zipCode, location: "Somewhere" });
  artists[key] = id;
  return id;
}

type Work = Partial<typeof artworks.$inferInsert> & { key: string; artist: string; title: string };

async function addWorks(works: Work[]) {
  const inserted = await database.db
    .insert(artworks)
    .values(
      works.map(({ key: _key, artist, ...work }) => ({
        userId: artists[artist]!,
        description: "A work on view.",
        medium: "Acrylic",
        location: "Baltimore, MD",
        ...work,
      })),
    )
    .returning({ id: artworks.id, title: artworks.title });
  for (const [index, work] of works.entries()) ids[work.key] = inserted[index]!.id;
  await database.db.insert(artworkImages).values(
    inserted.map((a) => ({
      artworkId: a.id,
      position: 0,
      imageKey: `k/${a.id}`,
      width: 600,
      height: 450,
    })),
  );
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureZipCentroids(database.db);
  viewer = await signedInMember(database.db);
  other = await signedInMember(database.db);

  await addArtist("rosa", "Rosa Delgado", "rdx-quill@mail.example", "21201");
  await addArtist("kenji", "Kenji Watanabe", "kenji@mail.example", "10001");
  await addArtist("amara", "Amara Okafor", "amara@mail.example", "21044");
  await addArtist("felt", "Fern Feltmaker", "fern@mail.example", "21201");

  await addWorks([
    {
      key: "harbor",
      artist: "rosa",
      title: "Painted Harbor",
      description: "Boats at dawn on the water.",
      medium: "Oil on Canvas",
      style: "Impressionism",
      salePriceCents: 120_000,
      leaseDailyRateCents: 1500,
      inGentrificationZone: true,
      viewCount: 500,
      zipCode: "21201",
      createdAt: day(5),
    },
    {
      key: "dunes",
      artist: "rosa",
      title: "Quiet Dunes",
      description: "Sand and grass.",
      medium: "Watercolor",
      style: "Realism",
      salePriceCents: 80_000,
      receivedLoanGrant: true,
      viewCount: 300,
      zipCode: "21201-1234",
      createdAt: day(9),
    },
    {
      key: "morning",
      artist: "kenji",
      title: "Morning Light",
      description: "Light through a window.",
      medium: "Acrylic",
      style: "Abstract",
      salePriceCents: null,
      leaseMonthlyRateCents: 10_000,
      isSpecialNeedsArtist: true,
      viewCount: 900,
      zipCode: "10001",
      createdAt: day(2),
    },
    {
      key: "river",
      artist: "amara",
      title: "Woven River",
      description: "Indigo threads from the bay.",
      medium: "Weaving",
      style: "Folk Art",
      salePriceCents: 450_000,
      leaseWeeklyRateCents: 5_000,
      isSeekingLocation: true,
      viewCount: 100,
      zipCode: "21044",
      createdAt: day(7),
    },
    {
      key: "sold",
      artist: "rosa",
      title: "Painted Sold Piece",
      medium: "Etching",
      style: "Baroque",
      salePriceCents: 5_000_000,
      isAvailable: false,
      viewCount: 10_000,
      zipCode: "21201",
      createdAt: day(20),
    },
    {
      key: "bloom",
      artist: "amara",
      title: "Iron Bloom",
      medium: "Metal / Bronze Sculpture",
      style: "Contemporary",
      salePriceCents: 999_999,
      viewCount: 50,
      zipCode: "21044",
      createdAt: day(1),
    },
    {
      key: "charcoal",
      artist: "kenji",
      title: "Charcoal Study",
      originalArtistName: "Lena Morrow",
      medium: "Charcoal",
      style: "Realism",
      salePriceCents: 30_000,
      viewCount: 300,
      zipCode: "10001",
      createdAt: day(3),
    },
    {
      key: "nowhere",
      artist: "kenji",
      title: "Unplaced Sketch",
      medium: "Pencil Sketch",
      style: "Minimalism",
      viewCount: 0,
      zipCode: null,
      createdAt: day(4),
    },
  ]);
  // Sixty works alike in every sort key but the id, to check paging is stable.
  await addWorks(
    Array.from({ length: 60 }, (_, i) => ({
      key: `felt${i}`,
      artist: "felt",
      title: `Felt Study ${i}`,
      medium: "Feltwork",
      style: "Textile",
      salePriceCents: 10_000,
      viewCount: 7,
      zipCode: "21201",
      createdAt: day(15),
    })),
  );

  await database.db.insert(favorites).values([
    { userId: viewer.userId, artworkId: ids.morning!, createdAt: day(10) },
    { userId: viewer.userId, artworkId: ids.harbor!, createdAt: day(12) },
    { userId: viewer.userId, artworkId: ids.sold!, createdAt: day(13) },
    { userId: other.userId, artworkId: ids.sold!, createdAt: day(13) },
  ]);
});

afterAll(async () => {
  await database.drop();
});

const NOT_FELT = "medium=Feltwork";

async function search(query: string, as: SignedIn | null = null): Promise<SearchPage> {
  return loadSearchPage(
    database.db,
    as && { id: as.userId },
    parseSearchParams(new URLSearchParams(query)),
  );
}

/** The keys of the results, excluding the felt studies unless asked for. */
async function keys(query: string, as: SignedIn | null = null) {
  const page = await search(query, as);
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return (page.results?.cards ?? [])
    .map((c) => byId[c.id] ?? c.id)
    .filter((k) => query.includes(NOT_FELT) || !k.startsWith("felt"));
}

/** Like keys(), over every page. */
async function allKeys(query: string, as: SignedIn | null = null) {
  const found: string[] = [];
  for (let page = 1; page <= 5; page++) {
    const more = await keys(`${query}&page=${page}`, as);
    found.push(...more);
    const result = await search(`${query}&page=${page}`, as);
    if (page >= (result.results?.pageCount ?? 0)) break;
  }
  return found;
}

function sortedBy<T>(list: T[], ...keys: ((item: T) => number | string)[]) {
  return [...list].sort((a, b) => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  });
}

describe("search: what is listed", () => {
  it("lists only available artworks, most viewed first, with the total", async () => {
    const page = await search("");
    expect(page.results?.total).toBe(67);
    expect(await keys("")).toEqual([
      "morning",
      "harbor",
      ...sortedBy(["dunes", "charcoal"], (k) => ids[k]!),
      "river",
      "bloom",
    ]);
    expect(page.results?.cards.some((c) => c.id === ids.sold)).toBe(false);
    const harbor = page.results?.cards.find((c) => c.id === ids.harbor);
    expect(harbor).toMatchObject({
      title: "Painted Harbor",
      artistName: "Rosa Delgado",
      mainImageKey: `k/${ids.harbor}`,
      isFavorite: false,
      distanceMiles: null,
    });
  });

  it("offers styles and mediums in use among available artworks and the price maximum", async () => {
    const options = await searchOptions(database.db);
    expect(options.styles).toEqual([
      "Abstract",
      "Contemporary",
      "Folk Art",
      "Impressionism",
      "Minimalism",
      "Realism",
      "Textile",
    ]);
    expect(options.mediums).toContain("Feltwork");
    expect(options.mediums).not.toContain("Etching");
    // $9,999.99 rounds up to the next 1000.
    expect(options.priceMax).toBe(10_000);
  });

  it("offers a new style, medium and price as soon as a work has them, and drops them once none does", async () => {
    const before = await searchOptions(database.db);
    await addWorks([
      {
        key: "mosaic",
        artist: "amara",
        title: "Glass Tide",
        style: "Mosaic Revival",
        medium: "Sea Glass",
        salePriceCents: 2_500_000,
      },
    ]);
    const listed = await searchOptions(database.db);
    expect(listed.styles).toContain("Mosaic Revival");
    expect(listed.mediums).toContain("Sea Glass");
    expect(listed.priceMax).toBe(25_000);
    await database.db
      .update(artworks)
      .set({ isAvailable: false })
      .where(eq(artworks.id, ids.mosaic!));
    expect(await searchOptions(database.db)).toEqual(before);
  });
});

describe("search: text", () => {
  it("matches word prefixes of the title", async () => {
    expect(await keys("q=pain")).toEqual(["harbor"]);
    expect(await keys("q=PAINTED%20harb")).toEqual(["harbor"]);
    expect(await keys("q=painted%20dunes")).toEqual([]);
  });

  it("matches the artist, the original artist, medium, style and description", async () => {
    expect(await keys("q=delgado")).toEqual(["harbor", "dunes"]);
    expect(await keys("q=lena%20morr")).toEqual(["charcoal"]);
    expect(await keys("q=weav")).toEqual(["river"]);
    expect(await keys("q=folk")).toEqual(["river"]);
    expect(await keys("q=indigo")).toEqual(["river"]);
  });

  it("never matches anyone's e-mail", async () => {
    expect(await keys("q=rdx-quill%40mail.example")).toEqual([]);
    expect(await keys("q=quill")).toEqual([]);
    expect(await keys("q=mail.example")).toEqual([]);
  });

  it("treats query syntax as plain words", async () => {
    for (const q of ["a & | ! ( ) : * '", "harbor:* | dunes", "!!!", "&", "'--", "\\"]) {
      const page = await search(new URLSearchParams({ q }).toString());
      expect(page.results).not.toBeNull();
    }
    expect(await keys(new URLSearchParams({ q: "harbor:* | dunes" }).toString())).toEqual([]);
    expect(await keys(new URLSearchParams({ q: "(harbor)" }).toString())).toEqual(["harbor"]);
  });
});

describe("search: filters", () => {
  it("filters by price range in dollars, excluding works without a sale price", async () => {
    expect(await keys("minPrice=500&maxPrice=2000")).toEqual(["harbor", "dunes"]);
    expect(await keys("minPrice=4000")).toEqual(["river", "bloom"]);
    expect(await keys("maxPrice=300")).toEqual(["charcoal"]);
  });

  it("filters by style and medium", async () => {
    expect(await keys("style=Realism")).toEqual(sortedBy(["dunes", "charcoal"], (k) => ids[k]!));
    expect(await keys("medium=Weaving")).toEqual(["river"]);
    expect(await keys("style=Baroque")).toEqual([]);
  });

  it("filters by each support flag", async () => {
    expect(await keys("gentrification=1")).toEqual(["harbor"]);
    expect(await keys("grant=1")).toEqual(["dunes"]);
    expect(await keys("specialNeeds=true")).toEqual(["morning"]);
    expect(await keys("seekingLocation=on")).toEqual(["river"]);
  });

  it("filters For Sale (a sale price) and For Lease (any lease rate)", async () => {
    const forSale = await keys("forSale=1");
    expect(forSale).not.toContain("morning");
    expect(forSale).not.toContain("nowhere");
    expect(forSale).toContain("bloom");
    expect(await keys("forLease=1")).toEqual(["morning", "harbor", "river"]);
    expect(await keys("forSale=1&forLease=1")).toEqual(["harbor", "river"]);
  });

  it("combines filters with a sort", async () => {
    expect(await keys("forSale=1&style=Realism&sort=price_asc")).toEqual(["charcoal", "dunes"]);
    expect(await keys("q=painted&gentrification=1&forLease=1&maxPrice=5000")).toEqual(["harbor"]);
    expect(await keys("medium=Watercolor&grant=1&minPrice=100&sort=newest")).toEqual(["dunes"]);
    expect(await keys("q=r&forSale=1&sort=price_desc&minPrice=100")).toEqual([
      "river",
      "harbor",
      "dunes",
      "charcoal",
    ]);
  });

  it("shows one member's artworks for ?userId= with their name", async () => {
    const page = await search(`userId=${artists.rosa}`);
    expect(page.artist).toEqual({ id: artists.rosa, fullName: "Rosa Delgado" });
    expect(await keys(`userId=${artists.rosa}`)).toEqual(["harbor", "dunes"]);
    expect(await keys(`userId=${artists.rosa?.toUpperCase()}&forLease=1`)).toEqual(["harbor"]);

    const unknown = await search(`userId=${randomUUID()}`);
    expect(unknown.artist).toBeNull();
    expect(unknown.results?.total).toBe(0);
  });
});

describe("search: sorts and pages", () => {
  it("sorts by price both ways with unpriced works last", async () => {
    const unpriced = sortedBy(["morning", "nowhere"], (k) => ids[k]!);
    expect(await allKeys("sort=price_asc")).toEqual([
      "charcoal",
      "dunes",
      "harbor",
      "river",
      "bloom",
      ...unpriced,
    ]);
    expect(await allKeys("sort=price_desc")).toEqual([
      "bloom",
      "river",
      "harbor",
      "dunes",
      "charcoal",
      ...unpriced,
    ]);
  });

  it("sorts newest first", async () => {
    expect(await keys(`sort=newest&userId=${artists.kenji}`)).toEqual([
      "nowhere",
      "charcoal",
      "morning",
    ]);
  });

  it("pages through results in a stable order without repeats", async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await search(`medium=Feltwork&page=${page}`);
      expect(result.results?.total).toBe(60);
      expect(result.results?.pageCount).toBe(3);
      expect(result.results?.cards).toHaveLength(page < 3 ? PAGE_SIZE : 12);
      seen.push(...(result.results?.cards.map((c) => c.id) ?? []));
    }
    expect(new Set(seen).size).toBe(60);
    expect(seen).toEqual([...seen].sort());
    // Asking twice gives the same page.
    const again = await search("medium=Feltwork&page=2");
    expect(again.results?.cards.map((c) => c.id)).toEqual(seen.slice(24, 48));
  });

  it("shows the last page for a page past the end", async () => {
    const page = await search("medium=Feltwork&page=40");
    expect(page.state.page).toBe(3);
    expect(page.results?.cards).toHaveLength(12);
    // A text search counts its matches in the same pass, and past the end on its own.
    const text = await search("q=felt&page=2");
    expect(text.results).toMatchObject({ total: 60, pageCount: 3 });
    const past = await search("q=felt&page=9");
    expect(past.state.page).toBe(3);
    expect(past.results?.total).toBe(60);
  });
});

describe("search: My Favorites", () => {
  it("lists the viewer's available favourites, newest favourite first", async () => {
    const page = await search("sort=favorites", viewer);
    expect(page.results?.cards.map((c) => c.id)).toEqual([ids.harbor, ids.morning]);
    expect(page.results?.cards.every((c) => c.isFavorite)).toBe(true);
    expect(page.results?.total).toBe(2);
    expect(await keys("sort=favorites&forSale=1", viewer)).toEqual(["harbor"]);
    expect(await keys("sort=favorites&q=light", viewer)).toEqual(["morning"]);
  });

  it("is empty for a member without favourites and asks visitors to sign in", async () => {
    const none = await search("sort=favorites", other);
    expect(none.results).toEqual({ cards: [], total: 0, more: false, pageCount: 0 });
    const visitor = await search("sort=favorites");
    expect(visitor.results).toBeNull();
    expect(visitor.state.sort).toBe("favorites");
  });

  it("marks favourites on ordinary results", async () => {
    const page = await search("", viewer);
    const hearts = page.results?.cards.filter((c) => c.isFavorite).map((c) => c.id);
    expect(new Set(hearts)).toEqual(new Set([ids.harbor, ids.morning]));
  });
});

describe("search: Near me", () => {
  const from = zipCentroid("21201")!;
  const miles = (zip: string) => haversineMiles(from, zipCentroid(zip)!);

  it("sorts by distance from the viewer's ZIP, unknown places last", async () => {
    const page = await search(`sort=distance&userId=${artists.amara}`, viewer);
    expect(page.nearMe).toEqual({ available: true, zip: "21201" });
    expect(page.state.sort).toBe("distance");
    const all = await allKeys("sort=distance", viewer);
    // Baltimore first (most viewed among them first), then Columbia, then New York, then nowhere.
    expect(all).toEqual(["harbor", "dunes", "river", "bloom", "morning", "charcoal", "nowhere"]);
    const cards = (await search("sort=distance&page=3", viewer)).results!.cards;
    expect(cards.at(-1)?.id).toBe(ids.nowhere);
    expect(cards.at(-1)?.distanceMiles).toBeNull();
    const first = (await search("sort=distance", viewer)).results!.cards;
    expect(first[0]?.distanceMiles).toBe(0);
    // A text search sorts its matches the same way.
    expect(await keys("q=r&sort=distance", viewer)).toEqual([
      "harbor",
      "dunes",
      "river",
      "charcoal",
    ]);
    expect(await keys("q=charcoal&sort=distance&forSale=1", viewer)).toEqual(["charcoal"]);
  });

  it("finds a place as soon as its first artwork is listed, and forgets it once none is", async () => {
    const before = await allKeys("sort=distance", viewer);
    // Washington, DC: nearer than New York, farther than Columbia.
    await addWorks([
      { key: "capitol", artist: "amara", title: "Capitol Dusk", viewCount: 1, zipCode: "20001" },
    ]);
    const after = await allKeys("sort=distance", viewer);
    expect(after).toEqual([...before.slice(0, 4), "capitol", ...before.slice(4)]);
    expect(miles("20001")).toBeGreaterThan(miles("21044"));
    expect(miles("20001")).toBeLessThan(miles("10001"));
    await database.db.delete(artworkImages).where(eq(artworkImages.artworkId, ids.capitol!));
    await database.db.delete(artworks).where(eq(artworks.id, ids.capitol!));
    expect(await allKeys("sort=distance", viewer)).toEqual(before);
  });

  it("filters within a radius and shows each distance to one decimal", async () => {
    expect(await allKeys("within=10", viewer)).toEqual(["harbor", "dunes"]);
    expect((await search("within=10", viewer)).results?.total).toBe(62);
    expect(await allKeys("within=25", viewer)).toEqual(["harbor", "dunes", "river", "bloom"]);
    expect(await allKeys("within=100&sort=distance", viewer)).toEqual([
      "harbor",
      "dunes",
      "river",
      "bloom",
    ]);
    const page = await search("within=25&medium=Weaving", viewer);
    expect(page.results?.cards[0]?.distanceMiles).toBeCloseTo(miles("21044"), 1);
    const far = await search("q=morning", viewer);
    expect(far.results?.cards[0]?.distanceMiles).toBeCloseTo(miles("10001"), 1);
  });

  it("is off for visitors and for members without a known ZIP", async () => {
    const visitor = await search("sort=distance&within=10");
    expect(visitor.nearMe).toEqual({ available: false, reason: "signed-out" });
    expect(visitor.state.sort).toBe("popular");
    expect(visitor.state.within).toBeNull();
    expect(visitor.results?.total).toBe(67);

    await database.db
      .update(profiles)
      .set({ zipCode: "00000" })
      .where(eq(profiles.id, other.userId));
    const unknownZip = await search("sort=distance&within=10", other);
    expect(unknownZip.nearMe).toEqual({ available: false, reason: "no-zip" });
    expect(unknownZip.state.sort).toBe("popular");
    expect(unknownZip.results?.cards[0]?.distanceMiles).toBeNull();

    await database.db.update(profiles).set({ zipCode: null }).where(eq(profiles.id, other.userId));
    expect((await search("within=50", other)).state.within).toBeNull();
  });
});
