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

/**
 * When the plan's limit was lowered below what the member already has: they keep
 * every artwork and may add again once under the limit (R-quota-listings).
 */
export function overLimitLine(used: number, max: number, planName?: string) {
  const plan = planName ? `your ${planName} plan` : "your plan";
  if (max <= 0) {
    return `${plan.charAt(0).toUpperCase()}${plan.slice(1)} allows no artworks now. You keep the ${used === 1 ? "one" : used} you have; upgrade your subscription to add more.`;
  }
  return `You have ${used} artworks, more than the ${max} ${plan} allows. You keep all of them, and can add new ones once you have fewer than ${max}, or upgrade your subscription.`;
}
