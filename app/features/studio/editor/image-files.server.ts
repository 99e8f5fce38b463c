import { deleteImage, type MediaStorage, processImage } from "~/features/media/index.server";
import { logger } from "~/lib/logger.server";

/** The artwork's image files in storage: stored all or none, and removed again. */

/**
 * Checks and stores the new files (all or none). A rejected file throws the
 * spec's rejection message after the others are removed again.
 */
export async function processFiles(files: readonly Uint8Array[], storage: MediaStorage) {
  const results = await Promise.allSettled(
    files.map((bytes) => processImage(bytes, { kind: "artwork", storage })),
  );
  const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await removeImages(
      stored.map((image) => image.key),
      storage,
    );
    throw failed.reason;
  }
  return stored;
}

/** Removes stored images; a file that cannot be removed is logged and left. */
export async function removeImages(keys: readonly string[], storage: MediaStorage) {
  const results = await Promise.allSettled(keys.map((key) => deleteImage(key, storage)));
  for (const [index, result] of results.entries()) {
    if (result.status === "rejected") {
      logger.warn({ err: result.reason, key: keys[index] }, "stored image could not be removed");
    }
  }
}
