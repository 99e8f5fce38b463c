/** What decides whether an artwork's contact may be revealed, and whose it is. */
export type RevealTarget = {
  ownerId: string;
  /** The original artist's account (never a collector's); null when it is gone. */
  artistId: string | null;
  manageOwnSales: boolean;
  isAvailable: boolean;
};

/**
 * R-reveal-offered: why `viewerId` may not reveal this contact, or null
 * when they may. A reveal is offered only on artist-managed works that are
 * still available, and only while the original artist still owns the work (a
 * collector's offer is not the artist's to manage); never to the owner or the artist.
 */
export function revealRefusal(target: RevealTarget, viewerId: string | null) {
  if (!target.isAvailable) return "not-available" as const;
  if (!target.manageOwnSales || !target.artistId || target.ownerId !== target.artistId) {
    return "not-offered" as const;
  }
  if (viewerId && (viewerId === target.ownerId || viewerId === target.artistId)) {
    return "own-artwork" as const;
  }
  return null;
}
