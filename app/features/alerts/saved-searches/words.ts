/** Saved searches in words and numbers: the choices, limits, the normalised query and names. Free of zod, for the search page's first load. */
import {
  activeFilters,
  parseSearchParams,
  type SearchState,
  searchParamsOf,
} from "~/features/catalogue";

/** R-saved-searches: a member keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 50;
export const MAX_SEARCH_NAME = 100;

/** The alert choices, in the order the control shows them. */
export const ALERT_OPTIONS = [
  { value: "instant", label: "At once" },
  { value: "daily", label: "Daily" },
  { value: "off", label: "Off" },
] as const;
export type AlertFrequency = (typeof ALERT_OPTIONS)[number]["value"];
export const ALERT_VALUES = ALERT_OPTIONS.map((option) => option.value) as [
  AlertFrequency,
  ...AlertFrequency[],
];

/**
 * A search as it is saved: the search page's own reading of the query, on
 * page 1, written back as the page writes its URL. Two queries that open the
 * same results save as the same text.
 */
export function normalisedSearch(query: string): { state: SearchState; query: string } {
  const raw = query
    .trim()
    .replace(/^\/search/, "")
    .replace(/^\?/, "");
  const state = { ...parseSearchParams(new URLSearchParams(raw)), page: 1 };
  return { state, query: searchParamsOf(state).toString() };
}

/** The search's address on the search page. */
export function savedSearchHref(query: string) {
  return query ? `/search?${query}` : "/search";
}

/** The filters of a search in words: its chips, or 'All artworks'. */
export function searchInWords(state: SearchState, artistName?: string | null) {
  const words = activeFilters(state, { artistName }).map((filter) => filter.label);
  return words.length > 0 ? words.join(", ") : "All artworks";
}

/** The name a new saved search is offered: its filters in words, cut to the name's length. */
export function suggestedName(state: SearchState, artistName?: string | null) {
  const words = searchInWords(state, artistName);
  return words.length <= MAX_SEARCH_NAME ? words : `${words.slice(0, MAX_SEARCH_NAME - 1)}…`;
}

/** What the saved searches page shows of one search. */
export type SavedSearchRow = {
  id: string;
  name: string;
  /** Its filters in words. */
  words: string;
  href: string;
  alert: AlertFrequency;
  /** Works on offer that match and were listed since the member last opened it (up to NEW_COUNT_LIMIT, then "+"). */
  newCount: number;
};

/** New works are counted up to this many ("99+"). */
export const NEW_COUNT_LIMIT = 99;
