/** Commenting needs a plan of tier 1 or higher (PRODUCT.md: Supporter and up). */
export const COMMENT_MIN_TIER = 1;

/** R-comment-tier: a member may comment on a plan of tier 1 or higher. */
export function canComment(member: { tier: number }) {
  return member.tier >= COMMENT_MIN_TIER;
}

/** Who may write in the comment box: visitors are asked to sign in, free members to upgrade. */
export function commentGate(viewer: { tier: number } | null) {
  if (!viewer) return "sign-in" as const;
  if (!canComment(viewer)) return "upgrade" as const;
  return "open" as const;
}

export type CommentGate = ReturnType<typeof commentGate>;
