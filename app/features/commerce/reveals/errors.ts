import { defineErrors } from "~/lib/errors";
import { REVEAL_MESSAGES } from "./messages";

/** Every refusal of a contact reveal: its code ("reveals.<key>"), the spec's text and status. */
export const revealErrors = defineErrors("reveals", {
  "sign-in": { message: REVEAL_MESSAGES.signIn, status: 401 },
  /** No reveal left this period: nothing is recorded. */
  "none-left": { message: REVEAL_MESSAGES.noneLeft, status: 403 },
  "not-offered": { message: REVEAL_MESSAGES.notOffered, status: 403 },
  "own-artwork": { message: REVEAL_MESSAGES.ownArtwork, status: 403 },
  "not-available": { message: REVEAL_MESSAGES.notAvailable, status: 409 },
  "not-found": { message: REVEAL_MESSAGES.notFound, status: 404 },
  /** The request names no artwork. */
  invalid: { message: REVEAL_MESSAGES.failed, status: 400 },
  /** Contacts are revealed by POST only. */
  "method-not-allowed": { message: REVEAL_MESSAGES.failed, status: 405 },
});
