import { defineErrors } from "~/lib/errors";
import { MESSAGING_TEXT } from "./texts";

/**
 * Every error messaging raises, with the spec's text. Posting too fast is the
 * shared RateLimitError (code "rate-limited") with MESSAGING_TEXT.rateLimited,
 * so that its answer carries Retry-After.
 */
export const messagingErrors = defineErrors("messaging", {
  /** A visitor posting to the send box's API. */
  "sign-in": { message: MESSAGING_TEXT.signIn, status: 401 },
  empty: { message: MESSAGING_TEXT.empty, field: "content" },
  "too-long": { message: MESSAGING_TEXT.tooLong, field: "content" },
  "to-self": { message: MESSAGING_TEXT.toSelf, field: "to" },
  /** /messages?to= with an id that is not one. */
  "recipient-invalid": { message: MESSAGING_TEXT.memberNotFound },
  "member-not-found": { message: MESSAGING_TEXT.memberNotFound, status: 404 },
  "conversation-not-found": { message: MESSAGING_TEXT.conversationNotFound, status: 404 },
});
