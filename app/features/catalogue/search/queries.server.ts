import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { profiles, zipCentroids } from "~/db/schema";
import { displayName } from "~/lib/display-name";
import { keptUntilPagesChange } from "~/services/page-version.server";
import { type SearchCard, searchArtworks, type ViewerLocation } from "./results.server";
import {
  COUNT_LIMIT,
  countLimitFor,
  MAX_PAGE,
  type NearMe,
  PAGE_SIZE,
  priceSliderMax,
  type SearchOptions,
  type SearchState,
} from "./schema";

export type { SearchCard, ViewerLocation };

export type SearchResults = {
  cards: SearchCard[];
  /** The number of matches; with `more`, a lower bound (COUNT_LIMIT). */
  total: number;
  /** More artworks match than were counted: "1,000+ artworks found". */
  more: boolean;
  /** Pages known to exist; with `more`, further pages follow. */
  pageCount: number;
};

/** The count line's total and the pager's page count from a capped count. */
function countedResults(cards: SearchCard[], counted: number, countLimit: number): SearchResults {
  const more = counted > countLimit;
  return {
    cards,
    total: more ? COUNT_LIMIT : counted,
    more,
    pageCount: Math.min(MAX_PAGE, Math.ceil(Math.min(counted, countLimit + 1) / PAGE_SIZE)),
  };
}

export type SearchPage = {
  /** The state actually searched (bad or unusable values corrected). */
  state: SearchState;
  /** Null for a visitor asking for My Favorites. */
  results: SearchResults | null;
  options: SearchOptions;
  /** The member of ?userId=, for 'Artworks by {artist}'. */
  artist: { id: string; fullName: string } | null;
  nearMe: NearMe;
};

/** Reads the viewer's ZIP and its centroid, scoped to the viewer's own profile. */
export async function viewerLocation(
  db: Database,
  viewerId: string,
): Promise<{ zip: string | null; location: ViewerLocation | null }> {
  const [row] = await db
    .select({
      zip: profiles.zipCode,
      latitude: zipCentroids.latitude,
      longitude: zipCentroids.longitude,
    })
    .from(profiles)
    .leftJoin(zipCentroids, eq(zipCentroids.zip, sql`left(${profiles.zipCode}, 5)`))
    .where(eq(profiles.id, viewerId))
    .limit(1);
  const zip = row?.zip?.trim() || null;
  if (!zip || row?.latitude == null || row.longitude == null) return { zip, location: null };
  return {
    zip,
    location: { zip: zip.slice(0, 5), latitude: row.latitude, longitude: row.longitude },
  };
}

/**
 * The filter options: styles and mediums in use among available artworks and
 * the price slider's maximum. Distinct values are read with a loose index scan
 * (one index probe per value) instead of scanning every artwork, and kept until
 * the public pages' version moves, since every search page shows them.
 */
export const searchOptions = keptUntilPagesChange(async (db): Promise<SearchOptions> => {
  const distinct = (column: "style" | "medium") => `${column}s(value) as (
      (select ${column} from artworks where is_available and ${column} is not null
       order by ${column} limit 1)
      union all
      select (select a.${column} from artworks a
              where a.is_available and a.${column} > ${column}s.value order by a.${column} limit 1)
      from ${column}s where ${column}s.value is not null
    )`;
  // One round trip: both value lists and the highest sale price.
  const [row] = await rows<{ styles: string[]; mediums: string[]; highest: number | null }>(
    db,
    sql.raw(`with recursive ${distinct("style")}, ${distinct("medium")}
      select
        array(select value from styles where value is not null) as styles,
        array(select value from mediums where value is not null) as mediums,
        (select max(sale_price_cents) from artworks where is_available) as highest`),
  );
  const byName = (a: string, b: string) => a.localeCompare(b, "en");
  return {
    styles: [...(row?.styles ?? [])].sort(byName),
    mediums: [...(row?.mediums ?? [])].sort(byName),
    priceMax: priceSliderMax(row?.highest == null ? null : Number(row.highest)),
  };
});

/** The member behind ?userId=, for the heading and the Artist chip. */
export async function searchArtist(db: Database, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, fullName: profiles.fullName, handle: profiles.handle })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ? { id: row.id, fullName: displayName(row, row.handle) } : null;
}

/**
 * Everything the search page shows for a viewer (or a visitor) and a parsed
 * URL state: the results, the filter options, the artist of ?userId= and
 * whether Near me can be used. Near me needs a signed-in member whose ZIP we
 * know; otherwise its sort and radius are dropped.
 */
export async function loadSearchPage(
  db: Database,
  viewer: { id: string } | null,
  requested: SearchState,
): Promise<SearchPage> {
  // The filter options and the artist load while the results are searched.
  const extras = Promise.all([
    searchOptions(db),
    requested.userId ? searchArtist(db, requested.userId) : Promise.resolve(null),
  ]);
  // Awaited below; this only keeps an early failure from going unhandled.
  extras.catch(() => undefined);
  const place = viewer ? await viewerLocation(db, viewer.id) : null;
  const location = place?.location ?? null;
  const nearMe: NearMe = location
    ? { available: true, zip: location.zip }
    : { available: false, reason: viewer ? "no-zip" : "signed-out" };

  const state: SearchState = { ...requested };
  if (!location) {
    if (state.sort === "distance") state.sort = "popular";
    state.within = null;
  }
  if (state.sort === "favorites" && !viewer) {
    const [options, artist] = await extras;
    return { state: { ...state, page: 1 }, results: null, options, artist, nearMe };
  }

  const input = { viewerId: viewer?.id ?? null, location };
  const search = async () => {
    const countLimit = countLimitFor(state.page);
    const found = await searchArtworks(db, { ...input, state }, { countLimit });
    return countedResults(found.cards, found.counted, countLimit);
  };
  let results = await search();
  // A page past the end shows the last page instead.
  if (results.cards.length === 0 && results.total > 0 && state.page > results.pageCount) {
    state.page = results.pageCount;
    results = await search();
  }
  const [options, artist] = await extras;
  return { state, results, options, artist, nearMe };
}

/** The page with no results, for when the search itself failed. */
export function emptySearchPage(state: SearchState): SearchPage {
  return {
    state,
    results: { cards: [], total: 0, more: false, pageCount: 0 },
    options: { styles: [], mediums: [], priceMax: priceSliderMax(null) },
    artist: null,
    nearMe: { available: false, reason: "no-zip" },
  };
}
