/** Posting comments is limited per member, as messages are: this many per window. */
export const COMMENT_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

/** Shown in the comment box when a member posts faster than that. */
export const COMMENT_RATE_LIMITED =
  "You're posting comments very quickly. Please wait a minute and try again.";
