import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { connect } from "~/db/client.server";
import { type DemoServer, startSeededCopy } from "../support/demo-server";
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  expect,
  type Page,
  seriousA11yViolations,
  signIn,
  test,
  waitForHydration,
} from "./fixtures";

/**
 * One-click unsubscribe from a mail, and the e-mail preferences page. The
 * server runs on a copy of the demo gallery of this file's own, in which the
 * demo member's unread replies were never e-mailed: the unread-message job
 * writes that notice when the server starts, into the development outbox.
 */

let workDir = "";
let app: DemoServer | undefined;

test.beforeAll(async ({ gallery }) => {
  // Copying the data and starting a server takes a while on a busy machine.
  test.setTimeout(300_000);
  workDir = mkdtempSync(path.join(tmpdir(), "gallery-unsubscribe-"));
  app = await startSeededCopy(gallery.seeded, {
    buildDir: gallery.buildDir,
    dataDir: path.join(workDir, "app"),
    timeoutMs: 240_000,
    async beforeStart(database) {
      const connection = connect(database);
      try {
        await connection.db.execute(sql`update conversation_participants set notified_at = null`);
      } finally {
        await connection.close();
      }
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The unsubscribe link in the demo member's unread-message notice, read by an admin in the outbox. */
async function unsubscribeLinkInOutbox(admin: Page) {
  let link: string | undefined;
  await expect(async () => {
    await admin.goto(`/admin/outbox?q=${encodeURIComponent(DEMO_MEMBER)}`);
    // The outbox shows a mail's text with its links clickable.
    const unsubscribe = admin.getByRole("link", { name: /\/unsubscribe\/[A-Za-z0-9_-]+$/ }).first();
    await expect(unsubscribe).toBeVisible({ timeout: 1_000 });
    link = (await unsubscribe.getAttribute("href")) ?? undefined;
    expect(link).toMatch(/^https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]+$/);
  }).toPass({ timeout: 60_000 });
  return link!;
}

test.describe("unsubscribing from a kind of mail", () => {
  test("the notice's link asks first, one press unsubscribes, and the preferences page shows it off", async ({
    newContext,
  }) => {
    test.setTimeout(180_000);
    const admin = await (await newContext({ baseURL: app!.url })).newPage();
    await signIn(admin, DEMO_ADMIN);
    const link = await unsubscribeLinkInOutbox(admin);
    expect(link.startsWith(`${app!.url}/unsubscribe/`)).toBe(true);

    // Opened from the mail, without signing in: it only asks.
    const visitor = await (await newContext({ baseURL: app!.url })).newPage();
    await visitor.goto(link);
    await waitForHydration(visitor);
    await expect(
      visitor.getByRole("heading", { name: "Stop these e-mails?", level: 1 }),
    ).toBeVisible();
    await expect(visitor.getByText(/e-mails about messages you haven't read yet/)).toBeVisible();
    expect(await seriousA11yViolations(visitor)).toEqual([]);

    // The member's preferences are untouched until the button is pressed.
    const member = await (await newContext({ baseURL: app!.url })).newPage();
    await signIn(member, DEMO_MEMBER);
    await member.goto("/email-preferences");
    await waitForHydration(member);
    await expect(member.getByRole("switch", { name: "Unread messages" })).toBeChecked();

    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(
      visitor.getByRole("heading", { name: "You're unsubscribed", level: 1 }),
    ).toBeVisible();
    await expect(visitor.getByRole("status")).toContainText(
      "We won't send you e-mails about messages you haven't read yet any more.",
    );
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await expect(
      visitor.getByRole("link", { name: "Manage all your e-mail preferences" }),
    ).toHaveAttribute("href", "/email-preferences");

    // The member's page shows that kind off and the others on, and saves a change.
    await member.reload();
    await waitForHydration(member);
    await expect(
      member.getByRole("heading", { name: "E-mail Preferences", level: 1 }),
    ).toBeVisible();
    await expect(member.getByRole("switch", { name: "Unread messages" })).not.toBeChecked();
    for (const name of ["Lease reminders", "Saved-search alerts", "Favourite alerts"]) {
      await expect(member.getByRole("switch", { name })).toBeChecked();
    }
    expect(await seriousA11yViolations(member)).toEqual([]);
    await member.getByRole("switch", { name: "Lease reminders" }).uncheck();
    await member.getByRole("button", { name: "Save Preferences" }).click();
    await expect(member.getByText("Your e-mail preferences were saved.")).toBeVisible();
    await member.reload();
    await waitForHydration(member);
    await expect(member.getByRole("switch", { name: "Lease reminders" })).not.toBeChecked();
    await expect(member.getByRole("switch", { name: "Unread messages" })).not.toBeChecked();
  });

  test("a changed link answers 400 with a page that says so", async ({ newContext }) => {
    const visitor = await (await newContext({ baseURL: app!.url })).newPage();
    const response = await visitor.goto("/unsubscribe/this-link-was-changed");
    expect(response?.status()).toBe(400);
    await waitForHydration(visitor);
    await expect(
      visitor.getByRole("heading", { name: "This unsubscribe link doesn't work", level: 1 }),
    ).toBeVisible();
    await expect(visitor.getByRole("alert")).toContainText(
      "The link is incomplete or was changed.",
    );
    expect(await seriousA11yViolations(visitor)).toEqual([]);
  });
});
