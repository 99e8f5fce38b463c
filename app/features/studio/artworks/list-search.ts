import { searchTerm } from "~/lib/search-term";

/** The My Artwork list's search and sort, kept in its URL (R-my-artwork-list). */

export const ARTWORK_SORTS = ["date", "title", "views"] as const;
export type ArtworkSort = (typeof ARTWORK_SORTS)[number];

export const ARTWORK_SORT_LABELS: Record<ArtworkSort, string> = {
  date: "Date Added",
  title: "Title",
  views: "Views",
};

export const MAX_LIST_SEARCH = 200;

export function parseListParams(params: URLSearchParams): { q: string; sort: ArtworkSort } {
  const q = searchTerm(params, MAX_LIST_SEARCH);
  const rawSort = params.get("sort");
  const sort = ARTWORK_SORTS.includes(rawSort as ArtworkSort) ? (rawSort as ArtworkSort) : "date";
  return { q, sort };
}

/**
 * The list URL with only its own search and sort kept (from a query string or
 * a list URL), so a return address taken from a form can never lead elsewhere.
 */
export function artworkListUrl(searchOrUrl: string | null | undefined): string {
  const text = searchOrUrl ?? "";
  const search = text.includes("?") ? text.slice(text.indexOf("?") + 1) : text;
  const { q, sort } = parseListParams(new URLSearchParams(search));
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (sort !== "date") params.set("sort", sort);
  const query = params.toString();
  return query ? `/artist/artwork?${query}` : "/artist/artwork";
}

export function artworksFoundLine(n: number) {
  return `${n} artwork${n === 1 ? "" : "s"} found`;
}

/** One of the member's own artworks as the My Artwork list shows it (main image first). */
export type OwnArtworkRow = {
  id: string;
  title: string;
  artistName: string | null;
  medium: string;
  style: string | null;
  location: string;
  viewCount: number;
  salePriceCents: number | null;
  leaseDailyRateCents: number | null;
  isAvailable: boolean;
  mainImageKey: string | null;
  createdAt: Date;
  /** Bought through the gallery from its first artist: offered again as a resale. */
  isResale: boolean;
  /** R-artwork-lifecycle: never sold and on no paid lease, so the server would delete it. */
  canDelete: boolean;
};
