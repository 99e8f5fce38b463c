import type { ArtworkDistance } from "~/features/catalogue";

/** One slide of Discovery Mode: what the overlay shows and where the image and QR code are. */
export type DiscoverySlide = {
  id: string;
  title: string;
  artistName: string;
  medium: string;
  location: string;
  /** From the member's ZIP to the work's, or the inline error text (R-distance). */
  distance: ArtworkDistance;
  salePriceCents: number | null;
  /** The main image's stored key and size; null when the work has no image. */
  image: { key: string; width: number; height: number } | null;
  /** The work has a stored QR code (served by the discovery QR address). */
  hasQrCode: boolean;
};

/** One page of the order: its slides, where it starts, and how many slides the whole order has. */
export type DiscoveryPage = { offset: number; total: number; slides: DiscoverySlide[] };

/** Slides per page: the first page is small so the first slide shows at once. */
export const FIRST_PAGE_SIZE = 8;
export const PAGE_SIZE = 24;

/**
 * R-discovery-stars: a slide must have been on screen this long before moving
 * off it spends a star. The server decides by its own clock; the slideshow
 * uses the same figure only to skip asking after a glance.
 */
export const STAR_DWELL_MS = 1000;

/** The auto slideshow's interval in seconds (R-discovery-slideshow). */
export const SLIDE_INTERVAL = { min: 1, max: 60, default: 5 } as const;

export function clampInterval(seconds: number) {
  if (!Number.isFinite(seconds)) return SLIDE_INTERVAL.default;
  return Math.min(SLIDE_INTERVAL.max, Math.max(SLIDE_INTERVAL.min, Math.round(seconds)));
}

/** The QR code of a slide, lower right when asked for. */
export function discoveryQrUrl(artworkId: string) {
  return `/api/discovery/qr/${artworkId}`;
}
