import { describe, expect, it } from "vitest";
import { webpOfJpegPath } from "./serve.server";
import { imageJpegUrl } from "./urls";

describe("JPEG copies for e-mail", () => {
  it("are the card and thumbnail of a stored image, read from their WebP", () => {
    expect(imageJpegUrl("artworks/abc")).toBe("/media/artworks/abc/card.jpg");
    expect(webpOfJpegPath("artworks/abc/card.jpg")).toBe("artworks/abc/card.webp");
    expect(webpOfJpegPath("artworks/abc/thumbnail.jpg")).toBe("artworks/abc/thumbnail.webp");
  });

  it("exist for no other variant or path", () => {
    expect(webpOfJpegPath("artworks/abc/large.jpg")).toBeNull();
    expect(webpOfJpegPath("artworks/abc/card.webp")).toBeNull();
    expect(webpOfJpegPath("../etc/card.jpg")).toBeNull();
  });
});
