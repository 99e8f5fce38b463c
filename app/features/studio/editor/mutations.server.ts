import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, not } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, provenance } from "~/db/schema";
import { actorFor, allowed } from "~/features/catalogue";
import { everSold, ownArtworkState, soldAwayFrom } from "~/features/catalogue/index.server";
import { galleryToday, recordCorrection } from "~/features/commerce/index.server";
import {
  deleteArtworkQr,
  droppedImages,
  type ImageSlot,
  imageSlots,
  type MediaStorage,
  mediaStorage,
  type ProcessedImage,
  processFiles,
  removeImages,
  storeArtworkQr,
  writeImageOrder,
} from "~/features/media/index.server";
import { isArtworkId } from "~/features/studio/artworks/queries.server";
import { assertArtworkSlotFree, claimArtworkSlot } from "~/features/studio/quota/slot-claim.server";
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

/** The ordered image list of the form against the uploaded files (at most five images). */
function artworkImageSlots(tokens: readonly string[], fileCount: number): ImageSlot[] {
  return imageSlots(tokens, fileCount, {
    max: MAX_ARTWORK_IMAGES,
    refuse: (problem) => editorErrors.raise(problem),
  });
}

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
  const slots = artworkImageSlots(input.images, files.length);
  if (slots.some((slot) => slot.kind === "existing")) {
    throw editorErrors.raise("images-mismatch");
  }
  await assertArtworkSlotFree(db, owner.id);

  const processed = await processFiles(files, "artwork", storage);
  const id = randomUUID();
  let qrCodeKey: string | null = null;
  try {
    qrCodeKey = await storeArtworkQr(id, storage);
  } catch (error) {
    logger.warn({ err: error, artworkId: id }, "QR code generation failed");
  }

  try {
    await db.transaction(async (tx) => {
      await claimArtworkSlot(tx, owner.id);
      await tx.insert(artworks).values({
        id,
        userId: owner.id,
        artistId: owner.id,
        qrCodeKey,
        ...artworkColumns(input),
      });
      await tx.insert(artworkImages).values(
        slots.map((slot, position) => {
          const image = processed[(slot as { file: number }).file] as ProcessedImage;
          return {
            artworkId: id,
            position,
            imageKey: image.key,
            palette: image.palette,
            width: image.width,
            height: image.height,
          };
        }),
      );
      await tx.insert(provenance).values({
        artworkId: id,
        ownerId: owner.id,
        ownerName: owner.name,
        event: "upload",
      });
    });
  } catch (error) {
    await removeImages(
      processed.map((image) => image.key),
      storage,
    );
    if (qrCodeKey) await deleteArtworkQr(qrCodeKey, storage).catch(() => {});
    throw error;
  }
  return { id, qrCode: qrCodeKey !== null };
}

/** Why the member's artwork is not theirs to save: sold from under them, or never theirs. */
async function notYours(db: Database, userId: string, artworkId: string) {
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
  const slots = artworkImageSlots(input.images, files.length);
  const [owned] = await db
    .select({
      id: artworks.id,
      artistId: artworks.artistId,
      originalArtistName: artworks.originalArtistName,
    })
    .from(artworks)
    .where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)))
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

  const processed = await processFiles(files, "artwork", storage);
  let removedKeys: string[] = [];
  try {
    removedKeys = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: artworks.id })
        .from(artworks)
        .where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)))
        .for("update");
      if (!locked) throw await notYours(tx, userId, artworkId);
      if (!factsOpen) {
        await tx
          .update(artworks)
          .set({ ...offerColumns(input), updatedAt: new Date() })
          .where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)));
        return [];
      }
      const current = await tx
        .select({ id: artworkImages.id, key: artworkImages.imageKey })
        .from(artworkImages)
        .where(eq(artworkImages.artworkId, artworkId))
        .orderBy(asc(artworkImages.position));
      // Null for an image of another artwork, or one removed meanwhile.
      const removed = droppedImages(current, slots);
      if (!removed) throw editorErrors.raise("image-gone");

      // The facts change only on the artist's own work never sold, whatever happened meanwhile.
      const updated = await tx
        .update(artworks)
        .set({ ...artworkColumns(input), updatedAt: new Date() })
        .where(
          and(
            eq(artworks.id, artworkId),
            eq(artworks.userId, userId),
            eq(artworks.artistId, userId),
            not(everSold),
          ),
        )
        .returning({ id: artworks.id });
      if (updated.length === 0) throw editorErrors.raise("facts-locked");
      if (removed.length > 0) {
        await tx.delete(artworkImages).where(
          and(
            eq(artworkImages.artworkId, artworkId),
            inArray(
              artworkImages.id,
              removed.map((image) => image.id),
            ),
          ),
        );
      }
      await writeImageOrder(slots, processed, {
        move: (imageId, position) =>
          tx
            .update(artworkImages)
            .set({ position })
            .where(and(eq(artworkImages.id, imageId), eq(artworkImages.artworkId, artworkId))),
        add: (image, position) =>
          tx.insert(artworkImages).values({
            artworkId,
            position,
            imageKey: image.key,
            palette: image.palette,
            width: image.width,
            height: image.height,
          }),
      });
      await recordCorrection(tx, artworkId, userId);
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
