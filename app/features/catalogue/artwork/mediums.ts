/**
 * The 33 mediums of R-artwork-form, in the spec's order and spelling. The demo
 * catalogue draws only from this list.
 */
export const ARTWORK_MEDIUMS = [
  "Oil on Canvas",
  "Acrylic",
  "Watercolor",
  "Pencil Sketch",
  "Charcoal",
  "Ink / Pen and Ink",
  "Colored Pencil",
  "Pastel (Oil/Chalk)",
  "Etching",
  "Lithography",
  "Woodcut",
  "Screen Printing",
  "Monotype",
  "Paper Collage",
  "Fabric/Textile Collage",
  "Assemblage",
  "Digital Photography",
  "Spray Paint / Street Art",
  "Stone / Marble Sculpture",
  "Wood Sculpture",
  "Clay / Ceramic Sculpture",
  "Metal / Bronze Sculpture",
  "Glass Sculpture",
  "Mixed Material Sculpture",
  "Quilting",
  "Embroidery",
  "Weaving",
  "Macramé",
  "Feltwork",
  "Functional Ceramics",
  "Sculptural Ceramics",
  "Raku / Stoneware",
  "Metalsmithing",
] as const;

export type ArtworkMedium = (typeof ARTWORK_MEDIUMS)[number];
