import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites } from "~/db/schema";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { loader } from "./search";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** A member who has saved two of the four works. */
let viewer: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  const artist = await signedInMember(database.db);
  viewer = await signedInMember(database.db);
  const db = database.db;
  const harbour = await insertArtwork(db, artist.userId, {
    title: "Quietwater Harbour",
    salePriceCents: 120000,
  });
  await insertArtwork(db, artist.userId, { title: "Morning Field", salePriceCents: 80000 });
  const street = await insertArtwork(db, artist.userId, {
    title: "Evening Street",
    salePriceCents: 300000,
  });
  await insertArtwork(db, artist.userId, { title: "Lease Only", salePriceCents: null });
  await db.insert(favorites).values([
    { userId: viewer.userId, artworkId: harbour.id },
    { userId: viewer.userId, artworkId: street.id },
  ]);
});
afterAll(async () => {
  await database.drop();
});

describe("/search", () => {
  it("answers garbage parameters with a corrected search, never an error", async () => {
    const queries = [
      "minPrice=-10&maxPrice=abc&sort=bogus&page=-3&within=7&userId=nope",
      "minPrice=5000&maxPrice=100",
      "page=99999999999999999999999&sort=",
      `q=${"x".repeat(5000)}`,
      "q=%00%01%E2%80%8B&style=%00&medium=",
      "gentrification=maybe&forSale=2&forLease=&within=-25",
      "minPrice=1e9&maxPrice=NaN&sort[]=price_asc&page=1.5",
      "userId=00000000-0000-0000-0000-000000000000",
      "q=%F0%9F%8E%A8%20paint",
    ];
    for (const query of queries) {
      const result = await loader(routeArgs(signedRequest(`/search?${query}`, null)) as never);
      expect(result.results, query).not.toBeNull();
    }
    const swapped = await loader(
      routeArgs(signedRequest("/search?minPrice=2000&maxPrice=500", null)) as never,
    );
    expect(swapped.state).toMatchObject({ minPrice: 500, maxPrice: 2000 });
    expect(swapped.results?.total).toBe(2);

    const corrected = await loader(
      routeArgs(
        signedRequest("/search?minPrice=-10&sort=bogus&page=-3&within=7&userId=nope", null),
      ) as never,
    );
    expect(corrected.state).toMatchObject({
      minPrice: null,
      sort: "popular",
      page: 1,
      within: null,
      userId: null,
    });
    expect(corrected.results?.total).toBe(4);
  });

  it("knows the signed-in viewer", async () => {
    const result = await loader(routeArgs(viewer.request("/search?sort=favorites")) as never);
    expect(result.signedIn).toBe(true);
    expect(result.results?.total).toBe(2);
  });

  it("answers a search with control characters as it would without them", async () => {
    const load = async (q: string) =>
      answerOf(
        await settle(() =>
          loader(routeArgs(signedRequest(`/search?q=${encodeURIComponent(q)}`, null)) as never),
        ),
      );
    const clean = await load("quietwater");
    const dirty = await load("quiet\u0000water");
    expect(dirty.status).toBe(200);
    const titles = (page: typeof clean) =>
      ((page.body as { results: { cards: { title: string }[] } | null }).results?.cards ?? []).map(
        (card) => card.title,
      );
    expect(titles(clean)).toEqual(["Quietwater Harbour"]);
    expect(titles(dirty)).toEqual(titles(clean));
  });
});

describe("/search?sort=favorites", () => {
  it("asks a visitor to sign in: My Favorites stays the sort, with no results", async () => {
    const page = await loader(
      routeArgs(signedRequest("/search?sort=favorites&q=harbour", null)) as never,
    );
    expect(page.signedIn).toBe(false);
    expect(page.state).toMatchObject({ sort: "favorites", q: "harbour" });
    // No results is what makes the page show 'Sign in to view favorites'.
    expect(page.results).toBeNull();
  });

  it("keeps My Favorites for a member", async () => {
    const member = await signedInMember(database.db);
    const page = await loader(routeArgs(member.request("/search?sort=favorites")) as never);
    expect(page.state.sort).toBe("favorites");
    expect(page.results?.total).toBe(0);
  });
});
