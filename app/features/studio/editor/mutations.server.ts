import { randomUUID } from "node:crypto";
import { and, asc, eq, not } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworkImages, artworks, provenance } from "~/db/schema";
import { actorFor, allowed } from "~/features/catalogue";
import { everSold, ownArtworkState, soldAwayFrom } from "~/features/catalogue/index.server";
import { galleryToday, recordCorrection } from "~/features/commerce/index.server";
import {
  deleteArtworkQr,
  type ImageSlot,
  type MediaStorage,
  mediaStorage,
  type ProcessedImage,
  processFiles,
  storeArtworkQr,
  tileImagesSoon,
} from "~/features/media/index.server";
import {
  createItem,
  type ItemKind,
  itemImageSlots,
  ownedItem,
  updateItem,
} from "~/features/owned-items/index.server";
import { isArtworkId } from "~/features/studio/artworks/queries.server";
import { artworkSlots } from "~/features/studio/quota/slot-claim.server";
import { logger } from "~/lib/logger.server";
import { editorErrors } from "./errors";
import { toCents } from "./form-values";
import { type ArtworkInput, MAX_ARTWORK_IMAGES } from "./schema";

/** Writes of the artwork form: a new artwork, an edit, and a QR code made later. */

export type ArtworkOwner = { id: string; name: string };

type Options = { storage?: MediaStorage };

/**
 * R-artwork-lifecycle: the work's facts, the artist's, frozen from its first
 * sale (the images are facts too); empty values are null.
 */
function factColumns(input: ArtworkInput) {
  const { dimensions } = input;
  return {
    title: input.title,
    description: input.description,
    originalArtistName: input.originalArtistName,
    medium: input.medium,
    style: input.style,
    inceptionLocation: input.inceptionLocation,
    width: dimensions?.width ?? null,
    height: dimensions?.height ?? null,
    depth: dimensions?.depth ?? null,
    dimensionUnit: dimensions?.unit ?? null,
    inGentrificationZone: input.inGentrificationZone,
    receivedLoanGrant: input.receivedLoanGrant,
    isSpecialNeedsArtist: input.isSpecialNeedsArtist,
    isSeekingLocation: input.isSeekingLocation,
  };
}

/** R-artwork-lifecycle: the owner's offer, which the owner changes at any time. */
function offerColumns(input: ArtworkInput) {
  return {
    location: input.location,
    zipCode: input.zipCode,
    salePriceCents: toCents(input.salePrice),
    leaseDailyRateCents: toCents(input.leaseDailyRate),
    leaseWeeklyRateCents: toCents(input.leaseWeeklyRate),
    leaseMonthlyRateCents: toCents(input.leaseMonthlyRate),
    isAvailable: input.isAvailable,
    manageOwnSales: input.manageOwnSales,
    processWithAi: input.processWithAi,
  };
}

/** The artwork's own columns from the parsed form; empty values are null. */
function artworkColumns(input: ArtworkInput) {
  return { ...factColumns(input), ...offerColumns(input) };
}

type FactColumns = ReturnType<typeof factColumns>;

/** Whether the form keeps the stored facts and images exactly (a frozen work's offer-only edit). */
async function keepsFacts(
  db: Database,
  artworkId: string,
  input: ArtworkInput,
  slots: readonly ImageSlot[],
): Promise<boolean> {
  const asked = factColumns(input);
  const keys = Object.keys(asked) as (keyof FactColumns)[];
  const [stored] = await db.select().from(artworks).where(eq(artworks.id, artworkId));
  if (!stored) return false;
  const same = keys.every((key) => (stored[key] ?? null) === (asked[key] ?? null));
  const images = await db
    .select({ id: artworkImages.id })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.position));
  const sameImages =
    slots.length === images.length &&
    slots.every((slot, i) => slot.kind === "existing" && slot.imageId === images[i]?.id);
  return same && sameImages;
}

/**
 * Artworks as owned items: at most five images (R-artwork-images), the
 * plan's artwork slots (R-quota-listings). A rejected file is media's error.
 */
export const artworkKind: ItemKind = {
  items: { table: artworks, id: artworks.id, userId: artworks.userId },
  images: {
    table: artworkImages,
    id: artworkImages.id,
    itemId: artworkImages.artworkId,
    key: artworkImages.imageKey,
    position: artworkImages.position,
    row: (artworkId: string, position: number, image: ProcessedImage) => ({
      artworkId,
      position,
      imageKey: image.key,
      palette: image.palette,
      width: image.width,
      height: image.height,
    }),
  },
  slots: artworkSlots,
  maxImages: MAX_ARTWORK_IMAGES,
  refuse: (problem) => editorErrors.raise(problem),
  store: (files, storage) => processFiles(files, "artwork", storage),
};

export type CreatedArtwork = { id: string; qrCode: boolean };

/**
 * R-artwork-create-atomic: a new artwork: the quota is checked, the images are
 * checked and stored, the QR code is made, then the artwork, its images and
 * its first provenance entry are inserted in one transaction that claims the
 * slot under a lock. When anything fails, every stored file is removed again.
 * A QR code that cannot be made only leaves `qrCode` false.
 */
