import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DemoServer, startSeededCopy } from "../support/demo-server";
import { startSmtpServer } from "../support/smtp-server";
import { register } from "./account-steps";
import { purchaseAnyListedArtwork } from "./checkout-steps";
import { DEMO_ADMIN, expect, signIn, test, waitForHydration } from "./fixtures";

/**
 * Real mail: a server with SMTP_URL delivers to a local SMTP server, and what
 * arrives works when a person uses it: the invitation link registers, the
 * reset link sets a new password, the checkout code confirms a purchase.
 * The server runs on a copy of the demo gallery of this file's own, so the work
 * bought here is nobody else's.
 */

let workDir = "";
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
let app: DemoServer | undefined;

test.beforeAll(async ({ gallery }) => {
  // Copying the data and starting a server takes a while on a busy machine.
  test.setTimeout(300_000);
  workDir = mkdtempSync(path.join(tmpdir(), "gallery-mail-"));
  smtp = await startSmtpServer();
  app = await startSeededCopy(gallery.seeded, {
    buildDir: gallery.buildDir,
    dataDir: path.join(workDir, "app"),
    env: { SMTP_URL: smtp.url, MAIL_FROM: "The Fair Trade Art Gallery <gallery@example.org>" },
    timeoutMs: 240_000,
  });
});

test.afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The one link in a mail's text that starts with this server's address and `pathPrefix`. */
function linkIn(text: string, pathPrefix: string) {
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((candidate) => candidate.startsWith(`${app!.url}${pathPrefix}`));
  if (!link) throw new Error(`No ${pathPrefix} link in:\n${text}`);
  return link;
}

test.describe("mail over SMTP", () => {
  test("the invitation link registers, the reset link sets a password, the checkout code confirms", async ({
    newContext,
  }) => {
    test.setTimeout(240_000);
    const mailbox = smtp!;
    const email = `mailed.${Date.now()}@example.com`;

    // An admin invites the address: the mail leaves by SMTP, not into the outbox.
    const admin = await (await newContext({ baseURL: app!.url })).newPage();
    await signIn(admin, DEMO_ADMIN);
    await admin.goto("/admin/invitations");
    await waitForHydration(admin, 'input[name="email"]');
    await admin.getByLabel("Email Address").fill(email);
    await admin.getByRole("button", { name: "Send Invitation" }).click();
    await expect(admin.getByText(`Invitation sent to ${email}`).first()).toBeVisible();
    const invitation = await mailbox.waitFor(email, /invited/);
    expect(invitation.from).toBe("gallery@example.org");
    expect(invitation.html).toContain("/register?invite=");

    // The invitee follows the link from the mail and registers.
    const invitee = await (await newContext({ baseURL: app!.url })).newPage();
    await invitee.goto(linkIn(invitation.text, "/register?invite="));
    await waitForHydration(invitee);
    await expect(invitee.getByLabel("Email")).toHaveValue(email);
    await register(
      invitee,
      {
        fullName: "Ama Mensah",
        username: `ama_${Date.now() % 100000}`,
        phone: "(410) 555-0142",
        zip: "21218",
      },
      "first-password-2026",
    );

    // Forgotten already: the reset link from the mail sets a new one.
    await invitee.goto("/forgot-password");
    await waitForHydration(invitee);
    await invitee.getByLabel("Email").fill(email);
    await invitee.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(invitee.getByText(/a reset link is on its way/)).toBeVisible();
    const reset = await mailbox.waitFor(email, /Reset your password/);
    await invitee.goto(linkIn(reset.text, "/api/auth/reset-password/"));
    await waitForHydration(invitee);
    await invitee.getByLabel("New Password").fill("second-password-2026");
    await invitee.getByLabel("Confirm Password").fill("second-password-2026");
    await invitee.getByRole("button", { name: "Save New Password" }).click();
    await expect(
      invitee.getByText("Your password has been changed. Please sign in."),
    ).toBeVisible();
    await signIn(invitee, email, "second-password-2026");
    expect(new URL(invitee.url()).pathname).toBe("/");

    // A purchase, confirmed with the code from the mail.
    await purchaseAnyListedArtwork(invitee, async () => {
      const mail = await mailbox.waitFor(email, /^Your confirmation code$/);
      const code = mail.text.match(/\b\d{6}\b/)?.[0];
      expect(code).toMatch(/^\d{6}$/);
      return code ?? "";
    });

    // The outbox keeps who, what and that it was sent, never the texts.
    await admin.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
    const mails = admin.getByRole("article");
    await expect(mails.first()).toBeVisible();
    expect(await mails.count()).toBeGreaterThanOrEqual(3);
    for (const mail of await mails.all()) {
      await expect(mail.getByText("Sent", { exact: true })).toBeVisible();
    }
    expect(await admin.content()).not.toContain("reset-password/");
  });
});
