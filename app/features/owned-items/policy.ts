/**
 * R-space-owner-only, R-artwork-lifecycle: an owned item is edited and
 * deleted by its owner only. The writes say the same in SQL (`ownedItem`:
 * the owner in the WHERE); a kind's own rules (an artwork's lifecycle)
 * restrict its owner further on top of this.
 */
export function mayManageItem(
  viewerId: string | null | undefined,
  ownerId: string | null,
): boolean {
  return viewerId != null && viewerId === ownerId;
}
