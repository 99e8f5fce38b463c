import sharp from "sharp";
import { type MediaStorage, mediaStorage } from "./storage.server";

/**
 * A stored image's large variant as a JPEG of at most `maxSide` pixels a side,
 * for documents that cannot hold WebP (a PDF). Null when the image is not stored.
 */
export async function storedImageJpeg(
  key: string,
  maxSide: number,
  storage: MediaStorage = mediaStorage(),
): Promise<Buffer | null> {
  const file = await storage.get(`${key}/large.webp`);
  if (!file) return null;
  return sharp(await file.bytes())
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
