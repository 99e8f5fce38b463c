import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { resetEnvCache } from "~/lib/env.server";
import { createTestDatabase } from "../../../tests/support/database";
import { signedInMember, signedRequest } from "../../../tests/support/sessions";
import { startSmtpServer } from "../../../tests/support/smtp-server";
import { inviteMember } from "./invitations/mutations.server";
import { requestPasswordReset } from "./password-reset/mutations.server";
import { mailVerificationLink } from "./sessions/auth.server";
import { mailSignInCode } from "./sessions/sign-in-code.server";

// Security and account mail always goes and cannot be refused: no one-click unsubscribe.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await smtp.close();
  await database.drop();
});

describe("account and security mail", () => {
  it("invitations, confirmation links, reset links and sign-in codes carry no List-Unsubscribe", async () => {
    const member = await signedInMember(database.db);
    await inviteMember(database.db, null, { email: "invited@example.com", notes: null });
    await mailVerificationLink(database.db, "new@example.com", "a-token");
    await requestPasswordReset(database.db, signedRequest("/forgot-password", null), member.email);
    await mailSignInCode(database.db, { id: member.userId, email: member.email });

    const delivered = [
      await smtp.waitFor("invited@example.com", /./),
      await smtp.waitFor("new@example.com", /Confirm your e-mail address/),
      await smtp.waitFor(member.email, /Reset your password/),
      await smtp.waitFor(member.email, /Your sign-in code/),
    ];
    for (const mail of delivered) expect(mail.data).not.toMatch(/List-Unsubscribe/i);
    for (const address of ["invited@example.com", "new@example.com", member.email]) {
      const rows = await database.db
        .select({ headers: emailOutbox.headers })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, address));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.headers).toBeNull();
    }
  }, 90_000);
});
