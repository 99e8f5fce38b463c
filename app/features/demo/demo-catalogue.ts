import type { ArtworkMedium } from "~/features/catalogue";
import { PALETTES } from "./art/palettes";
import type { ArtworkLook } from "./art/views";
import type { DemoArtist } from "./demo-person";
import { type Random, seededRandom } from "./seeded-random";

/** One demo listing, everything but its ids and stored images. */
export type DemoArtwork = {
  artistEmail: string;
  title: string;
  description: string;
  originalArtistName: string | null;
  medium: ArtworkMedium;
  style: string;
  location: string;
  zipCode: string;
  inceptionLocation: string | null;
  width: number;
  height: number;
  depth: number | null;
  dimensionUnit: "in" | "cm" | "ft";
  creationYear: number;
  salePriceCents: number | null;
  leaseDailyRateCents: number | null;
  leaseWeeklyRateCents: number | null;
  leaseMonthlyRateCents: number | null;
  isAvailable: boolean;
  viewCount: number;
  inGentrificationZone: boolean;
  receivedLoanGrant: boolean;
  isSpecialNeedsArtist: boolean;
  isSeekingLocation: boolean;
  manageOwnSales: boolean;
  createdAt: Date;
  look: ArtworkLook;
};

type Category =
  | "painting"
  | "drawing"
  | "print"
  | "collage"
  | "photo"
  | "street"
  | "sculpture"
  | "fiber"
  | "ceramic"
  | "metal";

const CATEGORY_OF: Record<ArtworkMedium, Category> = {
  "Oil on Canvas": "painting",
  Acrylic: "painting",
  Watercolor: "painting",
  "Pastel (Oil/Chalk)": "painting",
  "Pencil Sketch": "drawing",
  Charcoal: "drawing",
  "Ink / Pen and Ink": "drawing",
  "Colored Pencil": "drawing",
  Etching: "print",
  Lithography: "print",
  Woodcut: "print",
  "Screen Printing": "print",
  Monotype: "print",
  "Paper Collage": "collage",
  "Fabric/Textile Collage": "collage",
  Assemblage: "sculpture",
  "Digital Photography": "photo",
  "Spray Paint / Street Art": "street",
  "Stone / Marble Sculpture": "sculpture",
  "Wood Sculpture": "sculpture",
  "Clay / Ceramic Sculpture": "ceramic",
  "Metal / Bronze Sculpture": "sculpture",
  "Glass Sculpture": "sculpture",
  "Mixed Material Sculpture": "sculpture",
  Quilting: "fiber",
  Embroidery: "fiber",
  Weaving: "fiber",
  Macramé: "fiber",
  Feltwork: "fiber",
  "Functional Ceramics": "ceramic",
  "Sculptural Ceramics": "ceramic",
  "Raku / Stoneware": "ceramic",
  Metalsmithing: "metal",
};

const PROCESS_NOTES: Record<Category, readonly string[]> = {
  painting: [
    "Built up in thin layers over several weeks, each left to dry before the next.",
    "Started outdoors in one sitting, then reworked in the studio through the winter.",
    "The colour comes from a limited palette mixed fresh for every session.",
  ],
  drawing: [
    "Drawn from life over three long sittings on heavy cotton paper.",
    "Worked fast and loose, then pulled back with an eraser to find the light.",
    "Part of a sketchbook series made on the No. 3 bus.",
  ],
  print: [
    "Printed by hand on cotton rag paper in a small edition; this is an artist's proof.",
    "Each impression is inked and pulled separately, so no two are quite alike.",
    "The block was cut over a month and printed on a hand-cranked press.",
  ],
  collage: [
    "Cut and layered from found paper, fabric scraps and old maps.",
    "Assembled from pieces collected over a year of walks through the neighbourhood.",
  ],
  photo: [
    "Shot on a long exposure from a rooftop, printed on archival matte paper.",
    "Part of a night series made between midnight and dawn.",
  ],
  street: [
    "Painted on marine plywood with the same cans and caps used on the walls outside.",
    "A studio version of a mural, sealed for indoor or covered outdoor display.",
  ],
  sculpture: [
    "Carved and finished by hand; the base is weighted and ready to display.",
    "Assembled from salvaged material and balanced without hidden fixings.",
    "Sanded through six grades and sealed with a hand-rubbed finish.",
  ],
  fiber: [
    "Made from natural fibres, some dyed in the studio with onion skins and indigo.",
    "Hand-stitched over a season; hangs from a hardwood dowel.",
    "Pieced from family cloth and finished with hand quilting.",
  ],
  ceramic: [
    "Wheel-thrown stoneware, glazed and fired in a wood kiln for three days.",
    "Raku-fired, so the crackle and smoke marks are unique to this piece.",
    "Food-safe glaze; happy on a shelf or at the table.",
  ],
  metal: [
    "Forged and hammered by hand in sterling silver, then polished to a soft shine.",
    "Cast from a wax carving and finished by hand.",
  ],
};

const CLOSINGS = [
  "Local pickup welcome; shipping arranged on request.",
  "Ready to hang or display.",
  "Lease it for a season and see how it lives with you.",
  "Signed and dated by the artist.",
  "Comes with a certificate of authenticity.",
];

/** Rounds dollars to a price a person would choose and returns cents. */
function priceCents(dollars: number) {
  const step = dollars < 100 ? 5 : dollars < 1000 ? 25 : 100;
  return Math.max(step, Math.round(dollars / step) * step) * 100;
}