export async function createArtwork(
  db: Database,
  owner: ArtworkOwner,
  input: ArtworkInput,
  files: readonly Uint8Array[],
  { storage = mediaStorage() }: Options = {},
): Promise<CreatedArtwork> {
  const id = randomUUID();
  let qrCodeKey: string | null = null;
  await createItem(db, artworkKind, {
    userId: owner.id,
    tokens: input.images,
    files,
    storage,
    prepare: async () => {
      try {
        qrCodeKey = await storeArtworkQr(id, storage);
      } catch (error) {
        logger.warn({ err: error, artworkId: id }, "QR code generation failed");
      }
    },
    insert: async (tx) => {
      await tx.insert(artworks).values({
        id,
        userId: owner.id,
        artistId: owner.id,
        qrCodeKey,
        ...artworkColumns(input),
      });
      return id;
    },
    afterImages: async (tx) => {
      await tx.insert(provenance).values({
        artworkId: id,
        ownerId: owner.id,
        ownerName: owner.name,
        event: "upload",
      });
    },
    onFailure: async () => {
      if (qrCodeKey) await deleteArtworkQr(qrCodeKey, storage).catch(() => {});
    },
  });
  // The deep-zoom tiles are cut once this upload has answered.
  tileImagesSoon({ database: () => db, storage });
  return { id, qrCode: qrCodeKey !== null };
}

/** Why the member's artwork is not theirs to save: sold from under them, or never theirs. */
async function notYours(db: Database | Transaction, userId: string, artworkId: string) {
  return editorErrors.raise(
    (await soldAwayFrom(db, userId, artworkId)) ? "sold-meanwhile" : "not-found",
  );
}

/**
 * Saves the edit form of one of the member's own artworks: fields, and the
 * one ordered image list (kept images, new files; the first is the main
 * image). Images left out are removed once the change is committed; the QR
 * code is kept. Another member's artwork is not found.
 */
export async function updateArtwork(
  db: Database,
  userId: string,
  artworkId: string,
  input: ArtworkInput,
  files: readonly Uint8Array[],
  { storage = mediaStorage() }: Options = {},
): Promise<void> {
  if (!isArtworkId(artworkId)) throw editorErrors.raise("not-found");
  const slots = itemImageSlots(artworkKind, input.images, files.length);
  const [owned] = await db
    .select({
      id: artworks.id,
      artistId: artworks.artistId,
      originalArtistName: artworks.originalArtistName,
    })
    .from(artworks)
    .where(ownedItem(artworkKind, artworkId, userId))
    .limit(1);
  if (!owned) throw await notYours(db, userId, artworkId);
  // R-resale-royalty: an owner who is not its first artist bought it; the credit stays.
  const named = (name: string | null | undefined) => name?.trim() || null;
  if (
    owned.artistId !== userId &&
    named(input.originalArtistName) !== named(owned.originalArtistName)
  ) {
    throw editorErrors.raise("artist-locked");
  }
  // R-artwork-lifecycle: from the first sale (or for anyone but the artist) only the offer changes.
  const today = galleryToday();
  const state = await ownArtworkState(db, userId, artworkId, today);
  const factsOpen = allowed("edit-facts", actorFor({ id: userId }, state), state);
  if (!factsOpen && (files.length > 0 || !(await keepsFacts(db, artworkId, input, slots)))) {
    throw editorErrors.raise("facts-locked");
  }

  await updateItem(db, artworkKind, {
    userId,
    itemId: artworkId,
    slots,
    files,
    storage,
    notFound: (tx) => notYours(tx, userId, artworkId),
    keepImages: !factsOpen,
    save: async (tx) => {
      if (!factsOpen) {
        await tx
          .update(artworks)
          .set({ ...offerColumns(input), updatedAt: new Date() })
          .where(ownedItem(artworkKind, artworkId, userId));
        return;
      }
      // The facts change only on the artist's own work never sold, whatever happened meanwhile.
      const updated = await tx
        .update(artworks)
        .set({ ...artworkColumns(input), updatedAt: new Date() })
        .where(
          and(
            ownedItem(artworkKind, artworkId, userId),
            eq(artworks.artistId, userId),
            not(everSold),
          ),
        )
        .returning({ id: artworks.id });
      if (updated.length === 0) throw editorErrors.raise("facts-locked");
    },
    afterImages: (tx) => recordCorrection(tx, artworkId, userId),
  });
  if (files.length > 0) tileImagesSoon({ database: () => db, storage });
}

/**
 * Gives an artwork without a QR code one (an older artwork, or one whose
 * code failed at upload); false when it still cannot be made.
 */
export async function ensureArtworkQr(
  db: Database,
  userId: string,
  artworkId: string,
  { storage = mediaStorage() }: Options = {},
): Promise<boolean> {
  const [row] = await db
    .select({ qrCodeKey: artworks.qrCodeKey })
    .from(artworks)
    .where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)))
    .limit(1);
  if (!row) return false;
  if (row.qrCodeKey) return true;
  try {
    const key = await storeArtworkQr(artworkId, storage);
    await db
      .update(artworks)
      .set({ qrCodeKey: key })
      .where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)));
    return true;
  } catch (error) {
    logger.warn({ err: error, artworkId }, "QR code generation failed");
    return false;
  }
}
