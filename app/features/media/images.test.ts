import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppError } from "~/lib/errors";
import { IMAGE_FIXTURES_DIR } from "../../../tests/support/media-dir";
import { MEDIA_STORES, type MediaStoreUnderTest } from "../../../tests/support/media-stores";
import { IMAGE_REJECTED_MESSAGE, mediaErrors } from "./errors";
import { deleteImage, MAX_IMAGE_BYTES, processImage } from "./images.server";
import { VARIANTS_OF_KIND } from "./urls";

let media: MediaStoreUnderTest;

const fixture = (name: string) => readFile(path.join(IMAGE_FIXTURES_DIR, name));
const variantFile = (key: string, variant: string) => media.read(`${key}/${variant}.webp`);

/** A 16×12 greyscale thumbnail, enough to tell an upright photo from a turned one. */
async function fingerprint(bytes: Buffer) {
  return sharp(bytes).resize(16, 12, { fit: "fill" }).greyscale().raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer) {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
}

async function expectRejected(bytes: Uint8Array) {
  const before = await media.files();
  const error = await processImage(bytes, { kind: "artwork" }).catch((e: unknown) => e);
  expect(mediaErrors.is(error, "image-rejected")).toBe(true);
  expect((error as AppError).message).toBe(IMAGE_REJECTED_MESSAGE);
  expect((error as AppError).status).toBe(400);
  expect(await media.files()).toEqual(before);
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid, tiny (~50 kB) PNG that decodes to 20,000 × 20,000 pixels: a decompression bomb. */
function decompressionBomb() {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + side / 8) * side); // every row: filter 0, all black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

// The same pipeline on each store the app can use.
describe.each(MEDIA_STORES)("on $name", ({ use }) => {
  beforeAll(async () => {
    media = await use();
  });

  afterAll(async () => {
    await media.remove();
  });

  describe("processImage with real photos", () => {
    it("turns every EXIF orientation upright and drops the tag", async () => {
      const reference = await processImage(await fixture("orientation/Landscape_0.jpg"), {
        kind: "artwork",
      });
      const referenceLarge = await variantFile(reference.key, "large");
      const referencePrint = await fingerprint(referenceLarge);
      const referenceSize = await sharp(referenceLarge).metadata();

      // The comparison can tell: a mirrored photo is far from the upright one.
      const mirrored = await sharp(referenceLarge).flop().toBuffer();
      expect(meanDifference(await fingerprint(mirrored), referencePrint)).toBeGreaterThan(20);

      for (let orientation = 0; orientation <= 8; orientation++) {
        const image = await processImage(
          await fixture(`orientation/Landscape_${orientation}.jpg`),
          {
            kind: "artwork",
          },
        );
        expect({ orientation, width: image.width, height: image.height }).toEqual({
          orientation,
          width: 1800,
          height: 1200,
        });
        for (const variant of VARIANTS_OF_KIND.artwork) {
          const metadata = await sharp(await variantFile(image.key, variant)).metadata();
          expect(metadata.format).toBe("webp");
          expect(metadata.orientation).toBeUndefined();
          expect(metadata.exif).toBeUndefined();
        }
        const large = await variantFile(image.key, "large");
        const size = await sharp(large).metadata();
        expect([size.width, size.height]).toEqual([referenceSize.width, referenceSize.height]);
        expect(meanDifference(await fingerprint(large), referencePrint)).toBeLessThan(6);
      }
    });

    it("writes every variant at its size and strips GPS and all other metadata", async () => {
      for (const name of ["exif/DSCN0010.jpg", "exif/DSCN0012.jpg", "exif/Canon_40D.jpg"]) {
        const original = await fixture(name);
        const image = await processImage(original, { kind: "artwork" });
        const originalMetadata = await sharp(original).metadata();
        expect(originalMetadata.exif).toBeDefined();
        for (const variant of VARIANTS_OF_KIND.artwork) {
          const metadata = await sharp(await variantFile(image.key, variant)).metadata();
          expect(metadata.exif).toBeUndefined();
          expect(metadata.xmp).toBeUndefined();
          expect(metadata.iptc).toBeUndefined();
          expect(metadata.icc).toBeUndefined();
          if (variant === "large") {
            expect([metadata.width, metadata.height]).toEqual([image.width, image.height]);
          } else {
            expect([metadata.width, metadata.height]).toEqual(
              variant === "card" ? [600, 450] : variant === "thumbnail" ? [200, 150] : [400, 300],
            );
          }
        }
      }
    });

    it("refuses a damaged JPEG and stores nothing", async () => {
      await expectRejected(await fixture("exif/corrupted.jpg"));
    });

    it("refuses HEIC by its content, whatever its name", async () => {
      // Bytes carry no name: a HEIC renamed .jpg arrives exactly like this.
      await expectRejected(await fixture("exif/IMG_5195.HEIC"));
    });
  });

  describe("processImage limits", () => {
    it("refuses a text file", async () => {
      await expectRejected(Buffer.from("Just some notes, saved as painting.jpg\n".repeat(20)));
    });

    it("refuses an empty file", async () => {
      await expectRejected(new Uint8Array(0));
    });

    it("refuses a valid image over 5 MB", async () => {
      const side = 1400;
      const noise = randomBytes(side * side * 3);
      const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(png.byteLength).toBeGreaterThan(MAX_IMAGE_BYTES);
      await expectRejected(png);
    });

    it("refuses a 20,000 × 20,000 decompression bomb before decoding it", async () => {
      const bomb = decompressionBomb();
      expect(bomb.byteLength).toBeLessThan(200_000);
      const started = performance.now();
      await expectRejected(bomb);
      expect(performance.now() - started).toBeLessThan(2_000);
    });

    it("accepts PNG and WebP, keeps transparency, and never enlarges the large variant", async () => {
      const png = await sharp({
        create: {
          width: 320,
          height: 240,
          channels: 4,
          background: { r: 200, g: 40, b: 90, alpha: 0.5 },
        },
      })
        .png()
        .toBuffer();
      const fromPng = await processImage(png, { kind: "space" });
      expect(fromPng).toMatchObject({ width: 320, height: 240 });
      const large = await sharp(await variantFile(fromPng.key, "large")).metadata();
      expect([large.width, large.height, large.hasAlpha]).toEqual([320, 240, true]);

      const webp = await sharp({
        create: { width: 90, height: 160, channels: 3, background: "#336699" },
      })
        .webp()
        .toBuffer();
      const fromWebp = await processImage(webp, { kind: "avatar" });
      const avatar = await sharp(await variantFile(fromWebp.key, "avatar")).metadata();
      expect([avatar.width, avatar.height]).toEqual([100, 100]);
      const stored = (await media.files()).filter((file) => file.startsWith(fromWebp.key));
      expect(stored).toEqual(
        VARIANTS_OF_KIND.avatar.map((v) => `${fromWebp.key}/${v}.webp`).sort(),
      );
    });

    it("deleteImage removes every variant of a key", async () => {
      const png = await sharp({
        create: { width: 50, height: 50, channels: 3, background: "#fff" },
      })
        .png()
        .toBuffer();
      const image = await processImage(png, { kind: "artwork" });
      expect((await media.files()).some((file) => file.startsWith(image.key))).toBe(true);
      await deleteImage(image.key);
      expect((await media.files()).some((file) => file.startsWith(image.key))).toBe(false);
    });
  });
});
