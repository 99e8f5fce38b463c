// What other parts of the app may use from studio on the server only.

export {
  listOwnArtworks,
  newArtworkProfileDefaults,
  ownArtworkForEdit,
  ownArtworkQr,
} from "./artworks/artworks.server";
export { deleteArtwork } from "./artworks/artworks-delete.server";
export {
  createArtwork,
  ensureArtworkQr,
  updateArtwork,
} from "./artworks/artworks-mutations.server";
export { dashboardData, recentReveals } from "./dashboard/dashboard.server";
export { invalidArtwork, readArtworkSubmission, saveFailure } from "./editor/artwork-form.server";
export { listedBy, memberArtworkQuota } from "./quota/quota.server";
