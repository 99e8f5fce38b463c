import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  artworkImages,
  artworks,
  curatorSpaceImages,
  curatorSpaces,
  type PaletteColour,
} from "~/db/schema";
import { SUGGESTION_DEFAULTS, type SuggestionRequest } from "~/features/curation";
import { rankSpaceCandidates, suggestArtworks } from "~/features/curation/index.server";
import { insertArtwork, insertMember } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let curator: string;
let stranger: string;
let spaceId: string;
let strangersSpaceId: string;

// A warm terracotta wall; a work in its colours, one in cold greens and one in blues.
const WALL: PaletteColour[] = [
  { l: 58, a: 30, b: 30, share: 0.7 },
  { l: 90, a: 2, b: 8, share: 0.3 },
];
const WARM: PaletteColour[] = [{ l: 35, a: 32, b: 34, share: 1 }];
const COLD: PaletteColour[] = [{ l: 35, a: -50, b: -10, share: 1 }];
const BLUE: PaletteColour[] = [{ l: 40, a: 0, b: -40, share: 1 }];

beforeAll(async () => {
  database = await createTestDatabase();
  curator = await insertMember(database.db, "Cora Curator");
  stranger = await insertMember(database.db, "Sam Stranger");
  spaceId = await insertSpace(curator, WALL);
  strangersSpaceId = await insertSpace(stranger, null);
});
afterAll(async () => {
  await database.drop();
});

async function insertSpace(userId: string, palette: PaletteColour[] | null) {
  const [space] = await database.db
    .insert(curatorSpaces)
    .values({ userId, name: "Lobby", description: "A long wall", type: "commercial" })
    .returning();
  if (!space) throw new Error("The space was not inserted");
  await database.db.insert(curatorSpaceImages).values({
    spaceId: space.id,
    position: 0,
    imageKey: `spaces/${space.id}`,
    width: 1600,
    height: 1200,
    palette,
  });
  return space.id;
}

/** A priced available work by `owner`, with a main image and, when given, its palette. */
async function work(
  owner: string,
  fields: { title: string; description?: string; dollars: number; palette?: PaletteColour[] },
  extra: Parameters<typeof insertArtwork>[2] = {},
) {
  const artwork = await insertArtwork(
    database.db,
    owner,
    {
      title: fields.title,
      description: fields.description ?? "A quiet study.",
      style: "Abstract",
      medium: "Oil on Canvas",
      salePriceCents: fields.dollars * 100,
      ...extra,
    },
    [`artworks/${crypto.randomUUID()}`],
  );
  if (fields.palette) {
    await database.db
      .update(artworkImages)
      .set({ palette: fields.palette })
      .where(and(eq(artworkImages.artworkId, artwork.id), eq(artworkImages.position, 0)));
  }
  return artwork.id;
}

const ask = (request: Partial<SuggestionRequest>, space = spaceId, userId = curator) =>
  suggestArtworks(
    database.db,
    { userId, spaceId: space },
    {
      ...SUGGESTION_DEFAULTS,
      prompts: [],
      ...request,
    },
  );

const artists = (count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => insertMember(database.db, `Artist ${i}`)));

