import { defineErrors, RateLimitError } from "~/lib/errors";
import { COMMENT_RATE_LIMITED } from "./comment-limits";
import { COMMENT_MESSAGES } from "./messages";

/** Every error posting a comment can raise, with the text the comment box shows. */
export const commentErrors = defineErrors("comments", {
  "sign-in": { message: COMMENT_MESSAGES.signIn, status: 401 },
  upgrade: { message: COMMENT_MESSAGES.upgrade, status: 403 },
  empty: { message: COMMENT_MESSAGES.empty, status: 400, field: "content" },
  "too-long": { message: COMMENT_MESSAGES.tooLong, status: 400, field: "content" },
  /** A form that is not a comment (an unknown intent). */
  "post-failed": { message: COMMENT_MESSAGES.postFailed, status: 400 },
});

/**
 * Too many comments in a short time: a rate-limit error (429 with Retry-After)
 * whose text the comment box shows under the field.
 */
export class CommentRateLimitError extends RateLimitError {
  override readonly field = "content";
  constructor(retryAfterSeconds: number) {
    super(COMMENT_RATE_LIMITED, retryAfterSeconds);
  }
}
