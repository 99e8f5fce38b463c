import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, favorites, profiles } from "~/db/schema";
import { distanceBetweenZips } from "~/features/geo/distance.server";
import type { ArtworkDetail } from "./artwork";

/** Reads one artwork for its page, as seen by `viewerId` (null for visitors). */
export async function findArtworkDetail(
  db: Database,
  artworkId: string,
  viewerId: string | null,
): Promise<ArtworkDetail | null> {
  const [row] = await db
    .select({
      id: artworks.id,
      userId: artworks.userId,
      title: artworks.title,
      description: artworks.description,
      artistName: artworks.artistName,
      originalArtistName: artworks.originalArtistName,
      medium: artworks.medium,
      style: artworks.style,
      location: artworks.location,
      zipCode: artworks.zipCode,
      inceptionLocation: artworks.inceptionLocation,
      width: artworks.width,
      height: artworks.height,
      depth: artworks.depth,
      dimensionUnit: artworks.dimensionUnit,
      creationYear: artworks.creationYear,
      salePriceCents: artworks.salePriceCents,
      leaseDailyRateCents: artworks.leaseDailyRateCents,
      leaseWeeklyRateCents: artworks.leaseWeeklyRateCents,
      leaseMonthlyRateCents: artworks.leaseMonthlyRateCents,
      isAvailable: artworks.isAvailable,
      inGentrificationZone: artworks.inGentrificationZone,
      receivedLoanGrant: artworks.receivedLoanGrant,
      isSpecialNeedsArtist: artworks.isSpecialNeedsArtist,
      isSeekingLocation: artworks.isSeekingLocation,
      manageOwnSales: artworks.manageOwnSales,
      presenterName: profiles.fullName,
      presenterHandle: profiles.handle,
      isFavorite: viewerId
        ? sql<boolean>`exists (select 1 from ${favorites} f where f.artwork_id = ${artworks.id} and f.user_id = ${viewerId})`
        : sql<boolean>`false`,
      viewerZip: viewerId
        ? sql<string | null>`(select p.zip_code from ${profiles} p where p.id = ${viewerId})`
        : sql<string | null>`null`,
    })
    .from(artworks)
    .leftJoin(profiles, eq(profiles.id, artworks.userId))
    .where(eq(artworks.id, artworkId))
    .limit(1);
  if (!row) return null;

  const images = await db
    .select({
      key: artworkImages.imageKey,
      width: artworkImages.width,
      height: artworkImages.height,
    })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.position), asc(artworkImages.createdAt));

  const { userId, zipCode, presenterName, presenterHandle, viewerZip, isFavorite, ...artwork } =
    row;
  return {
    ...artwork,
    presenter: {
      id: userId,
      name: presenterName?.trim() || presenterHandle || "Gallery member",
      handle: presenterHandle,
    },
    images,
    isFavorite: Boolean(isFavorite),
    viewerIsOwner: viewerId === userId,
    // Visitors have no ZIP, and the owner needs no distance to their own work.
    distance: viewerId && viewerId !== userId ? distanceBetweenZips(viewerZip, zipCode) : null,
  };
}
