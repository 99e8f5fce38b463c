// The mail preferences' pages, for routes.
export { MailPreferencesForm } from "./components/mail-preferences-form";
export {
  UnsubscribePanel,
  type UnsubscribeState,
  unsubscribeTitle,
} from "./components/unsubscribe-panel";
