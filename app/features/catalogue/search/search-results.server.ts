import { and, asc, count, eq, gte, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { artworks, favorites, zipCentroids } from "~/db/schema";
import type { ArtworkCardData } from "~/features/catalogue/cards/card-data";
import { cardColumns, withFavorites } from "~/features/catalogue/cards/cards.server";
import { PAGE_SIZE, type Radius, type SearchState, SUPPORT_PARAMS } from "./search-params";
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

/** Where the viewer is, from their profile's ZIP. */
export type ViewerLocation = { zip: string; latitude: number; longitude: number };

type SearchInput = { state: SearchState; viewerId: string | null; location: ViewerLocation | null };

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.0;

/**
 * Great-circle miles from a fixed point to a zip_centroids row (haversine, as
 * geo/distance.server.ts computes it); null when the row is missing. The root
 * is clamped to 1 by dividing, because least() would turn a null into 1.
 */
function milesFrom(origin: ViewerLocation): SQL<number> {
  const lat = sql`${origin.latitude}::float8`;
  const lon = sql`${origin.longitude}::float8`;
  const root = sql`sqrt(
    power(sin(radians(${zipCentroids.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${zipCentroids.latitude}))
      * power(sin(radians(${zipCentroids.longitude} - ${lon}) / 2), 2))`;
  return sql<number>`(${2 * EARTH_RADIUS_MILES}::float8 * asin(${root} / greatest(1, ${root})))`;
}

/** A latitude/longitude box around the origin that holds every point within `radius` miles. */
function boxAround(origin: ViewerLocation, radius: Radius): SQL {
  const dLat = radius / MILES_PER_DEGREE_LATITUDE;
  const dLon =
    radius /
    (MILES_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((origin.latitude * Math.PI) / 180)));
  return sql`${zipCentroids.latitude} between ${origin.latitude - dLat} and ${origin.latitude + dLat}
    and ${zipCentroids.longitude} between ${origin.longitude - dLon} and ${origin.longitude + dLon}`;
}

/** The ZIPs within `radius` miles: the box first (indexed), then the exact distance. */
function zipsWithin(origin: ViewerLocation, radius: Radius): SQL {
  return sql`select ${zipCentroids.zip} from ${zipCentroids}
    where ${boxAround(origin, radius)} and ${milesFrom(origin)} <= ${radius}`;
}

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

/** The shown distance for a page's rows: one lookup per card, not per match. */
function distanceColumn(location: ViewerLocation | null) {
  return location
    ? sql<number | null>`(select round((${milesFrom(location)})::numeric, 1)::float8
        from ${zipCentroids} where ${zipCentroids.zip} = ${artworks.zip5})`
    : sql<number | null>`null::float8`;
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

type CardRow = Omit<ArtworkCardData, "isFavorite"> & { distanceMiles: number | null };

const cardSelectList = (extra: SQL) =>
  sql.join(
    [
      ...Object.entries(cardColumns).map(
        ([key, column]) => sql`${column} as ${sql.identifier(key)}`,
      ),
      extra,
    ],
    sql`, `,
  );

/**
 * Near me, nearest first: the ZIPs in use (a loose index scan, one probe per
 * ZIP) with their distance, sorted; then, ZIP by ZIP, that ZIP's matching
 * artworks by popularity. PostgreSQL's incremental sort stops as soon as the
 * page is full, so only the nearest ZIPs are read. Artworks whose ZIP is
 * unknown come after all the others.
 */
async function pageByDistance(
  db: Database,
  input: SearchInput & { location: ViewerLocation },
  where: SQL,
): Promise<CardRow[]> {
  const { state, location } = input;
  const offset = (state.page - 1) * PAGE_SIZE;
  const miles = milesFrom(location);
  // The ZIPs to visit: within the radius (a box on zip_centroids' index, then the
  // exact distance), else every ZIP that has an available artwork.
  const near =
    state.within != null
      ? sql`near as (
          select ${zipCentroids.zip} as zip, ${miles} as miles from ${zipCentroids}
          where ${boxAround(location, state.within)} and ${miles} <= ${state.within}`
      : sql`used(zip) as (
          (select zip5 from artworks where is_available and zip5 is not null order by zip5 limit 1)
          union all
          select (select a.zip5 from artworks a
                  where a.is_available and a.zip5 > used.zip order by a.zip5 limit 1)
          from used where used.zip is not null
        ), near as (
          select ${zipCentroids.zip} as zip, ${miles} as miles
          from used join ${zipCentroids} on ${zipCentroids.zip} = used.zip`;
  const placed = await rows<CardRow>(
    db,
    sql`with recursive ${near}
      ), hit as (
        select match.id, match.view_count, near.miles
        from (select zip, miles from near order by miles) near
        cross join lateral (
          select ${artworks.id} as id, ${artworks.viewCount} as view_count from ${artworks}
          where ${artworks.zip5} = near.zip and ${where}
          order by ${artworks.viewCount} desc nulls last, ${artworks.id}
          limit ${offset + PAGE_SIZE}
        ) match
        order by near.miles, match.view_count desc nulls last, match.id
        limit ${PAGE_SIZE} offset ${offset}
      )
      select ${cardSelectList(sql`round(hit.miles::numeric, 1)::float8 as "distanceMiles"`)}
      from hit join ${artworks} on ${artworks.id} = hit.id
      order by hit.miles, hit.view_count desc nulls last, hit.id`,
  );
  if (placed.length === PAGE_SIZE || state.within != null) return placed;

  // The page runs past the placed artworks: the rest have no known ZIP.
  const unplaced = sql`(${artworks.zip5} is null or not exists (
    select 1 from ${zipCentroids} where ${zipCentroids.zip} = ${artworks.zip5}))`;
  const [placedCount] = await db
    .select({ total: count() })
    .from(artworks)
    .where(and(where, sql`not ${unplaced}`));
  const skip = Math.max(0, offset - Number(placedCount?.total ?? 0));
  const rest = await db
    .select({ ...cardColumns, distanceMiles: sql<number | null>`null::float8` })
    .from(artworks)
    .where(and(where, unplaced))
    .orderBy(sql`${artworks.viewCount} desc nulls last`, asc(artworks.id))
    .limit(PAGE_SIZE - placed.length)
    .offset(skip);
  return [...placed, ...rest];
}

/** Near me for a text search: the matches joined to their ZIP's distance, sorted, and counted. */
async function textPageByDistance(
  db: Database,
  input: SearchInput & { location: ViewerLocation },
  where: SQL,
): Promise<{ rows: CardRow[]; total: number | null }> {
  const miles = milesFrom(input.location);
  const found = await db
    .select({
      ...cardColumns,
      distanceMiles: sql<number | null>`round((${miles})::numeric, 1)::float8`,
      total: sql<number>`count(*) over ()`,
    })
    .from(artworks)
    .leftJoin(zipCentroids, eq(zipCentroids.zip, artworks.zip5))
    .where(where)
    .orderBy(
      sql`${miles} asc nulls last`,
      sql`${artworks.viewCount} desc nulls last`,
      asc(artworks.id),
    )
    .limit(PAGE_SIZE)
    .offset((input.state.page - 1) * PAGE_SIZE);
  return {
    rows: found.map(({ total: _total, ...row }) => row),
    total: found[0] ? Number(found[0].total) : null,
  };
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
