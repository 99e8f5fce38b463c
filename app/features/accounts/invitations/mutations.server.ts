import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invitations } from "~/db/schema";
import { audit, changedValues } from "~/services/audit.server";
import { escapeHtml, sendMail } from "~/services/mail.server";
import { invitationErrors } from "./errors";
import { hashToken, invitationLink } from "./invite-token.server";
import type { InvitationInput } from "./schema";

/**
 * Adds the e-mail to the invitation list and mails it a single-use link.
 * Inviting a still-pending address again sends a fresh link; its notes are
 * replaced only by new ones (Notes left empty keeps what was written before).
 */
export async function inviteMember(db: Database, actorId: string | null, input: InvitationInput) {
  const token = randomBytes(24).toString("base64url");
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: invitations.id, status: invitations.status, notes: invitations.notes })
      .from(invitations)
      .where(eq(invitations.email, input.email))
      .for("update");
    if (existing?.status === "registered") {
      throw invitationErrors.raise("already-registered");
    }
    const notes = input.notes ?? existing?.notes ?? null;
    const [saved] = existing
      ? await tx
          .update(invitations)
          .set({
            tokenHash: hashToken(token),
            notes,
            invitedAt: new Date(),
            invitedBy: actorId,
          })
          .where(eq(invitations.id, existing.id))
          .returning()
      : await tx
          .insert(invitations)
          .values({
            email: input.email,
            notes: input.notes,
            tokenHash: hashToken(token),
            invitedBy: actorId,
          })
          .returning();
    // R-audit-trail: who invited whom, in the same transaction as the invitation.
    await audit(tx, {
      actorId,
      action: "invitation.sent",
      subjectType: "invitation",
      subjectId: saved?.id,
      details: existing
        ? {
            email: input.email,
            resent: true,
            ...changedValues({ notes: existing.notes ?? null }, { notes }),
          }
        : {
            email: input.email,
            after: { email: input.email, status: "pending", notes },
          },
    });
    return saved;
  });
  const link = invitationLink(token);
  await sendMail(db, {
    to: input.email,
    kind: "invitation",
    subject: "You're invited to The Fair Trade Art Gallery",
    text: `You have been invited to join The Fair Trade Art Gallery, a marketplace where artists lease and sell original work at fair prices.\n\nCreate your account with this e-mail address here:\n${link}\n`,
    html: `<p>You have been invited to join <strong>The Fair Trade Art Gallery</strong>, a marketplace where artists lease and sell original work at fair prices.</p><p><a href="${escapeHtml(link)}">Create your account</a> with this e-mail address.</p>`,
  });
  return { invitation: row, link };
}
