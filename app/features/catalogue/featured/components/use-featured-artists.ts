import { useCallback, useRef, useState } from "react";
import { z } from "zod";
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

const featuredArtistSchema = z.object({
  id: z.string().min(1),
  fullName: z.string().nullish(),
  handle: z.string().nullish(),
  avatarKey: z.string().nullish(),
});

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
    const parsed = featuredArtistSchema.safeParse(entry);
    if (!parsed.success) continue;
    // Full name, else handle; an entry with neither is dropped.
    const name = displayName(parsed.data, "");
    if (!name) continue;
    artists.push({
      id: parsed.data.id,
      name,
      handle: parsed.data.handle ?? null,
      avatarKey: parsed.data.avatarKey ?? null,
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
