// What other parts of the app may use from mail preferences (browser and server).
export { mailPreferenceErrors } from "./errors";
export {
  isRefusableMailKind,
  MAIL_KIND_TEXT,
  MAIL_PREFERENCES_PATH,
  MAIL_PREFERENCES_TEXT,
  REFUSABLE_MAIL_KINDS,
  type RefusableMailKind,
  UNSUBSCRIBE_PATH_PATTERN,
  unsubscribePath,
} from "./kinds";
export { type MailPreferencesForm, mailPreferencesSchema, preferencesFromForm } from "./schema";
