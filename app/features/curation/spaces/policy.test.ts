import { describe, expect, it } from "vitest";
import { spaceLimitBanner, spaceQuota } from "./policy";

describe("My Spaces at the limit (R-quota-spaces, R-lowered-limits)", () => {
  it("says the slots are used at the limit", () => {
    expect(spaceLimitBanner(spaceQuota(3, 3))).toBe(
      "You have used all 3 curator space slots of your plan. Upgrade your subscription to add more spaces.",
    );
    expect(spaceLimitBanner(spaceQuota(0, 0))).toBe(
      "Your plan includes no curator spaces. Upgrade your subscription to add spaces.",
    );
  });

  it("tells a member over a lowered limit that they keep every space", () => {
    expect(spaceLimitBanner(spaceQuota(5, 3))).toBe(
      "You have 5 curator spaces, more than the 3 your plan allows. You keep all of them, and can add new ones once you have fewer than 3, or upgrade your subscription.",
    );
    expect(spaceLimitBanner(spaceQuota(1, 0))).toBe(
      "Your plan includes no curator spaces now. You keep the one space you have; upgrade your subscription to add more.",
    );
  });
});
