import { describe, expect, it } from "vitest";
import { artworkStructuredData, jsonForScript, metaDescription, truncate } from "./seo";

const pricing = {
  salePriceCents: 125000,
  leaseDailyRateCents: 1500,
  leaseWeeklyRateCents: 9000,
  leaseMonthlyRateCents: 30000,
};

describe("search engines", () => {
  it("truncates at a word boundary", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("one two three four five six", 15)).toBe("one two three…");
  });
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
