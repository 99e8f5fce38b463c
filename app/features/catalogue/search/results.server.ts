import { and, count, eq, gte, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { artworks, favorites } from "~/db/schema";
import type { ArtworkCardData } from "~/features/catalogue/cards/card-data";
import { withFavorites } from "~/features/catalogue/cards/queries.server";
import {
  type CardRow,
  cardSelectList,
  distanceColumn,
  pageByDistance,
  textPageByDistance,
  type ViewerLocation,
  zipsWithin,
} from "./near-me.server";
import { COUNT_LIMIT, PAGE_SIZE, type SearchState, SUPPORT_PARAMS } from "./schema";
import { prefixTsQuery } from "./search-text";

/**
 * The result queries of the search page. How they stay fast at 100,000
 * artworks (see bench/ and the migration 0005_search_indexes):
 * - every sort walks a partial index on available artworks, ordered NULLS LAST
 *   like the index, and ends with the id so pages are stable;
 * - a page is found first as ids only (a deferred join), which a covering
 *   index answers without reading the table; the 24 cards are read after;
 * - counts without text are index-only scans of the same covering index, and
 *   stop after the count limit (schema.ts);
 * - text searches are driven by the GIN index (see inTextSearch), or walk the
 *   other filters' matches when the words are common (see walkedTextSearch);
 * - Near me sorts the ZIPs in use by distance and reads artworks ZIP by ZIP,
 *   nearest first, stopping once the page is full.
 */

export type SearchCard = ArtworkCardData & { distanceMiles: number | null };

export type { ViewerLocation };

type SearchInput = {
  state: SearchState;
  viewerId: string | null;
  location: ViewerLocation | null;
};

const FLAG_COLUMNS = {
  gentrification: artworks.inGentrificationZone,
  grant: artworks.receivedLoanGrant,
  specialNeeds: artworks.isSpecialNeedsArtist,
  seekingLocation: artworks.isSeekingLocation,
} as const;

/** The text condition of a search, or null without words. */
function textMatch(state: SearchState, vector: SQL | typeof artworks.searchVector): SQL | null {
  const tsquery = prefixTsQuery(state.q);
  return tsquery ? sql`${vector} @@ to_tsquery('simple', ${tsquery})` : null;
}

/**
 * The WHERE clause of a search: only available artworks, then every active
 * filter; the words too unless `withText` is false.
 */
export function searchConditions(
  state: SearchState,
  location: ViewerLocation | null,
  { withText = true } = {},
): SQL {
  // Written as the bare column so the partial indexes (WHERE is_available) apply.
  const conditions: SQL[] = [sql`${artworks.isAvailable}`];
  const text = withText ? textMatch(state, artworks.searchVector) : null;
  if (text) conditions.push(text);
  if (state.userId) conditions.push(eq(artworks.userId, state.userId));
  if (state.minPrice != null) conditions.push(gte(artworks.salePriceCents, state.minPrice * 100));
  if (state.maxPrice != null) conditions.push(lte(artworks.salePriceCents, state.maxPrice * 100));
  if (state.style) conditions.push(eq(artworks.style, state.style));
  if (state.medium) conditions.push(eq(artworks.medium, state.medium));
  for (const { key } of SUPPORT_PARAMS) {
    if (state.support[key]) conditions.push(sql`${FLAG_COLUMNS[key]}`);
  }
  if (state.forSale) conditions.push(sql`${artworks.salePriceCents} > 0`);
  if (state.forLease) {
    conditions.push(
      or(
        sql`${artworks.leaseDailyRateCents} > 0`,
        sql`${artworks.leaseWeeklyRateCents} > 0`,
        sql`${artworks.leaseMonthlyRateCents} > 0`,
      ) as SQL,
    );
  }
  if (state.within != null && location) {
    conditions.push(sql`${artworks.zip5} in (${zipsWithin(location, state.within)})`);
  }
  return and(...conditions) as SQL;
}

/**
 * Runs a text search's queries with the table scan and plain index walks
 * turned off, so the matches come from the GIN index. The planner prices
 * checking `@@` row by row far too cheaply, and would otherwise scan the whole
 * table for common words, or walk the popularity index past every artwork for
 * rare ones (hundreds of milliseconds at 100,000 artworks, against a few with
 * the index). The settings last only for this transaction.
 */
async function inTextSearch<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return run(tx as unknown as Database);
  });
}

/** Sort keys of a page: [expression, direction] pairs, the id last. */
function sortKeys({ state, viewerId }: SearchInput, favoritesOnly: boolean): SortKey[] {
  const popular: SortKey[] = [[sql`${artworks.viewCount}`, "desc"]];
  switch (state.sort) {
    case "price_asc":
      return [[sql`${artworks.salePriceCents}`, "asc"]];
    case "price_desc":
      return [[sql`${artworks.salePriceCents}`, "desc"]];
    case "newest":
      return [[sql`${artworks.createdAt}`, "desc"]];
    case "favorites":
      return favoritesOnly && viewerId ? [[sql`${favorites.createdAt}`, "desc"]] : popular;
    default:
      return popular;
  }
}

