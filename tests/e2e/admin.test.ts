import { describe, expect, it } from "vitest";
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  seriousA11yViolationsInMain,
  setUpBrowser,
  waitForHydration,
} from "./browser";

const browser = setUpBrowser();

describe("administration", () => {
  it("the admin invites someone and finds the link in the outbox", async () => {
    const { context, page } = await browser.signedInPage(DEMO_ADMIN);
    const email = `invitee.${Date.now()}@example.com`;

    // The dashboard leads to the invitations.
    await page.goto("/admin/dashboard");
    for (const label of ["Total Users", "Total Artworks", "Transactions", "Pending Invitations"]) {
      await page
        .getByRole("region", { name: "Gallery figures" })
        .getByText(label, { exact: true })
        .waitFor();
    }
    await page.getByRole("main").getByText("Coming Soon").first().waitFor();
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

  it("the admin creates and changes a plan, then reads the change in the audit trail", async () => {
    const { context, page } = await browser.signedInPage(DEMO_ADMIN);
    // Retired from the start, so the plans page other journeys read never offers it.
    const name = `Journey Plan ${Date.now()}`;

    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: "Manage Plans" }).click();
    await page.waitForURL("**/admin/plans");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create Plan" }).click();
    const create = page.getByRole("dialog", { name: "Create Plan" });
    await create.getByLabel("Plan name").fill(name);
    await create.getByLabel("Monthly price").fill("-5");
    await create.getByLabel("Max artworks").fill("2.5");
    await create.getByRole("button", { name: "Create Plan" }).click();
    await create.getByText("Monthly price cannot be below zero").waitFor();
    await create.getByText("Max artworks must be a whole number").waitFor();
    await create.getByLabel("Monthly price").fill("18");
    await create.getByLabel("Max artworks").fill("6");
    await create.getByLabel("Max curator spaces").fill("2");
    await create.getByRole("radio", { name: "Retired" }).check();
    await create.getByRole("button", { name: "Create Plan" }).click();
    await page.getByText(`Plan ${name} created`).first().waitFor();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await row.getByText("Retired").waitFor();

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit Plan: ${name}` });
    await edit.getByLabel("Max artworks").fill("3");
    await edit.getByRole("button", { name: "Save Plan" }).click();
    await edit.getByText("Please give a reason for the change").first().waitFor();
    await edit.getByLabel("Reason for the change").fill("Fewer listings for the journey");
    await edit.getByRole("button", { name: "Save Plan" }).click();
    await page.getByText(`Plan ${name} updated`).first().waitFor();

    // A retired plan is not offered to members.
    await page.goto("/subscribe");
    await page.getByText("Free Tier").first().waitFor();
    expect(await page.getByText(name).count()).toBe(0);

    // The audit trail, filtered to plan changes, shows who, before → after and why.
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: "Open Audit Trail" }).click();
    await page.waitForURL("**/admin/audit");
    await waitForHydration(page);
    await page.getByLabel("Kind").selectOption("plan.changed");
    await page.waitForURL(/kind=plan\.changed/);
    const entry = page.getByRole("article", { name: "Plan changed" }).filter({
      hasText: `Plan ${name}`,
    });
    await entry.waitFor();
    expect(await entry.getByRole("link", { name: /@/ }).first().textContent()).toMatch(/@/);
    const change = entry.getByRole("row", { name: /Max artworks/ });
    expect(await change.getByRole("cell").allTextContents()).toEqual(["6", "3"]);
    await entry.getByText("Fewer listings for the journey").waitFor();
    // Its creation is there too, with what it was created as.
    await page.getByLabel("Kind").selectOption("plan.created");
    await page.waitForURL(/kind=plan\.created/);
    const created = page.getByRole("article", { name: "Plan created" }).filter({
      hasText: `Plan ${name}`,
    });
    await created.waitFor();
    expect(await page.getByRole("article", { name: "Plan changed" }).count()).toBe(0);
    expect(
      await created
        .getByRole("row", { name: /Status/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["—", "Retired"]);
    expect(await page.getByRole("button", { name: /delete|edit/i }).count()).toBe(0);

    await context.close();
  });

  it("the admin pages have no serious accessibility problems, on desktop and phone", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { context, page } = await browser.signedInPage(DEMO_ADMIN, { viewport });
      for (const path of [
        "/admin/dashboard",
        "/admin/invitations",
        "/admin/outbox",
        "/admin/plans",
        "/admin/audit",
      ]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await seriousA11yViolationsInMain(page), `${path} at ${viewport.width}px`).toEqual(
          [],
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways at ${viewport.width}px`).toBe(0);
      }
      await context.close();
    }
  });

  it("members are sent home from the admin pages and told Access Denied", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    for (const path of [
      "/admin/dashboard",
      "/admin/invitations",
      "/admin/outbox",
      "/admin/plans",
      "/admin/audit",
    ]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe("/");
      await page
        .getByText("Access Denied: You don't have permission to access this page.")
        .first()
        .waitFor();
    }
    await context.close();
  });
});
