import { type ItemQuota, itemQuota, mayAddItem } from "~/features/owned-items";

/** Artwork slots of a member's plan (R-quota-listings): the shared slots of owned items. */
export type ArtworkQuota = ItemQuota;
export const artworkQuota = itemQuota;

/** A member may upload another artwork while a slot of their plan is free. */
export const mayUploadArtwork = mayAddItem;

/** A plan that allows any artwork at all (the dashboard offers the first upload). */
export function planAllowsArtworks(maxArtworks: number): boolean {
  return maxArtworks > 0;
}
