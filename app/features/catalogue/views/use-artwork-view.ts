import { useEffect } from "react";

/** Where the artwork page reports that it was seen (R-view-count-once). */
export function artworkViewUrl(artworkId: string) {
  return `/api/artworks/${artworkId}/views`;
}

/**
 * Counts this opening of the artwork page. The count is taken by a small
 * request once the page is on screen, not while rendering it: a visitor's
 * page may come from the page cache, and link prefetches never mount it.
 */
export function useArtworkView(artworkId: string) {
  useEffect(() => {
    fetch(artworkViewUrl(artworkId), { method: "POST", keepalive: true }).catch(() => {
      // A view that could not be counted changes nothing the member sees.
    });
  }, [artworkId]);
}
