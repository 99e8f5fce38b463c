import { describe, expect, it } from "vitest";
import { MAX_FEATURED_ARTISTS, parseFeaturedArtists } from "./use-featured-artists";

describe("the featured artists' answer", () => {
  it("keeps well-formed entries by name, full name first, and drops the rest", () => {
    expect(
      parseFeaturedArtists({
        artists: [
          { id: "a", fullName: "Lena Kowalski", handle: "lena", avatarKey: "avatars/a" },
          { id: "b", fullName: "  ", handle: "theo" },
          { id: "c", fullName: null, handle: null },
          { id: "", fullName: "No Id" },
          { id: 7, fullName: "Numeric Id" },
          { id: "d", fullName: 12 },
          "not an object",
          null,
        ],
      }),
    ).toEqual([
      { id: "a", name: "Lena Kowalski", handle: "lena", avatarKey: "avatars/a" },
      { id: "b", name: "theo", handle: "theo", avatarKey: null },
    ]);
  });

  it("accepts a bare array, nothing for anything else, and at most ten", () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ id: `id-${i}`, fullName: `Artist ${i}` }));
    expect(parseFeaturedArtists(many)).toHaveLength(MAX_FEATURED_ARTISTS);
    expect(parseFeaturedArtists({ artists: "no" })).toEqual([]);
    expect(parseFeaturedArtists(null)).toEqual([]);
  });
});
