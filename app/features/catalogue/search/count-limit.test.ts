import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "~/db/rows.server";
import { profiles, user } from "~/db/schema";
import { createTestDatabase } from "../../../../tests/support/database";
import { loadSearchPage } from "./queries.server";
import { walkedTextSearch } from "./results.server";
import { COUNT_LIMIT, countLimitFor, PAGE_SIZE, parseSearchParams } from "./schema";
import { countLine } from "./search-wording";

/**
 * Many more artworks than the count limit, and more than a walk reads for a
 * first page: 20,000, every 40th an etching (500), fifty monotypes, the rest
 * pastels. Popularity takes 97 values, so many artworks tie and only the id
 * orders them; price and age are shuffled against the order the rows are
 * stored in, so only a walk in the right order finds the right page. Every
 * third artwork has no price. The least popular (8 of the 97 values) are
 * frescoes, the rest studies.
 */
const ALL = 20_000;
const ETCHINGS = ALL / 40;

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const [artist] = await database.db
    .insert(user)
    .values({ name: "Lena Marsh", email: "lena-count@mail.example" })
    .returning({ id: user.id });
  await database.db.insert(profiles).values({
    id: artist!.id,
    fullName: "Lena Marsh",
    handle: "lena_count",
    zipCode: "21201",
    location: "Baltimore, MD",
  });
  await database.db.execute(sql`
    insert into artworks (user_id, title, description, medium, location, sale_price_cents,
      view_count, created_at)
    select ${artist!.id}, medium || ' ' || g,
      case when g % 97 < 8 then 'A fresco, series ' else 'A study, series ' end || g % 150,
      medium, 'Baltimore, MD',
      case when g % 3 <> 0 then 10000 + (g * 104729) % ${ALL} end,
      g % 97, timestamp '2026-01-01' + ((g * 3571) % ${ALL}) * interval '1 hour'
    from generate_series(1, ${ALL}) g,
      lateral (select case when g % 40 = 0 then 'Etching'
        when g % 400 = 7 then 'Monotype' else 'Pastel' end as medium) m`);
  await database.db.execute(sql`
    insert into artwork_images (artwork_id, position, image_key, width, height)
    select id, 0, 'k/' || id, 600, 450 from artworks`);
  // The planner's statistics, as a live database has them (the series numbers
  // give the words the variety its estimates of prefixes need).
  await database.db.execute(sql`analyze artworks`);
});

afterAll(async () => {
  await database.drop();
});

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const search = (query: string) => loadSearchPage(database.db, null, parse(query));

/** Every title (or every one of a medium) in a sort's order, straight from the table. */
async function titlesInOrder(orderBy: string, medium?: string, extra = sql`true`) {
  const found = await rows<{ title: string }>(
    database.db,
    sql`select title from artworks where ${medium ? sql`medium = ${medium}` : sql`true`}
      and ${extra} order by ${sql.raw(orderBy)}, id`,
  );
  return found.map((row) => row.title);
}

describe("search: counting stops at the count limit", () => {
  it("says '1,000+' for a broad search and offers the pages it knows, with more to follow", async () => {
    const page = await search("");
    expect(page.results).toMatchObject({ total: COUNT_LIMIT, more: true, pageCount: 42 });
    expect(countLine(page.results!.total, page.results!.more)).toBe("1,000+ artworks found");
    expect(page.results?.cards.map((c) => c.title)).toEqual(
      (await titlesInOrder("view_count desc")).slice(0, PAGE_SIZE),
    );
    // A text search that matches as many says the same.
    const text = await search("q=pastel");
    expect(text.results).toMatchObject({ total: COUNT_LIMIT, more: true, pageCount: 42 });
    expect(text.results?.cards.map((c) => c.title)).toEqual(
      (await titlesInOrder("view_count desc", "Pastel")).slice(0, PAGE_SIZE),
    );
  });

  it("counts a narrower search exactly", async () => {
    const page = await search("medium=Etching");
    expect(page.results).toMatchObject({ total: ETCHINGS, more: false, pageCount: 21 });
    const text = await search("q=etching");
    expect(text.results).toMatchObject({ total: ETCHINGS, more: false, pageCount: 21 });
    expect(countLine(text.results!.total, text.results!.more)).toBe("500 artworks found");
  });

  it("counts far enough on a deep page to know whether another follows", async () => {
    const lastPage = Math.ceil(ALL / PAGE_SIZE);
    // Page 41 counts 1,008 and finds more: page 42 and at least one after it.
    const deep = await search("page=41");
    expect(deep.results).toMatchObject({ total: COUNT_LIMIT, more: true, pageCount: 43 });
    expect(deep.results?.cards.map((c) => c.title)).toEqual(
      (await titlesInOrder("view_count desc")).slice(40 * PAGE_SIZE, 41 * PAGE_SIZE),
    );
    // Near the end the count is exact and the last page is known.
    const near = await search(`page=${lastPage - 1}`);
    expect(near.results).toMatchObject({ total: ALL, more: false, pageCount: lastPage });
    const last = await search(`page=${lastPage}`);
    expect(last.results?.cards).toHaveLength(ALL - (lastPage - 1) * PAGE_SIZE);
  });

  it("shows the last page for a page past the end", async () => {
    const past = await search("page=1000");
    expect(past.state.page).toBe(Math.ceil(ALL / PAGE_SIZE));
    expect(past.results).toMatchObject({ total: ALL, more: false });
    expect(past.results?.cards.length).toBeGreaterThan(0);
  });
});

