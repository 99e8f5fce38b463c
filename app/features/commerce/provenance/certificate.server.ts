import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks } from "~/db/schema";
import { formatDimensions } from "~/features/catalogue";
import { findArtworkDetail } from "~/features/catalogue/index.server";
import { type MediaStorage, renderQrPng, storedImageJpeg } from "~/features/media/index.server";
import { NAME_FALLBACKS } from "~/lib/display-name";
import { env } from "~/lib/env.server";
import { RateLimitError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { fileNameSlug } from "~/lib/text";
import { hit } from "~/services/rate-limit.server";
import { renderCertificatePdf } from "./certificate-pdf.server";
import { provenancePath } from "./provenance";
import { provenanceChain } from "./queries.server";

export type Certificate = { fileName: string; bytes: Uint8Array };

/**
 * R-certificate: drawing a certificate (the image, the QR code, the PDF) is
 * real work, so one owner may download at most 20 in ten minutes, across
 * processes; an owner needs one now and then.
 */
export const CERTIFICATE_RATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 } as const;

export const CERTIFICATE_RATE_LIMIT_MESSAGE =
  "Too many certificate downloads. Please wait a few minutes and try again.";

/** The main image as a JPEG for the PDF; a certificate without it beats none at all. */
async function certificateImage(key: string | undefined, storage?: MediaStorage) {
  if (!key) return null;
  try {
    return await storedImageJpeg(key, 600, storage);
  } catch (error) {
    logger.warn({ err: error, key }, "the certificate's image could not be read");
    return null;
  }
}

/**
 * R-certificate: the certificate of authenticity of an artwork, for its
 * current owner only (the owner is in the WHERE clause); null for anyone
 * else and for a missing artwork. `artworkId` must be a parsed UUID.
 */
export async function artworkCertificate(
  db: Database,
  ownerId: string,
  artworkId: string,
  { storage, now = new Date() }: { storage?: MediaStorage; now?: Date } = {},
): Promise<Certificate | null> {
  const [owned] = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(and(eq(artworks.id, artworkId), eq(artworks.userId, ownerId)));
  if (!owned) return null;
  await hit(
    db,
    `certificate:${ownerId}`,
    CERTIFICATE_RATE_LIMIT.limit,
    CERTIFICATE_RATE_LIMIT.windowSeconds,
    (retryAfter) => new RateLimitError(CERTIFICATE_RATE_LIMIT_MESSAGE, retryAfter),
  );
  const [artwork, chain] = await Promise.all([
    findArtworkDetail(db, owned.id, ownerId),
    provenanceChain(db, owned.id),
  ]);
  if (!artwork) return null;

  const provenanceUrl = new URL(provenancePath(artwork.id), env().APP_URL).href;
  const [image, qrPng] = await Promise.all([
    certificateImage(artwork.images[0]?.key, storage),
    renderQrPng(provenanceUrl, 300),
  ]);
  const bytes = await renderCertificatePdf({
    artworkId: artwork.id,
    title: artwork.title,
    artistName: artwork.artistName ?? NAME_FALLBACKS.artist,
    medium: artwork.medium,
    dimensions: formatDimensions({
      width: artwork.width,
      height: artwork.height,
      depth: artwork.depth,
      unit: artwork.dimensionUnit,
    }),
    creationYear: artwork.creationYear,
    image,
    entries: chain.entries,
    verification: chain.verification,
    provenanceUrl,
    qrPng,
    issuedAt: now,
  });
  return { fileName: `${fileNameSlug(artwork.title) || "artwork"}-certificate.pdf`, bytes };
}
