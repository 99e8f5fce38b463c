// R-message-content: the length of one message and how fast a member may post.

export const MESSAGE_MAX_LENGTH = 5000;

/** Posting is limited per member: this many messages per window. */
export const MESSAGE_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;
