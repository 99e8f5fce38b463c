import type { Database } from "~/db/client.server";
import { curatorSpaceImages, curatorSpaces } from "~/db/schema";
import { mediaErrors } from "~/features/media";
import {
  type MediaStorage,
  mediaStorage,
  type ProcessedImage,
  processFiles,
} from "~/features/media/index.server";
import {
  createItem,
  deleteItem,
  type ItemKind,
  itemImageSlots,
  ownedItem,
  ownsItem,
  updateItem,
} from "~/features/owned-items/index.server";
import { isUuid } from "~/lib/ids";
import { curationErrors } from "../errors";
import { MAX_SPACE_IMAGES, type SpaceInput } from "./schema";
import { spaceSlots } from "./slot-claim.server";

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

/** Spaces as owned items: at most ten images (R-space-images), the curator space slots (R-quota-spaces). */
const spaceKind: ItemKind = {
  items: { table: curatorSpaces, id: curatorSpaces.id, userId: curatorSpaces.userId },
  images: {
    table: curatorSpaceImages,
    id: curatorSpaceImages.id,
    itemId: curatorSpaceImages.spaceId,
    key: curatorSpaceImages.imageKey,
    position: curatorSpaceImages.position,
    row: (spaceId: string, position: number, image: ProcessedImage) => ({
      spaceId,
      position,
      imageKey: image.key,
      width: image.width,
      height: image.height,
      // Kept for the suggestions' colour fit with the space (PRODUCT.md, Suggestions).
      palette: image.palette,
    }),
  },
  slots: spaceSlots,
  maxImages: MAX_SPACE_IMAGES,
  refuse: (problem) => curationErrors.raise(problem),
  // Stores the new files all or none, kind "space"; a rejected file is the form's images error.
  store: async (files, storage) => {
    try {
      return await processFiles(files, "space", storage);
    } catch (error) {
      if (mediaErrors.is(error, "image-rejected")) throw curationErrors.raise("image-rejected");
      throw error;
    }
  },
};

const notFound = async () => curationErrors.raise("not-found");

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
  const id = await createItem(db, spaceKind, {
    userId,
    tokens: input.images,
    files,
    storage,
    insert: async (tx) => {
      const [space] = await tx
        .insert(curatorSpaces)
        .values({ userId, ...spaceColumns(input) })
        .returning({ id: curatorSpaces.id });
      if (!space) throw new Error("The space was not inserted");
      return space.id;
    },
  });
  return { id };
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
  const slots = itemImageSlots(spaceKind, input.images, files.length);
  if (!(await ownsItem(db, spaceKind, spaceId, userId))) throw curationErrors.raise("not-found");

  await updateItem(db, spaceKind, {
    userId,
    itemId: spaceId,
    slots,
    files,
    storage,
    notFound,
    save: async (tx) => {
      await tx
        .update(curatorSpaces)
        .set({ ...spaceColumns(input), updatedAt: new Date() })
        .where(ownedItem(spaceKind, spaceId, userId));
    },
  });
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
  await deleteItem(db, spaceKind, { userId, itemId: spaceId, storage, notFound });
}
