import { SUPPORT_BADGES } from "~/features/catalogue/cards/price-and-badges";
import { formatDollars, formatWhole } from "~/lib/format";
import { EMPTY_SEARCH, type SearchState, SUPPORT_PARAMS, type SupportParam } from "./schema";

/** How the search page words the search: the chips of active filters, Clear all and the count line. */

export type ActiveFilter = {
  /** A stable key for React and tests. */
  id: string;
  label: string;
  /** The state without this filter (back on page 1). */
  without: SearchState;
};

/**
 * The chips: one per active filter, each with the state that removes it.
 * `artistName` labels the Artist chip of ?userId=.
 */
export function activeFilters(
  state: SearchState,
  { artistName }: { artistName?: string | null } = {},
): ActiveFilter[] {
  const base = { ...state, page: 1 };
  const chips: ActiveFilter[] = [];
  if (state.userId) {
    chips.push({
      id: "artist",
      label: `Artist: ${artistName ?? "Unknown artist"}`,
      without: { ...base, userId: null },
    });
  }
  if (state.q) chips.push({ id: "q", label: `Search: “${state.q}”`, without: { ...base, q: "" } });
  if (state.minPrice != null || state.maxPrice != null) {
    const label =
      state.minPrice != null && state.maxPrice != null
        ? `${formatDollars(state.minPrice)} – ${formatDollars(state.maxPrice)}`
        : state.minPrice != null
          ? `From ${formatDollars(state.minPrice)}`
          : `Up to ${formatDollars(state.maxPrice ?? 0)}`;
    chips.push({
      id: "price",
      label: `Price: ${label}`,
      without: { ...base, minPrice: null, maxPrice: null },
    });
  }
  if (state.style) {
    chips.push({ id: "style", label: `Style: ${state.style}`, without: { ...base, style: null } });
  }
  if (state.medium) {
    chips.push({
      id: "medium",
      label: `Medium: ${state.medium}`,
      without: { ...base, medium: null },
    });
  }
  for (const { key } of SUPPORT_PARAMS) {
    if (state.support[key]) {
      chips.push({
        id: key,
        label: SUPPORT_LABELS[key],
        without: { ...base, support: { ...state.support, [key]: false } },
      });
    }
  }
  if (state.forSale) {
    chips.push({ id: "forSale", label: "For Sale", without: { ...base, forSale: false } });
  }
  if (state.forLease) {
    chips.push({ id: "forLease", label: "For Lease", without: { ...base, forLease: false } });
  }
  if (state.within != null) {
    chips.push({
      id: "within",
      label: `Within ${state.within} miles`,
      without: { ...base, within: null },
    });
  }
  return chips;
}

/** Clear all: every filter off, keeping the text-free default view (the sort stays). */
export function clearedFilters(state: SearchState): SearchState {
  return { ...EMPTY_SEARCH, sort: state.sort };
}

/** The badge labels of the cards, by URL key. */
export const SUPPORT_LABELS = Object.fromEntries(
  SUPPORT_PARAMS.map(({ key, flag }) => [
    key,
    SUPPORT_BADGES.find((badge) => badge.flag === flag)?.label ?? key,
  ]),
) as Record<SupportParam, string>;

/**
 * '1 artwork found', '12 artworks found' (the spec's '{n} artwork(s) found'),
 * and '1,000+ artworks found' when more match than were counted.
 */
export function countLine(total: number, more = false) {
  if (more) return `${formatWhole(total)}+ artworks found`;
  return `${formatWhole(total)} ${total === 1 ? "artwork" : "artworks"} found`;
}
