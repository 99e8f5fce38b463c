/** Curator space slots of a member's plan (R-quota-spaces), and who may add a space. */
export type SpaceQuota = {
  used: number;
  max: number;
  remaining: number;
  atLimit: boolean;
};

export function spaceQuota(used: number, max: number): SpaceQuota {
  const remaining = Math.max(0, max - used);
  return { used, max, remaining, atLimit: used >= max };
}

/** A member may add another space while a slot of their plan is free. */
export function mayAddSpace(quota: SpaceQuota): boolean {
  return !quota.atLimit;
}

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
