// What other parts of the app may use from alerts: rules, schemas, types and texts (browser and server).
export { savedSearchErrors } from "./saved-searches/errors";
export {
  ALERT_OPTIONS,
  type AlertFrequency,
  MAX_SAVED_SEARCHES,
  normalisedSearch,
  type SavedSearchAction,
  type SavedSearchRow,
  savedSearchActionSchema,
  savedSearchHref,
  suggestedName,
} from "./saved-searches/schema";
