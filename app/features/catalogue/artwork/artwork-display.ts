import { priceLine } from "~/features/catalogue/cards/display";
import { formatCents } from "~/lib/format";

/** How the artwork page words things; shared by the page, its meta tags and its structured data. */

export type DimensionUnit = "in" | "cm" | "ft";

export type Dimensions = {
  width: number | null;
  height: number | null;
  depth: number | null;
  unit: DimensionUnit | null;
};

/** Part 1 §9: dimensions without a unit are shown in centimetres. */
export const DEFAULT_DIMENSION_UNIT: DimensionUnit = "cm";

// The unit shown beside the stored one, and how many of it make one stored unit.
const COMPANION: Record<DimensionUnit, { unit: string; factor: number }> = {
  in: { unit: "cm", factor: 2.54 },
  cm: { unit: "in", factor: 1 / 2.54 },
  ft: { unit: "m", factor: 0.3048 },
};

const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/**
 * Width × height (× depth) in the stored unit, with the other system beside it:
 * '24 × 36 in (61 × 91.4 cm)'. Null when width or height is missing.
 */
export function formatDimensions(dimensions: Dimensions): string | null {
  const { width, height, depth } = dimensions;
  if (width == null || height == null || width <= 0 || height <= 0) return null;
  const unit = dimensions.unit ?? DEFAULT_DIMENSION_UNIT;
  const sides = depth != null && depth > 0 ? [width, height, depth] : [width, height];
  const companion = COMPANION[unit];
  // Metres need two decimals to stay meaningful for small objects.
  const converted = companion.unit === "m" ? twoDecimals : oneDecimal;
  const stored = sides.map((side) => oneDecimal.format(side)).join(" × ");
  const other = sides.map((side) => converted.format(side * companion.factor)).join(" × ");
  return `${stored} ${unit} (${other} ${companion.unit})`;
}

export type Pricing = {
  salePriceCents: number | null;
  leaseDailyRateCents: number | null;
  leaseWeeklyRateCents: number | null;
  leaseMonthlyRateCents: number | null;
};

const positive = (cents: number | null): cents is number => cents != null && cents > 0;

/** The headline price: the card rule of part 1 §9 (sale price, else 'From $X/day', else 'Price on request'). */
export function headlinePrice(pricing: Pricing) {
  return priceLine(pricing.salePriceCents, pricing.leaseDailyRateCents);
}

/** Each lease rate the artwork has, e.g. ['$15/day', '$90/week', '$300/month']. */
export function leaseRates(pricing: Pricing) {
  const rates: { period: "day" | "week" | "month"; cents: number; label: string }[] = [];
  const add = (period: "day" | "week" | "month", cents: number | null) => {
    if (positive(cents)) rates.push({ period, cents, label: `${formatCents(cents)}/${period}` });
  };
  add("day", pricing.leaseDailyRateCents);
  add("week", pricing.leaseWeeklyRateCents);
  add("month", pricing.leaseMonthlyRateCents);
  return rates;
}

export function hasLeaseRate(pricing: Pricing) {
  return leaseRates(pricing).length > 0;
}

/**
 * Part 1 §4: Purchase needs a sale price, Lease a lease rate; neither is offered
 * on an unavailable artwork or to its owner.
 */
export function transactionOptions(
  artwork: Pricing & { isAvailable: boolean },
  viewerIsOwner: boolean,
) {
  const open = artwork.isAvailable && !viewerIsOwner;
  return {
    canPurchase: open && positive(artwork.salePriceCents),
    canLease: open && hasLeaseRate(artwork),
  };
}

export const SHIPPING_BY_ARTIST = "Handled by the artist";
export const SHIPPING_BY_GALLERY = "Handled by the gallery";

export function shippingLine(manageOwnSales: boolean) {
  return manageOwnSales ? SHIPPING_BY_ARTIST : SHIPPING_BY_GALLERY;
}

export function formatMiles(miles: number) {
  return `${oneDecimal.format(miles)} ${miles === 1 ? "mile" : "miles"} away`;
}

export const checkoutPath = (artworkId: string, type: "purchase" | "lease") =>
  `/checkout/${artworkId}?type=${type}`;

export const messagesPath = (uploaderId: string, artworkId: string) =>
  `/messages?to=${encodeURIComponent(uploaderId)}&artwork=${encodeURIComponent(artworkId)}`;

/** The sign-in page that comes back to `path` afterwards. */
export const signInThen = (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`;

/** Shortens text to at most `max` characters at a word boundary, with an ellipsis. */
export function truncate(text: string, max: number) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export type SeoArtwork = Pricing & {
  title: string;
  description: string;
  artistName: string | null;
  medium: string;
  style: string | null;
  creationYear: number | null;
  isAvailable: boolean;
  width: number | null;
  height: number | null;
  depth: number | null;
  dimensionUnit: DimensionUnit | null;
};

/** About 160 characters for search results and link previews. */
export function metaDescription(artwork: SeoArtwork) {
  const facts = [
    artwork.artistName ? `by ${artwork.artistName}` : null,
    artwork.medium,
    artwork.creationYear ? String(artwork.creationYear) : null,
  ]
    .filter(Boolean)
    .join(", ");
  const status = artwork.isAvailable ? headlinePrice(artwork) : "Sold";
  return truncate(`${artwork.title}, ${facts}. ${status}. ${artwork.description}`, 160);
}

const UNIT_CODES: Record<DimensionUnit, string> = { in: "INH", cm: "CMT", ft: "FOT" };
const LEASE_UNIT_CODES = { day: "DAY", week: "WEE", month: "MON" } as const;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org VisualArtwork with its offers: the sale price and each lease rate.
 * `url` and `image` are absolute.
 */
export function artworkStructuredData(
  artwork: SeoArtwork,
  { url, image }: { url: string; image: string | null },
) {
  const unitCode = UNIT_CODES[artwork.dimensionUnit ?? DEFAULT_DIMENSION_UNIT];
  const size = (value: number | null) =>
    value != null && value > 0 ? { "@type": "QuantitativeValue", value, unitCode } : undefined;
  const availability = artwork.isAvailable
    ? "https://schema.org/InStock"
    : "https://schema.org/SoldOut";
  const offers: Record<string, unknown>[] = [];
  if (positive(artwork.salePriceCents)) {
    offers.push({
      "@type": "Offer",
      url,
      price: dollars(artwork.salePriceCents),
      priceCurrency: "USD",
      availability,
      businessFunction: "http://purl.org/goodrelations/v1#Sell",
    });
  }
  for (const rate of leaseRates(artwork)) {
    offers.push({
      "@type": "Offer",
      url,
      availability,
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: dollars(rate.cents),
        priceCurrency: "USD",
        unitCode: LEASE_UNIT_CODES[rate.period],
      },
    });
  }
  return {
    "@context": "https://schema.org",
    "@type": "VisualArtwork",
    name: artwork.title,
    description: truncate(artwork.description, 500),
    url,
    image: image ?? undefined,
    creator: artwork.artistName ? { "@type": "Person", name: artwork.artistName } : undefined,
    artMedium: artwork.medium,
    genre: artwork.style ?? undefined,
    dateCreated: artwork.creationYear ? String(artwork.creationYear) : undefined,
    width: size(artwork.width),
    height: size(artwork.height),
    depth: size(artwork.depth),
    offers: offers.length > 0 ? offers : undefined,
  };
}

/**
 * JSON for an inline <script>: '<' (and the line separators JavaScript treats as
 * newlines) are escaped, so text like '</script>' in a title cannot end the script.
 */
export function jsonForScript(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
