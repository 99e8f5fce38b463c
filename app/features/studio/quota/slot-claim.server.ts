import type { SlotKind } from "~/features/owned-items/index.server";
import { quotaErrors } from "./errors";
import { artworkLimitMessage } from "./messages";
import { uploadedArtworkCount } from "./queries.server";

/** Artworks use the plan's artwork slots (R-quota-listings). */
export const artworkSlots: SlotKind = {
  count: uploadedArtworkCount,
  max: (plan) => plan.maxArtworks,
  limitReached: (quota) =>
    quotaErrors.raise("artwork-limit", { message: artworkLimitMessage(quota.max) }),
  profileMissing: () => quotaErrors.raise("profile-missing"),
};
