import type { LifecycleAction } from "./lifecycle";

/** The distance line: miles from the viewer, or the inline error text of R-distance. */
export type ArtworkDistance =
  | { miles: number; error?: undefined }
  | { miles?: undefined; error: string };

export type ArtworkImage = {
  /** The image's row, which names its IIIF image service. */
  id: string;
  key: string;
  width: number;
  height: number;
  /** Whether the public may zoom into it: its deep-zoom tiles are cut and the work is available. */
  zoomable: boolean;
};

export type ArtworkPresenter = { id: string; name: string; handle: string | null };

/**
 * Everything the artwork page shows. Deliberately without the ZIP codes and
 * without any contact detail of the presenter: only the distance leaves the server.
 */
export type ArtworkDetail = {
  id: string;
  title: string;
  description: string;
  artistName: string | null;
  originalArtistName: string | null;
  medium: string;
  style: string | null;
  location: string;
  inceptionLocation: string | null;
  width: number | null;
  height: number | null;
  depth: number | null;
  dimensionUnit: "in" | "cm" | "ft" | null;
  creationYear: number | null;
  salePriceCents: number | null;
  leaseDailyRateCents: number | null;
  leaseWeeklyRateCents: number | null;
  leaseMonthlyRateCents: number | null;
  isAvailable: boolean;
  inGentrificationZone: boolean;
  receivedLoanGrant: boolean;
  isSpecialNeedsArtist: boolean;
  isSeekingLocation: boolean;
  manageOwnSales: boolean;
  /**
   * 'Presented by': whoever offers the work now (the owner while it is offered;
   * the artist of a work never sold). Null once it is sold and off the market,
   * and when that account is gone.
   */
  presenter: ArtworkPresenter | null;
  /** The original artist's account, whom 'Questions about this piece?' writes to; null when gone or the viewer. */
  questionsTo: string | null;
  images: ArtworkImage[];
  /** Whether the viewer has saved it; false for visitors. */
  isFavorite: boolean;
  /** Whether the viewer is the current owner. */
  viewerIsOwner: boolean;
  /** Owned by someone other than its first artist: a sale now is a resale (R-resale-royalty). */
  isResale: boolean;
  /** Miles from the viewer's ZIP, or the inline error text; null for visitors and the owner. */
  distance: ArtworkDistance | null;
};

/**
 * What the artwork page offers the viewer (R-artwork-lifecycle): the actions
 * the lifecycle module allows them, which are those the server accepts.
 */
export type ArtworkOffer = {
  actions: LifecycleAction[];
  /** For a visitor: what a member would be offered; each button asks them to sign in first. */
  signInActions: LifecycleAction[];
  /** The first free day (YYYY-MM-DD) while a lease holds the work, else null. */
  leaseFrom: string | null;
};

/** R-visitor-sign-in-toast: the sign-in toasts of the artwork page. */
export const ARTWORK_MESSAGES = {
  signInToPurchase: "Please sign in to purchase artwork",
  signInToLease: "Please sign in to lease artwork",
  signInToMessage: "Please sign in to message the artist",
  linkCopied: "Link copied to clipboard",
  sold: "This artwork has been sold and is part of a private collection.",
  owned: "You own this artwork",
} as const;
