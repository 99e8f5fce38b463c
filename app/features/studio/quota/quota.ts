/** Artwork slots of a member's plan (part 2 §2, §5, §8). */
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

/** The server's refusal of a new artwork (part 2 §5). */
export function artworkLimitMessage(max: number) {
  return `You have reached your limit of ${max} artworks. Please upgrade your subscription to upload more.`;
}

/** The toast when Add New Artwork is clicked at the limit (part 2 §8). */
export function artworkLimitToast(max: number) {
  return `You've reached your limit of ${max} artworks. Please upgrade your subscription to upload more.`;
}

export function remainingUploadsLine(remaining: number) {
  return `You can upload ${remaining} more artwork${remaining === 1 ? "" : "s"}.`;
}
