import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, profiles } from "~/db/schema";
import { actorFor, allowed } from "~/features/catalogue";
import { ownArtworkState } from "~/features/catalogue/index.server";
import { galleryToday } from "~/features/commerce/index.server";
import { isArtworkId } from "~/features/studio/artworks/queries.server";
import type { EditableArtwork } from "./form-values";

/** Reads of the edit and upload forms: the artwork as stored, and a new one's defaults. */

/**
 * One of the member's own artworks with its images in order, or null (also for others' works).
 * `factsLocked` (R-artwork-lifecycle): from its first sale only the offer may change.
 */
export async function ownArtworkForEdit(
  db: Database,
  userId: string,
  artworkId: string,
): Promise<(EditableArtwork & { factsLocked: boolean }) | null> {
  if (!isArtworkId(artworkId)) return null;
  const [artwork] = await db
    .select({
      id: artworks.id,
      title: artworks.title,
      originalArtistName: artworks.originalArtistName,
      medium: artworks.medium,
      style: artworks.style,
      description: artworks.description,
      location: artworks.location,
      zipCode: artworks.zipCode,
      inceptionLocation: artworks.inceptionLocation,
      width: artworks.width,
      height: artworks.height,
      depth: artworks.depth,
      dimensionUnit: artworks.dimensionUnit,
      salePriceCents: artworks.salePriceCents,
      leaseDailyRateCents: artworks.leaseDailyRateCents,
      leaseWeeklyRateCents: artworks.leaseWeeklyRateCents,
      leaseMonthlyRateCents: artworks.leaseMonthlyRateCents,
      isAvailable: artworks.isAvailable,
      manageOwnSales: artworks.manageOwnSales,
      processWithAi: artworks.processWithAi,
      inGentrificationZone: artworks.inGentrificationZone,
      receivedLoanGrant: artworks.receivedLoanGrant,
      isSpecialNeedsArtist: artworks.isSpecialNeedsArtist,
      isSeekingLocation: artworks.isSeekingLocation,
      qrCodeKey: artworks.qrCodeKey,
    })
    .from(artworks)
    .where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)))
    .limit(1);
  if (!artwork) return null;
  const images = await db
    .select({
      id: artworkImages.id,
      key: artworkImages.imageKey,
      width: artworkImages.width,
      height: artworkImages.height,
    })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artwork.id))
    .orderBy(asc(artworkImages.position), asc(artworkImages.createdAt));
  const state = await ownArtworkState(db, userId, artwork.id, galleryToday());
  const factsLocked = !allowed("edit-facts", actorFor({ id: userId }, state), state);
  return { ...artwork, images, factsLocked };
}

/** What a new artwork starts with from the member's profile (R-artwork-defaults). */
export async function newArtworkProfileDefaults(db: Database, userId: string) {
  const [row] = await db
    .select({ location: profiles.location, zipCode: profiles.zipCode })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return { location: row?.location ?? null, zipCode: row?.zipCode ?? null };
}
