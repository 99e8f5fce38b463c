import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  defaultDurationType,
  isIsoDate,
  leasePhase,
  parseLeaseDays,
  periodsOverlap,
  quoteLease,
} from "./lease-pricing";

const rates = {
  leaseDailyRateCents: 1500,
  leaseWeeklyRateCents: 9000,
  leaseMonthlyRateCents: 30000,
};

function quote(
  durationType: "daily" | "weekly" | "monthly",
  days: number,
  startDate = "2026-03-01",
) {
  const result = quoteLease(rates, { startDate, days, durationType });
  if (!result) throw new Error("no quote");
  return { units: result.units, amount: result.amountCents, end: result.endDate };
}

describe("lease pricing", () => {
  it("charges daily leases per day and ends start + days", () => {
    expect(quote("daily", 1)).toEqual({ units: 1, amount: 1500, end: "2026-03-02" });
    expect(quote("daily", 7)).toEqual({ units: 7, amount: 10500, end: "2026-03-08" });
    expect(quote("daily", 8)).toEqual({ units: 8, amount: 12000, end: "2026-03-09" });
    expect(quote("daily", 30)).toEqual({ units: 30, amount: 45000, end: "2026-03-31" });
    expect(quote("daily", 31)).toEqual({ units: 31, amount: 46500, end: "2026-04-01" });
  });

  it("rounds weekly leases up to whole weeks", () => {
    expect(quote("weekly", 1)).toEqual({ units: 1, amount: 9000, end: "2026-03-08" });
    expect(quote("weekly", 7)).toEqual({ units: 1, amount: 9000, end: "2026-03-08" });
    expect(quote("weekly", 8)).toEqual({ units: 2, amount: 18000, end: "2026-03-15" });
    expect(quote("weekly", 30)).toEqual({ units: 5, amount: 45000, end: "2026-04-05" });
    expect(quote("weekly", 31)).toEqual({ units: 5, amount: 45000, end: "2026-04-05" });
  });

  it("rounds monthly leases up to whole calendar months", () => {
    expect(quote("monthly", 1)).toEqual({ units: 1, amount: 30000, end: "2026-04-01" });
    expect(quote("monthly", 7)).toEqual({ units: 1, amount: 30000, end: "2026-04-01" });
    expect(quote("monthly", 30)).toEqual({ units: 1, amount: 30000, end: "2026-04-01" });
    expect(quote("monthly", 31)).toEqual({ units: 2, amount: 60000, end: "2026-05-01" });
    expect(quote("monthly", 60, "2026-01-31")).toEqual({
      units: 2,
      amount: 60000,
      end: "2026-03-31",
    });
  });

  it("keeps month ends inside the target month", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-03-31", 1)).toBe("2026-04-30");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(quote("monthly", 30, "2026-01-31").end).toBe("2026-02-28");
  });

  it("crosses month and year ends by days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("has no quote for a missing rate", () => {
    expect(
      quoteLease(
        { leaseDailyRateCents: 1000, leaseWeeklyRateCents: null, leaseMonthlyRateCents: 0 },
        { startDate: "2026-03-01", days: 30, durationType: "monthly" },
      ),
    ).toBeNull();
  });

  it("defaults to monthly, else weekly, else daily", () => {
    expect(defaultDurationType(rates)).toBe("monthly");
    expect(defaultDurationType({ ...rates, leaseMonthlyRateCents: null })).toBe("weekly");
    expect(
      defaultDurationType({
        leaseDailyRateCents: 100,
        leaseWeeklyRateCents: null,
        leaseMonthlyRateCents: null,
      }),
    ).toBe("daily");
  });

  it("reads days as at least 1, bad input becoming 1", () => {
    expect(parseLeaseDays("30")).toBe(30);
    expect(parseLeaseDays(" 8 ")).toBe(8);
    expect(parseLeaseDays("0")).toBe(1);
    expect(parseLeaseDays("-3")).toBe(1);
    expect(parseLeaseDays("abc")).toBe(1);
    expect(parseLeaseDays("2.5")).toBe(1);
    expect(parseLeaseDays("")).toBe(1);
    expect(parseLeaseDays(undefined)).toBe(1);
    expect(parseLeaseDays("999999")).toBe(3650);
  });

  it("checks dates and overlaps", () => {
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("tomorrow")).toBe(false);
    // End dates are exclusive: a lease may start the day another ends.
    expect(periodsOverlap("2026-03-01", "2026-03-10", "2026-03-10", "2026-03-20")).toBe(false);
    expect(periodsOverlap("2026-03-01", "2026-03-10", "2026-03-09", "2026-03-20")).toBe(true);
    expect(periodsOverlap("2026-03-05", "2026-03-06", "2026-03-01", "2026-03-20")).toBe(true);
  });
});

describe("leasePhase", () => {
  it("is upcoming before the start, active from it, and ended on the (exclusive) end date", () => {
    expect(leasePhase("2026-12-01", "2026-12-05", "2026-11-30")).toBe("upcoming");
    expect(leasePhase("2026-12-01", "2026-12-05", "2026-12-01")).toBe("active");
    expect(leasePhase("2026-12-01", "2026-12-05", "2026-12-04")).toBe("active");
    expect(leasePhase("2026-12-01", "2026-12-05", "2026-12-05")).toBe("ended");
  });
});
