import { describe, expect, it } from "vitest";
import {
  artworkStructuredData,
  checkoutPath,
  formatDimensions,
  formatMiles,
  headlinePrice,
  jsonForScript,
  leaseRates,
  messagesPath,
  metaDescription,
  shippingLine,
  signInThen,
  transactionOptions,
  truncate,
} from "./artwork-display";

const pricing = {
  salePriceCents: 125000,
  leaseDailyRateCents: 1500,
  leaseWeeklyRateCents: 9000,
  leaseMonthlyRateCents: 30000,
};

describe("dimensions", () => {
  it("shows the stored unit with the other system beside it", () => {
    expect(formatDimensions({ width: 24, height: 36, depth: null, unit: "in" })).toBe(
      "24 × 36 in (61 × 91.4 cm)",
    );
    expect(formatDimensions({ width: 61, height: 91.5, depth: 4, unit: "cm" })).toBe(
      "61 × 91.5 × 4 cm (24 × 36 × 1.6 in)",
    );
    expect(formatDimensions({ width: 7, height: 4.5, depth: null, unit: "ft" })).toBe(
      "7 × 4.5 ft (2.13 × 1.37 m)",
    );
  });
  it("uses centimetres when no unit is stored, and shows nothing without width and height", () => {
    expect(formatDimensions({ width: 50, height: 40, depth: null, unit: null })).toBe(
      "50 × 40 cm (19.7 × 15.7 in)",
    );
    expect(formatDimensions({ width: null, height: 40, depth: null, unit: "in" })).toBeNull();
  });
});

describe("prices", () => {
  it("follows the card rule for the headline", () => {
    expect(headlinePrice(pricing)).toBe("$1,250");
    expect(headlinePrice({ ...pricing, salePriceCents: null })).toBe("From $15/day");
    expect(
      headlinePrice({
        salePriceCents: 0,
        leaseDailyRateCents: null,
        leaseWeeklyRateCents: 9000,
        leaseMonthlyRateCents: null,
      }),
    ).toBe("Price on request");
  });
  it("lists each lease rate present", () => {
    expect(leaseRates(pricing).map((r) => r.label)).toEqual(["$15/day", "$90/week", "$300/month"]);
    expect(
      leaseRates({ ...pricing, leaseDailyRateCents: null, leaseWeeklyRateCents: 0 }).map(
        (r) => r.label,
      ),
    ).toEqual(["$300/month"]);
  });
});

describe("purchase and lease", () => {
  const available = { ...pricing, isAvailable: true };
  it("offers both when priced, available and not the viewer's own", () => {
    expect(transactionOptions(available, false)).toEqual({ canPurchase: true, canLease: true });
  });
  it("offers neither to the owner or on an unavailable artwork", () => {
    expect(transactionOptions(available, true)).toEqual({ canPurchase: false, canLease: false });
    expect(transactionOptions({ ...available, isAvailable: false }, false)).toEqual({
      canPurchase: false,
      canLease: false,
    });
  });
  it("needs a sale price to purchase and a rate to lease", () => {
    expect(transactionOptions({ ...available, salePriceCents: 0 }, false)).toEqual({
      canPurchase: false,
      canLease: true,
    });
    expect(
      transactionOptions(
        {
          ...available,
          leaseDailyRateCents: null,
          leaseWeeklyRateCents: null,
          leaseMonthlyRateCents: null,
        },
        false,
      ),
    ).toEqual({ canPurchase: true, canLease: false });
  });
});

describe("links and words", () => {
  it("builds the checkout, messages and sign-in links", () => {
    expect(checkoutPath("a1", "lease")).toBe("/checkout/a1?type=lease");
    expect(messagesPath("u1", "a1")).toBe("/messages?to=u1&artwork=a1");
    expect(signInThen("/messages?to=u1&artwork=a1")).toBe(
      "/login?redirectTo=%2Fmessages%3Fto%3Du1%26artwork%3Da1",
    );
  });
  it("words shipping and distance", () => {
    expect(shippingLine(true)).toBe("Handled by the artist");
    expect(shippingLine(false)).toBe("Handled by the gallery");
    expect(formatMiles(12.34)).toBe("12.3 miles away");
    expect(formatMiles(1)).toBe("1 mile away");
  });
  it("truncates at a word boundary", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("one two three four five six", 15)).toBe("one two three…");
  });
});

describe("search engines", () => {
  const artwork = {
    ...pricing,
    title: "Harbor",
    description: "A morning harbor.",
    artistName: "Maya Robinson",
    medium: "Oil on Canvas",
    style: "Abstract",
    creationYear: 2021,
    isAvailable: true,
    width: 24,
    height: 36,
    depth: null,
    dimensionUnit: "in" as const,
  };
  it("describes the work in one short line", () => {
    expect(metaDescription(artwork)).toBe(
      "Harbor, by Maya Robinson, Oil on Canvas, 2021. $1,250. A morning harbor.",
    );
    expect(metaDescription({ ...artwork, isAvailable: false })).toContain("Sold.");
    expect(
      metaDescription({ ...artwork, description: "word ".repeat(100) }).length,
    ).toBeLessThanOrEqual(160);
  });
  it("describes a VisualArtwork with its sale and lease offers", () => {
    const data = artworkStructuredData(artwork, {
      url: "https://gallery.example/artwork/1",
      image: "https://gallery.example/media/k/large.webp",
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: "Harbor",
      creator: { "@type": "Person", name: "Maya Robinson" },
      artMedium: "Oil on Canvas",
      width: { "@type": "QuantitativeValue", value: 24, unitCode: "INH" },
    });
    expect(data.offers).toHaveLength(4);
    expect(data.offers?.[0]).toMatchObject({
      price: "1250.00",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    });
    const sold = artworkStructuredData(
      { ...artwork, isAvailable: false },
      { url: "u", image: null },
    );
    expect(sold.offers?.[0]?.availability).toBe("https://schema.org/SoldOut");
  });
  it("escapes JSON for a script element", () => {
    const json = jsonForScript({ name: "</script><script>alert(1)</script>&\u2028" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>&\u2028" });
  });
});
