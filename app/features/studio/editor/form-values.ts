import type { ArtworkFlag, ArtworkTextField, DimensionUnit } from "./schema";

/** The artwork form's values: what it starts with, and cents as the price fields show them. */

/** What the form holds while it is edited: text as typed, switches as booleans. */
export type ArtworkFormValues = Record<ArtworkTextField, string> & Record<ArtworkFlag, boolean>;

/** R-artwork-defaults: process with AI and available on, every badge and own sales off. */
export function newArtworkValues(profile: {
  location: string | null;
  zipCode: string | null;
}): ArtworkFormValues {
  return {
    title: "",
    originalArtistName: "",
    medium: "",
    style: "",
    description: "",
    location: profile.location ?? "",
    zipCode: profile.zipCode ?? "",
    inceptionLocation: "",
    width: "",
    height: "",
    depth: "",
    dimensionUnit: "in",
    salePrice: "",
    leaseDailyRate: "",
    leaseWeeklyRate: "",
    leaseMonthlyRate: "",
    inGentrificationZone: false,
    receivedLoanGrant: false,
    isSpecialNeedsArtist: false,
    isSeekingLocation: false,
    isAvailable: true,
    manageOwnSales: false,
    processWithAi: true,
  };
}

/** Dollars as typed in the form → integer cents. */
export function toCents(dollars: number | null): number | null {
  return dollars === null ? null : Math.round(dollars * 100);
}

/** Integer cents → the dollars text a price field shows. */
export function centsToField(cents: number | null): string {
  if (cents === null) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export type EditableImage = { id: string; key: string; width: number; height: number };

/** One of the member's own artworks as stored, with its images in order. */
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
  dimensionUnit: DimensionUnit | null;
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

/** A stored artwork as the edit form shows it. */
export function editArtworkValues(
  artwork: Omit<EditableArtwork, "id" | "qrCodeKey" | "images">,
): ArtworkFormValues {
  const number = (value: number | null) => (value === null ? "" : String(value));
  return {
    title: artwork.title,
    originalArtistName: artwork.originalArtistName ?? "",
    medium: artwork.medium,
    style: artwork.style ?? "",
    description: artwork.description,
    location: artwork.location,
    zipCode: artwork.zipCode ?? "",
    inceptionLocation: artwork.inceptionLocation ?? "",
    width: number(artwork.width),
    height: number(artwork.height),
    depth: number(artwork.depth),
    dimensionUnit: artwork.dimensionUnit ?? "in",
    salePrice: centsToField(artwork.salePriceCents),
    leaseDailyRate: centsToField(artwork.leaseDailyRateCents),
    leaseWeeklyRate: centsToField(artwork.leaseWeeklyRateCents),
    leaseMonthlyRate: centsToField(artwork.leaseMonthlyRateCents),
    isAvailable: artwork.isAvailable,
    manageOwnSales: artwork.manageOwnSales,
    processWithAi: artwork.processWithAi,
    inGentrificationZone: artwork.inGentrificationZone,
    receivedLoanGrant: artwork.receivedLoanGrant,
    isSpecialNeedsArtist: artwork.isSpecialNeedsArtist,
    isSeekingLocation: artwork.isSeekingLocation,
  };
}
