import { describe, expect, it } from "vitest";
import {
  formatDimensions,
  formatMiles,
  headlinePrice,
  leaseRates,
  shippingLine,
} from "./artwork-facts";

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

describe("words", () => {
  it("words shipping and distance", () => {
    expect(shippingLine(true)).toBe("Handled by the artist");
    expect(shippingLine(false)).toBe("Handled by the gallery");
    expect(formatMiles(12.34)).toBe("12.3 miles away");
    expect(formatMiles(1)).toBe("1 mile away");
  });
});
