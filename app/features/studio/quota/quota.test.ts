import { describe, expect, it } from "vitest";
import { artworkLimitMessage, artworkLimitToast, remainingUploadsLine } from "./messages";
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
});

describe("who may add an artwork", () => {
  it("a member may upload while a slot is free, and a plan without slots offers none", () => {
    expect(mayUploadArtwork(artworkQuota(2, 3))).toBe(true);
    expect(mayUploadArtwork(artworkQuota(3, 3))).toBe(false);
    expect(planAllowsArtworks(3)).toBe(true);
    expect(planAllowsArtworks(0)).toBe(false);
  });
});
