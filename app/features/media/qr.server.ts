import QRCode from "qrcode";
import { env } from "~/lib/env.server";
import { fileNameSlug } from "~/lib/text";
import { type MediaStorage, mediaStorage } from "./storage.server";

/** R-qr-code: 256 px, margin 2, high error correction, black on white. */
export const QR_OPTIONS = {
  width: 256,
  margin: 2,
  errorCorrectionLevel: "H",
  color: { dark: "#000000", light: "#ffffff" },
} as const;

export type QrFormat = "png" | "svg";

export const QR_CONTENT_TYPES: Record<QrFormat, string> = {
  png: "image/png",
  svg: "image/svg+xml",
};

/** The download's file name: the title's letters and digits joined by dashes, e.g. "harbour-at-night-qr-code.png". */
export function artworkQrFileName(title: string, format: QrFormat) {
  return `${fileNameSlug(title) || "artwork"}-qr-code.${format}`;
}

/** The public page a printed label leads to. */
export function artworkPageUrl(artworkId: string) {
  return `${env().APP_URL.replace(/\/+$/, "")}/artwork/${artworkId}`;
}

/** The QR code of an artwork's public page, as PNG and SVG. */
export async function renderArtworkQr(artworkId: string) {
  const text = artworkPageUrl(artworkId);
  const [png, svg] = await Promise.all([
    // qrcode floors modules × (width / modules), which lands on 255 for some
    // symbol sizes; a hair over 256 always gives a 256-pixel PNG.
    QRCode.toBuffer(text, { ...QR_OPTIONS, width: QR_OPTIONS.width + 0.001, type: "png" }),
    QRCode.toString(text, { ...QR_OPTIONS, type: "svg" }),
  ]);
  return { png, svg: Buffer.from(svg, "utf8") };
}

/** A QR code of any address as a PNG, `width` pixels wide, with the label codes' colours and correction. */
export function renderQrPng(text: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...QR_OPTIONS, width, type: "png" });
}

/** Storage prefix of an artwork's QR files; deleting it removes both. */
export function qrKey(artworkId: string) {
  return `qrcodes/${artworkId}`;
}

function qrFileKey(key: string, format: QrFormat) {
  return `${key}/qr.${format}`;
}

/**
 * Renders and stores the QR code of an artwork; returns its key. On any
 * failure nothing is left behind and the error is thrown.
 */
export async function storeArtworkQr(
  artworkId: string,
  storage: MediaStorage = mediaStorage(),
): Promise<string> {
  const key = qrKey(artworkId);
  try {
    const { png, svg } = await renderArtworkQr(artworkId);
    await storage.put(qrFileKey(key, "png"), png, QR_CONTENT_TYPES.png);
    await storage.put(qrFileKey(key, "svg"), svg, QR_CONTENT_TYPES.svg);
    return key;
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * The stored QR file of an artwork; when none is stored (an artwork from
 * before QR codes, or one whose generation failed) it is rendered afresh.
 */
export async function artworkQrFile(
  artworkId: string,
  key: string | null,
  format: QrFormat,
  storage: MediaStorage = mediaStorage(),
): Promise<Buffer> {
  if (key) {
    const file = await storage.get(qrFileKey(key, format)).catch(() => null);
    // A file the store lists but cannot hand over is made again, like a missing one.
    const bytes = file ? await file.bytes().catch(() => null) : null;
    if (bytes) return bytes;
  }
  const rendered = await renderArtworkQr(artworkId);
  return rendered[format];
}

export async function deleteArtworkQr(key: string, storage: MediaStorage = mediaStorage()) {
  await storage.delete(key);
}
