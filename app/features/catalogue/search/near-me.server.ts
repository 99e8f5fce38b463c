import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { artworks, zipCentroids } from "~/db/schema";
import type { ArtworkCardData } from "~/features/catalogue/cards/card-data";
import { cardColumns } from "~/features/catalogue/cards/queries.server";
import { keptUntilPagesChange } from "~/services/page-version.server";
import { PAGE_SIZE, type Radius, type SearchState } from "./schema";

/** Near me: the distance SQL of the search page, and its pages sorted nearest first. */

/** Where the viewer is, from their profile's ZIP. */
export type ViewerLocation = { zip: string; latitude: number; longitude: number };

/** A result row before the viewer's saved flags are added. */
export type CardRow = Omit<ArtworkCardData, "isFavorite"> & { distanceMiles: number | null };

export const cardSelectList = (extra: SQL) =>
  sql.join(
    [
      ...Object.entries(cardColumns).map(
        ([key, column]) => sql`${column} as ${sql.identifier(key)}`,
      ),
      extra,
    ],
    sql`, `,
  );

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.0;

/**
 * Great-circle miles from a fixed point to a zip_centroids row (haversine, as
 * geo/distance.server.ts computes it); null when the row is missing. The root
 * is clamped to 1 by dividing, because least() would turn a null into 1.
 */
export function milesFrom(origin: ViewerLocation): SQL<number> {
  const lat = sql`${origin.latitude}::float8`;
  const lon = sql`${origin.longitude}::float8`;
  const root = sql`sqrt(
    power(sin(radians(${zipCentroids.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${zipCentroids.latitude}))
      * power(sin(radians(${zipCentroids.longitude} - ${lon}) / 2), 2))`;
  return sql<number>`(${2 * EARTH_RADIUS_MILES}::float8 * asin(${root} / greatest(1, ${root})))`;
}

/** A latitude/longitude box around the origin that holds every point within `radius` miles. */
export function boxAround(origin: ViewerLocation, radius: Radius): SQL {
  const dLat = radius / MILES_PER_DEGREE_LATITUDE;
  const dLon =
    radius /
    (MILES_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((origin.latitude * Math.PI) / 180)));
  return sql`${zipCentroids.latitude} between ${origin.latitude - dLat} and ${origin.latitude + dLat}
    and ${zipCentroids.longitude} between ${origin.longitude - dLon} and ${origin.longitude + dLon}`;
}

/** The ZIPs within `radius` miles: the box first (indexed), then the exact distance. */
export function zipsWithin(origin: ViewerLocation, radius: Radius): SQL {
  return sql`select ${zipCentroids.zip} from ${zipCentroids}
    where ${boxAround(origin, radius)} and ${milesFrom(origin)} <= ${radius}`;
}

/** The shown distance for a page's rows: one lookup per card, not per match. */
export function distanceColumn(location: ViewerLocation | null) {
  return location
    ? sql<number | null>`(select round((${milesFrom(location)})::numeric, 1)::float8
        from ${zipCentroids} where ${zipCentroids.zip} = ${artworks.zip5})`
    : sql<number | null>`null::float8`;
}

/**
 * The ZIPs that have an available artwork, by a loose index scan (one probe
 * per ZIP: about 15 ms at 100,000 artworks), kept until the public pages'
 * version moves (a view does not move it).
 */
const availableZips = keptUntilPagesChange(async (db) => {
  const found = await rows<{ zip: string }>(
    db,
    sql`with recursive used(zip) as (
      (select zip5 from artworks where is_available and zip5 is not null order by zip5 limit 1)
      union all
      select (select a.zip5 from artworks a
              where a.is_available and a.zip5 > used.zip order by a.zip5 limit 1)
      from used where used.zip is not null
    ) select zip from used where zip is not null`,
  );
  return found.map((row) => row.zip);
});

/**
 * Near me, nearest first: the ZIPs in use (see availableZips, bound as one
 * array: sql.param keeps Drizzle from spreading it into a list) with their
 * distance, sorted; then, ZIP by ZIP, that ZIP's matching artworks by
 * popularity. PostgreSQL's incremental sort stops as soon as the
 * page is full, so only the nearest ZIPs are read. Artworks whose ZIP is
 * unknown come after all the others.
 */
export async function pageByDistance(
  db: Database,
  input: { state: SearchState; location: ViewerLocation },
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
      : sql`near as (
          select ${zipCentroids.zip} as zip, ${miles} as miles from ${zipCentroids}
          where ${zipCentroids.zip} = any(${sql.param(await availableZips(db))}::text[])`;
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
export async function textPageByDistance(
  db: Database,
  input: { state: SearchState; location: ViewerLocation },
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
