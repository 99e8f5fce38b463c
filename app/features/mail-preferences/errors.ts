import { defineErrors } from "~/lib/errors";
import { MAIL_PREFERENCES_TEXT } from "./kinds";

export const mailPreferenceErrors = defineErrors("mail-preferences", {
  /** A token that is malformed, changed, or signed for another member or kind. */
  "bad-token": { message: MAIL_PREFERENCES_TEXT.badLink },
});
