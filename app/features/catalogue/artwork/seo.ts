import {
  DEFAULT_DIMENSION_UNIT,
  type DimensionUnit,
  headlinePrice,
  leaseRates,
  type Pricing,
  positive,
} from "./artwork-facts";

/** What search engines and link previews read about an artwork. */

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
