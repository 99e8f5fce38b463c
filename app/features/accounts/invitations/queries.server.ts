import { desc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invitations, user } from "~/db/schema";
import { containsPattern } from "~/lib/search-term";
import { hashToken } from "./invite-token.server";

export type InviteLinkState =
  | { state: "open"; email: string }
  | { state: "used" }
  | { state: "invalid" };

/**
 * What an opened invitation link leads to. It is open while the invitation is
 * pending, and also when someone registered the address without the link and
 * has not confirmed it: the link proves the mailbox, so its holder may still
 * register (registration/mutations.server.ts replaces the unconfirmed account). A token
 * that matches nothing was replaced by a newer invitation, or never existed.
 */
export async function inviteLinkState(db: Database, token: string): Promise<InviteLinkState> {
  const [row] = await db
    .select({
      email: invitations.email,
      status: invitations.status,
      emailVerified: user.emailVerified,
    })
    .from(invitations)
    .leftJoin(user, eq(user.email, invitations.email))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { state: "invalid" };
  if (row.status === "pending" || row.emailVerified === false)
    return { state: "open", email: row.email };
  return { state: "used" };
}

export async function listInvitations(db: Database, search?: string) {
  const term = search?.trim();
  const query = db
    .select({
      id: invitations.id,
      email: invitations.email,
      status: invitations.status,
      notes: invitations.notes,
      invitedAt: invitations.invitedAt,
    })
    .from(invitations);
  const filtered = term
    ? query.where(
        or(
          ilike(invitations.email, containsPattern(term)),
          ilike(invitations.notes, containsPattern(term)),
        ),
      )
    : query;
  return filtered.orderBy(desc(invitations.invitedAt)).limit(500);
}

/** The invited e-mail for a link's token, while the link can still register. */
export async function emailForInviteToken(db: Database, token: string) {
  const link = await inviteLinkState(db, token);
  return link.state === "open" ? link.email : null;
}
