import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, curatorSpaceImages, curatorSpaces } from "~/db/schema";
import { imageUrl } from "~/features/media";
import { isUuid } from "~/lib/ids";
import { curationErrors } from "../errors";
import { savedSelection } from "../selection/queries.server";
import { rankSpaceCandidates } from "../suggestions/suggest.server";
import type { GalleryArtwork, GallerySpace, VirtualGallery } from "./schema";
import { isMeasured } from "./true-scale";

/** The virtual gallery rotates through at most 20 artworks (R-gallery-artworks). */
export const GALLERY_ARTWORKS = 20;

type SpaceOwner = { userId: string; spaceId: string };

/**
 * The space as the virtual gallery shows it: its first photo (large variant)
 * and the wall's real size when it is known. Only the owner's space is found
 * (R-space-owner-only); anything else is null, told apart by no one.
 */
export async function ownGallerySpace(
  db: Database,
  { userId, spaceId }: SpaceOwner,
): Promise<GallerySpace | null> {
  if (!isUuid(spaceId)) return null;
  const [row] = await db
    .select({
      id: curatorSpaces.id,
      name: curatorSpaces.name,
      dimensions: curatorSpaces.dimensions,
      imageKey: curatorSpaceImages.imageKey,
      imageWidth: curatorSpaceImages.width,
      imageHeight: curatorSpaceImages.height,
    })
    .from(curatorSpaces)
    .leftJoin(
      curatorSpaceImages,
      and(eq(curatorSpaceImages.spaceId, curatorSpaces.id), eq(curatorSpaceImages.position, 0)),
    )
    .where(and(eq(curatorSpaces.id, spaceId), eq(curatorSpaces.userId, userId)))
    .limit(1);
  if (!row) return null;
  // A wall saved without a unit was measured in inches, the form's default.
  const wall = row.dimensions ? { unit: "in" as const, ...row.dimensions } : null;
  return {
    id: row.id,
    name: row.name,
    photo:
      row.imageKey && row.imageWidth && row.imageHeight
        ? {
            url: imageUrl(row.imageKey, "large"),
            width: row.imageWidth,
            height: row.imageHeight,
          }
        : null,
    wall: isMeasured(wall) ? { width: wall.width, height: wall.height, unit: wall.unit } : null,
  };
}

/**
 * What the gallery needs of each artwork, in the order asked: its main
 * picture (large), title, artist and real size. Works no longer available,
 * and works without a picture, are left out.
 */
export async function galleryArtworks(
  db: Database,
  artworkIds: readonly string[],
): Promise<GalleryArtwork[]> {
  const ids = [...new Set(artworkIds.filter(isUuid))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: artworks.id,
      title: artworks.title,
      artistName: artworks.artistName,
      width: artworks.width,
      height: artworks.height,
      unit: artworks.dimensionUnit,
      imageKey: artworkImages.imageKey,
      imageWidth: artworkImages.width,
      imageHeight: artworkImages.height,
    })
    .from(artworks)
    .innerJoin(
      artworkImages,
      and(eq(artworkImages.artworkId, artworks.id), eq(artworkImages.position, 0)),
    )
    .where(and(inArray(artworks.id, ids), eq(artworks.isAvailable, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        title: row.title,
        artistName: row.artistName ?? "Unknown Artist",
        imageUrl: imageUrl(row.imageKey, "large"),
        imageAspect: row.imageWidth / row.imageHeight,
        // R-dimensions-display: a size without a unit is in centimetres.
        size:
          row.width !== null && row.height !== null
            ? { width: row.width, height: row.height, unit: row.unit ?? "cm" }
            : null,
      },
    ];
  });
}

/**
 * The virtual gallery of one of the member's spaces (R-gallery-artworks): the
 * space, and up to 20 works to rotate through — the space's saved selection in
 * its order, only the works still available, or when it has none, the
 * suggestions ranked for the space. Not the member's space: not found.
 */
export async function virtualGallery(db: Database, owner: SpaceOwner): Promise<VirtualGallery> {
  const space = await ownGallerySpace(db, owner);
  if (!space) throw curationErrors.raise("not-found");
  const selection = await savedSelection(db, space.id);
  const saved = selection.works.flatMap((work) =>
    work.available && work.artworkId ? [work.artworkId] : [],
  );
  if (saved.length > 0) {
    const works = await galleryArtworks(db, saved.slice(0, GALLERY_ARTWORKS));
    return { space, artworks: works, source: "selection" };
  }
  const ranked = await rankSpaceCandidates(db, owner, GALLERY_ARTWORKS);
  const works = await galleryArtworks(
    db,
    ranked.map((suggestion) => suggestion.artworkId),
  );
  return { space, artworks: works.slice(0, GALLERY_ARTWORKS), source: "suggestions" };
}
