import { and, asc, count, eq, gte, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, favorites } from "~/db/schema";
import type { ArtworkCardData } from "~/features/catalogue/cards/card-data";
import { cardColumns, withFavorites } from "~/features/catalogue/cards/queries.server";
import {
  type CardRow,
  distanceColumn,
  pageByDistance,
  textPageByDistance,
  type ViewerLocation,
  zipsWithin,
} from "./near-me.server";
import { PAGE_SIZE, type SearchState, SUPPORT_PARAMS } from "./schema";
import { prefixTsQuery } from "./search-text";

/**
 * The result queries of the search page. How they stay fast at 100,000
 * artworks (see bench/ and the migration 0005_search_indexes):
 * - every sort walks a partial index on available artworks, ordered NULLS LAST
 *   like the index, and ends with the id so pages are stable;
 * - a page is found first as ids only (a deferred join), which a covering
 *   index answers without reading the table; the 24 cards are read after;
 * - counts without text are index-only scans of the same covering index;
 * - text searches are driven by the GIN index (see inTextSearch);
 * - Near me sorts the ZIPs in use by distance and reads artworks ZIP by ZIP,
 *   nearest first, stopping once the page is full.
 */

export type SearchCard = ArtworkCardData & { distanceMiles: number | null };

export type { ViewerLocation };

type SearchInput = { state: SearchState; viewerId: string | null; location: ViewerLocation | null };

const FLAG_COLUMNS = {
  gentrification: artworks.inGentrificationZone,
  grant: artworks.receivedLoanGrant,
  specialNeeds: artworks.isSpecialNeedsArtist,
  seekingLocation: artworks.isSeekingLocation,
} as const;

/** The WHERE clause of a search: only available artworks, then every active filter. */
export function searchConditions(state: SearchState, location: ViewerLocation | null): SQL {
  // Written as the bare column so the partial indexes (WHERE is_available) apply.
  const conditions: SQL[] = [sql`${artworks.isAvailable}`];
  const tsquery = prefixTsQuery(state.q);
  if (tsquery) conditions.push(sql`${artworks.searchVector} @@ to_tsquery('simple', ${tsquery})`);
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
function sortKeys({ state, viewerId }: SearchInput, favoritesOnly: boolean) {
  const popular: [SQL, "asc" | "desc"][] = [[sql`${artworks.viewCount}`, "desc"]];
  switch (state.sort) {
    case "price_asc":
      return [[sql`${artworks.salePriceCents}`, "asc"]] as [SQL, "asc" | "desc"][];
    case "price_desc":
      return [[sql`${artworks.salePriceCents}`, "desc"]] as [SQL, "asc" | "desc"][];
    case "newest":
      return [[sql`${artworks.createdAt}`, "desc"]] as [SQL, "asc" | "desc"][];
    case "favorites":
      return favoritesOnly && viewerId
        ? ([[sql`${favorites.createdAt}`, "desc"]] as [SQL, "asc" | "desc"][])
        : popular;
    default:
      return popular;
  }
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
  const base = db
    .select({
      id: artworks.id,
      total: (withTotal ? sql<number>`count(*) over ()` : sql<number>`null::int`).as("total"),
      ...Object.fromEntries(keys.map(([expr], i) => [`k${i}`, expr.as(`k${i}`)])),
    })
    .from(artworks);
  const inner = (
    favoritesOnly
      ? base.innerJoin(
          favorites,
          and(eq(favorites.artworkId, artworks.id), eq(favorites.userId, viewerId)),
        )
      : base
  )
    .where(where)
    .orderBy(
      ...keys.map(([expr, dir]) => sql`${expr} ${sql.raw(dir)} nulls last`),
      asc(artworks.id),
    )
    .limit(PAGE_SIZE)
    .offset((state.page - 1) * PAGE_SIZE)
    .as("hit");
  const hitKeys = keys.map((_, i) => sql.raw(`"hit"."k${i}"`));
  const found = await db
    .select({ ...cardColumns, distanceMiles: distanceColumn(location), total: inner.total })
    .from(inner)
    .innerJoin(artworks, eq(artworks.id, inner.id))
    .orderBy(
      ...keys.map(([, dir], i) => sql`${hitKeys[i]} ${sql.raw(dir)} nulls last`),
      sql`"hit"."id" asc`,
    );
  const total = withTotal && found[0] ? Number(found[0].total) : null;
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}

/** The count of a search (favourites mode counts the viewer's saved matches). */
async function countMatches(db: Database, { state, viewerId }: SearchInput, where: SQL) {
  const base = db.select({ total: count() }).from(artworks);
  const [row] = await (state.sort === "favorites" && viewerId
    ? base.innerJoin(
        favorites,
        and(eq(favorites.artworkId, artworks.id), eq(favorites.userId, viewerId)),
      )
    : base
  ).where(where);
  return Number(row?.total ?? 0);
}

/** One page of search results and the total count, in a stable order. */
export async function searchArtworks(
  db: Database,
  input: SearchInput,
): Promise<{ cards: SearchCard[]; total: number }> {
  const { state, viewerId, location } = input;
  const where = searchConditions(state, location);
  const byDistance = state.sort === "distance" && location != null;
  const text = prefixTsQuery(state.q) != null;

  let found: CardRow[];
  let total: number;
  if (text) {
    // Read through the GIN index once: the page and its total together.
    [found, total] = await inTextSearch(db, async (tx) => {
      const page =
        byDistance && location
          ? await textPageByDistance(tx, { ...input, location }, where)
          : await pageBySortIndex(tx, input, where, { withTotal: true });
      // Past the last page there is no row to carry the total.
      return [page.rows, page.total ?? (await countMatches(tx, input, where))];
    });
  } else {
    const page =
      byDistance && location
        ? pageByDistance(db, { ...input, location }, where)
        : pageBySortIndex(db, input, where).then((p) => p.rows);
    [found, total] = await Promise.all([page, countMatches(db, input, where)]);
  }
  const cards = await withFavorites(
    db,
    viewerId,
    found.map((row) => ({
      ...row,
      distanceMiles: row.distanceMiles == null ? null : Number(row.distanceMiles),
    })),
  );
  return { cards, total };
}
