import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedSearches } from "~/db/schema";
import { MAX_SAVED_SEARCHES } from "~/features/alerts";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { loader as openLoader } from "./saved-search-open";
import { action, loader } from "./saved-searches";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  member = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
});

type Answer = { ok: boolean; code?: string; error?: string; id?: string; href?: string };

async function post(fields: Record<string, string>, who: SignedIn | null) {
  return answerOf<Answer>(
    await settle(() =>
      action(routeArgs(formPost("/saved-searches", fields, who?.cookie ?? null)) as never),
    ),
  );
}

const save = (who: SignedIn, query: string, name = "My search", alert = "instant") =>
  post({ intent: "save", query, name, alert }, who);

type Listed = {
  id: string;
  name: string;
  words: string;
  href: string;
  alert: string;
  newCount: number;
};

async function list(who: SignedIn) {
  const answer = await loader(routeArgs(signedRequest("/saved-searches", who.cookie)) as never);
  return (answer as { searches: Listed[] }).searches;
}

async function open(who: SignedIn, id: string) {
  const request = signedRequest(`/saved-searches/${id}/open`, who.cookie);
  return settle(() => openLoader({ ...routeArgs(request), params: { id } } as never));
}

describe("saving a search", () => {
  it("saves the search on screen, normalised as the search page writes it, and lists it", async () => {
    const one = await signedInMember(database.db);
    const answer = await save(
      one,
      "?style=Abstract&page=3&forSale=true&minPrice=900&maxPrice=100&sort=newest&within=25",
      "Abstracts",
    );
    expect(answer.status).toBe(200);
    // The page is dropped, the price range put right and the flags written as the page writes them.
    expect(answer.body.href).toBe(
      "/search?minPrice=100&maxPrice=900&style=Abstract&forSale=1&within=25&sort=newest",
    );
    const [listed] = await list(one);
    expect(listed).toMatchObject({
      name: "Abstracts",
      href: answer.body.href,
      alert: "instant",
      words: "Price: $100 – $900, Style: Abstract, For Sale, Within 25 miles",
    });
  });

  it("refuses the same search twice, however it is written", async () => {
    const one = await signedInMember(database.db);
    expect((await save(one, "q=harbor&style=Abstract")).status).toBe(200);
    const again = await save(one, "/search?style=Abstract&q=harbor&page=2", "Other name");
    expect(again).toEqual({
      status: 409,
      body: {
        ok: false,
        code: "saved-searches.duplicate",
        error: "You have already saved this search.",
      },
    });
    // Another member may save it.
    expect((await save(member, "q=harbor&style=Abstract")).status).toBe(200);
  });

  it("keeps at most fifty per member, even when many saves arrive at once", async () => {
    const one = await signedInMember(database.db);
    for (let i = 0; i < MAX_SAVED_SEARCHES - 5; i++) {
      await database.db
        .insert(savedSearches)
        .values({ userId: one.userId, name: `s${i}`, query: `q=word${i}` });
    }
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => save(one, `q=racing${i}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer).toEqual({
        status: 409,
        body: {
          ok: false,
          code: "saved-searches.limit",
          error: "You can keep up to 50 saved searches. Delete one to save another.",
        },
      });
    }
    const [kept] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, one.userId));
    expect(Number(kept?.n)).toBe(MAX_SAVED_SEARCHES);
  });

  it("answers bad input with a 4xx and a clear message, never a 500", async () => {
    const one = await signedInMember(database.db);
    expect(await save(one, "q=x", "   ")).toMatchObject({
      status: 400,
      body: { ok: false, code: "invalid", error: "Please give the search a name." },
    });
    expect(await save(one, "q=x", "n".repeat(101))).toMatchObject({
      status: 400,
      body: { error: "A name has at most 100 characters." },
    });
    expect(await save(one, "q=x", "Name", "hourly")).toMatchObject({
      status: 400,
      body: { error: "Please choose At once, Daily or Off." },
    });
    expect(await post({ intent: "explode" }, one)).toMatchObject({
      status: 400,
      body: { ok: false },
    });
    expect(await post({ intent: "rename", id: "not-an-id", name: "x" }, one)).toMatchObject({
      status: 400,
      body: { error: "No such saved search." },
    });
    expect(await save(one, "q=x".repeat(1000))).toMatchObject({
      status: 400,
      body: { error: "This search is too long to save." },
    });
    expect(await save(one, "sort=favorites")).toEqual({
      status: 400,
      body: {
        ok: false,
        code: "saved-searches.favorites",
        error: "My Favorites can't be saved as a search. Choose another sort first.",
      },
    });
    // A visitor is sent to sign in.
    const visitor = await post({ intent: "save", query: "", name: "x", alert: "off" }, null);
    expect(visitor.status).toBe(302);
  });
});

describe("the member's saved searches", () => {
  it("are renamed, re-alerted and deleted by their owner only; another member's are not found", async () => {
    const owner = await signedInMember(database.db);
    const other = await signedInMember(database.db);
    const { body } = await save(owner, "medium=Watercolor", "Watercolours", "daily");
    const id = body.id!;
    const attempts: Record<string, string>[] = [
      { intent: "rename", id, name: "Taken" },
      { intent: "alert", id, alert: "off" },
      { intent: "delete", id },
    ];
    for (const fields of attempts) {
      expect(await post(fields, other)).toEqual({
        status: 404,
        body: { ok: false, code: "saved-searches.not-found", error: "No such saved search." },
      });
    }
    expect(await list(other)).toEqual([]);
    expect(((await open(other, id)) as Response).status).toBe(404);

    expect((await post({ intent: "rename", id, name: "Watery" }, owner)).status).toBe(200);
    expect((await post({ intent: "alert", id, alert: "off" }, owner)).status).toBe(200);
    expect(await list(owner)).toMatchObject([{ id, name: "Watery", alert: "off" }]);
    expect((await post({ intent: "delete", id }, owner)).status).toBe(200);
    expect(await list(owner)).toEqual([]);
  });

  it("count the works listed since the member last opened the search, and opening it resets the count", async () => {
    const one = await signedInMember(database.db);
    const { body } = await save(one, "style=Surrealism&forSale=1", "Surreal");
    const id = body.id!;
    await insertArtwork(database.db, artist.userId, { style: "Surrealism" });
    await insertArtwork(database.db, artist.userId, { style: "Surrealism" });
    // Not what the search shows: another style, not for sale, or withdrawn.
    await insertArtwork(database.db, artist.userId, { style: "Cubism" });
    await insertArtwork(database.db, artist.userId, { style: "Surrealism", salePriceCents: null });
    await insertArtwork(database.db, artist.userId, { style: "Surrealism", isAvailable: false });
    expect((await list(one))[0]?.newCount).toBe(2);

    const opened = (await open(one, id)) as Response;
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe("/search?style=Surrealism&forSale=1");
    expect((await list(one))[0]?.newCount).toBe(0);

    await insertArtwork(database.db, artist.userId, { style: "Surrealism" });
    expect((await list(one))[0]?.newCount).toBe(1);
  });
});
