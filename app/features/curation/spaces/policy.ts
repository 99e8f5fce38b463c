import { type ItemQuota, itemQuota, mayAddItem } from "~/features/owned-items";

/** Curator space slots of a member's plan (R-quota-spaces): the shared slots of owned items. */
export type SpaceQuota = ItemQuota;
export const spaceQuota = itemQuota;

/** A member may add another space while a slot of their plan is free. */
export const mayAddSpace = mayAddItem;

/** The server's and the upload form's refusal of a new space. */
export function spaceLimitMessage(max: number) {
  return `You have reached your limit of ${max} curator spaces. Please upgrade your subscription to upload more.`;
}

/** The toast when Add New Space is clicked at the limit. */
export function spaceLimitToast(max: number) {
  return `You've reached your limit of ${max} curator spaces. Please upgrade your subscription to upload more.`;
}

/** The header line of My Spaces. */
export function spaceSlotsLine(quota: SpaceQuota) {
  return `${quota.used} of ${quota.max} curator space slots used`;
}

/**
 * The banner of My Spaces at the limit. A plan lowered below what the member
 * already has keeps every space; new ones wait until they are under it
 * (R-lowered-limits).
 */
export function spaceLimitBanner(quota: SpaceQuota) {
  if (quota.used > quota.max) {
    const kept = quota.used === 1 ? "the one space" : `all ${quota.used} spaces`;
    return quota.max === 0
      ? `Your plan includes no curator spaces now. You keep ${kept} you have; upgrade your subscription to add more.`
      : `You have ${quota.used} curator spaces, more than the ${quota.max} your plan allows. You keep all of them, and can add new ones once you have fewer than ${quota.max}, or upgrade your subscription.`;
  }
  return quota.max === 0
    ? "Your plan includes no curator spaces. Upgrade your subscription to add spaces."
    : `You have used all ${quota.max} curator space slots of your plan. Upgrade your subscription to add more spaces.`;
}
