import { describe, expect, it } from "vitest";
import {
  artworkLimitMessage,
  artworkLimitToast,
  overLimitLine,
  remainingUploadsLine,
} from "./messages";
import { artworkQuota, mayUploadArtwork, planAllowsArtworks } from "./policy";

describe("artwork quota wording", () => {
  it("uses the spec's sentences", () => {
    expect(artworkLimitMessage(3)).toBe(
      "You have reached your limit of 3 artworks. Please upgrade your subscription to upload more.",
    );
    expect(artworkLimitToast(10)).toBe(
      "You've reached your limit of 10 artworks. Please upgrade your subscription to upload more.",
    );
    expect(remainingUploadsLine(1)).toBe("You can upload 1 more artwork.");
    expect(remainingUploadsLine(4)).toBe("You can upload 4 more artworks.");
    expect(artworkQuota(5, 3)).toEqual({ used: 5, max: 3, remaining: 0, atLimit: true });
  });

  it("tells a member over a lowered limit that they keep their works", () => {
    expect(overLimitLine(5, 3, "Supporter")).toBe(
      "You have 5 artworks, more than the 3 your Supporter plan allows. You keep all of them, and can add new ones once you have fewer than 3, or upgrade your subscription.",
    );
    expect(overLimitLine(2, 0)).toBe(
      "Your plan allows no artworks now. You keep the 2 you have; upgrade your subscription to add more.",
    );
    expect(mayUploadArtwork(artworkQuota(5, 3))).toBe(false);
  });
});

describe("who may add an artwork", () => {
  it("a member may upload while a slot is free, and a plan without slots offers none", () => {
    expect(mayUploadArtwork(artworkQuota(2, 3))).toBe(true);
    expect(mayUploadArtwork(artworkQuota(3, 3))).toBe(false);
    expect(planAllowsArtworks(3)).toBe(true);
    expect(planAllowsArtworks(0)).toBe(false);
  });
});
