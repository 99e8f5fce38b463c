// The pages and controls of saved searches, for routes.
export { SaveSearchButton } from "./components/save-search-button";
export { SavedSearchesPage } from "./components/saved-searches-page";
