import { MAX_PRICE_DOLLARS } from "~/features/catalogue/artwork/price-limit";
import type { SupportFlags } from "~/features/catalogue/cards/price-and-badges";
import { isUuid } from "~/lib/ids";
import { parseWholeNumber } from "~/lib/numbers";
import { withoutControlCharacters } from "~/lib/text";

/**
 * The search page's state, kept entirely in the URL so that a search can be
 * shared and the back button restores it. Shared by the browser (controls,
 * chips) and the server (the loader); bad values are corrected or dropped,
 * never an error.
 */

export const PAGE_SIZE = 24;
/** The price slider's maximum until the highest sale price is known (R-search-filters). */
export const DEFAULT_PRICE_MAX = 10_000;
export const MAX_QUERY_LENGTH = 200;
/** Deeper pages than this are not offered (nobody pages past 24,000 results). */
export const MAX_PAGE = 1000;
/**
 * Matches are counted up to this many ("1,000+ artworks found",
 * R-search-count): counting every one of hundreds of thousands of matches
 * costs more than the page itself.
 */
export const COUNT_LIMIT = 1000;

/**
 * How many matches a search counts at most: the count limit, or on deep pages
 * enough to know whether one more page follows.
 */
export function countLimitFor(page: number) {
  return Math.max(COUNT_LIMIT, (page + 1) * PAGE_SIZE);
}
export const RADIUS_OPTIONS = [10, 25, 50, 100] as const;
export type Radius = (typeof RADIUS_OPTIONS)[number];

export const SORTS = [
  { value: "popular", label: "Most Popular" },
  { value: "price_asc", label: "Price: Low to High" },
  { value: "price_desc", label: "Price: High to Low" },
  { value: "newest", label: "Newest" },
  { value: "distance", label: "Distance: Nearest First" },
  { value: "favorites", label: "My Favorites" },
] as const;
export type SortKey = (typeof SORTS)[number]["value"];
export const DEFAULT_SORT: SortKey = "popular";

/** The four support flags as URL keys, in the spec's badge order. */
export const SUPPORT_PARAMS = [
  { key: "gentrification", flag: "inGentrificationZone" },
  { key: "grant", flag: "receivedLoanGrant" },
  { key: "specialNeeds", flag: "isSpecialNeedsArtist" },
  { key: "seekingLocation", flag: "isSeekingLocation" },
] as const satisfies readonly { key: string; flag: keyof SupportFlags }[];
export type SupportParam = (typeof SUPPORT_PARAMS)[number]["key"];

/** What the filter controls offer: styles and mediums in use, and the slider's maximum in dollars. */
export type SearchOptions = { styles: string[]; mediums: string[]; priceMax: number };

/** Whether Near me (distance sort and radius) can be used, and if not, why. */
export type NearMe =
  | { available: true; zip: string }
  | { available: false; reason: "signed-out" | "no-zip" };

export type SearchState = {
  q: string;
  /** Whole dollars; null means no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  style: string | null;
  medium: string | null;
  support: Record<SupportParam, boolean>;
  forSale: boolean;
  forLease: boolean;
  sort: SortKey;
  /** Miles from the viewer's ZIP; null means any distance. */
  within: Radius | null;
  userId: string | null;
  page: number;
};

export const EMPTY_SEARCH: SearchState = {
  q: "",
  minPrice: null,
  maxPrice: null,
  style: null,
  medium: null,
  support: { gentrification: false, grant: false, specialNeeds: false, seekingLocation: false },
  forSale: false,
  forLease: false,
  sort: DEFAULT_SORT,
  within: null,
  userId: null,
  page: 1,
};

// Each reader takes a raw query value and never throws: a value it cannot
// read gives its default. Plain functions rather than zod, which would
// otherwise be a tenth of the search page's first JavaScript.

/** Control and invisible format characters never belong in a search: dropped, so "har\0bour" finds what "harbour" finds. */
function text(value: string, max: number) {
  return withoutControlCharacters(value)
    .replace(/\p{Cf}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

function optionalText(value: string, max: number) {
  return text(value, max) || null;
}

/**
 * Whole dollars (a fraction is dropped), up to the highest price a work may
 * ask; null for anything else (negative, not a number, or above that price).
 */
function dollars(value: string | null) {
  const trimmed = value?.trim();
  if (!trimmed || !/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const whole = Math.floor(Number(trimmed));
  return whole <= MAX_PRICE_DOLLARS ? whole : null;
}

function flag(value: string) {
  return ["1", "true", "on", "yes"].includes(value.trim().toLowerCase());
}

function sortKey(value: string): SortKey {
  return SORTS.find((sort) => sort.value === value)?.value ?? DEFAULT_SORT;
}

/** One of the offered radii; digits only, so "0xa" or "1e1" is not 10 miles. */
function radius(value: string | null): Radius | null {
  const miles = parseWholeNumber(value);
  return RADIUS_OPTIONS.find((option) => option === miles) ?? null;
}

/** A member id (a uuid), lower-cased; null for anything else. */
function uuidParam(value: string | null) {
  const id = value?.trim().toLowerCase();
  return isUuid(id) ? id : null;
}

function pageNumber(value: string) {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return 1;
  return Math.min(Math.max(Number(trimmed), 1), MAX_PAGE);
}

/** Reads the search state from a URL's query; anything unreadable falls back to its default. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const get = (key: string) => params.get(key) ?? "";
  const orNull = (key: string) => params.get(key);
  let minPrice = dollars(orNull("minPrice"));
  let maxPrice = dollars(orNull("maxPrice"));
  // A minimum above the maximum is a swapped range.
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  if (minPrice === 0) minPrice = null;
  return {
    q: text(get("q"), MAX_QUERY_LENGTH),
    minPrice,
    maxPrice,
    style: optionalText(get("style"), 100),
    medium: optionalText(get("medium"), 100),
    support: Object.fromEntries(SUPPORT_PARAMS.map(({ key }) => [key, flag(get(key))])) as Record<
      SupportParam,
      boolean
    >,
    forSale: flag(get("forSale")),
    forLease: flag(get("forLease")),
    sort: sortKey(params.get("sort") ?? DEFAULT_SORT),
    within: radius(orNull("within")),
    userId: uuidParam(orNull("userId")),
    page: pageNumber(params.get("page") ?? "1"),
  };
}

/** The query string of a search state; defaults are left out so URLs stay short. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.userId) params.set("userId", state.userId);
  if (state.minPrice != null && state.minPrice > 0) params.set("minPrice", String(state.minPrice));
  if (state.maxPrice != null) params.set("maxPrice", String(state.maxPrice));
  if (state.style) params.set("style", state.style);
  if (state.medium) params.set("medium", state.medium);
  for (const { key } of SUPPORT_PARAMS) if (state.support[key]) params.set(key, "1");
  if (state.forSale) params.set("forSale", "1");
  if (state.forLease) params.set("forLease", "1");
  if (state.within != null) params.set("within", String(state.within));
  if (state.sort !== DEFAULT_SORT) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** `/search` with the state's query string. */
export function searchHref(state: SearchState) {
  const query = searchParamsOf(state).toString();
  return query ? `/search?${query}` : "/search";
}

/** The slider's upper end: the highest sale price rounded up to the next 1000, else 10000. */
export function priceSliderMax(highestSaleCents: number | null | undefined) {
  if (!highestSaleCents || highestSaleCents <= 0) return DEFAULT_PRICE_MAX;
  const dollars = Math.ceil(highestSaleCents / 100);
  return Math.max(1000, Math.ceil(dollars / 1000) * 1000);
}
