import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_MEMBER, seriousA11yViolations, setUpBrowser } from "./browser";

const browser = setUpBrowser();

/** Serious problems inside the page's own content (the shared shell is checked elsewhere). */
async function violationsInMain(page: Page) {
  const found = [];
  for (const violation of await seriousA11yViolations(page)) {
    const targets = [];
    for (const target of violation.targets) {
      const inMain = await page.evaluate(
        (selector) => !!document.querySelector(selector)?.closest("main"),
        target,
      );
      if (inMain) targets.push(target);
    }
    if (targets.length) found.push({ ...violation, targets });
  }
  return found;
}

describe("administration", () => {
  it("the admin invites someone and finds the link in the outbox", async () => {
    const { context, page } = await browser.signedInPage(DEMO_ADMIN);
    const email = `invitee.${Date.now()}@example.com`;

    // The dashboard leads to the invitations.
    await page.goto("/admin/dashboard");
    for (const label of ["Total Users", "Total Artworks", "Transactions", "Pending Invitations"]) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    await page.getByText("Coming Soon").first().waitFor();
    await page.getByRole("link", { name: "Manage Invitations" }).click();
    await page.waitForURL("**/admin/invitations");

    const send = page.getByRole("button", { name: "Send Invitation" });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel("Email Address").fill("  ");
    await send.click();
    await page.getByText("Please enter an email address").first().waitFor();

    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Notes").fill("Printmaker from the harbour studios");
    await send.click();
    await page.getByText(`Invitation sent to ${email}`).first().waitFor();

    const row = page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
    await row.waitFor();
    expect(await row.getByText("Pending").isVisible()).toBe(true);
    expect(await row.getByText("Printmaker from the harbour studios").isVisible()).toBe(true);
    expect(await row.getByRole("link", { name: email }).getAttribute("href")).toBe(
      `mailto:${email}`,
    );

    // Search runs on the server and is kept in the URL.
    await page.getByRole("searchbox", { name: "Search invitations" }).fill("harbour studios");
    await page.waitForURL(/q=harbour/);
    await row.waitFor();
    await page.getByRole("searchbox", { name: "Search invitations" }).fill("no-such-invitee-xyz");
    await page.getByText("No invitations match your search").waitFor();

    // The mail, with its single-use link, is in the outbox: the development one, which says so.
    await page.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
    await page.getByText("Development outbox").waitFor();
    await page
      .getByText("Their full text is shown, with live links and codes", { exact: false })
      .waitFor();
    const mail = page.getByRole("article", {
      name: "You're invited to The Fair Trade Art Gallery",
    });
    await mail.first().waitFor();
    expect(await mail.count()).toBe(1);
    expect(await mail.getByText(`To ${email}`).isVisible()).toBe(true);
    const link = await mail.getByRole("link", { name: /\/register\?invite=/ }).getAttribute("href");
    expect(link).toMatch(/\/register\?invite=[\w-]{20,}$/);

    await context.close();
  });

  it("the admin pages have no serious accessibility problems, on desktop and phone", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { context, page } = await browser.signedInPage(DEMO_ADMIN, { viewport });
      for (const path of ["/admin/dashboard", "/admin/invitations", "/admin/outbox"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await violationsInMain(page), `${path} at ${viewport.width}px`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways at ${viewport.width}px`).toBe(0);
      }
      await context.close();
    }
  });

  it("members are sent home from the admin pages", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    for (const path of ["/admin/dashboard", "/admin/invitations", "/admin/outbox"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe("/");
    }
    await context.close();
  });
});