describe("search: common words are found by walking", () => {
  /** The walk, if the estimates choose it (or whatever they say). */
  const walk = (query: string, { always = false } = {}) => {
    const state = parse(query);
    return walkedTextSearch(
      database.db,
      { state, viewerId: null, location: null },
      countLimitFor(state.page),
      { onlyWhenCheaper: !always },
    );
  };
  const titles = (found: Awaited<ReturnType<typeof walk>>) => found?.rows.map((row) => row.title);

  it("gives the same page as the whole sorted list, in every order a walk can follow", async () => {
    const orders = {
      popular: "view_count desc nulls last",
      price_asc: "sale_price_cents asc nulls last",
      price_desc: "sale_price_cents desc nulls last",
      newest: "created_at desc nulls last",
    };
    for (const [sort, orderBy] of Object.entries(orders)) {
      const expected = await titlesInOrder(orderBy, "Pastel");
      for (const page of [1, 3]) {
        const found = await walk(`q=past&sort=${sort}&page=${page}`);
        expect(found, `${sort}, page ${page}`).not.toBeNull();
        expect(found?.rows.map((row) => row.title)).toEqual(
          expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        );
        // The walk only says that more match than the limit.
        expect(found?.counted).toBe(countLimitFor(page) + 1);
      }
    }
  });

  it("keeps the other filters", async () => {
    const found = await walk("q=pastel&forSale=1&sort=price_asc");
    const expected = await rows<{ title: string }>(
      database.db,
      sql`select title from artworks where medium = 'Pastel' and sale_price_cents > 0
        order by sale_price_cents, id limit ${PAGE_SIZE}`,
    );
    expect(found?.rows.map((row) => row.title)).toEqual(expected.map((row) => row.title));
  });

  it("walks few candidates whole, and counts their matches exactly", async () => {
    const fresco = sql`description like 'A fresco%'`;
    const etchingFrescoes = await titlesInOrder(
      "sale_price_cents asc nulls last",
      "Etching",
      fresco,
    );
    expect(etchingFrescoes.length).toBeGreaterThan(0);
    const found = await walk("q=fresco&medium=Etching&sort=price_asc");
    expect(found?.counted).toBe(etchingFrescoes.length);
    expect(titles(found)).toEqual(etchingFrescoes.slice(0, PAGE_SIZE));
    const studies = await walk("q=study&medium=Etching");
    expect(studies?.counted).toBe(ETCHINGS - etchingFrescoes.length);
    const etchingStudies = await titlesInOrder("view_count desc", "Etching", sql`not ${fresco}`);
    expect(titles(studies)).toEqual(etchingStudies.slice(0, PAGE_SIZE));
  });

  it("orders the unpriced last, and ties by id, on every page", async () => {
    const monotypes = await titlesInOrder("sale_price_cents asc nulls last", "Monotype");
    expect(monotypes).toHaveLength(50);
    for (const page of [1, 2, 3]) {
      const found = await walk(`q=monotype&medium=Monotype&sort=price_asc&page=${page}`, {
        always: true,
      });
      expect(found?.counted).toBe(50);
      expect(titles(found)).toEqual(monotypes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    }
  });

  it("gives way to the index whenever the walk cannot tell the page or the count", async () => {
    // More frescoes than the limit, but all are among the least popular: the
    // page's walk reads none of them.
    expect(await walk("q=fresco", { always: true })).toBeNull();
    // Fewer than the limit below $220, counted exactly, but still none among
    // the candidates the page walked, and more candidates than it walked.
    expect(await walk("q=fresco&maxPrice=220", { always: true })).toBeNull();
    // The index answers both, with the page the sorted list gives.
    const page = await search("q=fresco");
    expect(page.results).toMatchObject({ total: COUNT_LIMIT, more: true });
    expect(page.results?.cards.map((c) => c.title)).toEqual(
      (await titlesInOrder("view_count desc", undefined, sql`description like 'A fresco%'`)).slice(
        0,
        PAGE_SIZE,
      ),
    );
    const cheap = await search("q=fresco&maxPrice=220");
    const cheapFrescoes = await titlesInOrder(
      "view_count desc",
      undefined,
      sql`description like 'A fresco%' and sale_price_cents <= 22000`,
    );
    expect(cheapFrescoes.length).toBeLessThan(COUNT_LIMIT);
    expect(cheap.results).toMatchObject({ total: cheapFrescoes.length, more: false });
    expect(cheap.results?.cards.map((c) => c.title)).toEqual(cheapFrescoes.slice(0, PAGE_SIZE));
  });

  it("leaves rarer words, deep pages and the other orders to the index", async () => {
    // 500 etchings: fewer than the count limit, and the index reads only them.
    expect(await walk("q=etching")).toBeNull();
    // A word no artwork has.
    expect(await walk("q=zanzibar")).toBeNull();
    expect(await walk("q=pastel&page=30", { always: true })).toBeNull();
    expect(await walk("q=pastel&sort=favorites", { always: true })).toBeNull();
    // The index gives the same answers.
    const deep = await search("q=pastel&page=30");
    expect(deep.results?.cards.map((c) => c.title)).toEqual(
      (await titlesInOrder("view_count desc", "Pastel")).slice(29 * PAGE_SIZE, 30 * PAGE_SIZE),
    );
    expect(deep.results).toMatchObject({ total: COUNT_LIMIT, more: true });
  });
});
