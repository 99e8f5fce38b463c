import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { currentPlan } from "~/features/plans/index.server";
import { quotaErrors } from "./errors";
import { artworkLimitMessage } from "./messages";
import { type ArtworkQuota, artworkQuota, mayUploadArtwork } from "./policy";
import { memberArtworkQuota, uploadedArtworkCount } from "./queries.server";

function limitReached(quota: ArtworkQuota) {
  return quotaErrors.raise("artwork-limit", { message: artworkLimitMessage(quota.max) });
}

/** Refuses early, before any image is processed, when no slot is left. */
export async function assertArtworkSlotFree(db: Database, userId: string) {
  const quota = await memberArtworkQuota(db, userId);
  if (!mayUploadArtwork(quota)) throw limitReached(quota);
}

/**
 * R-quota-listings: claims a slot inside the transaction that inserts the
 * artwork. The member's profile row is locked first, so concurrent uploads
 * of one member count and insert one after another and can never pass the
 * plan's maximum.
 */
export async function claimArtworkSlot(tx: Transaction, userId: string) {
  const locked = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  if (locked.length === 0) throw quotaErrors.raise("profile-missing");
  const plan = await currentPlan(tx as unknown as Database, userId);
  const quota = artworkQuota(await uploadedArtworkCount(tx, userId), plan.maxArtworks);
  if (!mayUploadArtwork(quota)) throw limitReached(quota);
}
