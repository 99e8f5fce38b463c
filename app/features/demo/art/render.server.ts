import sharp from "sharp";

/**
 * Rasterises a generated picture into the kind of file a member would upload
 * (a JPEG), so demo images go through the same pipeline as real ones.
 */
export function renderAsUpload(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
