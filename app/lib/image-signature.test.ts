import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageSignature, looksLikeImage } from "./image-signature";

const picture = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } });

describe("image signature", () => {
  it("recognises JPEG, PNG and WebP by their first bytes", async () => {
    expect(imageSignature(await picture().jpeg().toBuffer())).toBe("jpeg");
    expect(imageSignature(await picture().png().toBuffer())).toBe("png");
    expect(imageSignature(await picture().webp().toBuffer())).toBe("webp");
  });

  it("refuses text, GIF, a RIFF that is not WebP, and files too short to tell", async () => {
    const text = new TextEncoder().encode("Just some notes about a painting\n");
    expect(imageSignature(text)).toBeNull();
    expect(imageSignature(await picture().gif().toBuffer())).toBeNull();
    expect(imageSignature(new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(imageSignature(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(imageSignature(new Uint8Array())).toBeNull();
  });

  it("reads only the head of a file", async () => {
    const png = await picture().png().toBuffer();
    expect(await looksLikeImage(new Blob([new Uint8Array(png)], { type: "image/png" }))).toBe(true);
    const fake = new Blob(["not an image"], { type: "image/png" });
    expect(await looksLikeImage(fake)).toBe(false);
  });
});
