/** Artwork slots of a member's plan (R-quota-listings), and who may add an artwork. */
export type ArtworkQuota = {
  used: number;
  max: number;
  remaining: number;
  atLimit: boolean;
};

export function artworkQuota(used: number, max: number): ArtworkQuota {
  const remaining = Math.max(0, max - used);
  return { used, max, remaining, atLimit: used >= max };
}

/** A member may upload another artwork while a slot of their plan is free. */
export function mayUploadArtwork(quota: ArtworkQuota): boolean {
  return !quota.atLimit;
}

/** A plan that allows any artwork at all (the dashboard offers the first upload). */
export function planAllowsArtworks(maxArtworks: number): boolean {
  return maxArtworks > 0;
}
