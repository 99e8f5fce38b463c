/** The longest comment, in characters (kept out of the schema, so the page's box needs no zod). */
export const COMMENT_MAX_LENGTH = 2000;

/** R-comment-tier: the comment box's gates and its toasts. */
export const COMMENT_MESSAGES = {
  signIn: "Sign in to join the conversation",
  upgrade: "Upgrade your subscription to join the conversation",
  posted: "Comment posted successfully",
  postFailed: "Failed to post comment",
  loadFailed: "Failed to load comments",
  empty: "Please write a comment before posting",
  tooLong: "Comments can be at most 2,000 characters",
} as const;
