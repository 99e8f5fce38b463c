import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DemoServer, startSeededCopy } from "../support/demo-server";
import { startSmtpServer } from "../support/smtp-server";
import { register } from "./account-steps";
import { DEMO_ADMIN, setUpBrowser, signIn, waitForHydration } from "./browser";
import { purchaseAnyListedArtwork } from "./checkout-steps";

/**
 * Real mail: a server with SMTP_URL delivers to a local SMTP server, and what
 * arrives works when a person uses it: the invitation link registers, the
 * reset link sets a new password, the checkout code confirms a purchase.
 */

let workDir = "";
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: DemoServer | undefined;
const browser = setUpBrowser();

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), "gallery-mail-"));
  smtp = await startSmtpServer();
  app = await startSeededCopy(inject("seededGallery"), {
    buildDir: inject("buildDir"),
    dataDir: path.join(workDir, "app"),
    env: { SMTP_URL: smtp.url, MAIL_FROM: "The Fair Trade Art Gallery <gallery@example.org>" },
    timeoutMs: 240_000,
  });
}, 300_000);

afterAll(async () => {
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

describe("mail over SMTP", () => {
  it("the invitation link registers, the reset link sets a password, the checkout code confirms", async () => {
    const email = `mailed.${Date.now()}@example.com`;

    // An admin invites the address: the mail leaves by SMTP, not into the outbox.
    const admin = await browser.newPage({ baseURL: app!.url });
    await signIn(admin.page, DEMO_ADMIN);
    await admin.page.goto("/admin/invitations");
    await waitForHydration(admin.page, 'input[name="email"]');
    await admin.page.getByLabel("Email Address").fill(email);
    await admin.page.getByRole("button", { name: "Send Invitation" }).click();
    await admin.page.getByText(`Invitation sent to ${email}`).first().waitFor();
    const invitation = await smtp.waitFor(email, /invited/);
    expect(invitation.from).toBe("gallery@example.org");
    expect(invitation.html).toContain("/register?invite=");

    // The invitee follows the link from the mail and registers.
    const invitee = await browser.newPage({ baseURL: app!.url });
    await invitee.page.goto(linkIn(invitation.text, "/register?invite="));
    await waitForHydration(invitee.page);
    expect(await invitee.page.getByLabel("Email").inputValue()).toBe(email);
    await register(
      invitee.page,
      {
        fullName: "Ama Mensah",
        username: `ama_${Date.now() % 100000}`,
        phone: "(410) 555-0142",
        zip: "21218",
      },
      "first-password-2026",
    );

    // Forgotten already: the reset link from the mail sets a new one.
    await invitee.page.goto("/forgot-password");
    await waitForHydration(invitee.page);
    await invitee.page.getByLabel("Email").fill(email);
    await invitee.page.getByRole("button", { name: "Send Reset Link" }).click();
    await invitee.page.getByText(/a reset link is on its way/).waitFor();
    const reset = await smtp.waitFor(email, /Reset your password/);
    await invitee.page.goto(linkIn(reset.text, "/api/auth/reset-password/"));
    await waitForHydration(invitee.page);
    await invitee.page.getByLabel("New Password").fill("second-password-2026");
    await invitee.page.getByLabel("Confirm Password").fill("second-password-2026");
    await invitee.page.getByRole("button", { name: "Save New Password" }).click();
    await invitee.page.getByText("Your password has been changed. Please sign in.").waitFor();
    await signIn(invitee.page, email, "second-password-2026");
    expect(new URL(invitee.page.url()).pathname).toBe("/");

    // A purchase, confirmed with the code from the mail.
    await purchaseAnyListedArtwork(invitee.page, async () => {
      const mail = await smtp.waitFor(email, /^Your confirmation code$/);
      const code = mail.text.match(/\b\d{6}\b/)?.[0];
      expect(code).toMatch(/^\d{6}$/);
      return code ?? "";
    });

    // The outbox keeps who, what and that it was sent, never the texts.
    await admin.page.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
    const mails = admin.page.getByRole("article");
    await mails.first().waitFor();
    expect(await mails.count()).toBeGreaterThanOrEqual(3);
    for (const mail of await mails.all()) await mail.getByText("Sent", { exact: true }).waitFor();
    expect(await admin.page.content()).not.toContain("reset-password/");

    await admin.context.close();
    await invitee.context.close();
  }, 240_000);
});
