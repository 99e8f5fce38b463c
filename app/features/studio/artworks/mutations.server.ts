import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks } from "~/db/schema";
import {
  deleteArtworkQr,
  type MediaStorage,
  mediaStorage,
  removeImages,
} from "~/features/media/index.server";
import { logger } from "~/lib/logger.server";
import { artworksErrors } from "./errors";
import { isArtworkId } from "./queries.server";

/**
 * R-artwork-delete: deletes one of the member's own artworks with its images, QR code and
 * history; its stored files are removed after the rows. Another member's
 * artwork is not found.
 */
export async function deleteArtwork(
  db: Database,
  userId: string,
  artworkId: string,
  { storage = mediaStorage() }: { storage?: MediaStorage } = {},
): Promise<void> {
  if (!isArtworkId(artworkId)) throw artworksErrors.raise("not-found");
  const files = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: artworks.id, qrCodeKey: artworks.qrCodeKey })
      .from(artworks)
      .where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)))
      .for("update");
    if (!row) return null;
    const images = await tx
      .select({ key: artworkImages.imageKey })
      .from(artworkImages)
      .where(eq(artworkImages.artworkId, artworkId));
    await tx.delete(artworks).where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)));
    return { imageKeys: images.map((image) => image.key), qrCodeKey: row.qrCodeKey };
  });
  if (!files) throw artworksErrors.raise("not-found");
  await removeImages(files.imageKeys, storage);
  if (files.qrCodeKey) {
    await deleteArtworkQr(files.qrCodeKey, storage).catch((error: unknown) => {
      logger.warn({ err: error, artworkId }, "QR code could not be removed");
    });
  }
}
