import { describe, expect, it } from "vitest";
import { EMPTY_SEARCH, parseSearchParams, priceSliderMax } from "./schema";
import { activeFilters, clearedFilters, countLine } from "./search-wording";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const USER = "6f1c1a52-8c1e-4d8e-9a53-0b7f1f8f2a10";

describe("search wording", () => {
  it("gives one removable chip per filter, and Clear all keeps the sort", () => {
    const state = parse(
      `q=dunes&userId=${USER}&minPrice=100&style=Realism&grant=1&forLease=1&within=10&sort=newest&page=2`,
    );
    const chips = activeFilters(state, { artistName: "Rosa Delgado" });
    expect(chips.map((c) => c.label)).toEqual([
      "Artist: Rosa Delgado",
      "Search: “dunes”",
      "Price: From $100",
      "Style: Realism",
      "Fair Trade Grant Recipient",
      "For Lease",
      "Within 10 miles",
    ]);
    const withoutStyle = chips.find((c) => c.id === "style")?.without;
    expect(withoutStyle).toMatchObject({ style: null, page: 1, q: "dunes", sort: "newest" });
    expect(chips.find((c) => c.id === "artist")?.without.userId).toBeNull();
    expect(activeFilters(parse("maxPrice=500"))[0]?.label).toBe("Price: Up to $500");
    expect(activeFilters(parse("minPrice=5&maxPrice=500"))[0]?.label).toBe("Price: $5 – $500");
    expect(clearedFilters(state)).toEqual({ ...EMPTY_SEARCH, sort: "newest" });
    expect(activeFilters(parse("sort=price_asc&page=4"))).toEqual([]);
  });

  it("words the count and rounds the slider maximum up to the next 1000", () => {
    expect(countLine(0)).toBe("0 artworks found");
    expect(countLine(1)).toBe("1 artwork found");
    expect(countLine(1234)).toBe("1,234 artworks found");
    expect(countLine(1000, true)).toBe("1,000+ artworks found");
    expect(priceSliderMax(null)).toBe(10_000);
    expect(priceSliderMax(0)).toBe(10_000);
    expect(priceSliderMax(120_000)).toBe(2000);
    expect(priceSliderMax(100_000)).toBe(1000);
    expect(priceSliderMax(1_234_567)).toBe(13_000);
    expect(priceSliderMax(999)).toBe(1000);
  });
});
