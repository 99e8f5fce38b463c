import type { RealSize } from "./true-scale";

/** The space as the virtual gallery shows it (browser and server). */
export type GallerySpace = {
  id: string;
  name: string;
  /** The space's first photo, large, with the size of its upright original (for its aspect). */
  photo: { url: string; width: number; height: number } | null;
  /** The real size of the wall the photo shows, when the curator gave it (R-gallery-true-scale). */
  wall: RealSize | null;
};

/** One work the gallery rotates through. */
export type GalleryArtwork = {
  id: string;
  title: string;
  artistName: string;
  imageUrl: string;
  /** Width over height of its picture, for the frame when its size is unknown. */
  imageAspect: number;
  /** Its real width and height, when the artist entered them. */
  size: RealSize | null;
};

export type VirtualGallery = {
  space: GallerySpace;
  artworks: GalleryArtwork[];
  /** Where the works came from: the space's saved selection, or suggestions ranked for it. */
  source: "selection" | "suggestions";
};

/** Texts of the virtual gallery (R-gallery-placement, R-gallery-rotation). */
export const GALLERY_TEXTS = {
  idle: "Click and drag to place artwork",
  idleDetail: "Hold down and drag to create a custom-sized frame for your artwork",
  placed: "Hover over placed artwork to pause • Press ESC to remove artwork or exit",
  dragging: "Release to place artwork in this area",
  paused: "Paused - Move cursor away to resume",
  loading: "Loading artwork...",
  empty: "No artworks available for placement",
  loadFailed: "Failed to load virtual gallery",
} as const;

/** The placed artwork changes every 5 seconds (R-gallery-rotation). */
export const ROTATION_MS = 5_000;
