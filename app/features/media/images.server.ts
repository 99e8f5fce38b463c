import { randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { logger } from "~/lib/logger.server";
import { mediaErrors } from "./errors";
import { createSlots } from "./image-slots";
import { MAX_IMAGE_BYTES } from "./limits";
import { type PaletteColour, paletteOfPixels } from "./palette";
import { type MediaStorage, mediaStorage } from "./storage.server";
import { IMAGE_VARIANTS, type ImageKind, type ImageVariant, VARIANTS_OF_KIND } from "./urls";

export { MAX_IMAGE_BYTES };

/**
 * Far above any camera (a 48-megapixel phone photo fits) and far below what
 * would exhaust memory: a small file claiming 20,000 × 20,000 is refused
 * before it is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

// Set once for the process, whatever sharp would pick for the platform. Every
// upload is a new image, so libvips' operation cache never hits and only holds
// pixels. One thread per image: libvips' per-thread buffers multiply with
// threads, and on glibc the freed memory stays with the process.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Images decoded and encoded at once across the process; the others wait
 * their turn. A 12-megapixel photo needs tens of megabytes while it is cut
 * into variants, and every upload at once would add all of those together.
 */
const IMAGES_AT_ONCE = 2;
export const inImageSlot = createSlots(IMAGES_AT_ONCE);

const PREFIX_OF_KIND: Record<ImageKind, string> = {
  artwork: "artworks",
  avatar: "avatars",
  space: "spaces",
};

export type ProcessedImage = {
  /** Storage prefix of the variants; see imageUrl(). */
  key: string;
  /** Size of the upright original. */
  width: number;
  height: number;
  /** Dominant colours (artworks and spaces; empty for avatars). */
  palette: PaletteColour[];
};

/** Side of the thumbnail a palette is computed from: 4,096 pixels are plenty for five colours. */
const PALETTE_THUMBNAIL = 64;

export type ProcessImageOptions = { kind: ImageKind; storage?: MediaStorage };

function rejected(cause?: unknown) {
  const error = mediaErrors.raise("image-rejected");
  if (cause) error.cause = cause;
  return error;
}

type DecodedImage = {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  /** Size of the upright original, before the working copy was shrunk. */
  width: number;
  height: number;
};

/**
 * Decodes once into an upright sRGB working copy no larger than the largest
 * variant; every variant is cut from it. Only the decoded content decides
 * what the file is: its name and declared type are never consulted.
 */
async function decodeUpright(input: Buffer): Promise<DecodedImage> {
  const options = {
    failOn: "error",
    limitInputPixels: MAX_IMAGE_PIXELS,
    autoOrient: true,
  } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw rejected(error);
  }
  const { format, width, height } = metadata;
  if (!ACCEPTED_FORMATS.has(format) || !width || !height || width * height > MAX_IMAGE_PIXELS) {
    throw rejected();
  }
  const largest = IMAGE_VARIANTS.large;
  try {
    const { data, info } = await sharp(input, options)
      .resize({
        width: largest.width,
        height: largest.height,
        fit: "inside",
        withoutEnlargement: true,
      })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    return {
      pixels: data,
      raw: { width: info.width, height: info.height, channels: info.channels },
      width: metadata.autoOrient.width,
      height: metadata.autoOrient.height,
    };
  } catch (error) {
    throw rejected(error);
  }
}

/** Encodes one variant as WebP; the output carries no metadata at all. */
function encodeVariant(image: DecodedImage, variant: ImageVariant): Promise<Buffer> {
  const { width, height, quality } = IMAGE_VARIANTS[variant];
  const pipeline = sharp(image.pixels, { raw: image.raw });
  const sized =
    variant === "large"
      ? pipeline.resize({ width, height, fit: "inside", withoutEnlargement: true })
      : pipeline.resize({ width, height, fit: "cover" });
  // The large variant is most of the work; a lower effort halves its time for ~2% more bytes.
  return sized.webp({ quality, effort: variant === "large" ? 2 : 4 }).toBuffer();
}

/** The dominant colours of an upright working copy (see palette.ts). */
export async function imagePalette(image: DecodedImage): Promise<PaletteColour[]> {
  const { data, info } = await sharp(image.pixels, { raw: image.raw })
    .resize({ width: PALETTE_THUMBNAIL, height: PALETTE_THUMBNAIL, fit: "inside" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return paletteOfPixels(data, info.channels);
}

/** The dominant colours of a stored or uploaded image file (for images stored before palettes). */
export async function paletteOfFile(bytes: Uint8Array): Promise<PaletteColour[]> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return inImageSlot(async () => imagePalette(await decodeUpright(input)));
}

/**
 * Checks, re-encodes and stores an uploaded image under a fresh key: upright
 * (EXIF orientation applied), stripped of all metadata (no GPS position can
 * leak), in the variants of its kind. Anything that is not a JPEG, PNG or
 * WebP of at most 5 MB and 50 megapixels is refused with the spec's message,
 * and nothing is stored for it.
 */
export async function processImage(
  bytes: Uint8Array,
  { kind, storage = mediaStorage() }: ProcessImageOptions,
): Promise<ProcessedImage> {
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_IMAGE_BYTES) throw rejected();
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The place is kept until the variants are written: their buffers live until then.
  return inImageSlot(() => storeVariants(input, kind, storage));
}

/** Decodes, reads the palette and writes every variant of one image (see processImage). */
async function storeVariants(
  input: Buffer,
  kind: ImageKind,
  storage: MediaStorage,
): Promise<ProcessedImage> {
  const image = await decodeUpright(input);
  // Before any write: a failure here then leaves no file behind.
  const palette =
    kind === "avatar"
      ? []
      : await imagePalette(image).catch((error: unknown) => {
          throw rejected(error);
        });

  const key = `${PREFIX_OF_KIND[kind]}/${randomUUID()}`;
  // Wait for every write to settle before cleaning up, so none lands after the delete.
  const results = await Promise.allSettled(
    VARIANTS_OF_KIND[kind].map(async (variant) => {
      const encoded = await encodeVariant(image, variant);
      await storage.put(`${key}/${variant}.webp`, encoded, "image/webp").catch((error) => {
        logger.error({ err: error, key }, "storing an image failed");
        throw mediaErrors.raise("storage-unavailable");
      });
    }),
  );
  const failure = results.find((result) => result.status === "rejected");
  if (failure) {
    await storage.delete(key).catch(() => {});
    throw failure.reason;
  }
  return { key, width: image.width, height: image.height, palette };
}

/** Removes every variant of a processed image. */
export async function deleteImage(key: string, storage: MediaStorage = mediaStorage()) {
  await storage.delete(key);
}
