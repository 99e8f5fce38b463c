import { defineErrors } from "~/lib/errors";
import { INVALID_RESET_LINK } from "./schema";

/** What choosing a new password can refuse. */
export const passwordResetErrors = defineErrors("password-reset", {
  "invalid-link": { message: INVALID_RESET_LINK, status: 400 },
});
