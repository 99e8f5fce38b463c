import { and, eq, gt, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworks, profiles, revealedContacts, user } from "~/db/schema";
import { originalArtistId } from "~/features/catalogue/index.server";
import { DomainError, ForbiddenError, NotFoundError } from "~/lib/errors";
import { REVEAL_MESSAGES, type RevealBlockState, type RevealedContact } from "./reveals";

/** No reveal left this period: the spec's message, and nothing is recorded. */
export class NoRevealsLeftError extends DomainError {
  override name = "NoRevealsLeftError";
  constructor() {
    super(REVEAL_MESSAGES.noneLeft, 403);
  }
}

type Executor = Database | Transaction;

/** What decides whether an artwork's contact may be revealed, and whose it is. */
type RevealTarget = {
  ownerId: string;
  /** The original artist's account (never a collector's); null when it is gone. */
  artistId: string | null;
  manageOwnSales: boolean;
  isAvailable: boolean;
};

async function revealTarget(
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

/**
 * Why `viewerId` may not reveal this contact, or null when they may. A reveal
 * is offered only on artist-managed works that are still available, and only
 * while the original artist still owns the work (a collector's offer is not the
 * artist's to manage); never to the owner or the artist.
 */
function refusal(target: RevealTarget, viewerId: string | null): DomainError | null {
  if (!target.isAvailable) return new DomainError(REVEAL_MESSAGES.notAvailable, 409);
  if (!target.manageOwnSales || !target.artistId || target.ownerId !== target.artistId) {
    return new ForbiddenError(REVEAL_MESSAGES.notOffered);
  }
  if (viewerId && (viewerId === target.ownerId || viewerId === target.artistId)) {
    return new ForbiddenError(REVEAL_MESSAGES.ownArtwork);
  }
  return null;
}

/** The original artist's e-mail and phone. */
async function artistContact(db: Executor, artistId: string): Promise<RevealedContact | null> {
  const [row] = await db
    .select({ email: user.email, phone: profiles.phoneNumber })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, artistId))
    .limit(1);
  return row ?? null;
}

async function remainingReveals(db: Executor, viewerId: string) {
  const [row] = await db
    .select({ reveals: profiles.currentReveals })
    .from(profiles)
    .where(eq(profiles.id, viewerId))
    .limit(1);
  return row?.reveals ?? 0;
}

/**
 * Reveals the original artist's contact of an artist-managed, available artwork
 * to `viewerId`. Free when this viewer already revealed it; otherwise it costs
 * one reveal. Refusals happen before anything is recorded or charged.
 * Recording and charging happen in one transaction: the row is inserted first
 * (ON CONFLICT DO NOTHING), and only a newly inserted row is charged, with a
 * conditional decrement that rolls everything back when no reveal is left.
 */
export async function revealContact(db: Database, viewerId: string, artworkId: string) {
  return db.transaction(async (tx) => {
    const target = await revealTarget(tx, artworkId, { lock: true });
    if (!target) throw new NotFoundError("Artwork not found");
    const refused = refusal(target, viewerId);
    if (refused) throw refused;
    const artistId = target.artistId as string;

    const inserted = await tx
      .insert(revealedContacts)
      .values({ userId: viewerId, artworkId })
      .onConflictDoNothing({ target: [revealedContacts.userId, revealedContacts.artworkId] })
      .returning({ id: revealedContacts.id });

    let revealsRemaining: number;
    const charged = inserted.length > 0;
    if (charged) {
      const [spent] = await tx
        .update(profiles)
        .set({
          currentReveals: sql`${profiles.currentReveals} - 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(profiles.id, viewerId), gt(profiles.currentReveals, 0)))
        .returning({ reveals: profiles.currentReveals });
      // Throwing rolls back the insert above: nothing is recorded.
      if (!spent) throw new NoRevealsLeftError();
      revealsRemaining = spent.reveals;
    } else {
      revealsRemaining = await remainingReveals(tx, viewerId);
    }

    const contact = await artistContact(tx, artistId);
    if (!contact) throw new ForbiddenError(REVEAL_MESSAGES.notOffered);
    return { contact, revealsRemaining, charged };
  });
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
  if (!target?.artistId || refusal(target, viewerId)) return { show: false };
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
