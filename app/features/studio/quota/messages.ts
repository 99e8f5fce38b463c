/** What the member is told about their artwork slots (R-quota-listings). */

/** The server's refusal of a new artwork. */
export function artworkLimitMessage(max: number) {
  return `You have reached your limit of ${max} artworks. Please upgrade your subscription to upload more.`;
}

/** The toast when Add New Artwork is clicked at the limit. */
export function artworkLimitToast(max: number) {
  return `You've reached your limit of ${max} artworks. Please upgrade your subscription to upload more.`;
}

export function remainingUploadsLine(remaining: number) {
  return `You can upload ${remaining} more artwork${remaining === 1 ? "" : "s"}.`;
}
