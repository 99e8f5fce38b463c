import { describe, expect, it } from "vitest";
import {
  activeFilters,
  clearedFilters,
  countLine,
  EMPTY_SEARCH,
  parseSearchParams,
  priceSliderMax,
  searchHref,
  searchParamsOf,
} from "./search-params";
import { prefixTsQuery } from "./search-text";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const USER = "6f1c1a52-8c1e-4d8e-9a53-0b7f1f8f2a10";

describe("search URL state", () => {
  it("reads every control from the URL and writes it back the same", () => {
    const query = `q=river+light&userId=${USER}&minPrice=100&maxPrice=2500&style=Folk+Art&medium=Oil+on+Canvas&gentrification=1&grant=1&specialNeeds=1&seekingLocation=1&forSale=1&forLease=1&within=25&sort=price_desc&page=3`;
    const state = parse(query);
    expect(state).toEqual({
      q: "river light",
      userId: USER,
      minPrice: 100,
      maxPrice: 2500,
      style: "Folk Art",
      medium: "Oil on Canvas",
      support: { gentrification: true, grant: true, specialNeeds: true, seekingLocation: true },
      forSale: true,
      forLease: true,
      within: 25,
      sort: "price_desc",
      page: 3,
    });
    expect(searchParamsOf(state).toString()).toBe(query);
    expect(parse(searchParamsOf(state).toString())).toEqual(state);
  });

  it("leaves defaults out of the URL", () => {
    expect(searchHref(EMPTY_SEARCH)).toBe("/search");
    expect(searchHref({ ...EMPTY_SEARCH, sort: "newest" })).toBe("/search?sort=newest");
    expect(parse("")).toEqual(EMPTY_SEARCH);
  });

  it("corrects or ignores bad values", () => {
    expect(parse("minPrice=-5&maxPrice=abc")).toMatchObject({ minPrice: null, maxPrice: null });
    expect(parse("minPrice=900&maxPrice=100")).toMatchObject({ minPrice: 100, maxPrice: 900 });
    expect(parse("minPrice=0&maxPrice=0")).toMatchObject({ minPrice: null, maxPrice: 0 });
    expect(parse("minPrice=12.7")).toMatchObject({ minPrice: 12 });
    expect(parse("sort=random").sort).toBe("popular");
    expect(parse("sort=PRICE_ASC").sort).toBe("popular");
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=1e400").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1000);
    expect(parse("within=7").within).toBeNull();
    expect(parse("within=25").within).toBe(25);
    expect(parse("userId=1;drop").userId).toBeNull();
    expect(parse(`userId=${USER.toUpperCase()}`).userId).toBe(USER);
    expect(parse("forSale=yes&forLease=nope")).toMatchObject({ forSale: true, forLease: false });
    expect(parse("style=%20%20&medium=").style).toBeNull();
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(200);
    expect(parse("q=%00tab%09%0Anew").q).toBe("tab new");
  });

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
    expect(priceSliderMax(null)).toBe(10_000);
    expect(priceSliderMax(0)).toBe(10_000);
    expect(priceSliderMax(120_000)).toBe(2000);
    expect(priceSliderMax(100_000)).toBe(1000);
    expect(priceSliderMax(1_234_567)).toBe(13_000);
    expect(priceSliderMax(999)).toBe(1000);
  });
});

describe("prefix text query", () => {
  it("turns words into prefix terms joined by AND", () => {
    expect(prefixTsQuery("Pain")).toBe("pain:*");
    expect(prefixTsQuery("  painted   HARB ")).toBe("painted:* & harb:*");
    expect(prefixTsQuery("O'Keeffe")).toBe("o:* & keeffe:*");
    expect(prefixTsQuery("café élan")).toBe("café:* & élan:*");
  });

  it("strips query syntax and keeps at most eight words", () => {
    expect(prefixTsQuery("a & b | !c (d) <-> e:*")).toBe("a:* & b:* & c:* & d:* & e:*");
    expect(prefixTsQuery("&|!():*'\\")).toBeNull();
    expect(prefixTsQuery("")).toBeNull();
    expect(
      prefixTsQuery("one two three four five six seven eight nine ten")?.split(" & "),
    ).toHaveLength(8);
  });
});
