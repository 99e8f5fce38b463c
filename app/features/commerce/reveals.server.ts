import { and, eq, gt, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworks, profiles, revealedContacts, user } from "~/db/schema";
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

/** The current owner's e-mail and phone (artworks.user_id), for an artist-managed artwork. */
async function ownerContact(db: Executor, artworkId: string): Promise<RevealedContact | null> {
  const [row] = await db
    .select({ email: user.email, phone: profiles.phoneNumber })
    .from(artworks)
    .innerJoin(user, eq(user.id, artworks.userId))
    .leftJoin(profiles, eq(profiles.id, artworks.userId))
    .where(and(eq(artworks.id, artworkId), eq(artworks.manageOwnSales, true)))
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
 * Reveals the owner's contact of an artist-managed artwork to `viewerId`.
 * Free when this viewer already revealed it; otherwise it costs one reveal.
 * Recording and charging happen in one transaction: the row is inserted first
 * (ON CONFLICT DO NOTHING), and only a newly inserted row is charged, with a
 * conditional decrement that rolls everything back when no reveal is left.
 */
export async function revealContact(db: Database, viewerId: string, artworkId: string) {
  return db.transaction(async (tx) => {
    const [artwork] = await tx
      .select({ ownerId: artworks.userId, manageOwnSales: artworks.manageOwnSales })
      .from(artworks)
      .where(eq(artworks.id, artworkId))
      .limit(1);
    if (!artwork) throw new NotFoundError("Artwork not found");
    if (!artwork.manageOwnSales) throw new ForbiddenError(REVEAL_MESSAGES.notOffered);
    if (artwork.ownerId === viewerId) throw new ForbiddenError(REVEAL_MESSAGES.ownArtwork);

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

    const contact = await ownerContact(tx, artworkId);
    if (!contact) throw new NotFoundError("Artwork not found");
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
 * The reveal block of the artwork page. Shown only for artist-managed sales and
 * never to the owner; the contact is included only for a viewer who already revealed it.
 */
export async function revealBlockState(
  db: Database,
  viewerId: string | null,
  artwork: { id: string; manageOwnSales: boolean; viewerIsOwner: boolean },
): Promise<RevealBlockState> {
  if (!artwork.manageOwnSales || artwork.viewerIsOwner) return { show: false };
  if (!viewerId) return { show: true, signedIn: false };
  const [revealed, revealsRemaining] = await Promise.all([
    hasRevealed(db, viewerId, artwork.id),
    remainingReveals(db, viewerId),
  ]);
  return {
    show: true,
    signedIn: true,
    revealsRemaining,
    contact: revealed ? await ownerContact(db, artwork.id) : null,
  };
}
