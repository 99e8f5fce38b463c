// What other parts of the app may use from studio on the server only.
export { deleteArtwork, offerForResale } from "./artworks/mutations.server";
export { listOwnArtworks, ownArtworkQr } from "./artworks/queries.server";
export { dashboardData } from "./dashboard/panels.server";
export { dashboardStats, recentReveals } from "./dashboard/queries.server";
export { createArtwork, ensureArtworkQr, updateArtwork } from "./editor/mutations.server";
export { newArtworkProfileDefaults, ownArtworkForEdit } from "./editor/queries.server";
export { invalidArtwork, readArtworkSubmission } from "./editor/submission.server";
export { listedBy, memberArtworkQuota } from "./quota/queries.server";
