// What other parts of the app may use from alerts on the server only.
export {
  type AlertWork,
  type FavouriteChange,
  queueFavouriteAlert,
  queueSavedSearchAlert,
} from "./mail/alert-mails.server";
export {
  favouriteNews,
  sendFavouriteAlerts,
  startFavouriteAlerts,
} from "./mail/favourite-alerts.server";
export { sendSearchAlerts, startSearchAlerts } from "./mail/search-alerts.server";
export {
  deleteSavedSearch,
  openSavedSearch,
  renameSavedSearch,
  saveSearch,
  setSavedSearchAlert,
} from "./saved-searches/mutations.server";
export { listSavedSearches } from "./saved-searches/queries.server";
