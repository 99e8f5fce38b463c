import type { Database } from "~/db/client.server";
import { revealedContacts } from "~/db/schema";
import { artworkLifeState } from "~/features/catalogue/index.server";
import { galleryToday } from "~/features/commerce/leases/queries.server";
import { spendAllowance } from "~/features/plans/index.server";
import { revealErrors } from "./errors";
import { revealRefusal } from "./policy";
import { artistContact, remainingReveals } from "./queries.server";

/**
 * Reveals the original artist's contact of an artist-managed, available artwork
 * to `viewerId`. R-reveal-once: free when this viewer already revealed it;
 * otherwise it costs one reveal. Refusals happen before anything is recorded or
 * charged. R-reveal-atomic: recording and charging happen in one transaction:
 * the row is inserted first (ON CONFLICT DO NOTHING), and only a newly inserted
 * row is charged, with a conditional decrement that rolls everything back when
 * no reveal is left ("reveals.none-left").
 */
export async function revealContact(db: Database, viewerId: string, artworkId: string) {
  return db.transaction(async (tx) => {
    // Locked: a sale cannot complete between the check and the charge.
    const state = await artworkLifeState(tx, artworkId, galleryToday(), { lock: true });
    const refused = revealRefusal(state, viewerId);
    if (refused) throw revealErrors.raise(refused);
    const artistId = (!state.deleted && state.artistId) as string;

    const inserted = await tx
      .insert(revealedContacts)
      .values({ userId: viewerId, artworkId })
      .onConflictDoNothing({ target: [revealedContacts.userId, revealedContacts.artworkId] })
      .returning({ id: revealedContacts.id });

    let revealsRemaining: number;
    const charged = inserted.length > 0;
    if (charged) {
      // R-allowances-follow-plan: never more than the member's current plan grants.
      const left = await spendAllowance(tx, viewerId, "reveals");
      // Throwing rolls back the insert above: nothing is recorded.
      if (left === null) throw revealErrors.raise("none-left");
      revealsRemaining = left;
    } else {
      revealsRemaining = await remainingReveals(tx, viewerId);
    }

    const contact = await artistContact(tx, artistId);
    if (!contact) throw revealErrors.raise("not-offered");
    return { contact, revealsRemaining, charged };
  });
}
