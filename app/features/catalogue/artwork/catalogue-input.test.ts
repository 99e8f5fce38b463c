import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments } from "~/db/schema";
import { parseSearchParams } from "~/features/catalogue/search/search-params";
import { CONTROL_CHARACTER_MESSAGE } from "~/lib/text";
import { action as artworkAction } from "~/routes/artwork";
import { loader as searchLoader } from "~/routes/search";
import { insertArtwork, putOnPlan } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../../../tests/support/sessions";

/** Comments and the search box with control characters and number tricks in them. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let supporter: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  supporter = await signedInMember(database.db);
  await putOnPlan(database.db, supporter.userId, "Supporter");
});
afterAll(async () => {
  await database.drop();
});

describe("a comment with control characters", () => {
  for (const content of ["Lovely\u0000 work", "\u001b[2J", "tab\tand\nlines are fine\u007f"]) {
    it(`${JSON.stringify(content)} is a 400 with the message under the field, and nothing is stored`, async () => {
      const artwork = await insertArtwork(database.db, artist.userId);
      const request = formPost(
        `/artwork/${artwork.id}`,
        { intent: "comment", content },
        supporter.cookie,
      );
      const answer = answerOf(
        await settle(() =>
          artworkAction({ ...routeArgs(request), params: { id: artwork.id } } as never),
        ),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        ok: false,
        fieldErrors: { content: CONTROL_CHARACTER_MESSAGE },
      });
      const stored = await database.db
        .select()
        .from(comments)
        .where(eq(comments.artworkId, artwork.id));
      expect(stored).toHaveLength(0);
    });
  }
});

describe("the search box with control characters", () => {
  it("drops them from ?q=, so the search reads as if they were absent", () => {
    expect(parseSearchParams(new URLSearchParams("q=har%00bour%07")).q).toBe("harbour");
    expect(parseSearchParams(new URLSearchParams("q=%00%01%1b")).q).toBe("");
  });

  it("the search page answers as it would without them", async () => {
    await insertArtwork(database.db, artist.userId, { title: "Quietwater Harbour" });
    const load = async (q: string) =>
      answerOf(
        await settle(() =>
          searchLoader(
            routeArgs(signedRequest(`/search?q=${encodeURIComponent(q)}`, null)) as never,
          ),
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

describe("search numbers are plain digits", () => {
  const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
  it("a radius of 0xa, 1e1 or Infinity is no radius; ' 10 ' is 10", () => {
    expect(parse("within=0xa").within).toBeNull();
    expect(parse("within=1e1").within).toBeNull();
    expect(parse("within=Infinity").within).toBeNull();
    expect(parse("within=10.0").within).toBeNull();
    expect(parse("within=%2010%20").within).toBe(10);
  });

  it("prices and pages in hex or exponent form are ignored", () => {
    expect(parse("minPrice=0x10&maxPrice=1e3")).toMatchObject({ minPrice: null, maxPrice: null });
    expect(parse("maxPrice=Infinity").maxPrice).toBeNull();
    expect(parse("page=0x10").page).toBe(1);
    expect(parse("page=1e2").page).toBe(1);
  });
});
