import { priceLine } from "~/features/catalogue/cards/price-and-badges";
import { formatCents } from "~/lib/format";

/** How the artwork page words its facts: size, prices, shipping and distance; shared by the page, its meta tags and its structured data. */

export type DimensionUnit = "in" | "cm" | "ft";

export type Dimensions = {
  width: number | null;
  height: number | null;
  depth: number | null;
  unit: DimensionUnit | null;
};

/** R-dimensions-display: dimensions without a unit are shown in centimetres. */
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

/** Whether a price is set (present and above zero). */
export const positive = (cents: number | null): cents is number => cents != null && cents > 0;

/** The headline price: the card rule of R-price-line (sale price, else 'From $X/day', else 'Price on request'). */
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

export const SHIPPING_BY_ARTIST = "Handled by the artist";
export const SHIPPING_BY_GALLERY = "Handled by the gallery";

export function shippingLine(manageOwnSales: boolean) {
  return manageOwnSales ? SHIPPING_BY_ARTIST : SHIPPING_BY_GALLERY;
}

export function formatMiles(miles: number) {
  return `${oneDecimal.format(miles)} ${miles === 1 ? "mile" : "miles"} away`;
}
