import { defineErrors } from "~/lib/errors";
import { PROFILE_MESSAGES } from "./own-profile";

/** What the own-profile page's actions can refuse. */
export const profileErrors = defineErrors("profile", {
  "not-found": { message: "Profile not found", status: 404 },
  "account-not-found": { message: "Account not found", status: 404 },
  "not-an-image": { message: PROFILE_MESSAGES.notAnImage, status: 400 },
  /** The upload (or the whole form) is 5 MB or more. */
  "too-large": { message: PROFILE_MESSAGES.tooLarge, status: 413 },
  /** A file that does not decode as an image and is 5 MB or more. */
  "too-large-to-decode": { message: PROFILE_MESSAGES.tooLarge, status: 400 },
  "delete-not-confirmed": { message: PROFILE_MESSAGES.typeDelete, status: 400, field: "confirm" },
  "unknown-action": { message: "Unknown action", status: 400 },
});
