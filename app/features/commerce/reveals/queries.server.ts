import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { profiles, revealedContacts, user } from "~/db/schema";
import { artworkLifeState } from "~/features/catalogue/index.server";
import { galleryToday } from "~/features/commerce/leases/queries.server";
import { spendableAllowances } from "~/features/plans/index.server";
import { revealRefusal } from "./policy";
import type { RevealBlockState, RevealedContact } from "./schema";

type Executor = Database | Transaction;

/** The original artist's e-mail and phone. */
export async function artistContact(
  db: Executor,
  artistId: string,
): Promise<RevealedContact | null> {
  const [row] = await db
    .select({ email: user.email, phone: profiles.phoneNumber })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, artistId))
    .limit(1);
  return row ?? null;
}

/** The reveals the viewer can spend now (R-allowances-follow-plan). */
export async function remainingReveals(db: Executor, viewerId: string) {
  return (await spendableAllowances(db, viewerId)).reveals;
}

/** Whether `viewerId` has revealed this artwork's contact before. */
export async function hasRevealed(db: Database, viewerId: string, artworkId: string) {
  const [row] = await db
    .select({ id: revealedContacts.id })
    .from(revealedContacts)
    .where(and(eq(revealedContacts.userId, viewerId), eq(revealedContacts.artworkId, artworkId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The reveal block of the artwork page: shown only where a reveal can work
 * (artist-managed, available, the artist's account exists) and never to the
 * owner or the artist; the contact is included only for a viewer who already revealed it.
 */
export async function revealBlockState(
  db: Database,
  viewerId: string | null,
  artworkId: string,
): Promise<RevealBlockState> {
  const state = await artworkLifeState(db, artworkId, galleryToday());
  if (state.deleted || !state.artistId || revealRefusal(state, viewerId)) return { show: false };
  if (!viewerId) return { show: true, signedIn: false };
  const [revealed, revealsRemaining] = await Promise.all([
    hasRevealed(db, viewerId, artworkId),
    remainingReveals(db, viewerId),
  ]);
  return {
    show: true,
    signedIn: true,
    revealsRemaining,
    contact: revealed ? await artistContact(db, state.artistId) : null,
  };
}
