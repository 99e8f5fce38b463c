import {
  expect,
  type FreshMember,
  type Page,
  seriousA11yViolationsInMain,
  test,
  waitForHydration,
} from "./fixtures";

const row = (page: Page, member: FreshMember) =>
  page.getByRole("row", { name: new RegExp(member.fullName) });

async function openEdit(page: Page, member: FreshMember) {
  await row(page, member)
    .getByRole("button", { name: `Edit subscription of ${member.fullName}` })
    .click();
  return page.getByRole("dialog", { name: `Edit Subscription: ${member.fullName}` });
}

async function searchFor(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search subscriptions" }).fill(text);
  await page.waitForURL((url) => url.searchParams.get("q") === text);
}

test.describe("Manage Subscriptions", () => {
  test("the admin adds a plan through the user search, changes it, and the member sees it", async ({
    adminPage: page,
    memberOnPlan,
    signedInPage,
  }) => {
    // A member of the journey's own on the Supporter plan.
    const member = await memberOnPlan("Supporter");
    const userSearches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/admin/users") userSearches.push(url.searchParams.get("q") ?? "");
    });
    // The search's pause after typing runs on a clock the journey can move.
    await page.clock.install();
    await page.goto("/admin/subscriptions");
    await waitForHydration(page, "main form[role=search] input");
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    // Add New Subscription: both fields are required.
    await page.getByRole("button", { name: "Add Subscription" }).click();
    await expect(page.getByText("Please select both a user and a plan").first()).toBeVisible();

    // The user search starts at two letters and finds by name.
    const userSearch = page.getByRole("searchbox", { name: "User" });
    await userSearch.fill("s");
    await page.clock.runFor(700);
    await expect(page.getByText("Searching users...")).toHaveCount(0);
    expect(userSearches).toEqual([]);
    await userSearch.fill("zzqx");
    await expect(page.getByText("No users found")).toBeVisible();
    // Part of the name, the last word cut short.
    await userSearch.fill(member.fullName.toLowerCase().slice(0, -2));
    await expect(page.getByText("Searching users...")).toBeVisible();
    const choice = page.getByRole("button", { name: new RegExp(`Choose ${member.fullName}`) });
    await expect(choice).toContainText(member.email);
    await choice.click();
    await page
      .getByLabel("Plan", { exact: true })
      .first()
      .selectOption({ label: "Artist ($25/month)" });
    await page.getByRole("button", { name: "Add Subscription" }).click();
    await expect(
      page.getByText(`Subscription created successfully for ${member.fullName}`),
    ).toBeVisible();

    // The list finds them by handle, on the Artist plan (their active subscription moved).
    await searchFor(page, `@${member.handle}`);
    await expect(row(page, member)).toHaveCount(1);
    await expect(row(page, member)).toContainText("Artist$25/month");

    // Edit: a status change asks for a reason; then Patron, cancelling at period end.
    const dialog = await openEdit(page, member);
    await dialog.getByLabel("Status").selectOption("past_due");
    await dialog.getByRole("button", { name: "Update Subscription" }).click();
    await expect(
      dialog.getByText("Please give a reason: the change is kept in the audit trail").first(),
    ).toBeVisible();
    await dialog.getByLabel("Status").selectOption("active");
    await expect(dialog.getByLabel("Reason for this change")).toHaveCount(0);
    await dialog.getByLabel("Plan").selectOption({ label: "Patron ($50/month)" });
    await dialog.getByLabel("Cancel at period end").check();
    await dialog.getByRole("button", { name: "Update Subscription" }).click();
    await expect(page.getByText("Subscription updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, member)).toContainText("Patron");
    await expect(row(page, member)).toContainText("(Cancels at period end)");
    await expect(row(page, member)).toContainText("50 stars");

    // Sorting and filtering stay in the URL.
    await page
      .getByRole("table", { name: "Subscriptions" })
      .getByRole("link", { name: "Plan", exact: true })
      .click();
    await page.waitForURL(/sort=plan&dir=asc/);
    await page.getByLabel("Status", { exact: true }).selectOption("past_due");
    await page.waitForURL(/status=past_due/);
    await expect(page.getByText("No subscriptions found")).toBeVisible();

    // The audit trail names who changed what, before and after.
    await page.goto("/admin/audit?kind=subscription.changed");
    const entry = page.getByRole("article").filter({ hasText: member.fullName }).first();
    await expect(entry).toContainText("Subscription changed");
    await expect(entry).toContainText("Simone Okafor");
    await expect(entry).toContainText("Artist");
    await expect(entry).toContainText("Patron");
    await expect(entry).toContainText("Cancel at period end");

    // The member sees their new allowances on their profile.
    const own = await signedInPage(member.email, member.password);
    await own.goto("/profile");
    const membership = own.getByRole("region", { name: "Membership" });
    await expect(membership.getByText("Patron", { exact: true })).toBeVisible();
    await expect(membership).toContainText("Reveals remaining50");
    await expect(membership).toContainText(/Artworks: \d+ of 100 used/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("shows a phone layout without serious accessibility problems", async ({
      adminPage: page,
    }) => {
      await page.goto("/admin/subscriptions");
      await waitForHydration(page, "main form[role=search] input");
      await expect(page.getByRole("article").first()).toBeVisible();
      expect(await seriousA11yViolationsInMain(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test("sends a member who is not an admin home", async ({ memberPage: page, freshMember }) => {
    const other = await freshMember();
    await page.goto("/admin/subscriptions");
    await page.waitForURL((url) => url.pathname === "/");
    const search = await page.request.get(`/api/admin/users?q=${other.handle}`);
    expect(search.status()).toBe(403);
    expect(await search.text()).not.toContain(other.email);
  });
});
