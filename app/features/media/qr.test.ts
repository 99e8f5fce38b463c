import { randomUUID } from "node:crypto";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { useTemporaryMediaDir } from "../../../tests/support/media-dir";
import {
  artworkPageUrl,
  artworkQrFile,
  artworkQrFileName,
  QR_OPTIONS,
  renderArtworkQr,
  storeArtworkQr,
} from "./qr.server";

let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
});
afterAll(async () => {
  await media.remove();
});

const ID = "6f1c2a4e-8b1d-4c3e-9a57-0d2b7e9f1a23";

/** Reads a QR code from image bytes with jsQR, from sharp's raw RGBA pixels. */
async function decode(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height);
}

describe("artwork QR codes", () => {
  it("encode the artwork's public page", async () => {
    expect(artworkPageUrl(ID)).toBe(`${env().APP_URL}/artwork/${ID}`);
    expect(QR_OPTIONS).toMatchObject({ width: 256, margin: 2, errorCorrectionLevel: "H" });
  });

  it("the PNG is 256 px, black on white, and decodes to the artwork URL", async () => {
    const { png } = await renderArtworkQr(ID);
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 256, 256]);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += metadata.channels ?? 4) {
      colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    }
    expect([...colours].sort()).toEqual(["0,0,0", "255,255,255"]);
    // Margin 2: the corners are white.
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
    expect((await decode(png))?.data).toBe(`${env().APP_URL}/artwork/${ID}`);
  });

  it("every PNG is exactly 256 px, whatever the size of the symbol", async () => {
    for (let i = 0; i < 40; i++) {
      const { png } = await renderArtworkQr(randomUUID());
      const { width, height } = await sharp(png).metadata();
      expect([width, height]).toEqual([256, 256]);
    }
  });

  it("the SVG renders to the same code", async () => {
    const { svg } = await renderArtworkQr(ID);
    expect(svg.toString("utf8")).toMatch(/^<svg/);
    const rendered = await sharp(svg, { density: 144 }).png().toBuffer();
    expect((await decode(rendered))?.data).toBe(artworkPageUrl(ID));
  });

  it("are stored as PNG and SVG under the artwork's key, and read back", async () => {
    const key = await storeArtworkQr(ID);
    expect(key).toBe(`qrcodes/${ID}`);
    expect(await media.files()).toEqual([`qrcodes/${ID}/qr.png`, `qrcodes/${ID}/qr.svg`]);
    const png = await artworkQrFile(ID, key, "png");
    expect((await decode(png))?.data).toBe(artworkPageUrl(ID));
    // Without a stored file the code is rendered afresh.
    const fresh = await artworkQrFile(ID, null, "png");
    expect((await decode(fresh))?.data).toBe(artworkPageUrl(ID));
  });
});

describe("QR code downloads", () => {
  it("are named after the title's letters and digits", () => {
    expect(artworkQrFileName("Harbour at Night!", "png")).toBe("harbour-at-night-qr-code.png");
    expect(artworkQrFileName("Café — Étude", "svg")).toBe("cafe-etude-qr-code.svg");
    expect(artworkQrFileName("???", "png")).toBe("artwork-qr-code.png");
  });
});
