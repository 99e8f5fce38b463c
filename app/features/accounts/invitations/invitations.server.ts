import { createHash, randomBytes } from "node:crypto";
import { desc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invitations, user } from "~/db/schema";
import type { InvitationInput } from "~/features/accounts/schema";
import { env } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";
import { containsPattern } from "~/lib/search-term";
import { audit } from "~/services/audit.server";
import { escapeHtml, sendMail } from "~/services/mail.server";

/** Invitation links carry a random token; only its SHA-256 is stored. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function invitationLink(token: string) {
  return new URL(`/register?invite=${encodeURIComponent(token)}`, env().APP_URL).toString();
}

/**
 * Adds the e-mail to the invitation list and mails it a single-use link.
 * Inviting a still-pending address again sends a fresh link.
 */
export async function inviteMember(db: Database, actorId: string | null, input: InvitationInput) {
  const token = randomBytes(24).toString("base64url");
  const [existing] = await db
    .select({ id: invitations.id, status: invitations.status })
    .from(invitations)
    .where(eq(invitations.email, input.email));
  if (existing?.status === "registered") {
    throw new DomainError("This email address has already registered", 409, "email");
  }
  const [row] = existing
    ? await db
        .update(invitations)
        .set({
          tokenHash: hashToken(token),
          notes: input.notes,
          invitedAt: new Date(),
          invitedBy: actorId,
        })
        .where(eq(invitations.id, existing.id))
        .returning()
    : await db
        .insert(invitations)
        .values({
          email: input.email,
          notes: input.notes,
          tokenHash: hashToken(token),
          invitedBy: actorId,
        })
        .returning();
  const link = invitationLink(token);
  await sendMail(db, {
    to: input.email,
    kind: "invitation",
    subject: "You're invited to The Fair Trade Art Gallery",
    text: `You have been invited to join The Fair Trade Art Gallery, a marketplace where artists lease and sell original work at fair prices.\n\nCreate your account with this e-mail address here:\n${link}\n`,
    html: `<p>You have been invited to join <strong>The Fair Trade Art Gallery</strong>, a marketplace where artists lease and sell original work at fair prices.</p><p><a href="${escapeHtml(link)}">Create your account</a> with this e-mail address.</p>`,
  });
  await audit(db, {
    actorId,
    action: "invitation.sent",
    subjectType: "invitation",
    subjectId: row?.id,
  });
  return { invitation: row, link };
}

export type InviteLinkState =
  | { state: "open"; email: string }
  | { state: "used" }
  | { state: "invalid" };

/**
 * What an opened invitation link leads to. It is open while the invitation is
 * pending, and also when someone registered the address without the link and
 * has not confirmed it: the link proves the mailbox, so its holder may still
 * register (registration.server.ts replaces the unconfirmed account). A token
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
