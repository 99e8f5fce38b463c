import { describe, expect, it } from "vitest";
import { priceLine, supportBadges } from "./price-and-badges";

describe("price line", () => {
  it("shows the sale price in dollars first", () => {
    expect(priceLine(125000, 500)).toBe("$1,250");
    expect(priceLine(99, null)).toBe("$0.99");
  });
  it("falls back to the daily lease rate, then to 'Price on request'", () => {
    expect(priceLine(null, 1550)).toBe("From $15.50/day");
    expect(priceLine(null, null)).toBe("Price on request");
    expect(priceLine(0, 0)).toBe("Price on request");
  });
});

describe("support badges", () => {
  it("lists the badges whose flags are set, in the spec's order", () => {
    const labels = supportBadges({
      inGentrificationZone: true,
      receivedLoanGrant: false,
      isSpecialNeedsArtist: true,
      isSeekingLocation: true,
    }).map((b) => b.label);
    expect(labels).toEqual([
      "Gentrification Zone Support",
      "Special Needs Artist",
      "Seeking Display Location",
    ]);
  });
});
