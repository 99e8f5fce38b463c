import type { CSSProperties } from "react";

// The Button's colour variables for its default and subtle variants, given on the element
// itself: the ones the Button puts there for its colour would otherwise paint these
// variants in the filled colour.
export const DEFAULT_BUTTON = {
  "--button-bg": "var(--mantine-color-white)",
  "--button-hover": "var(--mantine-color-gray-0)",
} as CSSProperties;

export const SUBTLE_BUTTON = {
  "--button-bg": "transparent",
  "--button-hover": "var(--mantine-color-teal-light-hover)",
} as CSSProperties;
