import { describe, expect, it } from "vitest";
import {
  mayAddSpace,
  spaceLimitBanner,
  spaceLimitMessage,
  spaceLimitToast,
  spaceQuota,
} from "~/features/curation";
import {
  artworkLimitMessage,
  artworkLimitToast,
  artworkQuota,
  mayUploadArtwork,
  overLimitLine,
  planAllowsArtworks,
  remainingUploadsLine,
} from "~/features/studio";
import type { ItemQuota } from "./quota";

/** Each kind's quota, refusals and over-limit line, with the spec's sentences (R-quota-listings, R-quota-spaces, R-lowered-limits). */
const KINDS = [
  {
    kind: "artwork",
    quota: artworkQuota,
    mayAdd: mayUploadArtwork,
    refusal: artworkLimitMessage,
    toast: artworkLimitToast,
    overLimit: (quota: ItemQuota) => overLimitLine(quota.used, quota.max),
    says: {
      refusal3:
        "You have reached your limit of 3 artworks. Please upgrade your subscription to upload more.",
      toast10:
        "You've reached your limit of 10 artworks. Please upgrade your subscription to upload more.",
      over5of3:
        "You have 5 artworks, more than the 3 your plan allows. You keep all of them, and can add new ones once you have fewer than 3, or upgrade your subscription.",
      over2of0:
        "Your plan allows no artworks now. You keep the 2 you have; upgrade your subscription to add more.",
      over1of0:
        "Your plan allows no artworks now. You keep the one you have; upgrade your subscription to add more.",
    },
  },
  {
    kind: "space",
    quota: spaceQuota,
    mayAdd: mayAddSpace,
    refusal: spaceLimitMessage,
    toast: spaceLimitToast,
    overLimit: spaceLimitBanner,
    says: {
      refusal3:
        "You have reached your limit of 3 curator spaces. Please upgrade your subscription to upload more.",
      toast10:
        "You've reached your limit of 10 curator spaces. Please upgrade your subscription to upload more.",
      over5of3:
        "You have 5 curator spaces, more than the 3 your plan allows. You keep all of them, and can add new ones once you have fewer than 3, or upgrade your subscription.",
      over2of0:
        "Your plan includes no curator spaces now. You keep all 2 spaces you have; upgrade your subscription to add more.",
      over1of0:
        "Your plan includes no curator spaces now. You keep the one space you have; upgrade your subscription to add more.",
    },
  },
];

describe.each(KINDS)("$kind quota wording", (k) => {
  it("refuses at the limit with the spec's sentences", () => {
    expect(k.refusal(3)).toBe(k.says.refusal3);
    expect(k.toast(10)).toBe(k.says.toast10);
    expect(k.quota(5, 3)).toEqual({ used: 5, max: 3, remaining: 0, atLimit: true });
  });

  it("tells a member over a lowered limit that they keep every item", () => {
    expect(k.overLimit(k.quota(5, 3))).toBe(k.says.over5of3);
    expect(k.overLimit(k.quota(2, 0))).toBe(k.says.over2of0);
    expect(k.overLimit(k.quota(1, 0))).toBe(k.says.over1of0);
    expect(k.mayAdd(k.quota(5, 3))).toBe(false);
  });

  it("a member may add while a slot is free", () => {
    expect(k.mayAdd(k.quota(2, 3))).toBe(true);
    expect(k.mayAdd(k.quota(3, 3))).toBe(false);
    expect(k.mayAdd(k.quota(0, 0))).toBe(false);
  });
});

describe("what only artworks say", () => {
  it("counts the uploads left and names the plan over a lowered limit", () => {
    expect(remainingUploadsLine(1)).toBe("You can upload 1 more artwork.");
    expect(remainingUploadsLine(4)).toBe("You can upload 4 more artworks.");
    expect(overLimitLine(5, 3, "Supporter")).toBe(
      "You have 5 artworks, more than the 3 your Supporter plan allows. You keep all of them, and can add new ones once you have fewer than 3, or upgrade your subscription.",
    );
    expect(planAllowsArtworks(3)).toBe(true);
    expect(planAllowsArtworks(0)).toBe(false);
  });
});

describe("what only spaces say", () => {
  it("My Spaces' banner says the slots are used at the limit", () => {
    expect(spaceLimitBanner(spaceQuota(3, 3))).toBe(
      "You have used all 3 curator space slots of your plan. Upgrade your subscription to add more spaces.",
    );
    expect(spaceLimitBanner(spaceQuota(0, 0))).toBe(
      "Your plan includes no curator spaces. Upgrade your subscription to add spaces.",
    );
  });
});
