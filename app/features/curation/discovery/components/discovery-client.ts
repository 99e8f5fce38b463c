import type { DiscoveryPage } from "../slides";

/** One page of the member's order for this visit; throws when it cannot be read. */
export async function fetchDiscoveryPage(
  offset: number,
  limit: number,
  visitStart: string,
): Promise<DiscoveryPage> {
  const query = new URLSearchParams({
    offset: String(offset),
    limit: String(limit),
    visit: visitStart,
  });
  const response = await fetch(`/api/discovery/artworks?${query}`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Discovery page ${offset} answered ${response.status}`);
  return (await response.json()) as DiscoveryPage;
}

/**
 * Views and stars are fire-and-forget: the slideshow never waits for them, and
 * a failure is only logged (R-discovery-background-requests).
 */
function post(address: string, artworkId: string) {
  fetch(address, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ artworkId }).toString(),
  })
    .then((response) => {
      if (!response.ok) console.error(`${address} answered ${response.status}`);
    })
    .catch((error: unknown) => console.error(`${address} failed`, error));
}

/** R-discovery-stars: this slide is on the member's screen now. */
export function recordView(artworkId: string) {
  post("/api/discovery/views", artworkId);
}

/** R-discovery-stars: the member moved off this slide by hand after looking at it. */
export function spendStar(artworkId: string) {
  post("/api/discovery/stars", artworkId);
}
