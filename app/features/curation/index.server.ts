// What other parts of the app may use from curation on the server only.
export { discoverySeed } from "./discovery/fair-order";
export { recordDiscoveryView, spendDiscoveryStar } from "./discovery/mutations.server";
export { discoveryPage, discoveryQrKey } from "./discovery/queries.server";
export { discoveryArtworkAction } from "./discovery/submission.server";
export { virtualGallery } from "./gallery/queries.server";
export { changeSelection } from "./selection/mutations.server";
export { savedSelection, savedSelections } from "./selection/queries.server";
export { spaceFailure } from "./spaces/answers.server";
export { createSpace, deleteSpace, updateSpace } from "./spaces/mutations.server";
export {
  listOwnSpaces,
  memberSpaceQuota,
  ownSpaceForEdit,
  spaceCount,
} from "./spaces/queries.server";
export { invalidSpace, readSpaceSubmission } from "./spaces/submission.server";
export { limitSuggestions, SUGGESTION_RATE_LIMIT } from "./suggestions/rate-limit.server";
export { rankSpaceCandidates, suggestArtworks } from "./suggestions/suggest.server";
