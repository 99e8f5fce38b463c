import { and, count, eq, isNull, or } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworks } from "~/db/schema";
import { currentPlan } from "~/features/plans/index.server";
import { type ArtworkQuota, artworkQuota } from "./policy";

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
