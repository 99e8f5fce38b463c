import { describe, expect, it } from "vitest";
import { EMPTY_SEARCH, parseSearchParams, searchHref, searchParamsOf } from "./schema";
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

describe("the search box with control characters", () => {
  it("drops them from ?q=, so the search reads as if they were absent", () => {
    expect(parseSearchParams(new URLSearchParams("q=har%00bour%07")).q).toBe("harbour");
    expect(parseSearchParams(new URLSearchParams("q=%00%01%1b")).q).toBe("");
  });
});

describe("search numbers are plain digits", () => {
  it("a radius of 0xa, 1e1 or Infinity is no radius; ' 10 ' is 10", () => {
    expect(parse("within=0xa").within).toBeNull();
    expect(parse("within=1e1").within).toBeNull();
    expect(parse("within=Infinity").within).toBeNull();
    expect(parse("within=10.0").within).toBeNull();
    expect(parse("within=%2010%20").within).toBe(10);
  });

  it("prices and pages in hex or exponent form are ignored", () => {
    expect(parse("minPrice=0x10&maxPrice=1e3")).toMatchObject({ minPrice: null, maxPrice: null });
    expect(parse("maxPrice=Infinity").maxPrice).toBeNull();
    expect(parse("page=0x10").page).toBe(1);
    expect(parse("page=1e2").page).toBe(1);
  });
});
