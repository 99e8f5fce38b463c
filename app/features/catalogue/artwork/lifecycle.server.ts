import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworks, leases } from "~/db/schema";
import {
  type ArtworkLifeFacts,
  type ArtworkState,
  artworkState,
  type LeaseHold,
} from "./lifecycle";

/**
 * R-artwork-lifecycle: the facts the lifecycle module decides on, read from
 * the database, and the same conditions as SQL for the writes' WHERE clauses
 * (ADR 10), so a sale or lease committed at the same moment cannot slip past.
 */

// Written out qualified: in an UPDATE or DELETE Drizzle renders a column bare ("id"),
// which inside these subqueries would name the subquery's own column.
/** The work has been bought at least once: a purchase entry in its provenance. */
export const everSold: SQL<boolean> = sql<boolean>`exists (select 1 from provenance p where p.artwork_id = "artworks"."id" and p.event = 'purchase')`;

/** The work's provenance records something (an upload, at least). */
const everRecorded: SQL<boolean> = sql<boolean>`exists (select 1 from provenance p where p.artwork_id = "artworks"."id")`;

/** A completed lease holds the work on `today` or a later day (end dates are exclusive). */
export function leasedFrom(today: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from leases l where l.artwork_id = "artworks"."id" and l.end_date > ${today})`;
}

/**
 * R-offer-reservation: the buyer an accepted offer holds the work for at `now`
 * (its 48 hours not over), or null.
 */
export function reservedFor(now: Date): SQL<string | null> {
  return sql<
    string | null
  >`(select o.buyer_id from offers o where o.artwork_id = "artworks"."id" and o.status = 'accepted' and o.reserved_until > ${now.toISOString()}::timestamptz limit 1)`;
}

/**
 * The work can be bought or leased on `today`: on offer and on no lease that
 * holds it that day. What a favourite watches (favourite alerts).
 */
export function freeOn(today: string): SQL<boolean> {
  return sql<boolean>`("artworks"."is_available" and not exists (select 1 from leases l where l.artwork_id = "artworks"."id" and l.start_date <= ${today} and l.end_date > ${today}))`;
}

const lifeColumns = (now: Date) => ({
  id: artworks.id,
  ownerId: artworks.userId,
  artistId: artworks.artistId,
  isAvailable: artworks.isAvailable,
  manageOwnSales: artworks.manageOwnSales,
  salePriceCents: artworks.salePriceCents,
  leaseDailyRateCents: artworks.leaseDailyRateCents,
  leaseWeeklyRateCents: artworks.leaseWeeklyRateCents,
  leaseMonthlyRateCents: artworks.leaseMonthlyRateCents,
  sold: everSold,
  recorded: everRecorded,
  reservedFor: reservedFor(now),
});

/** Active and upcoming leases of the works, by work. */
async function heldLeases(
  db: Database | Transaction,
  artworkIds: string[],
  today: string,
): Promise<Map<string, LeaseHold[]>> {
  const byWork = new Map<string, LeaseHold[]>();
  if (artworkIds.length === 0) return byWork;
  const rows = await db
    .select({
      artworkId: leases.artworkId,
      lesseeId: leases.lesseeId,
      startDate: leases.startDate,
      endDate: leases.endDate,
    })
    .from(leases)
    .where(and(inArray(leases.artworkId, artworkIds), gt(leases.endDate, today)))
    .orderBy(asc(leases.startDate));
  for (const { artworkId, ...lease } of rows) {
    byWork.set(artworkId, [...(byWork.get(artworkId) ?? []), lease]);
  }
  return byWork;
}

/** The states of the works owned by `ownerId` among `artworkIds`, on the gallery's `today`. */
export async function ownArtworkStates(
  db: Database | Transaction,
  ownerId: string,
  artworkIds: string[],
  today: string,
  now: Date = new Date(),
): Promise<Map<string, ArtworkState>> {
  const states = new Map<string, ArtworkState>();
  if (artworkIds.length === 0) return states;
  const rows = await db
    .select(lifeColumns(now))
    .from(artworks)
    .where(and(inArray(artworks.id, artworkIds), eq(artworks.userId, ownerId)));
  const held = await heldLeases(db, artworkIds, today);
  for (const { id, ...row } of rows) {
    const facts: ArtworkLifeFacts = {
      ...row,
      sold: Boolean(row.sold),
      recorded: Boolean(row.recorded),
      leases: held.get(id) ?? [],
    };
    states.set(id, artworkState(facts, today));
  }
  return states;
}

/**
 * The state of a work, whoever owns it (deleted when it is gone), on the
 * gallery's `today`. `lock` holds the row (FOR SHARE) until the transaction
 * ends, so a sale cannot complete between the check and the write.
 */
export async function artworkLifeState(
  db: Database | Transaction,
  artworkId: string,
  today: string,
  { lock = false, now = new Date() }: { lock?: boolean; now?: Date } = {},
): Promise<ArtworkState> {
  const query = db
    .select(lifeColumns(now))
    .from(artworks)
    .where(eq(artworks.id, artworkId))
    .limit(1);
  const [row] = lock ? await query.for("share") : await query;
  if (!row) return artworkState(null, today);
  const held = await heldLeases(db, [artworkId], today);
  const { id: _id, ...facts } = row;
  return artworkState(
    {
      ...facts,
      sold: Boolean(facts.sold),
      recorded: Boolean(facts.recorded),
      leases: held.get(artworkId) ?? [],
    },
    today,
  );
}

/** The state of one of the owner's works (deleted when it is not theirs or gone). */
export async function ownArtworkState(
  db: Database | Transaction,
  ownerId: string,
  artworkId: string,
  today: string,
): Promise<ArtworkState> {
  const states = await ownArtworkStates(db, ownerId, [artworkId], today);
  return states.get(artworkId) ?? artworkState(null, today);
}

/**
 * The member owned the work once and no longer does: it was sold from under
 * them (a page left open, or a save racing the sale), so a refusal can say so
 * rather than "not found".
 */
export async function soldAwayFrom(
  db: Database | Transaction,
  userId: string,
  artworkId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(
      and(
        eq(artworks.id, artworkId),
        sql`${artworks.userId} <> ${userId}`,
        // Its artist owned it first; a later owner has their purchase entry.
        sql`(${artworks.artistId} = ${userId} or exists (select 1 from provenance p where p.artwork_id = ${artworks.id} and p.owner_id = ${userId}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
