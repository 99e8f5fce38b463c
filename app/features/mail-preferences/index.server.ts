// What other parts of the app may use from mail preferences on the server only.
export {
  mailPreferences,
  mayMail,
  refuseMail,
  saveMailPreferences,
} from "./preferences.server";
export { readUnsubscribeToken, unsubscribeToken } from "./token.server";
export {
  unsubscribe,
  unsubscribeFooter,
  unsubscribeHeaders,
  unsubscribeKind,
  unsubscribeUrl,
} from "./unsubscribe.server";
