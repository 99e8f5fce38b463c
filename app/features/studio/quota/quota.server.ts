import { and, count, eq, isNull, or } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworks, profiles } from "~/db/schema";
import { currentPlan } from "~/features/plans/index.server";
import { DomainError } from "~/lib/errors";
import { type ArtworkQuota, artworkLimitMessage, artworkQuota } from "./quota";

/** Works the member listed and still presents; works they bought use no listing slot. */
export function listedBy(userId: string) {
  return and(
    eq(artworks.userId, userId),
    or(isNull(artworks.artistId), eq(artworks.artistId, userId)),
  );
}

/** How many artworks the member has uploaded and still owns. */
export async function uploadedArtworkCount(db: Database | Transaction, userId: string) {
  const [row] = await db.select({ n: count() }).from(artworks).where(listedBy(userId));
  return row?.n ?? 0;
}

/** The member's artwork slots on their current plan. */
export async function memberArtworkQuota(db: Database, userId: string): Promise<ArtworkQuota> {
  const [plan, used] = await Promise.all([
    currentPlan(db, userId),
    uploadedArtworkCount(db, userId),
  ]);
  return artworkQuota(used, plan.maxArtworks);
}

export class ArtworkLimitError extends DomainError {
  override name = "ArtworkLimitError";
  constructor(readonly max: number) {
    super(artworkLimitMessage(max), 403);
  }
}

/** Refuses early, before any image is processed, when no slot is left. */
export async function assertArtworkSlotFree(db: Database, userId: string) {
  const quota = await memberArtworkQuota(db, userId);
  if (quota.atLimit) throw new ArtworkLimitError(quota.max);
}

/**
 * Claims a slot inside the transaction that inserts the artwork: the
 * member's profile row is locked first, so concurrent uploads of one member
 * count and insert one after another and can never pass the plan's maximum.
 */
export async function claimArtworkSlot(tx: Transaction, userId: string) {
  const locked = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  if (locked.length === 0) throw new DomainError("Your profile could not be found.", 404);
  const plan = await currentPlan(tx as unknown as Database, userId);
  const used = await uploadedArtworkCount(tx, userId);
  if (used >= plan.maxArtworks) throw new ArtworkLimitError(plan.maxArtworks);
}