type SortKey = [SQL, "asc" | "desc"];

/** The ORDER BY list of a page: every key NULLS LAST like its index, then the id. */
function orderBy(keys: SortKey[], key: (expr: SQL, index: number) => SQL, id: SQL): SQL {
  return sql.join(
    [...keys.map(([expr, dir], i) => sql`${key(expr, i)} ${sql.raw(dir)} nulls last`), id],
    sql`, `,
  );
}

/** The select list of a page's sort keys, named k0, k1, … */
function keyColumns(keys: SortKey[], key: (expr: SQL, index: number) => SQL): SQL {
  return sql.join(
    keys.map(([expr], i) => sql`${key(expr, i)} as ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );
}

/** The cards of a page found as ids and sort keys (the subquery "hit"), in its order. */
async function cardsOfHit(
  db: Database,
  hit: SQL,
  keys: SortKey[],
  location: ViewerLocation | null,
): Promise<{ rows: CardRow[]; total: number | null }> {
  const found = await rows<CardRow & { total: number | null }>(
    db,
    sql`select ${cardSelectList(sql`${distanceColumn(location)} as "distanceMiles", "hit"."total" as "total"`)}
      from (${hit}) hit join ${artworks} on ${artworks.id} = "hit"."id"
      order by ${orderBy(keys, (_, i) => sql.raw(`"hit"."k${i}"`), sql`"hit"."id"`)}`,
  );
  const total = found[0]?.total == null ? null : Number(found[0].total);
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}

/**
 * One page by a sort index: the ids first (index-only where the covering
 * index has every filter column), then the cards for those ids. With
 * `withTotal` the same pass counts every match (a window count), for text
 * searches whose matches are read once from the GIN index instead of twice.
 */
async function pageBySortIndex(
  db: Database,
  input: SearchInput,
  where: SQL,
  { withTotal = false } = {},
): Promise<{ rows: CardRow[]; total: number | null }> {
  const { state, viewerId, location } = input;
  const favoritesOnly = state.sort === "favorites" && viewerId != null;
  const keys = sortKeys(input, favoritesOnly);
  const saved = favoritesOnly
    ? sql`join ${favorites} on ${favorites.artworkId} = ${artworks.id} and ${favorites.userId} = ${viewerId}`
    : sql``;
  const hit = sql`select ${artworks.id} as "id",
      ${withTotal ? sql`count(*) over ()` : sql`null::int`} as "total",
      ${keyColumns(keys, (expr) => expr)}
    from ${artworks} ${saved}
    where ${where}
    order by ${orderBy(keys, (expr) => expr, sql`${artworks.id}`)}
    limit ${PAGE_SIZE} offset ${(state.page - 1) * PAGE_SIZE}`;
  return cardsOfHit(db, hit, keys, location);
}

/**
 * Common words, found by walking. The GIN index has to read every match of a
 * word before it can answer, and a common prefix ('harb', 'portrait') has
 * hundreds of thousands at 1,000,000 artworks: its page and count then take
 * 100–350 ms. Walking the artworks the other filters leave (the candidates)
 * and checking the words row by row can be far cheaper: a page's 24 matches
 * come within a few thousand candidates in the page's order, and the count
 * passes its limit within a few thousand more when the words are common; few
 * candidates (a medium and a badge) are walked whole. Which is cheaper is
 * worked out from the planner's estimates with the rough costs below, measured
 * on PostgreSQL 15 at 1,000,000 artworks: a row read in a table scan costs
 * about 0.5 µs; a match read through the GIN index and then from the table
 * about four times that; a row fetched in index order 2–12 µs, about ten
 * times. Each walk has a fixed bound, and a walk that cannot tell the true
 * page and count gives way to the index, so a wrong estimate costs time,
 * never a wrong answer.
 */
const INDEX_MATCH_COST = 4;
const FETCHED_ROW_COST = 10;
/** Below this share of matches among candidates a walk is not worth trying. */
const DENSE_SHARE = 1 / 100;
/** Candidates the count walks: enough to pass COUNT_LIMIT at the dense share. */
const COUNT_WALK = Math.ceil((COUNT_LIMIT + 1) / DENSE_SHARE);
/** Candidates a page walks per match it needs, at the dense share with room to spare. */
const PAGE_WALK_PER_MATCH = Math.ceil(2 / DENSE_SHARE);
/**
 * The most candidates a page walks (its first four pages): rows fetched in
 * index order are the dearest, so a wrong estimate must not fetch many.
 */
const MAX_PAGE_WALK = 4 * PAGE_SIZE * PAGE_WALK_PER_MATCH;
type Estimate = { rows: number; tableScan: boolean };

/**
 * The planner's estimates for reading the search vector of the artworks each
 * condition leaves: how many rows, and whether it would scan the whole table
 * to find them (no index narrows them down). One round trip: the children of
 * a UNION ALL keep their order in the plan. Null when the plan does not have
 * that shape (then nothing is guessed). No query runs.
 */
async function estimates(db: Database, conditions: SQL[]): Promise<Estimate[] | null> {
  type Plan = {
    "Node Type": string;
    "Plan Rows": number;
    "Relation Name"?: string;
    Plans?: Plan[];
  };
  const scansTable = (plan: Plan): boolean =>
    (plan["Node Type"].endsWith("Seq Scan") && plan["Relation Name"] === "artworks") ||
    (plan.Plans ?? []).some(scansTable);
  const [row] = await rows<{ "QUERY PLAN": { Plan: Plan }[] | string }>(
    db,
    sql`explain (format json) ${sql.join(
      conditions.map(
        (where) => sql`(select ${artworks.searchVector} from ${artworks} where ${where})`,
      ),
      sql` union all `,
    )}`,
  );
  const explained = row?.["QUERY PLAN"];
  const [plan] = typeof explained === "string" ? JSON.parse(explained) : (explained ?? []);
  const root: Plan | undefined = plan?.Plan;
  const parts = root?.["Node Type"] === "Append" ? (root.Plans ?? []) : [];
  if (parts.length !== conditions.length) return null;
  return parts.map((part) => ({ rows: Number(part["Plan Rows"]), tableScan: scansTable(part) }));
}

/**
 * Whether the estimates say walking costs less than reading every match of
 * the words through the index.
 */
async function walkingIsCheaper(
  db: Database,
  { state, location }: SearchInput,
  countLimit: number,
  others: SQL,
  text: SQL,
): Promise<boolean> {
  const offset = (state.page - 1) * PAGE_SIZE;
  const available = sql`${artworks.isAvailable}`;
  const estimated = await estimates(db, [
    searchConditions(state, location),
    others,
    and(available, text) as SQL,
    available,
  ]);
  if (!estimated) return false;
  const [matching, candidate, wordMatching, table] = estimated;
  const matches = Math.max(matching?.rows ?? 0, 1);
  const candidates = candidate?.rows ?? 0;
  if (matches < candidates * DENSE_SHARE) return false;
  // Rows read by the count: candidates until one more than the limit matches
  // (or all of them), and with a table scan every other row on the way. Rows
  // fetched by the page, in its order. Against every match of the words read
  // through the index.
  const needed = Math.min(candidates, ((countLimit + 1) * candidates) / matches);
  const scanned = candidate?.tableScan
    ? (needed * (table?.rows ?? 0)) / Math.max(candidates, 1)
    : needed;
  const fetched = ((offset + PAGE_SIZE) * candidates) / matches;
  const indexed = (wordMatching?.rows ?? 0) * INDEX_MATCH_COST;
  return scanned + fetched * FETCHED_ROW_COST < indexed;
}

/**
 * A text search's page and count by walking (see INDEX_MATCH_COST), or null
 * when the index is the cheaper way or the walk could not tell: then the GIN
 * index answers. Only for the orders a walk can follow (popularity, price,
 * newest) and for pages the walk reaches. `counted` is as countMatches gives it.
 * `onlyWhenCheaper: false` walks whatever the estimates say (tests use it to
 * reach the cases where a walk has to give way).
 */
export async function walkedTextSearch(
  db: Database,
  input: SearchInput,
  countLimit: number,
  { onlyWhenCheaper = true } = {},
): Promise<{ rows: CardRow[]; counted: number } | null> {
  const { state, location } = input;
  const offset = (state.page - 1) * PAGE_SIZE;
  const pageWalk = (offset + PAGE_SIZE) * PAGE_WALK_PER_MATCH;
  const countWalk = Math.max(COUNT_WALK, Math.ceil((countLimit + 1) / DENSE_SHARE));
  const text = textMatch(state, artworks.searchVector);
  if (!text || state.sort === "favorites" || state.sort === "distance") return null;
  if (pageWalk > MAX_PAGE_WALK) return null;

  const others = searchConditions(state, location, { withText: false });
  if (onlyWhenCheaper && !(await walkingIsCheaper(db, input, countLimit, others, text))) {
    return null;
  }

  // The count and the page walk at the same time (two connections on PostgreSQL).
  const words = textMatch(state, sql.raw(`"walk"."vector"`)) as SQL;
  const [counted, page] = await Promise.all([
    countByWalk(db, others, words, countWalk, countLimit),
    pageByWalk(db, input, others, words, pageWalk),
  ]);
  if (counted > countLimit) {
    return page.rows.length === PAGE_SIZE ? { rows: page.rows, counted } : null;
  }
  // Fewer matches than the limit is an exact count only if every candidate
  // was checked; then a short page is the true page too if its walk took in
  // every candidate.
  const [checked] = await rows<{ walked: number }>(
    db,
    sql`select count(*)::int as "walked" from (
      select 1 from ${artworks} where ${others} limit ${countWalk}
    ) candidate`,
  );
  const walked = Number(checked?.walked ?? 0);
  if (walked >= countWalk) return null;
  if (page.rows.length < PAGE_SIZE && walked > pageWalk) return null;
  return { rows: page.rows, counted };
}

/** Candidates in any order, checked until one more than the limit matches. */
async function countByWalk(
  db: Database,
  others: SQL,
  words: SQL,
  walk: number,
  countLimit: number,
): Promise<number> {
  const [counting] = await rows<{ counted: number }>(
    db,
    sql`select count(*)::int as "counted" from (
      select 1 from (
        select ${artworks.searchVector} as "vector" from ${artworks} where ${others}
        limit ${walk}
      ) walk where ${words} limit ${countLimit + 1}
    ) matched`,
  );
  return Number(counting?.counted ?? 0);
}

/**
 * The first `walk` candidates in the page's order, then the page among their
 * matches. A full page is the true page: every earlier match in that order is
 * among the candidates walked.
 */
function pageByWalk(db: Database, input: SearchInput, others: SQL, words: SQL, walk: number) {
  const keys = sortKeys(input, false);
  const walked = (_: SQL, i: number) => sql.raw(`"walk"."k${i}"`);
  const hit = sql`select "walk"."id", null::int as "total", ${keyColumns(keys, walked)}
    from (
      select ${artworks.id} as "id", ${artworks.searchVector} as "vector",
        ${keyColumns(keys, (expr) => expr)}
      from ${artworks} where ${others}
      order by ${orderBy(keys, (expr) => expr, sql`${artworks.id}`)}
      limit ${walk}
    ) walk
    where ${words}
    order by ${orderBy(keys, walked, sql`"walk"."id"`)}
    limit ${PAGE_SIZE} offset ${(input.state.page - 1) * PAGE_SIZE}`;
  return cardsOfHit(db, hit, keys, input.location);
}

/**
 * The count of a search, up to `limit + 1` (favourites mode counts the
 * viewer's saved matches): one more than the limit says there are more.
 * Stopping there keeps a broad search as fast as a narrow one.
 */
async function countMatches(
  db: Database,
  { state, viewerId }: SearchInput,
  where: SQL,
  limit: number,
) {
  const base = db.select({ one: sql`1` }).from(artworks);
  const matches = (
    state.sort === "favorites" && viewerId
      ? base.innerJoin(
          favorites,
          and(eq(favorites.artworkId, artworks.id), eq(favorites.userId, viewerId)),
        )
      : base
  )
    .where(where)
    .limit(limit + 1)
    .as("matches");
  const [row] = await db.select({ counted: count() }).from(matches);
  return Number(row?.counted ?? 0);
}

/**
 * One page of search results in a stable order, and how many artworks match:
 * `counted` is exact up to `countLimit`; above it, only "more than countLimit"
 * is known.
 */
export async function searchArtworks(
  db: Database,
  input: SearchInput,
  { countLimit }: { countLimit: number },
): Promise<{ cards: SearchCard[]; counted: number }> {
  const { state, viewerId, location } = input;
  const where = searchConditions(state, location);
  const byDistance = state.sort === "distance" && location != null;
  const text = prefixTsQuery(state.q) != null;

  let found: CardRow[];
  let counted: number;
  const walked = text ? await walkedTextSearch(db, input, countLimit) : null;
  if (walked) {
    ({ rows: found, counted } = walked);
  } else if (text) {
    // Read through the GIN index once: the page and its exact total together
    // (every match is read to sort them, so counting them costs nothing more).
    [found, counted] = await inTextSearch(db, async (tx) => {
      const page =
        byDistance && location
          ? await textPageByDistance(tx, { ...input, location }, where)
          : await pageBySortIndex(tx, input, where, { withTotal: true });
      // Past the last page there is no row to carry the total.
      return [page.rows, page.total ?? (await countMatches(tx, input, where, countLimit))];
    });
  } else {
    const page =
      byDistance && location
        ? pageByDistance(db, { ...input, location }, where)
        : pageBySortIndex(db, input, where).then((p) => p.rows);
    [found, counted] = await Promise.all([page, countMatches(db, input, where, countLimit)]);
  }
  const cards = await withFavorites(
    db,
    viewerId,
    found.map((row) => ({
      ...row,
      distanceMiles: row.distanceMiles == null ? null : Number(row.distanceMiles),
    })),
  );
  return { cards, counted };
}
