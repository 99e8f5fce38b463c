import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { currentPlan, type PlanSummary } from "~/features/plans/index.server";
import { type ItemQuota, itemQuota, mayAddItem } from "./quota";

/** What differs between the kinds of owned items that use a plan's slots. */
export type SlotKind = {
  /** How many of the member's items use a slot now. */
  count: (db: Database | Transaction, userId: string) => Promise<number>;
  /** The plan's maximum for this kind. */
  max: (plan: PlanSummary) => number;
  /** The kind's refusal at the limit, with the plan's maximum in its text. */
  limitReached: (quota: ItemQuota) => Error;
  /** The kind's error for a member without a profile row to lock. */
  profileMissing: () => Error;
};

/** The member's slots of one kind on their current plan. */
export async function memberQuota(db: Database, userId: string, kind: SlotKind) {
  const [plan, used] = await Promise.all([currentPlan(db, userId), kind.count(db, userId)]);
  return itemQuota(used, kind.max(plan));
}

/** Refuses early, before any image is processed, when no slot is left. */
export async function assertSlotFree(db: Database, userId: string, kind: SlotKind) {
  const quota = await memberQuota(db, userId, kind);
  if (!mayAddItem(quota)) throw kind.limitReached(quota);
}

/**
 * R-quota-listings, R-quota-spaces: claims a slot inside the transaction
 * that inserts the item. The member's profile row is locked first, so
 * concurrent creates of one member (of either kind) count and insert one
 * after another and can never pass the plan's maximum.
 */
export async function claimSlot(tx: Transaction, userId: string, kind: SlotKind) {
  const locked = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  if (locked.length === 0) throw kind.profileMissing();
  const plan = await currentPlan(tx as unknown as Database, userId);
  const quota = itemQuota(await kind.count(tx, userId), kind.max(plan));
  if (!mayAddItem(quota)) throw kind.limitReached(quota);
}
