import { describe, expect, it } from "vitest";
import { facebookUrl, instagramUrl } from "./social-links";

describe("social links", () => {
  it("links an Instagram handle safely", () => {
    expect(instagramUrl("rosa.paints")).toBe("https://instagram.com/rosa.paints");
    expect(instagramUrl("@rosa_paints")).toBe("https://instagram.com/rosa_paints");
    expect(instagramUrl("https://www.instagram.com/rosa.paints/")).toBe(
      "https://instagram.com/rosa.paints",
    );
    expect(instagramUrl("rosa paints")).toBeNull();
    expect(instagramUrl("rosa/../../evil")).toBeNull();
    expect(instagramUrl('"><script>')).toBeNull();
    expect(instagramUrl("")).toBeNull();
    expect(instagramUrl(null)).toBeNull();
  });

  it("keeps a Facebook link only when it is http(s)", () => {
    expect(facebookUrl("https://facebook.com/rosa")).toBe("https://facebook.com/rosa");
    expect(facebookUrl("http://facebook.com/rosa")).toBe("http://facebook.com/rosa");
    expect(facebookUrl("javascript:alert(1)")).toBeNull();
    expect(facebookUrl("data:text/html,hi")).toBeNull();
    expect(facebookUrl("facebook.com/rosa")).toBeNull();
    expect(facebookUrl("https://user:pass@facebook.com/rosa")).toBeNull();
    expect(facebookUrl(null)).toBeNull();
  });
});
