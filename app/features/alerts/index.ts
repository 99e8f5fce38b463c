// What other parts of the app may use from alerts: rules, schemas, types and texts (browser and server).
export { savedSearchErrors } from "./saved-searches/errors";
export {
  type SavedSearchAction,
  savedSearchActionSchema,
} from "./saved-searches/schema";
export {
  ALERT_OPTIONS,
  type AlertFrequency,
  MAX_SAVED_SEARCHES,
  normalisedSearch,
  type SavedSearchRow,
  savedSearchHref,
  suggestedName,
} from "./saved-searches/words";
