import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  seriousA11yViolationsInMain,
  setUpBrowser,
  waitForHydration,
} from "./browser";

const browser = setUpBrowser();

// Samuel Reyes, a demo artist on the Supporter plan no other journey relies on;
// the journey puts him back on it at the end.
const ARTIST = "samuel.reyes@demo.gallery";
const ARTIST_NAME = "Samuel Reyes";

function artistRow(page: Page): Locator {
  return page.getByRole("row", { name: new RegExp(ARTIST_NAME) });
}

async function openEdit(page: Page) {
  await artistRow(page)
    .getByRole("button", { name: `Edit subscription of ${ARTIST_NAME}` })
    .click();
  return page.getByRole("dialog", { name: `Edit Subscription: ${ARTIST_NAME}` });
}

async function searchFor(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search subscriptions" }).fill(text);
  await page.waitForURL((url) => url.searchParams.get("q") === text);
}

describe("Manage Subscriptions", () => {
  it("the admin adds a plan through the user search, changes it, and the member sees it", async () => {
    const { context, page } = await browser.signedInPage(DEMO_ADMIN);
    await page.goto("/admin/subscriptions");
    await waitForHydration(page, "main form[role=search] input");
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    // Add New Subscription: both fields are required.
    await page.getByRole("button", { name: "Add Subscription" }).click();
    await page.getByText("Please select both a user and a plan").first().waitFor();

    // The user search starts at two letters and finds by name.
    const userSearch = page.getByRole("searchbox", { name: "User" });
    await userSearch.fill("s");
    await page.waitForTimeout(700);
    expect(await page.getByText("Searching users...").count()).toBe(0);
    await userSearch.fill("zzqx");
    await page.getByText("No users found").waitFor();
    await userSearch.fill("samuel rey");
    await page.getByText("Searching users...").waitFor();
    const choice = page.getByRole("button", { name: /Choose Samuel Reyes/ });
    await choice.waitFor();
    expect(await choice.textContent()).toContain(ARTIST);
    await choice.click();
    await page
      .getByLabel("Plan", { exact: true })
      .first()
      .selectOption({ label: "Artist ($25/month)" });
    await page.getByRole("button", { name: "Add Subscription" }).click();
    await page.getByText(`Subscription created successfully for ${ARTIST_NAME}`).waitFor();

    // The list finds him by handle, on the Artist plan (his active subscription moved).
    await searchFor(page, "@reyes_clay");
    await expect.poll(() => artistRow(page).count()).toBe(1);
    expect(await artistRow(page).textContent()).toContain("Artist$25/month");

    // Edit: a status change asks for a reason; then Patron, cancelling at period end.
    let dialog = await openEdit(page);
    await dialog.getByLabel("Status").selectOption("past_due");
    await dialog.getByRole("button", { name: "Update Subscription" }).click();
    await dialog
      .getByText("Please give a reason: the change is kept in the audit trail")
      .first()
      .waitFor();
    await dialog.getByLabel("Status").selectOption("active");
    expect(await dialog.getByLabel("Reason for this change").count()).toBe(0);
    await dialog.getByLabel("Plan").selectOption({ label: "Patron ($50/month)" });
    await dialog.getByLabel("Cancel at period end").check();
    await dialog.getByRole("button", { name: "Update Subscription" }).click();
    await page.getByText("Subscription updated successfully").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => artistRow(page).textContent()).toContain("Patron");
    expect(await artistRow(page).textContent()).toContain("(Cancels at period end)");
    expect(await artistRow(page).textContent()).toContain("50 stars");

    // Sorting and filtering stay in the URL.
    await page
      .getByRole("table", { name: "Subscriptions" })
      .getByRole("link", { name: "Plan", exact: true })
      .click();
    await page.waitForURL(/sort=plan&dir=asc/);
    await page.getByLabel("Status", { exact: true }).selectOption("past_due");
    await page.waitForURL(/status=past_due/);
    await page.getByText("No subscriptions found").waitFor();

    // The audit trail names who changed what, before and after.
    await page.goto("/admin/audit?kind=subscription.changed");
    const entry = page.getByRole("article").filter({ hasText: ARTIST_NAME }).first();
    await entry.waitFor();
    const entryText = await entry.textContent();
    expect(entryText).toContain("Subscription changed");
    expect(entryText).toContain("Simone Okafor");
    expect(entryText).toContain("Artist");
    expect(entryText).toContain("Patron");
    expect(entryText).toContain("Cancel at period end");

    // Samuel sees his new allowances on his profile.
    const artist = await browser.signedInPage(ARTIST);
    await artist.page.goto("/profile");
    const membership = artist.page.getByRole("region", { name: "Membership" });
    await membership.getByText("Patron", { exact: true }).waitFor();
    const membershipText = await membership.textContent();
    expect(membershipText).toContain("Reveals remaining50");
    expect(membershipText).toMatch(/Artworks: \d+ of 100 used/);
    await artist.context.close();

    // Put him back on the Supporter plan as seeded.
    await page.goto("/admin/subscriptions?q=%40reyes_clay");
    await waitForHydration(page, "main form[role=search] input");
    dialog = await openEdit(page);
    await dialog.getByLabel("Plan").selectOption({ label: "Supporter ($10/month)" });
    await dialog.getByLabel("Cancel at period end").uncheck();
    await dialog.getByRole("button", { name: "Update Subscription" }).click();
    await page.getByText("Subscription updated successfully").waitFor();
    await expect.poll(() => artistRow(page).textContent()).toContain("Supporter");
    await context.close();
  });

  it("shows a phone layout without serious accessibility problems", async () => {
    const { context, page } = await browser.signedInPage(DEMO_ADMIN, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto("/admin/subscriptions");
    await waitForHydration(page, "main form[role=search] input");
    await page.getByRole("article").first().waitFor();
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("sends a member who is not an admin home", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    await page.goto("/admin/subscriptions");
    await page.waitForURL((url) => url.pathname === "/");
    const search = await context.request.get("/api/admin/users?q=samuel");
    expect(search.status()).toBe(403);
    expect(await search.text()).not.toContain(ARTIST);
    await context.close();
  });
});
