import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { galleryToday } from "~/features/commerce/index.server";
import { spendAllowance } from "~/features/plans/index.server";
import { hit } from "~/services/rate-limit.server";
import { curationErrors } from "../errors";
import { STAR_DWELL_MS } from "./slides";

/**
 * Slides move at most once a second in auto mode and a little faster by hand;
 * this leaves room for both and stops a script from flooding the tables.
 */
export const DISCOVERY_RATE_LIMIT = { limit: 240, windowSeconds: 60 } as const;

export async function limitDiscovery(db: Database, memberId: string) {
  await hit(
    db,
    `discovery:${memberId}`,
    DISCOVERY_RATE_LIMIT.limit,
    DISCOVERY_RATE_LIMIT.windowSeconds,
  );
}

/** The owner of an artwork, or not-found (so an unknown id is a 404, not a silent no-op). */
async function ownerOf(db: Database, artworkId: string): Promise<string> {
  const [found] = await rows<{ user_id: string }>(
    db,
    sql`select user_id from artworks where id = ${artworkId}`,
  );
  if (!found) throw curationErrors.raise("artwork-not-found");
  return found.user_id;
}

/**
 * R-discovery-stars: a slide of an available work is on the member's screen.
 * Records (or refreshes) the member's view of it for the gallery day; these
 * rows are the artist's "Views from Discovery Mode". A member's own works are
 * not recorded: they neither count as views nor cost a star.
 */
export async function recordDiscoveryView(
  db: Database,
  memberId: string,
  artworkId: string,
  now: Date = new Date(),
): Promise<{ recorded: boolean }> {
  const ownerId = await ownerOf(db, artworkId);
  if (ownerId === memberId) return { recorded: false };
  const recorded = await rows<{ artwork_id: string }>(
    db,
    sql`
      insert into discovery_views (member_id, artwork_id, day, owner_id, shown_at)
      select ${memberId}, a.id, ${galleryToday(now)}, a.user_id, ${now.toISOString()}
      from artworks a
      where a.id = ${artworkId} and a.is_available and a.user_id <> ${memberId}
      on conflict (member_id, artwork_id, day) do update set shown_at = excluded.shown_at
      returning artwork_id`,
  );
  return { recorded: recorded.length > 0 };
}

/**
 * R-discovery-stars: the member moved off a slide by hand. Spends one of the
 * owner's promotion stars when the member's view of it today was recorded at
 * least a second ago, no star was spent on it by this member today, and the
 * owner has one: the view row is claimed (its key and the `star_spent_at is
 * null` guard make concurrent calls wait and then find it taken), then one
 * atomic decrement that never goes below zero. With no star to spend the claim
 * is undone in the same transaction, so a refilled owner can be spent on later
 * and an owner who had none is not counted as starred.
 */
export async function spendDiscoveryStar(
  db: Database,
  memberId: string,
  artworkId: string,
  now: Date = new Date(),
): Promise<{ spent: boolean; ownerStars: number | null }> {
  const ownerId = await ownerOf(db, artworkId);
  if (ownerId === memberId) return { spent: false, ownerStars: null };
  const shownBefore = new Date(now.getTime() - STAR_DWELL_MS).toISOString();
  const day = galleryToday(now);
  return db.transaction(async (tx) => {
    const claimed = await rows<{ owner_id: string }>(
      tx,
      sql`
        update discovery_views set star_spent_at = ${now.toISOString()}
        where member_id = ${memberId} and artwork_id = ${artworkId} and day = ${day}
          and star_spent_at is null and shown_at <= ${shownBefore}
        returning owner_id`,
    );
    const owner = claimed[0]?.owner_id;
    if (!owner) return { spent: false, ownerStars: null };
    // R-allowances-follow-plan: never more than the owner's current plan grants.
    const left = await spendAllowance(tx, owner, "stars");
    if (left !== null) return { spent: true, ownerStars: left };
    await tx.execute(
      sql`
        update discovery_views set star_spent_at = null
        where member_id = ${memberId} and artwork_id = ${artworkId} and day = ${day}`,
    );
    return { spent: false, ownerStars: 0 };
  });
}
