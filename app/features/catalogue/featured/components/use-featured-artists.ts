import { useCallback, useRef, useState } from "react";
import { displayName } from "~/lib/display-name";

/**
 * Featured artists for the navigation's Featured menu, loaded in the browser.
 *
 * Contract of the resource route: `GET /api/featured-artists` answers JSON
 * `{ artists: FeaturedArtist[] }` (a bare array is accepted too), in display
 * order. Only public fields belong in it. Until that route exists, or when it
 * fails, the menu shows that no featured artists are available.
 */
export const FEATURED_ARTISTS_URL = "/api/featured-artists";
export const MAX_FEATURED_ARTISTS = 10;

type FeaturedArtistEntry = {
  id: string;
  fullName?: string | null;
  handle?: string | null;
  avatarKey?: string | null;
};

const optionalText = (value: unknown) =>
  value === undefined || value === null || typeof value === "string";

/**
 * Whether an entry of the answer is well-formed. Checked by hand rather than
 * with zod: this runs in the navigation of every page, and zod would be a
 * quarter of the first visit's JavaScript on pages that need it nowhere else.
 */
function isFeaturedArtistEntry(entry: unknown): entry is FeaturedArtistEntry {
  if (!entry || typeof entry !== "object") return false;
  const { id, fullName, handle, avatarKey } = entry as Record<string, unknown>;
  return (
    typeof id === "string" &&
    id.length > 0 &&
    optionalText(fullName) &&
    optionalText(handle) &&
    optionalText(avatarKey)
  );
}

export type FeaturedArtist = {
  id: string;
  /** The name to show: full name, else handle. */
  name: string;
  handle: string | null;
  avatarKey: string | null;
};

export type FeaturedArtistsState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "loaded"; artists: FeaturedArtist[] }
  | { status: "failed" };

/** Reads the route's answer, keeping every well-formed entry and dropping the rest. */
export function parseFeaturedArtists(body: unknown): FeaturedArtist[] {
  const list: unknown[] = Array.isArray(body)
    ? body
    : body && typeof body === "object" && Array.isArray((body as { artists?: unknown }).artists)
      ? (body as { artists: unknown[] }).artists
      : [];
  const artists: FeaturedArtist[] = [];
  for (const entry of list) {
    if (!isFeaturedArtistEntry(entry)) continue;
    // Full name, else handle; an entry with neither is dropped.
    const name = displayName(entry, "");
    if (!name) continue;
    artists.push({
      id: entry.id,
      name,
      handle: entry.handle ?? null,
      avatarKey: entry.avatarKey ?? null,
    });
    if (artists.length === MAX_FEATURED_ARTISTS) break;
  }
  return artists;
}

export async function fetchFeaturedArtists(signal?: AbortSignal): Promise<FeaturedArtist[]> {
  const response = await fetch(FEATURED_ARTISTS_URL, {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`Featured artists answered ${response.status}`);
  return parseFeaturedArtists(await response.json());
}

/**
 * Loads the featured artists the first time a menu asks for them (not on every
 * page view), and again after a failure.
 */
export function useFeaturedArtists(load: () => Promise<FeaturedArtist[]> = fetchFeaturedArtists) {
  const [state, setState] = useState<FeaturedArtistsState>({ status: "idle" });
  // The status as of now, so that two menus opening at once start one request.
  const status = useRef<FeaturedArtistsState["status"]>("idle");

  const request = useCallback(() => {
    if (status.current === "loading" || status.current === "loaded") return;
    status.current = "loading";
    setState({ status: "loading" });
    load().then(
      (artists) => {
        status.current = "loaded";
        setState({ status: "loaded", artists });
      },
      () => {
        status.current = "failed";
        setState({ status: "failed" });
      },
    );
  }, [load]);

  return { state, request };
}
