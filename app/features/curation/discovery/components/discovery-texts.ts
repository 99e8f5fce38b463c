/** The words of Discovery Mode (R-discovery-slideshow), in one place. */
export const DISCOVERY_TEXTS = {
  loadFailed: "Failed to load artworks. Please try again.",
  empty: "No artworks available",
  fullscreenRefused:
    "Failed to enter fullscreen. You can still use Discovery Mode in windowed mode.",
} as const;

export type DiscoveryModeKind = "manual" | "auto";
