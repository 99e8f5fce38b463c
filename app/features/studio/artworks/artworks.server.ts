import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, profiles } from "~/db/schema";
import { containsPattern } from "~/lib/search-term";
import type { ArtworkSort } from "./artworks-list";

/** Reads of the artist's own artworks: the list and the edit form. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isArtworkId(id: string | undefined): id is string {
  return typeof id === "string" && UUID.test(id);
}

const mainImageKey = sql<
  string | null
>`(select ai.image_key from artwork_images ai where ai.artwork_id = "artworks"."id" order by ai.position limit 1)`;

export type OwnArtworkRow = {
  id: string;
  title: string;
  artistName: string | null;
  medium: string;
  style: string | null;
  location: string;
  viewCount: number;
  salePriceCents: number | null;
  leaseDailyRateCents: number | null;
  isAvailable: boolean;
  mainImageKey: string | null;
  createdAt: Date;
};

/**
 * The member's own artworks (part 2 §2 My Artwork): search over title,
 * medium, style, location and original artist, any case; newest first,
 * by title, or by views.
 */
export async function listOwnArtworks(
  db: Database,
  userId: string,
  { q = "", sort = "date" }: { q?: string; sort?: ArtworkSort } = {},
): Promise<OwnArtworkRow[]> {
  const conditions: SQL[] = [eq(artworks.userId, userId)];
  const search = q.trim();
  if (search) {
    const pattern = containsPattern(search);
    const matches = or(
      ilike(artworks.title, pattern),
      ilike(artworks.medium, pattern),
      ilike(artworks.style, pattern),
      ilike(artworks.location, pattern),
      ilike(artworks.originalArtistName, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const order =
    sort === "title"
      ? [asc(sql`lower(${artworks.title})`), asc(artworks.id)]
      : sort === "views"
        ? [desc(artworks.viewCount), desc(artworks.createdAt), asc(artworks.id)]
        : [desc(artworks.createdAt), asc(artworks.id)];
  return db
    .select({
      id: artworks.id,
      title: artworks.title,
      artistName: artworks.artistName,
      medium: artworks.medium,
      style: artworks.style,
      location: artworks.location,
      viewCount: artworks.viewCount,
      salePriceCents: artworks.salePriceCents,
      leaseDailyRateCents: artworks.leaseDailyRateCents,
      isAvailable: artworks.isAvailable,
      mainImageKey,
      createdAt: artworks.createdAt,
    })
    .from(artworks)
    .where(and(...conditions))
    .orderBy(...order);
}

export type EditableImage = { id: string; key: string; width: number; height: number };

export type EditableArtwork = {
  id: string;
  title: string;
  originalArtistName: string | null;
  medium: string;
  style: string | null;
  description: string;
  location: string;
  zipCode: string | null;
  inceptionLocation: string | null;
  width: number | null;
  height: number | null;
  depth: number | null;
  dimensionUnit: "in" | "cm" | "ft" | null;
  salePriceCents: number | null;
  leaseDailyRateCents: number | null;
  leaseWeeklyRateCents: number | null;
  leaseMonthlyRateCents: number | null;
  isAvailable: boolean;
  manageOwnSales: boolean;
  processWithAi: boolean;
  inGentrificationZone: boolean;
  receivedLoanGrant: boolean;
  isSpecialNeedsArtist: boolean;
  isSeekingLocation: boolean;
  qrCodeKey: string | null;
  images: EditableImage[];
};

/** One of the member's own artworks with its images in order, or null (also for others' works). */
export async function ownArtworkForEdit(
  db: Database,
  userId: string,
  artworkId: string,
): Promise<EditableArtwork | null> {
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
  return { ...artwork, images };
}

/** The one artwork's QR key and title, when the member owns it. */
export async function ownArtworkQr(db: Database, userId: string, artworkId: string) {
  if (!isArtworkId(artworkId)) return null;
  const [row] = await db
    .select({ id: artworks.id, title: artworks.title, qrCodeKey: artworks.qrCodeKey })
    .from(artworks)
    .where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** What a new artwork starts with from the member's profile (part 2 §9). */
export async function newArtworkProfileDefaults(db: Database, userId: string) {
  const [row] = await db
    .select({ location: profiles.location, zipCode: profiles.zipCode })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return { location: row?.location ?? null, zipCode: row?.zipCode ?? null };
}
