import type { Palette } from "./svg";

/** Colour schemes of the generated works, named for what they recall. */
export const PALETTES = {
  chesapeake: {
    name: "Chesapeake",
    ground: "#e9e2d0",
    colors: ["#1f4e5f", "#3a7d7c", "#9cc5a1", "#e6b655", "#d9603b"],
    ink: "#14232b",
  },
  rowhouse: {
    name: "Rowhouse Brick",
    ground: "#f1e4d3",
    colors: ["#9c3d2e", "#c9673f", "#e3a857", "#3f5e66", "#2b2d42"],
    ink: "#231a17",
  },
  harborDusk: {
    name: "Harbor Dusk",
    ground: "#1d1e3a",
    colors: ["#f4a259", "#f25c54", "#8e5572", "#5b8e7d", "#bc4b51"],
    ink: "#0b0c1c",
  },
  marigold: {
    name: "Marigold",
    ground: "#fbf3e4",
    colors: ["#f2a541", "#f08a4b", "#d64933", "#3d5a80", "#293241"],
    ink: "#1b1f2a",
  },
  indigo: {
    name: "Indigo Dye",
    ground: "#eef1f6",
    colors: ["#0b2545", "#13315c", "#134074", "#8da9c4", "#d4a373"],
    ink: "#071426",
  },
  sageClay: {
    name: "Sage and Clay",
    ground: "#f3efe6",
    colors: ["#a3b18a", "#588157", "#3a5a40", "#dda15e", "#bc6c25"],
    ink: "#283618",
  },
  neon: {
    name: "Neon Night",
    ground: "#151515",
    colors: ["#ff3cac", "#784ba0", "#2b86c5", "#f9f871", "#00f5d4"],
    ink: "#050505",
  },
  desertBloom: {
    name: "Desert Bloom",
    ground: "#f6e7d8",
    colors: ["#e07a5f", "#f2cc8f", "#81b29a", "#3d405b", "#c44569"],
    ink: "#2a2b3d",
  },
  citrus: {
    name: "Citrus",
    ground: "#fffbea",
    colors: ["#ffbe0b", "#fb5607", "#ff006e", "#8338ec", "#3a86ff"],
    ink: "#1d1d1d",
  },
  moss: {
    name: "Moss",
    ground: "#e8ecdf",
    colors: ["#2d3a26", "#4f6d3a", "#8aa05b", "#c9b458", "#7a4e2d"],
    ink: "#1a2016",
  },
  graphite: {
    name: "Graphite",
    ground: "#f4f1ea",
    colors: ["#2f2f2f", "#4a4a4a", "#6d6d6d", "#8f8f8f", "#b5b5b5"],
    ink: "#1a1a1a",
  },
  sumi: {
    name: "Sumi Ink",
    ground: "#f7f3e8",
    colors: ["#111111", "#2b2b2b", "#555555", "#9e2a2b", "#777777"],
    ink: "#000000",
  },
  popArt: {
    name: "Pop",
    ground: "#fdfdfd",
    colors: ["#e63946", "#ffd60a", "#118ab2", "#06d6a0", "#111111"],
    ink: "#111111",
  },
  wool: {
    name: "Undyed Wool",
    ground: "#efe6d8",
    colors: ["#d8c3a5", "#8e8d8a", "#e98074", "#e85a4f", "#6b4f3f"],
    ink: "#3b2f2a",
  },
  glaze: {
    name: "Celadon Glaze",
    ground: "#e4e0d8",
    colors: ["#9dbfa7", "#6f9c8a", "#c7d8c6", "#8b5e3c", "#4b3b2f"],
    ink: "#2b231d",
  },
  // Materials of three-dimensional work.
  stone: {
    name: "Marble",
    ground: "#ece9e4",
    colors: ["#e8e4dc", "#cfc9bf", "#b9b2a6", "#f3f1ec", "#a59d90"],
    ink: "#4a4640",
  },
  wood: {
    name: "Walnut and Oak",
    ground: "#efe8dc",
    colors: ["#8b5a2b", "#a0522d", "#c68642", "#6f4518", "#deb887"],
    ink: "#3b2412",
  },
  bronze: {
    name: "Bronze",
    ground: "#e9e4dc",
    colors: ["#8c6239", "#b08d57", "#5e4b2a", "#cd7f32", "#4f6f52"],
    ink: "#2e2416",
  },
  glass: {
    name: "Glass",
    ground: "#eef3f5",
    colors: ["#5fa8d3", "#62b6cb", "#1b4965", "#cae9ff", "#9b5de5"],
    ink: "#0d2436",
  },
  terracotta: {
    name: "Terracotta",
    ground: "#efe3d6",
    colors: ["#b5651d", "#c8744a", "#8e4a2a", "#d9a27b", "#5c3a21"],
    ink: "#2f1d10",
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