type LeaseRates = Pick<
  DemoArtwork,
  "leaseDailyRateCents" | "leaseWeeklyRateCents" | "leaseMonthlyRateCents"
>;

/** Rental rates in cents; some works lease only by the month, others only short-term. */
function leaseRates(random: Random, valueDollars: number): LeaseRates {
  const monthly = Math.max(15, Math.round(valueDollars * random.between(0.03, 0.06)));
  const shape = random.weighted([
    ["all", 6],
    ["monthlyOnly", 2],
    ["shortOnly", 2],
  ] as const);
  return {
    leaseDailyRateCents:
      shape === "monthlyOnly" ? null : Math.max(2, Math.round(monthly * 0.08)) * 100,
    leaseWeeklyRateCents:
      shape === "monthlyOnly" ? null : Math.max(8, Math.round(monthly * 0.35)) * 100,
    leaseMonthlyRateCents: shape === "shortOnly" ? null : monthly * 100,
  };
}

const NO_LEASE: LeaseRates = {
  leaseDailyRateCents: null,
  leaseWeeklyRateCents: null,
  leaseMonthlyRateCents: null,
};

function roundHalf(value: number) {
  return Math.round(value * 2) / 2;
}

/** "an abstract", "a pop": the article by the word's first letter (the demo's words have no silent h or long u). */
export function withArticle(word: string) {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

/**
 * The demo catalogue, the same on every run: each artist's titles in turn,
 * cycling through their mediums (so the 33 mediums are all used) and styles,
 * with prices, leases, sizes, badges and views spread the way a real gallery's are.
 */
export function planDemoArtworks(artists: readonly DemoArtist[], now: Date): DemoArtwork[] {
  const artworks: DemoArtwork[] = [];
  for (const artist of artists) {
    const random = seededRandom(`catalogue/${artist.handle}`);
    const styles = random.shuffle(artist.styles);
    artist.titles.forEach((title, index) => {
      const medium = artist.mediums[index % artist.mediums.length] as ArtworkMedium;
      const style = styles[index % styles.length] as string;
      const category = CATEGORY_OF[medium];
      const isObject = ["sculpture", "ceramic", "metal"].includes(category);
      const aspect = isObject
        ? random.pick([0.6, 0.75, 0.8, 1])
        : random.pick([0.75, 0.8, 1, 1.25, 4 / 3, 1.5]);
      const height = roundHalf(random.between(...artist.sizeRange));
      const width = roundHalf(Math.max(1, height * aspect));
      const depth = artist.depthRange ? roundHalf(random.between(...artist.depthRange)) : null;

      const valueDollars = random.between(...artist.priceRange);
      const offer = random.weighted([
        ["saleAndLease", 50],
        ["saleOnly", 25],
        ["leaseOnly", 17],
        ["onRequest", 8],
      ] as const);
      const salePriceCents =
        offer === "saleAndLease" || offer === "saleOnly" ? priceCents(valueDollars) : null;
      const lease =
        offer === "saleAndLease" || offer === "leaseOnly"
          ? leaseRates(random, valueDollars)
          : NO_LEASE;

      const presentsFor =
        artist.presentsFor && index % artist.presentsFor.every === 2
          ? artist.presentsFor.name
          : null;
      const palette = PALETTES[artist.palette].name.toLowerCase();
      const description = [
        `${title} is ${withArticle(style.toLowerCase())} work in ${medium.toLowerCase()}, in ${withArticle(palette)} palette.`,
        random.pick(PROCESS_NOTES[category]),
        presentsFor ? `Presented by ${artist.fullName} on behalf of ${presentsFor}.` : null,
        random.pick(CLOSINGS),
      ]
        .filter(Boolean)
        .join(" ");

      const createdAt = new Date(now.getTime() - random.between(1, 300) * 86_400_000);
      const popular = random.chance(0.08);
      const viewCount = popular
        ? random.int(2000, 5200)
        : Math.floor(random.next() ** 2.2 * 1800) + random.int(0, 40);

      artworks.push({
        artistEmail: artist.email,
        title,
        description,
        originalArtistName: presentsFor,
        medium,
        style,
        location: `${artist.city}, ${artist.state}`,
        zipCode: artist.zipCode,
        inceptionLocation: random.chance(0.6) ? random.pick(artist.inceptionPlaces) : null,
        width,
        height,
        depth: isObject ? depth : null,
        dimensionUnit: artist.unit,
        creationYear: random.int(createdAt.getUTCFullYear() - 15, createdAt.getUTCFullYear()),
        salePriceCents,
        ...lease,
        isAvailable: !random.chance(0.12),
        viewCount,
        inGentrificationZone: random.chance(artist.badges.inGentrificationZone),
        receivedLoanGrant: random.chance(artist.badges.receivedLoanGrant),
        isSpecialNeedsArtist: random.chance(artist.badges.isSpecialNeedsArtist),
        isSeekingLocation: random.chance(artist.badges.isSeekingLocation),
        manageOwnSales: random.chance(artist.badges.manageOwnSales),
        createdAt,
        look: {
          seed: `${artist.handle}/${index}`,
          medium,
          palette: artist.palette,
          aspect,
          imageCount: random.weighted([
            [1, 22],
            [2, 30],
            [3, 26],
            [4, 13],
            [5, 9],
          ] as const),
        },
      });
    });
  }
  return artworks;
}
