import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { currentPlan } from "~/features/plans/index.server";
import { curationErrors } from "../errors";
import { mayAddSpace, type SpaceQuota, spaceLimitMessage, spaceQuota } from "./policy";
import { memberSpaceQuota, spaceCount } from "./queries.server";

function limitReached(quota: SpaceQuota) {
  return curationErrors.raise("space-limit", { message: spaceLimitMessage(quota.max) });
}

/** Refuses early, before any image is processed, when no space slot is left. */
export async function assertSpaceSlotFree(db: Database, userId: string) {
  const quota = await memberSpaceQuota(db, userId);
  if (!mayAddSpace(quota)) throw limitReached(quota);
}

/**
 * R-quota-spaces: claims a slot inside the transaction that inserts the
 * space. The member's profile row is locked first, so concurrent creates of
 * one member count and insert one after another and never pass the plan's
 * maximum (the same lock as artwork slots, R-quota-listings).
 */
export async function claimSpaceSlot(tx: Transaction, userId: string) {
  const locked = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  if (locked.length === 0) throw curationErrors.raise("profile-missing");
  const plan = await currentPlan(tx as unknown as Database, userId);
  const quota = spaceQuota(await spaceCount(tx, userId), plan.maxCuratorSpaces);
  if (!mayAddSpace(quota)) throw limitReached(quota);
}
