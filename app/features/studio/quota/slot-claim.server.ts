import type { Database, Transaction } from "~/db/client.server";
import { assertSlotFree, claimSlot, type SlotKind } from "~/features/owned-items/index.server";
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

/** Refuses early, before any image is processed, when no slot is left. */
export const assertArtworkSlotFree = (db: Database, userId: string) =>
  assertSlotFree(db, userId, artworkSlots);

/** R-quota-listings: claims a slot inside the transaction that inserts the artwork. */
export const claimArtworkSlot = (tx: Transaction, userId: string) =>
  claimSlot(tx, userId, artworkSlots);
