import { describe, expect, it } from "vitest";
import {
  DEFAULT_SPLIT_RATES,
  describeSplit,
  rentCredit,
  splitPayment,
  unusedLeaseCredit,
} from "./split";

describe("splitPayment", () => {
  it("gives a first sale and a lease wholly to the seller by default", () => {
    expect(splitPayment(170_000, "first-sale")).toEqual({
      priceCents: 170_000,
      sellerCents: 170_000,
      royaltyCents: 0,
      feeCents: 0,
    });
    expect(splitPayment(18_000, "lease").sellerCents).toBe(18_000);
  });

  it("takes 5 % royalty and 5 % fee from a resale", () => {
    expect(splitPayment(170_000, "resale")).toEqual({
      priceCents: 170_000,
      sellerCents: 153_000,
      royaltyCents: 8_500,
      feeCents: 8_500,
    });
  });

  it("rounds the royalty and the fee down and gives the seller the odd cents", () => {
    // 5 % of $10.99 is 54.95 cents: 54 each, the seller 991.
    expect(splitPayment(1_099, "resale")).toEqual({
      priceCents: 1_099,
      sellerCents: 991,
      royaltyCents: 54,
      feeCents: 54,
    });
    for (const price of [0, 1, 19, 20, 99, 101, 12_345, 999_999_999]) {
      const split = splitPayment(price, "resale");
      expect(split.sellerCents + split.royaltyCents + split.feeCents).toBe(price);
      expect(split.royaltyCents).toBe(Math.floor(price / 20));
    }
  });

  it("takes a fee from first sales and leases when the gallery sets one", () => {
    const rates = { ...DEFAULT_SPLIT_RATES, firstSaleFeeBps: 250, leaseFeeBps: 1_000 };
    expect(splitPayment(10_001, "first-sale", rates)).toMatchObject({
      feeCents: 250,
      sellerCents: 9_751,
      royaltyCents: 0,
    });
    expect(splitPayment(999, "lease", rates)).toMatchObject({ feeCents: 99, sellerCents: 900 });
  });

  it("refuses what is not a whole number of cents", () => {
    expect(() => splitPayment(10.5, "first-sale")).toThrow(RangeError);
    expect(() => splitPayment(-1, "resale")).toThrow(RangeError);
  });
});

describe("describeSplit", () => {
  it("names the artist of a first sale", () => {
    expect(
      describeSplit(splitPayment(170_000, "first-sale"), {
        seller: "Lena Kowalski",
        artist: "Lena Kowalski",
        resale: false,
      }),
    ).toBe("Of $1,700: $1,700 to Lena Kowalski");
  });

  it("names the seller, the royalty to the artist and the fee of a resale", () => {
    expect(
      describeSplit(splitPayment(170_000, "resale"), {
        seller: "Sam Collector",
        artist: "Lena Kowalski",
        resale: true,
      }),
    ).toBe(
      "Of $1,700: $1,530 to the seller, $85 resale royalty to Lena Kowalski (the artist), $85 gallery fee",
    );
  });

  it("shows a first sale's fee when there is one", () => {
    const split = splitPayment(1_099, "first-sale", {
      ...DEFAULT_SPLIT_RATES,
      firstSaleFeeBps: 500,
    });
    expect(describeSplit(split, { seller: "Lena", artist: "Lena", resale: false })).toBe(
      "Of $10.99: $10.45 to Lena, $0.54 gallery fee",
    );
  });
});

describe("rentCredit", () => {
  it("credits half the rent paid, rounded down", () => {
    expect(rentCredit(36_000, 170_000)).toBe(18_000);
    expect(rentCredit(999, 170_000)).toBe(499);
  });

  it("never credits more than half the price", () => {
    expect(rentCredit(500_000, 170_000)).toBe(85_000);
    expect(rentCredit(500_000, 1_099)).toBe(549);
  });

  it("credits nothing without rent or without a price, and follows the share setting", () => {
    expect(rentCredit(0, 170_000)).toBe(0);
    expect(rentCredit(36_000, 0)).toBe(0);
    expect(rentCredit(36_000, 170_000, 2_500)).toBe(9_000);
    expect(rentCredit(36_000, 170_000, 0)).toBe(0);
  });
});

describe("unused lease days (R-rent-to-own)", () => {
  const period = { startDate: "2026-11-01", endDate: "2026-12-01" };
  it("values the days not used at the paid rate, rounded up to the cent", () => {
    // 20 of 30 days of $100: $66.666… → $66.67.
    expect(unusedLeaseCredit(10_000, period, "2026-11-11")).toBe(6_667);
  });
  it("gives a lease not begun, or bought on its first day, back in full", () => {
    expect(unusedLeaseCredit(10_000, period, "2026-10-20")).toBe(10_000);
    expect(unusedLeaseCredit(10_000, period, "2026-11-01")).toBe(10_000);
  });
  it("gives nothing for a lease that has ended, or one of no days", () => {
    expect(unusedLeaseCredit(10_000, period, "2026-12-01")).toBe(0);
    expect(
      unusedLeaseCredit(10_000, { startDate: "2026-11-01", endDate: "2026-11-01" }, "2026-10-01"),
    ).toBe(0);
  });
});
