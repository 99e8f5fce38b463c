import { describe, expect, it } from "vitest";
import { transactionOptions } from "./policy";

const pricing = {
  salePriceCents: 125000,
  leaseDailyRateCents: 1500,
  leaseWeeklyRateCents: 9000,
  leaseMonthlyRateCents: 30000,
};

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
