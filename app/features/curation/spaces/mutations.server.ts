import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { curatorSpaceImages, curatorSpaces } from "~/db/schema";
import { mediaErrors } from "~/features/media";
import {
  droppedImages,
  type ImageSlot,
  imageSlots,
  type MediaStorage,
  mediaStorage,
  type ProcessedImage,
  processFiles,
  removeImages,
  writeImageOrder,
} from "~/features/media/index.server";
import { isUuid } from "~/lib/ids";
import { curationErrors } from "../errors";
import { MAX_SPACE_IMAGES, type SpaceInput } from "./schema";
import { assertSpaceSlotFree, claimSpaceSlot } from "./slot-claim.server";

/** Writes of the member's own spaces: create, edit and delete (R-space-owner-only). */

type Options = { storage?: MediaStorage };

function spaceColumns(input: SpaceInput) {
  return {
    name: input.name,
    type: input.type,
    description: input.description,
    dimensions: input.wall,
  };
}

/** The form's ordered image list against the uploaded files: at most ten images (R-space-images). */
function spaceImageSlots(tokens: readonly string[], fileCount: number): ImageSlot[] {
  return imageSlots(tokens, fileCount, {
    max: MAX_SPACE_IMAGES,
    refuse: (problem) => curationErrors.raise(problem),
  });
}

/** Stores the new files all or none, kind "space"; a rejected file is the form's images error. */
async function storeFiles(files: readonly Uint8Array[], storage: MediaStorage) {
  try {
    return await processFiles(files, "space", storage);
  } catch (error) {
    if (mediaErrors.is(error, "image-rejected")) throw curationErrors.raise("image-rejected");
    throw error;
  }
}

function imageRow(spaceId: string, position: number, image: ProcessedImage) {
  return {
    spaceId,
    position,
    imageKey: image.key,
    width: image.width,
    height: image.height,
    // Kept for the suggestions' colour fit with the space (PRODUCT.md, Suggestions).
    palette: image.palette,
  };
}

/**
 * A new space (R-quota-spaces, R-space-images): the slot is checked early,
 * the images are checked and stored, then the space and its images are
 * inserted in one transaction that claims the slot under the profile lock.
 * When anything fails, every stored file is removed again.
 */
export async function createSpace(
  db: Database,
  userId: string,
  input: SpaceInput,
  files: readonly Uint8Array[],
  { storage = mediaStorage() }: Options = {},
): Promise<{ id: string }> {
  const slots = spaceImageSlots(input.images, files.length);
  // A new space has no stored images to keep.
  if (slots.some((slot) => slot.kind === "existing")) throw curationErrors.raise("images-mismatch");
  await assertSpaceSlotFree(db, userId);

  const processed = await storeFiles(files, storage);
  try {
    return await db.transaction(async (tx) => {
      await claimSpaceSlot(tx, userId);
      const [space] = await tx
        .insert(curatorSpaces)
        .values({ userId, ...spaceColumns(input) })
        .returning({ id: curatorSpaces.id });
      if (!space) throw new Error("The space was not inserted");
      await tx
        .insert(curatorSpaceImages)
        .values(
          slots.map((slot, position) =>
            imageRow(
              space.id,
              position,
              processed[(slot as { file: number }).file] as ProcessedImage,
            ),
          ),
        );
      return { id: space.id };
    });
  } catch (error) {
    await removeImages(
      processed.map((image) => image.key),
      storage,
    );
    throw error;
  }
}

/**
 * Saves the edit form of one of the member's own spaces (R-space-owner-only):
 * fields and the one ordered image list (kept images and new files). Images
 * left out are removed once the change is committed. Another member's
 * space, a missing one and a non-uuid id are not found, and nothing changes.
 */
export async function updateSpace(
  db: Database,
  userId: string,
  spaceId: string,
  input: SpaceInput,
  files: readonly Uint8Array[],
  { storage = mediaStorage() }: Options = {},
): Promise<void> {
  if (!isUuid(spaceId)) throw curationErrors.raise("not-found");
  const slots = spaceImageSlots(input.images, files.length);
  const [owned] = await db
    .select({ id: curatorSpaces.id })
    .from(curatorSpaces)
    .where(and(eq(curatorSpaces.id, spaceId), eq(curatorSpaces.userId, userId)))
    .limit(1);
  if (!owned) throw curationErrors.raise("not-found");

  const processed = await storeFiles(files, storage);
  let removedKeys: string[] = [];
  try {
    removedKeys = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: curatorSpaces.id })
        .from(curatorSpaces)
        .where(and(eq(curatorSpaces.id, spaceId), eq(curatorSpaces.userId, userId)))
        .for("update");
      if (!locked) throw curationErrors.raise("not-found");
      const current = await tx
        .select({ id: curatorSpaceImages.id, key: curatorSpaceImages.imageKey })
        .from(curatorSpaceImages)
        .where(eq(curatorSpaceImages.spaceId, spaceId))
        .orderBy(asc(curatorSpaceImages.position));
      // Null for an image of another space, or one removed meanwhile.
      const removed = droppedImages(current, slots);
      if (!removed) throw curationErrors.raise("image-gone");

      await tx
        .update(curatorSpaces)
        .set({ ...spaceColumns(input), updatedAt: new Date() })
        .where(and(eq(curatorSpaces.id, spaceId), eq(curatorSpaces.userId, userId)));
      if (removed.length > 0) {
        await tx.delete(curatorSpaceImages).where(
          and(
            eq(curatorSpaceImages.spaceId, spaceId),
            inArray(
              curatorSpaceImages.id,
              removed.map((image) => image.id),
            ),
          ),
        );
      }
      await writeImageOrder(slots, processed, {
        move: (imageId, position) =>
          tx
            .update(curatorSpaceImages)
            .set({ position })
            .where(
              and(eq(curatorSpaceImages.id, imageId), eq(curatorSpaceImages.spaceId, spaceId)),
            ),
        add: (image, position) =>
          tx.insert(curatorSpaceImages).values(imageRow(spaceId, position, image)),
      });
      return removed.map((image) => image.key);
    });
  } catch (error) {
    await removeImages(
      processed.map((image) => image.key),
      storage,
    );
    throw error;
  }
  await removeImages(removedKeys, storage);
}

/**
 * R-space-delete: deletes one of the member's own spaces with its images and
 * saved selection (the rows cascade); its files are removed after the rows.
 * Another member's space is not found and stays as it was.
 */
export async function deleteSpace(
  db: Database,
  userId: string,
  spaceId: string,
  { storage = mediaStorage() }: Options = {},
): Promise<void> {
  if (!isUuid(spaceId)) throw curationErrors.raise("not-found");
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: curatorSpaces.id })
      .from(curatorSpaces)
      .where(and(eq(curatorSpaces.id, spaceId), eq(curatorSpaces.userId, userId)))
      .for("update");
    if (!row) return null;
    const images = await tx
      .select({ key: curatorSpaceImages.imageKey })
      .from(curatorSpaceImages)
      .where(eq(curatorSpaceImages.spaceId, spaceId));
    await tx
      .delete(curatorSpaces)
      .where(and(eq(curatorSpaces.id, spaceId), eq(curatorSpaces.userId, userId)));
    return images.map((image) => image.key);
  });
  if (!keys) throw curationErrors.raise("not-found");
  await removeImages(keys, storage);
}
