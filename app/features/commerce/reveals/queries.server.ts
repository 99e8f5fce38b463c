import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworks, profiles, revealedContacts, user } from "~/db/schema";
import { originalArtistId } from "~/features/catalogue/index.server";
import { spendableAllowances } from "~/features/plans/index.server";
import { type RevealTarget, revealRefusal } from "./policy";
import type { RevealBlockState, RevealedContact } from "./schema";

type Executor = Database | Transaction;

/** Who owns the artwork, its original artist and whether it is on offer; null when there is no such artwork. */
export async function revealTarget(
  db: Executor,
  artworkId: string,
  { lock = false } = {},
): Promise<RevealTarget | null> {
  const query = db
    .select({
      ownerId: artworks.userId,
      artistId: originalArtistId(),
      manageOwnSales: artworks.manageOwnSales,
      isAvailable: artworks.isAvailable,
    })
    .from(artworks)
    .where(eq(artworks.id, artworkId))
    .limit(1);
  // Locked while revealing: a sale cannot complete between the check and the charge.
  const [row] = lock ? await query.for("share") : await query;
  return row ?? null;
}

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
  const target = await revealTarget(db, artworkId);
  if (!target?.artistId || revealRefusal(target, viewerId)) return { show: false };
  if (!viewerId) return { show: true, signedIn: false };
  const [revealed, revealsRemaining] = await Promise.all([
    hasRevealed(db, viewerId, artworkId),
    remainingReveals(db, viewerId),
  ]);
  return {
    show: true,
    signedIn: true,
    revealsRemaining,
    contact: revealed ? await artistContact(db, target.artistId) : null,
  };
}
