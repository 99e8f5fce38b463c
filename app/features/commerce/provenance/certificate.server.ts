import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks } from "~/db/schema";
import { formatDimensions } from "~/features/catalogue";
import { type MediaStorage, renderQrPng, storedImageJpeg } from "~/features/media/index.server";
import { NAME_FALLBACKS } from "~/lib/display-name";
import { env } from "~/lib/env.server";
import { RateLimitError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { fileNameSlug } from "~/lib/text";
import { hit } from "~/services/rate-limit.server";
import { renderCertificatePdf } from "./certificate-pdf.server";
import { provenancePath, recordedFacts } from "./provenance";
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
  // R-provenance-chain: the certificate states the facts the chain recorded, not the row's.
  const chain = await provenanceChain(db, owned.id);
  const facts = recordedFacts(chain);
  // A work with nothing recorded has no certificate; that costs no download.
  if (!facts) return null;
  await hit(
    db,
    `certificate:${ownerId}`,
    CERTIFICATE_RATE_LIMIT.limit,
    CERTIFICATE_RATE_LIMIT.windowSeconds,
    (retryAfter) => new RateLimitError(CERTIFICATE_RATE_LIMIT_MESSAGE, retryAfter),
  );

  const provenanceUrl = new URL(provenancePath(owned.id), env().APP_URL).href;
  const [image, qrPng] = await Promise.all([
    certificateImage(facts.images[0], storage),
    renderQrPng(provenanceUrl, 300),
  ]);
  const bytes = await renderCertificatePdf({
    artworkId: owned.id,
    title: facts.title,
    artistName: facts.artist ?? NAME_FALLBACKS.artist,
    medium: facts.medium,
    dimensions: formatDimensions({
      width: facts.width,
      height: facts.height,
      depth: facts.depth,
      unit: facts.unit,
    }),
    creationYear: facts.year,
    image,
    entries: chain.entries,
    verification: chain.verification,
    provenanceUrl,
    qrPng,
    issuedAt: now,
  });
  return { fileName: `${fileNameSlug(facts.title) || "artwork"}-certificate.pdf`, bytes };
}
