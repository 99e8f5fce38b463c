import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, favorites, profiles } from "~/db/schema";
import { distanceBetweenZips } from "~/features/geo/index.server";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import type { ArtworkDetail, ArtworkPresenter } from "./artwork-detail";
import { everSold } from "./lifecycle.server";
import { creditedArtistName, originalArtistId } from "./original-artist.server";

const artistProfiles = alias(profiles, "artist_profile");

function presenterOf(id: string | null, name: string | null, handle: string | null) {
  if (!id) return null;
  return {
    id,
    name: displayName({ fullName: name, handle }, NAME_FALLBACKS.member),
    handle,
  } as ArtworkPresenter;
}

/**
 * Reads one artwork for its page, as seen by `viewerId` (null for visitors).
 * 'Presented by' names whoever offers it now: the owner while it is offered,
 * the artist of a work never sold; once sold and off the market, nobody (the
 * page credits the original artist, never a previous seller).
 */
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
      artistName: creditedArtistName(sql.raw(`"artist_profile"."full_name"`)),
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
      sold: everSold,
      presenterName: profiles.fullName,
      presenterHandle: profiles.handle,
      artistId: artistProfiles.id,
      artistFullName: artistProfiles.fullName,
      artistHandle: artistProfiles.handle,
      isFavorite: viewerId
        ? sql<boolean>`exists (select 1 from ${favorites} f where f.artwork_id = ${artworks.id} and f.user_id = ${viewerId})`
        : sql<boolean>`false`,
      viewerZip: viewerId
        ? sql<string | null>`(select p.zip_code from ${profiles} p where p.id = ${viewerId})`
        : sql<string | null>`null`,
    })
    .from(artworks)
    .leftJoin(profiles, eq(profiles.id, artworks.userId))
    .leftJoin(artistProfiles, sql`${artistProfiles.id} = ${originalArtistId()}`)
    .where(eq(artworks.id, artworkId))
    .limit(1);
  if (!row) return null;

  const images = await db
    .select({
      id: artworkImages.id,
      key: artworkImages.imageKey,
      width: artworkImages.width,
      height: artworkImages.height,
      // ADR 0025: only an available work's tiles are served (R-available-only-public).
      zoomable: row.isAvailable
        ? sql<boolean>`${artworkImages.tiles} is not null`
        : sql<boolean>`false`,
    })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.position), asc(artworkImages.createdAt));

  const {
    userId,
    zipCode,
    presenterName,
    presenterHandle,
    artistId,
    artistFullName,
    artistHandle,
    viewerZip,
    isFavorite,
    sold,
    ...artwork
  } = row;
  return {
    ...artwork,
    presenter: artwork.isAvailable
      ? presenterOf(userId, presenterName, presenterHandle)
      : sold
        ? null
        : presenterOf(artistId, artistFullName, artistHandle),
    questionsTo: artistId && artistId !== viewerId ? artistId : null,
    images,
    isFavorite: Boolean(isFavorite),
    viewerIsOwner: viewerId === userId,
    isResale: artistId !== userId,
    // Visitors have no ZIP, and the owner needs no distance to their own work.
    distance: viewerId && viewerId !== userId ? distanceBetweenZips(viewerZip, zipCode) : null,
  };
}
