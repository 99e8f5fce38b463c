import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import {
  droppedImages,
  type ImageSlot,
  imageSlots,
  type MediaStorage,
  type ProcessedImage,
  removeImages,
  type UploadProblem,
  writeImageOrder,
} from "~/features/media/index.server";
import { assertSlotFree, claimSlot, type SlotKind } from "./slot-claim.server";

/**
 * The writes every kind of owned item shares: a new item with its images,
 * an edit of its ordered image list, and a delete, each in one transaction
 * scoped to the owner (the owner is in every WHERE). Stored files are
 * removed again when the write fails, and the files an edit or a delete
 * leaves behind are removed once it is committed.
 */

type Db = Database | Transaction;

/** Why an image list cannot be saved: the upload's problems, or a kept image gone meanwhile. */
export type ImageProblem = UploadProblem | "image-gone";

/** What differs between the kinds: tables, columns, image limit, errors and the storing of files. */
export type ItemKind = {
  /** The kind's table: its id and its owner's column. */
  items: { table: PgTable; id: AnyPgColumn; userId: AnyPgColumn };
  /** The kind's image table, and the row of a new image at a position. */
  images: {
    table: PgTable;
    id: AnyPgColumn;
    itemId: AnyPgColumn;
    key: AnyPgColumn;
    position: AnyPgColumn;
    row: (itemId: string, position: number, image: ProcessedImage) => Record<string, unknown>;
  };
  /** The plan's slots the kind uses (R-quota-listings, R-quota-spaces). */
  slots: SlotKind;
  /** At most this many images per item (R-artwork-images, R-space-images). */
  maxImages: number;
  /** The kind's error for an image list that cannot be saved. */
  refuse: (problem: ImageProblem) => Error;
  /** Checks and stores the new files, all or none. */
  store: (files: readonly Uint8Array[], storage: MediaStorage) => Promise<ProcessedImage[]>;
};

/** The owner's own item: the condition every write of it carries. */
export function ownedItem(kind: ItemKind, itemId: string, userId: string): SQL {
  return and(eq(kind.items.id, itemId), eq(kind.items.userId, userId)) as SQL;
}

/** The form's ordered image list against the uploaded files, within the kind's maximum. */
export function itemImageSlots(
  kind: ItemKind,
  tokens: readonly string[],
  fileCount: number,
): ImageSlot[] {
  return imageSlots(tokens, fileCount, { max: kind.maxImages, refuse: kind.refuse });
}

