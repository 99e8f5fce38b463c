import { z } from "zod";
import type { SupportFlags } from "~/features/catalogue/cards/price-and-badges";
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

const text = (max: number) =>
  z
    .string()
    .transform((value) =>
      // Control and invisible format characters never belong in a search:
      // dropped, so "har\0bour" finds what "harbour" finds.
      withoutControlCharacters(value)
        .replace(/\p{Cf}/gu, "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, max),
    )
    .catch("");

const optionalText = (max: number) =>
  text(max)
    .transform((value) => value || null)
    .catch(null);

const dollars = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/)
  .transform((value) => Math.min(Math.floor(Number(value)), 100_000_000))
  .nullable()
  .catch(null);

const flag = z
  .string()
  .transform((value) => ["1", "true", "on", "yes"].includes(value.trim().toLowerCase()))
  .catch(false);

const sortKey = z.enum(SORTS.map((s) => s.value) as [SortKey, ...SortKey[]]).catch(DEFAULT_SORT);

const radius = z
  .string()
  // Digits only: "0xa" or "1e1" is not 10 miles.
  .transform((value) => parseWholeNumber(value))
  .pipe(z.union(RADIUS_OPTIONS.map((r) => z.literal(r)) as [z.ZodLiteral<Radius>]))
  .nullable()
  .catch(null);

const uuidParam = z.string().trim().toLowerCase().pipe(z.uuid()).nullable().catch(null);

const pageNumber = z
  .string()
  .trim()
  .regex(/^\d+$/)
  .transform((value) => Math.min(Math.max(Number(value), 1), MAX_PAGE))
  .catch(1);

/** Reads the search state from a URL's query; anything unreadable falls back to its default. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const get = (key: string) => params.get(key) ?? undefined;
  const orNull = (key: string) => params.get(key);
  let minPrice = dollars.parse(orNull("minPrice"));
  let maxPrice = dollars.parse(orNull("maxPrice"));
  // A minimum above the maximum is a swapped range.
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  if (minPrice === 0) minPrice = null;
  return {
    q: text(MAX_QUERY_LENGTH).parse(get("q") ?? ""),
    minPrice,
    maxPrice,
    style: optionalText(100).parse(get("style") ?? ""),
    medium: optionalText(100).parse(get("medium") ?? ""),
    support: Object.fromEntries(
      SUPPORT_PARAMS.map(({ key }) => [key, flag.parse(get(key) ?? "")]),
    ) as Record<SupportParam, boolean>,
    forSale: flag.parse(get("forSale") ?? ""),
    forLease: flag.parse(get("forLease") ?? ""),
    sort: sortKey.parse(get("sort") ?? DEFAULT_SORT),
    within: radius.parse(orNull("within")),
    userId: uuidParam.parse(orNull("userId")),
    page: pageNumber.parse(get("page") ?? "1"),
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
