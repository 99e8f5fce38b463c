import { count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, curatorSpaces, leases, profiles, transactions, user } from "~/db/schema";
import { type ArtworkState, actorFor, allowed } from "~/features/catalogue";
import { artworkLifeState } from "~/features/catalogue/index.server";
import { leasePhase, offersExtension } from "~/features/commerce";
import { galleryToday } from "~/features/commerce/index.server";
import { FREE_PLAN_NAME, type PlanSummary, spendable } from "~/features/plans/index.server";
import { listedBy } from "~/features/studio/index.server";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import { splitPhone } from "../registration/countries";
import type { OwnProfile, OwnTransaction } from "./own-profile";

type ProfileViewer = { id: string; isAdmin: boolean; plan: PlanSummary };

/** The signed-in member's own profile with their plan and what they have used of it. */
export async function loadOwnProfile(
  db: Database,
  viewer: ProfileViewer,
): Promise<OwnProfile | null> {
  const [[row], [artworkCount], [spaceCount]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        email: user.email,
        fullName: profiles.fullName,
        handle: profiles.handle,
        avatarKey: profiles.avatarKey,
        bio: profiles.bio,
        location: profiles.location,
        zipCode: profiles.zipCode,
        instagramHandle: profiles.instagramHandle,
        facebookProfileUrl: profiles.facebookProfileUrl,
        phoneNumber: profiles.phoneNumber,
        currentReveals: spendable("reveals"),
        createdAt: user.createdAt,
      })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(profiles.id, viewer.id))
      .limit(1),
    db.select({ total: count() }).from(artworks).where(listedBy(viewer.id)),
    db.select({ total: count() }).from(curatorSpaces).where(eq(curatorSpaces.userId, viewer.id)),
  ]);
  if (!row) return null;
  const { createdAt, phoneNumber, ...profile } = row;
  return {
    ...profile,
    phone: splitPhone(phoneNumber),
    // The own header never shows the handle in the name's place.
    displayName: displayName({ fullName: profile.fullName }, NAME_FALLBACKS.anonymous),
    memberSince: createdAt.getUTCFullYear(),
    planName: viewer.plan.name?.trim() || FREE_PLAN_NAME,
    artworksUsed: artworkCount?.total ?? 0,
    maxArtworks: viewer.plan.maxArtworks,
    spacesUsed: spaceCount?.total ?? 0,
    maxCuratorSpaces: viewer.plan.maxCuratorSpaces,
    isAdmin: viewer.isAdmin,
  };
}

/** The viewer's own purchases and leases (they are the buyer or lessee), newest first. */
export async function listOwnTransactions(
  db: Database,
  viewerId: string,
  limit = 50,
): Promise<OwnTransaction[]> {
  const found = await db
    .select({
      id: transactions.id,
      type: transactions.transactionType,
      artworkId: transactions.artworkId,
      artworkTitle: transactions.artworkTitle,
      amountCents: transactions.amountCents,
      status: transactions.status,
      createdAt: transactions.createdAt,
      leaseStartDate: transactions.leaseStartDate,
      leaseEndDate: transactions.leaseEndDate,
      leaseId: leases.id,
      /** The day the lease row holds the work to: earlier than paid for when the lessee bought it. */
      heldUntil: leases.endDate,
      ownerId: artworks.userId,
    })
    .from(transactions)
    .leftJoin(leases, eq(leases.transactionId, transactions.id))
    .leftJoin(artworks, eq(artworks.id, transactions.artworkId))
    .where(eq(transactions.userId, viewerId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
  const today = galleryToday();
  // The member's booked leases, so an already extended lease is not offered again.
  const booked = found.flatMap((row) =>
    row.leaseId && row.leaseStartDate
      ? [{ artworkId: row.artworkId, startDate: row.leaseStartDate }]
      : [],
  );
  const offered = found.filter(
    (row) =>
      row.leaseId &&
      row.ownerId !== viewerId &&
      row.leaseStartDate &&
      row.leaseEndDate &&
      offersExtension(
        { artworkId: row.artworkId, startDate: row.leaseStartDate, endDate: row.leaseEndDate },
        today,
        booked,
      ),
  );
  // R-artwork-lifecycle: the checkout accepts an extension only while the work is on
  // offer with a lease rate and no lease holds the day this one ends; offer no other.
  const states = new Map<string, ArtworkState>();
  for (const artworkId of new Set(offered.map((row) => row.artworkId as string))) {
    states.set(artworkId, await artworkLifeState(db, artworkId, today));
  }
  const extendable = new Set(
    offered
      .filter((row) => {
        const state = states.get(row.artworkId as string);
        const end = row.leaseEndDate as string;
        return (
          state &&
          !state.deleted &&
          allowed("extend", actorFor({ id: viewerId }, state), state) &&
          !state.leases.some((lease) => lease.startDate <= end && lease.endDate > end)
        );
      })
      .map((row) => row.id),
  );
  return found.map(({ leaseId, heldUntil, ownerId: _ownerId, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    // From the lease row: one the lessee ended by buying the work (R-rent-to-own) is over,
    // and one it cancelled (no row left) never holds the work again.
    leasePhase:
      row.type === "lease" && row.status === "completed" && row.leaseStartDate && row.leaseEndDate
        ? heldUntil
          ? leasePhase(row.leaseStartDate, heldUntil, today)
          : "ended"
        : null,
    // R-lease-extension: the lease row's id, when the member may extend it (not once
    // they have bought the work: nobody leases their own).
    extendLeaseId: leaseId && extendable.has(row.id) ? leaseId : null,
  }));
}
