import type { ArtworkMedium } from "~/features/catalogue";
import { embroidery, felt, macrame, quilt, weave } from "./fiber-motifs";
import {
  botanical,
  circles,
  cityscape,
  collage,
  colorFields,
  mosaic,
  rings,
  sketch,
  spray,
  stripes,
  truchet,
  waves,
} from "./flat-motifs";
import { jewelry, sculpture, vessel } from "./object-motifs";
import type { PaletteName } from "./palettes";
import type { Motif } from "./svg";

/**
 * How a work in each medium is drawn: which motifs suit it, whether it hangs
 * flat on a wall or stands as an object, and, for materials with their own
 * colour (stone, bronze, graphite), the palette it must use.
 */
export type MediumLook = {
  motifs: readonly Motif[];
  flat: boolean;
  palettes?: readonly PaletteName[];
};

const painting = [colorFields, waves, circles, stripes, rings, botanical];
const print = [mosaic, truchet, stripes, rings, circles];

export const MEDIUM_LOOKS: Record<ArtworkMedium, MediumLook> = {
  "Oil on Canvas": { motifs: painting, flat: true },
  Acrylic: { motifs: painting, flat: true },
  Watercolor: { motifs: [waves, circles, botanical, colorFields], flat: true },
  "Pencil Sketch": { motifs: [sketch], flat: true, palettes: ["graphite"] },
  Charcoal: { motifs: [sketch], flat: true, palettes: ["graphite"] },
  "Ink / Pen and Ink": { motifs: [sketch, truchet], flat: true, palettes: ["sumi"] },
  "Colored Pencil": { motifs: [sketch, botanical], flat: true },
  "Pastel (Oil/Chalk)": { motifs: [waves, colorFields, botanical], flat: true },
  Etching: { motifs: [sketch, rings], flat: true, palettes: ["sumi", "graphite"] },
  Lithography: { motifs: print, flat: true },
  Woodcut: { motifs: [mosaic, botanical, truchet], flat: true },
  "Screen Printing": {
    motifs: [circles, stripes, rings],
    flat: true,
    palettes: ["popArt", "citrus", "neon"],
  },
  Monotype: { motifs: [colorFields, waves], flat: true },
  "Paper Collage": { motifs: [collage], flat: true },
  "Fabric/Textile Collage": {
    motifs: [collage, quilt],
    flat: true,
    palettes: ["wool", "desertBloom", "marigold"],
  },
  Assemblage: { motifs: [collage, sculpture], flat: false },
  "Digital Photography": { motifs: [cityscape], flat: true },
  "Spray Paint / Street Art": {
    motifs: [spray],
    flat: true,
    palettes: ["neon", "citrus", "popArt"],
  },
  "Stone / Marble Sculpture": { motifs: [sculpture], flat: false, palettes: ["stone"] },
  "Wood Sculpture": { motifs: [sculpture], flat: false, palettes: ["wood"] },
  "Clay / Ceramic Sculpture": {
    motifs: [sculpture, vessel],
    flat: false,
    palettes: ["terracotta", "glaze"],
  },
  "Metal / Bronze Sculpture": { motifs: [sculpture], flat: false, palettes: ["bronze"] },
  "Glass Sculpture": { motifs: [sculpture], flat: false, palettes: ["glass"] },
  "Mixed Material Sculpture": { motifs: [sculpture], flat: false },
  Quilting: { motifs: [quilt], flat: true },
  Embroidery: { motifs: [embroidery], flat: true },
  Weaving: { motifs: [weave], flat: true },
  Macramé: { motifs: [macrame], flat: true, palettes: ["wool", "sageClay"] },
  Feltwork: { motifs: [felt], flat: true, palettes: ["wool", "sageClay", "desertBloom"] },
  "Functional Ceramics": {
    motifs: [vessel],
    flat: false,
    palettes: ["glaze", "terracotta", "indigo"],
  },
  "Sculptural Ceramics": {
    motifs: [vessel, sculpture],
    flat: false,
    palettes: ["glaze", "terracotta"],
  },
  "Raku / Stoneware": { motifs: [vessel], flat: false, palettes: ["terracotta", "glaze"] },
  Metalsmithing: { motifs: [jewelry], flat: false },
};