describe("suggestArtworks", () => {
  // First, while the gallery is empty.
  it("finds no suitable artworks when no priced work is available", async () => {
    await work(curator, { title: "Not for sale", dollars: 0 });
    await expect(ask({})).rejects.toMatchObject({ code: "curation.no-suitable-artworks" });
    await expect(ask({ prompts: ["sale"] })).rejects.toMatchObject({
      code: "curation.no-suitable-artworks",
    });
  });

  it("finds only the member's own space", async () => {
    await expect(ask({}, strangersSpaceId)).rejects.toMatchObject({ code: "curation.not-found" });
    await expect(ask({}, "not-a-uuid")).rejects.toMatchObject({ code: "curation.not-found" });
    await expect(ask({}, crypto.randomUUID())).rejects.toMatchObject({
      code: "curation.not-found",
    });
    await expect(
      rankSpaceCandidates(database.db, { userId: curator, spaceId: "x" }, 5),
    ).rejects.toMatchObject({ code: "curation.not-found" });
    await expect(
      rankSpaceCandidates(database.db, { userId: curator, spaceId: strangersSpaceId }, 5),
    ).rejects.toMatchObject({ code: "curation.not-found" });
  });

  it("ranks a title match above a description-only match and says which words matched", async () => {
    const [a, b] = await artists(2);
    const described = await work(a as string, {
      title: "Evening Light",
      description: "Boats in a zanzibar harbour.",
      dollars: 500,
    });
    const titled = await work(b as string, { title: "Zanzibar Morning", dollars: 500 });
    const one = await ask({ pieces: 1, prompts: ["Zanzibar"] });
    expect(one.suggestions.map((s) => s.artworkId)).toEqual([titled]);
    const two = await ask({ pieces: 2, prompts: ["zanzi", "nothing-like-it"] });
    expect(two.suggestions.map((s) => s.artworkId)).toEqual([titled, described]);
    expect(two.suggestions[0]?.matchedWords).toEqual(["zanzi"]);
    expect(two.suggestions[0]?.score).toBeGreaterThan(two.suggestions[1]?.score ?? 1);
    expect(two.suggestions[0]?.imageUrl).toMatch(/^\/media\/artworks\/.+\/card\.webp$/);
    expect(two.suggestions[0]?.title).toBe("Zanzibar Morning");
    expect(two.suggestions[0]?.artistName).toBe("Artist 1");
    expect(two.totalCents).toBe(100_000);
    expect(two.wallPalette).toEqual(WALL);
  });

  it("finds the plural in 'ies' of a word and its singular alike", async () => {
    const [a, b, c] = await artists(3);
    const cities = await work(a as string, { title: "Tale of Two Cities", dollars: 300 });
    const bodies = await work(b as string, { title: "Bodies of Water", dollars: 300 });
    const series = await work(c as string, {
      title: "Tin Roofs",
      description: "Third of a series of tin roofs.",
      dollars: 300,
    });
    for (const prompt of ["cities", "city"]) {
      const found = await ask({ pieces: 1, prompts: [prompt] });
      expect(found.suggestions.map((s) => s.artworkId)).toEqual([cities]);
      expect(found.suggestions[0]?.matchedWords).toEqual([prompt]);
    }
    const body = await ask({ pieces: 1, prompts: ["body"] });
    expect(body.suggestions.map((s) => s.artworkId)).toEqual([bodies]);
    const inSeries = await ask({ pieces: 1, prompts: ["series"] });
    expect(inSeries.suggestions.map((s) => s.artworkId)).toEqual([series]);
  });

  it("finds a colour word in a work's text as well as in its palette", async () => {
    const [a] = await artists(1);
    // Cold greens: nothing pink or gold about it but its words.
    const garden = await work(a as string, {
      title: "Rose Garden, Wye Mills",
      description: "Gold leaf over a green ground.",
      dollars: 400,
      palette: COLD,
    });
    const roses = await ask({ pieces: 1, prompts: ["rose garden"] });
    expect(roses.suggestions.map((s) => s.artworkId)).toEqual([garden]);
    expect(roses.suggestions[0]?.matchedWords).toEqual(["rose", "garden"]);
    const gold = await ask({ pieces: 1, prompts: ["gold"] });
    expect(gold.suggestions.map((s) => s.artworkId)).toEqual([garden]);
    expect(gold.suggestions[0]?.matchedWords).toEqual(["gold"]);
  });

  it("ranks by its other words, not a colour word in a title whose palette says otherwise", async () => {
    const [a, b] = await artists(2);
    // Warm like the wall, and "Blues" in its title: a curator's "blue" is the colour.
    const warm = await work(a as string, {
      title: "Tartan Blues",
      description: "Hand-woven.",
      dollars: 400,
      palette: WARM,
    });
    const blue = await work(b as string, {
      title: "Harbour Signal",
      description: "Printed by hand.",
      dollars: 400,
      palette: BLUE,
    });
    const one = await ask({ pieces: 1, prompts: ["blue prints"] });
    expect(one.suggestions.map((s) => s.artworkId)).toEqual([blue]);
    const both = await ask({ pieces: 2, prompts: ["blue prints"] });
    expect(both.suggestions.map((s) => s.artworkId)).toEqual([blue, warm]);
    expect(both.suggestions.map((s) => s.matchedWords)).toEqual([["blue", "prints"], ["blue"]]);
  });

  it("holds the budget and the number of pieces", async () => {
    const owners = await artists(8);
    for (const [i, owner] of owners.entries()) {
      await work(owner, { title: `Quokka ${i}`, dollars: 150 + i * 170 });
    }
    const result = await ask({ pieces: 3, budget: 1000, prompts: ["quokka"] });
    expect(result.suggestions.length).toBeLessThanOrEqual(3);
    expect(result.suggestions.length).toBeGreaterThan(0);
    expect(result.totalCents).toBeLessThanOrEqual(100_000);
    expect(result.totalCents).toBe(result.suggestions.reduce((t, s) => t + s.priceCents, 0));
    const many = await ask({ pieces: 8, budget: 100_000, prompts: ["quokka"] });
    expect(many.suggestions).toHaveLength(8);
  });

  it("has no per-piece cap: 900 and 100 from a budget of 1000 for two pieces", async () => {
    const owners = await artists(4);
    const dear = await work(owners[0] as string, { title: "Marmot Ridge", dollars: 900 });
    const cheap = await work(owners[1] as string, { title: "Marmot Den", dollars: 100 });
    await work(owners[2] as string, { title: "Hills", description: "A marmot.", dollars: 500 });
    await work(owners[3] as string, { title: "Snow", description: "A marmot.", dollars: 500 });
    const result = await ask({ pieces: 2, budget: 1000, prompts: ["marmot"] });
    expect(result.suggestions.map((s) => s.artworkId).sort()).toEqual([dear, cheap].sort());
    expect(result.totalCents).toBe(100_000);
  });

  it("takes at most 2 works by one artist while others match", async () => {
    const [prolific, ...others] = await artists(4);
    for (let i = 0; i < 5; i++) {
      await work(prolific as string, { title: `Ocelot ${i}`, dollars: 200 });
    }
    for (const [i, owner] of others.entries()) {
      await work(owner, { title: `Jungle ${i}`, description: "An ocelot.", dollars: 200 });
    }
    const result = await ask({ pieces: 5, budget: 10_000, prompts: ["ocelot"] });
    expect(result.suggestions).toHaveLength(5);
    const byProlific = result.suggestions.filter((s) => s.title.startsWith("Ocelot"));
    expect(byProlific).toHaveLength(2);
  });

  it("lets one artist have more when too few artists match", async () => {
    const [first, second] = await artists(2);
    for (let i = 0; i < 4; i++) {
      await work(first as string, { title: `Pangolin A${i}`, dollars: 100 });
      await work(second as string, { title: `Pangolin B${i}`, dollars: 100 });
    }
    const result = await ask({ pieces: 5, budget: 10_000, prompts: ["pangolin"] });
    expect(result.suggestions).toHaveLength(5);
    const counts = [
      result.suggestions.filter((s) => s.title.startsWith("Pangolin A")).length,
      result.suggestions.filter((s) => s.title.startsWith("Pangolin B")).length,
    ].sort();
    expect(counts).toEqual([2, 3]);
  });

  it("prefers the work whose colours sit with the wall, and boosts support badges", async () => {
    const [a, b, c] = await artists(3);
    const warm = await work(a as string, { title: "Ibis warm", dollars: 100, palette: WARM });
    const cold = await work(b as string, { title: "Ibis cold", dollars: 100, palette: COLD });
    const one = await ask({ pieces: 1, prompts: ["ibis"] });
    expect(one.suggestions.map((s) => s.artworkId)).toEqual([warm]);
    expect(one.suggestions[0]?.palette).toEqual(WARM);
    const badged = await work(
      c as string,
      { title: "Ibis badged", dollars: 100, palette: COLD },
      { receivedLoanGrant: true },
    );
    const three = await ask({ pieces: 3, prompts: ["ibis"] });
    const order = three.suggestions.map((s) => s.artworkId);
    expect(order.indexOf(badged)).toBeLessThan(order.indexOf(cold));
    expect(three.suggestions.find((s) => s.artworkId === badged)?.supportBadge).toBe(true);
  });

  it("tells a budget too small from no match at all", async () => {
    const [owner] = await artists(1);
    await work(owner as string, { title: "Walrus Bay", dollars: 5000 });
    await work(owner as string, { title: "Walrus Shore", dollars: 0 });
    await expect(ask({ budget: 100, prompts: ["walrus"] })).rejects.toMatchObject({
      code: "curation.not-within-budget",
    });
    await expect(ask({ prompts: ["xylophonequartz"] })).rejects.toMatchObject({
      code: "curation.no-suitable-artworks",
    });
    // Withdrawn works are never suggested.
    await work(owner as string, { title: "Narwhal", dollars: 100 }, { isAvailable: false });
    await expect(ask({ prompts: ["narwhal"] })).rejects.toMatchObject({
      code: "curation.no-suitable-artworks",
    });
  });

  it("gives the same set for the same inputs, ties included", async () => {
    const owners = await artists(6);
    for (const owner of owners) await work(owner, { title: "Lemur", dollars: 300 });
    const first = await ask({ pieces: 3, budget: 700, prompts: ["lemur"] });
    const again = await ask({ pieces: 3, budget: 700, prompts: ["lemur"] });
    expect(first.suggestions).toHaveLength(2);
    expect(again.suggestions.map((s) => s.artworkId)).toEqual(
      first.suggestions.map((s) => s.artworkId),
    );
    const popular = await ask({ pieces: 10, budget: 20_000 });
    const popularAgain = await ask({ pieces: 10, budget: 20_000 });
    expect(popular.suggestions).toHaveLength(10);
    expect(popularAgain.suggestions.map((s) => s.artworkId)).toEqual(
      popular.suggestions.map((s) => s.artworkId),
    );
  });
});

describe("rankSpaceCandidates", () => {
  it("gives the best-scored priced works, at most 2 per artist", async () => {
    const ranked = await rankSpaceCandidates(database.db, { userId: curator, spaceId }, 20);
    expect(ranked).toHaveLength(20);
    expect(ranked.every((s) => s.priceCents > 0)).toBe(true);
    const owners = await database.db
      .select({ userId: artworks.userId })
      .from(artworks)
      .where(
        inArray(
          artworks.id,
          ranked.map((s) => s.artworkId),
        ),
      );
    const perOwner = new Map<string, number>();
    for (const { userId } of owners) perOwner.set(userId, (perOwner.get(userId) ?? 0) + 1);
    expect(Math.max(...perOwner.values())).toBeLessThanOrEqual(2);
    const scores = ranked.map((s) => s.score);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
    expect(await rankSpaceCandidates(database.db, { userId: curator, spaceId }, 3)).toHaveLength(3);
  });
});
