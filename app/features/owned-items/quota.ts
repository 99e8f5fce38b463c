/**
 * The slots a member's plan gives for one kind of owned item: artworks
 * (R-quota-listings) or curator spaces (R-quota-spaces), and who may add one.
 */
export type ItemQuota = {
  used: number;
  max: number;
  remaining: number;
  atLimit: boolean;
};

export function itemQuota(used: number, max: number): ItemQuota {
  const remaining = Math.max(0, max - used);
  return { used, max, remaining, atLimit: used >= max };
}

/** A member may add another item while a slot of their plan is free. */
export function mayAddItem(quota: ItemQuota): boolean {
  return !quota.atLimit;
}
