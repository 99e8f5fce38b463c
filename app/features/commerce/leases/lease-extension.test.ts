import { describe, expect, it } from "vitest";
import {
  extensionConflict,
  extensionPhaseRefusal,
  extensionStart,
  nextLeaseFrom,
  offersExtension,
} from "./lease-extension";
import { leasePhase, quoteLease } from "./lease-pricing";

const RATES = {
  leaseDailyRateCents: 1500,
  leaseWeeklyRateCents: null,
  leaseMonthlyRateCents: null,
};
/** Under way on Dec 10: Dec 1 to Dec 14, free again on Dec 15. */
const CURRENT = { id: "current", startDate: "2026-12-01", endDate: "2026-12-15" };

describe("R-lease-extension", () => {
  it("starts on the day the lease ends, so the two share no day", () => {
    expect(extensionStart(CURRENT)).toBe("2026-12-15");
    const extension = quoteLease(RATES, {
      startDate: extensionStart(CURRENT),
      days: 5,
      durationType: "daily",
    });
    expect(extension).toMatchObject({ startDate: "2026-12-15", endDate: "2026-12-20" });
    expect(extensionConflict(extension!, [CURRENT])).toBeNull();
  });

  it("fits a later lease that starts on the extension's end, and not one a day earlier", () => {
    const extension = { startDate: "2026-12-15", endDate: "2026-12-20" };
    const onTheEnd = { startDate: "2026-12-20", endDate: "2026-12-25" };
    const dayEarlier = { startDate: "2026-12-19", endDate: "2026-12-25" };
    expect(extensionConflict(extension, [CURRENT, onTheEnd])).toBeNull();
    expect(extensionConflict(extension, [CURRENT, dayEarlier])).toBe(dayEarlier);
    // The earliest of several is named.
    const first = { startDate: "2026-12-16", endDate: "2026-12-17" };
    expect(extensionConflict(extension, [dayEarlier, first])).toBe(first);
  });

  it("is bounded by the next lease from its start, not by earlier ones", () => {
    const later = { startDate: "2027-01-10", endDate: "2027-01-20" };
    const sooner = { startDate: "2026-12-20", endDate: "2026-12-25" };
    expect(nextLeaseFrom("2026-12-15", [CURRENT, later, sooner])).toBe(sooner);
    expect(nextLeaseFrom("2026-12-15", [CURRENT])).toBeNull();
    // One starting on the extension's first day leaves no room at all.
    const adjoining = { startDate: "2026-12-15", endDate: "2026-12-18" };
    expect(nextLeaseFrom("2026-12-15", [adjoining])).toBe(adjoining);
  });

  it("extends only a lease under way on the gallery's today", () => {
    const phase = (today: string) => leasePhase(CURRENT.startDate, CURRENT.endDate, today);
    expect(extensionPhaseRefusal(phase("2026-11-30"))).toBe("upcoming");
    expect(extensionPhaseRefusal(phase("2026-12-01"))).toBeNull();
    expect(extensionPhaseRefusal(phase("2026-12-14"))).toBeNull();
    // The end date is exclusive: on it the lease is over.
    expect(extensionPhaseRefusal(phase("2026-12-15"))).toBe("ended");
  });

  it("is offered on the member's list for an active lease not already extended", () => {
    const lease = { artworkId: "work", startDate: CURRENT.startDate, endDate: CURRENT.endDate };
    const own = [{ artworkId: "work", startDate: CURRENT.startDate }];
    expect(offersExtension(lease, "2026-12-10", own)).toBe(true);
    expect(offersExtension(lease, "2026-11-30", own)).toBe(false);
    expect(offersExtension(lease, "2026-12-15", own)).toBe(false);
    // Extended already: the extension is the one to extend, once it is under way.
    const extended = [...own, { artworkId: "work", startDate: "2026-12-15" }];
    expect(offersExtension(lease, "2026-12-10", extended)).toBe(false);
    // A lease of another work starting that day is no extension of this one.
    const otherWork = [...own, { artworkId: "other", startDate: "2026-12-15" }];
    expect(offersExtension(lease, "2026-12-10", otherWork)).toBe(true);
    // A deleted work is not offered.
    expect(offersExtension({ ...lease, artworkId: null }, "2026-12-10", own)).toBe(false);
  });
});
