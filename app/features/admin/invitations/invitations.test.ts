import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, invitations } from "~/db/schema";
import { invitationSchema } from "~/features/accounts";
import {
  emailForInviteToken,
  inviteMember,
  listInvitations,
} from "~/features/accounts/index.server";
import { listOutboxMail } from "~/features/admin/outbox/queries.server";
import { AppError } from "~/lib/errors";
import { createTestDatabase } from "../../../../tests/support/database";
import { signedInMember } from "../../../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const input = (email: string, notes?: string) => invitationSchema.parse({ email, notes });

function tokenOf(link: string) {
  return new URL(link).searchParams.get("invite") ?? "";
}

describe("inviting a member", () => {
  it("adds a pending invitation, mails a single-use link and audits it", async () => {
    const admin = await signedInMember(database.db, { admin: true });
    const { invitation, link } = await inviteMember(
      database.db,
      admin.userId,
      input("  New.Artist@Example.com ", "Sculptor from the spring fair"),
    );

    expect(invitation).toMatchObject({
      email: "new.artist@example.com",
      status: "pending",
      notes: "Sculptor from the spring fair",
      invitedBy: admin.userId,
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/register\?invite=[\w-]{20,}$/);
    expect(await emailForInviteToken(database.db, tokenOf(link))).toBe("new.artist@example.com");

    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "new.artist@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "invitation", sentAt: null });
    expect(mails[0]?.subject).toBe("You're invited to The Fair Trade Art Gallery");
    expect(mails[0]?.textBody).toContain(link);

    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, invitation?.id ?? ""));
    expect(audits).toMatchObject([{ action: "invitation.sent", actorId: admin.userId }]);
  });

  it("refreshes a pending invitation with a new link that replaces the old one", async () => {
    const first = await inviteMember(database.db, null, input("again@example.com", "first"));
    const second = await inviteMember(database.db, null, input("AGAIN@example.com", "second"));

    expect(second.invitation?.id).toBe(first.invitation?.id);
    expect(second.link).not.toBe(first.link);
    expect(await emailForInviteToken(database.db, tokenOf(first.link))).toBeNull();
    expect(await emailForInviteToken(database.db, tokenOf(second.link))).toBe("again@example.com");

    const rows = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, "again@example.com"));
    expect(rows).toMatchObject([{ status: "pending", notes: "second" }]);
    const mails = await listOutboxMail(database.db, {
      search: "again@example.com",
      withBodies: true,
    });
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain(second.link);
  });

  it("keeps a pending invitation's notes when it is sent again with Notes left empty", async () => {
    await inviteMember(database.db, null, input("keep@example.com", "Met at the spring fair"));
    const resent = await inviteMember(database.db, null, input("keep@example.com", "   "));
    expect(resent.invitation?.notes).toBe("Met at the spring fair");

    const replaced = await inviteMember(database.db, null, input("keep@example.com", "Painter"));
    expect(replaced.invitation?.notes).toBe("Painter");
    const audits = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subjectId, resent.invitation?.id ?? ""))
      .orderBy(auditLog.createdAt);
    // The resend with empty Notes changed no notes, so its entry names none.
    expect(audits[1]?.details).toMatchObject({ resent: true, before: {}, after: {} });
    expect((audits[1]?.details as { before: object }).before).toEqual({});
    expect(audits[2]?.details).toMatchObject({
      before: { notes: "Met at the spring fair" },
      after: { notes: "Painter" },
    });
  });

  it("refuses an address that has already registered, without mailing it", async () => {
    const member = await signedInMember(database.db);
    const before = await listOutboxMail(database.db, { search: member.email });

    const error = await inviteMember(database.db, null, input(member.email)).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      message: "This email address has already registered",
      status: 409,
      field: "email",
    });
    expect(await listOutboxMail(database.db, { search: member.email })).toHaveLength(before.length);
  });
});

describe("listing invitations", () => {
  it("searches by e-mail or notes, case-insensitively, newest first", async () => {
    await inviteMember(database.db, null, input("painter.one@studio.test", "Oil painter"));
    await inviteMember(database.db, null, input("potter@studio.test", "Met at the CERAMICS fair"));
    await inviteMember(database.db, null, input("weaver@loom.test"));

    const byEmail = await listInvitations(database.db, "STUDIO.test");
    expect(byEmail.map((r) => r.email)).toEqual(["potter@studio.test", "painter.one@studio.test"]);

    const byNotes = await listInvitations(database.db, "ceramics");
    expect(byNotes.map((r) => r.email)).toEqual(["potter@studio.test"]);

    expect(await listInvitations(database.db, "nobody-matches-this")).toEqual([]);
    // Wildcards are searched for literally.
    expect(await listInvitations(database.db, "%")).toEqual([]);

    const all = await listInvitations(database.db);
    expect(all[0]?.email).toBe("weaver@loom.test");
    expect(all[0]?.notes).toBeNull();
    expect(all.map((r) => r.email)).toContain("painter.one@studio.test");
  });
});