/** Whether the item is the owner's (the check before any file is stored). */
export async function ownsItem(db: Db, kind: ItemKind, itemId: string, userId: string) {
  const rows = await db
    .select({ id: kind.items.id })
    .from(kind.items.table)
    .where(ownedItem(kind, itemId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Locks the owner's item row for the rest of the transaction; false when it is not theirs. */
async function lockOwnedItem(tx: Transaction, kind: ItemKind, itemId: string, userId: string) {
  const rows = await tx
    .select({ id: kind.items.id })
    .from(kind.items.table)
    .where(ownedItem(kind, itemId, userId))
    .for("update");
  return rows.length > 0;
}

async function imageRows(db: Db, kind: ItemKind, itemId: string) {
  const rows = await db
    .select({ id: kind.images.id, key: kind.images.key })
    .from(kind.images.table)
    .where(eq(kind.images.itemId, itemId))
    .orderBy(asc(kind.images.position));
  return rows as { id: string; key: string }[];
}

/** Stores the files, runs the write, and removes the stored files again when it fails. */
async function withStoredFiles<T>(
  kind: ItemKind,
  files: readonly Uint8Array[],
  storage: MediaStorage,
  write: (processed: ProcessedImage[]) => Promise<T>,
  onFailure?: () => Promise<void>,
): Promise<T> {
  const processed = await kind.store(files, storage);
  try {
    return await write(processed);
  } catch (error) {
    await removeImages(
      processed.map((image) => image.key),
      storage,
    );
    await onFailure?.();
    throw error;
  }
}

export type NewItem = {
  userId: string;
  /** The form's ordered image tokens; a new item has only new files. */
  tokens: readonly string[];
  files: readonly Uint8Array[];
  storage: MediaStorage;
  /** Runs after the files are stored, before the transaction (an artwork's QR code). */
  prepare?: () => Promise<void>;
  /** Inserts the item's row and answers its id. */
  insert: (tx: Transaction) => Promise<string>;
  /** Inserts the kind's other rows once the images are in (an artwork's first provenance entry, which records them). */
  afterImages?: (tx: Transaction, id: string) => Promise<void>;
  /** Undoes `prepare` when the create fails. */
  onFailure?: () => Promise<void>;
};

/**
 * A new item: the slot is checked early, the images are checked and stored,
 * then the item and its images are inserted in one transaction that claims
 * the slot under the profile's lock. When anything fails, every stored file
 * is removed again.
 */
export async function createItem(db: Database, kind: ItemKind, item: NewItem): Promise<string> {
  const slots = itemImageSlots(kind, item.tokens, item.files.length);
  // A new item has no stored images to keep.
  if (slots.some((slot) => slot.kind === "existing")) throw kind.refuse("images-mismatch");
  await assertSlotFree(db, item.userId, kind.slots);

  return withStoredFiles(
    kind,
    item.files,
    item.storage,
    async (processed) => {
      await item.prepare?.();
      return db.transaction(async (tx) => {
        await claimSlot(tx, item.userId, kind.slots);
        const id = await item.insert(tx);
        await tx
          .insert(kind.images.table)
          .values(
            slots.map((slot, position) =>
              kind.images.row(
                id,
                position,
                processed[(slot as { file: number }).file] as ProcessedImage,
              ),
            ),
          );
        await item.afterImages?.(tx, id);
        return id;
      });
    },
    item.onFailure,
  );
}

export type ItemEdit = {
  userId: string;
  /** An id the kind has checked, of an item it found to be the owner's before. */
  itemId: string;
  /** The form's image list (`itemImageSlots`). */
  slots: readonly ImageSlot[];
  files: readonly Uint8Array[];
  storage: MediaStorage;
  /** The error for an item that is not the owner's (anymore). */
  notFound: (db: Db) => Promise<Error>;
  /** When true, the images stay exactly as they are and only `save` runs. */
  keepImages?: boolean;
  /** Writes the item's own columns, scoped to the owner; throws when the kind refuses. */
  save: (tx: Transaction) => Promise<void>;
  /** Runs after the images are written, in the same transaction. */
  afterImages?: (tx: Transaction) => Promise<void>;
};

/**
 * Saves an edit of one of the owner's items: its columns and the one ordered
 * image list (kept images and new files; the first is the main image). The
 * row is locked first; images left out are removed once the change is
 * committed. Another member's item is not found, and nothing changes.
 */
export async function updateItem(db: Database, kind: ItemKind, edit: ItemEdit): Promise<void> {
  const { userId, itemId, slots } = edit;
  const removedKeys = await withStoredFiles(kind, edit.files, edit.storage, (processed) =>
    db.transaction(async (tx) => {
      if (!(await lockOwnedItem(tx, kind, itemId, userId))) throw await edit.notFound(tx);
      if (edit.keepImages) {
        await edit.save(tx);
        return [];
      }
      // Null for an image of another item, or one removed meanwhile.
      const removed = droppedImages(await imageRows(tx, kind, itemId), slots);
      if (!removed) throw kind.refuse("image-gone");

      await edit.save(tx);
      if (removed.length > 0) {
        await tx.delete(kind.images.table).where(
          and(
            eq(kind.images.itemId, itemId),
            inArray(
              kind.images.id,
              removed.map((image) => image.id),
            ),
          ),
        );
      }
      await writeImageOrder(slots, processed, {
        move: (imageId, position) =>
          tx
            .update(kind.images.table)
            .set({ [kind.images.position.name]: position } as never)
            .where(and(eq(kind.images.id, imageId), eq(kind.images.itemId, itemId))),
        add: (image, position) =>
          tx.insert(kind.images.table).values(kind.images.row(itemId, position, image)),
      });
      await edit.afterImages?.(tx);
      return removed.map((image) => image.key);
    }),
  );
  await removeImages(removedKeys, edit.storage);
}

export type ItemDelete<Kept> = {
  userId: string;
  /** An id the kind has checked. */
  itemId: string;
  storage: MediaStorage;
  /** The error for an item that is not the owner's (anymore), told after the transaction. */
  notFound: (db: Db) => Promise<Error>;
  /** Runs on the locked row before anything is deleted: the kind's refusals, and what to keep for `afterDelete`. */
  check?: (tx: Transaction) => Promise<Kept>;
  /** Deletes the row; by default the owner's row, else the kind's own scoped delete (which throws when it refuses). */
  remove?: (tx: Transaction) => Promise<void>;
  /** Runs after the item's image files are removed (an artwork's QR code). */
  afterDelete?: (kept: Kept) => Promise<void>;
};

/**
 * Deletes one of the owner's items with its images (the rows cascade); its
 * files are removed after the rows. The row is locked first. Another
 * member's item is not found and stays as it was.
 */
export async function deleteItem<Kept = void>(
  db: Database,
  kind: ItemKind,
  del: ItemDelete<Kept>,
): Promise<void> {
  const { userId, itemId } = del;
  const done = await db.transaction(async (tx) => {
    if (!(await lockOwnedItem(tx, kind, itemId, userId))) return null;
    const kept = (await del.check?.(tx)) as Kept;
    const images = await imageRows(tx, kind, itemId);
    if (del.remove) await del.remove(tx);
    else await tx.delete(kind.items.table).where(ownedItem(kind, itemId, userId));
    return { keys: images.map((image) => image.key), kept };
  });
  if (!done) throw await del.notFound(db);
  await removeImages(done.keys, del.storage);
  await del.afterDelete?.(done.kept);
}
