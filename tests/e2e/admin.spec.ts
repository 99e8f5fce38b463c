import { expect, seriousA11yViolationsInMain, test, waitForHydration } from "./fixtures";

const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/invitations",
  "/admin/outbox",
  "/admin/plans",
  "/admin/audit",
  "/admin/payments",
];

test.describe("administration", () => {
  test("the admin invites someone and finds the link in the outbox", async ({
    adminPage: page,
  }) => {
    const email = `invitee.${Date.now()}@example.com`;

    // The dashboard leads to the invitations.
    await page.goto("/admin/dashboard");
    for (const label of ["Total Users", "Total Artworks", "Transactions", "Pending Invitations"]) {
      await expect(
        page.getByRole("region", { name: "Gallery figures" }).getByText(label, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("main").getByText("Coming Soon").first()).toBeVisible();
    await page.getByRole("link", { name: "Manage Invitations" }).click();
    await page.waitForURL("**/admin/invitations");

    const send = page.getByRole("button", { name: "Send Invitation" });
    await expect(send).toBeDisabled();
    await page.getByLabel("Email Address").fill("  ");
    await send.click();
    await expect(page.getByText("Please enter an email address").first()).toBeVisible();

    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Notes").fill("Printmaker from the harbour studios");
    await send.click();
    await expect(page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();

    const row = page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
    await expect(row.getByText("Pending")).toBeVisible();
    await expect(row.getByText("Printmaker from the harbour studios")).toBeVisible();
    await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

    // Search runs on the server and is kept in the URL.
    await page.getByRole("searchbox", { name: "Search invitations" }).fill("harbour studios");
    await page.waitForURL(/q=harbour/);
    await expect(row).toBeVisible();
    await page.getByRole("searchbox", { name: "Search invitations" }).fill("no-such-invitee-xyz");
    await expect(page.getByText("No invitations match your search")).toBeVisible();

    // The mail, with its single-use link, is in the outbox: the development one, which says so.
    await page.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("Development outbox")).toBeVisible();
    await expect(
      page.getByText("Their full text is shown, with live links and codes", { exact: false }),
    ).toBeVisible();
    const mail = page.getByRole("article", {
      name: "You're invited to The Fair Trade Art Gallery",
    });
    await expect(mail).toHaveCount(1);
    await expect(mail.getByText(`To ${email}`)).toBeVisible();
    await expect(mail.getByRole("link", { name: /\/register\?invite=/ })).toHaveAttribute(
      "href",
      /\/register\?invite=[\w-]{20,}$/,
    );
  });

  test("the admin creates and changes a plan, then reads the change in the audit trail", async ({
    adminPage: page,
  }) => {
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
    await expect(create.getByText("Monthly price cannot be below zero")).toBeVisible();
    await expect(create.getByText("Max artworks must be a whole number")).toBeVisible();
    await create.getByLabel("Monthly price").fill("18");
    await create.getByLabel("Max artworks").fill("6");
    await create.getByLabel("Max curator spaces").fill("2");
    await create.getByRole("radio", { name: "Retired" }).check();
    await create.getByRole("button", { name: "Create Plan" }).click();
    await expect(page.getByText(`Plan ${name} created`).first()).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByText("Retired")).toBeVisible();

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit Plan: ${name}` });
    await edit.getByLabel("Max artworks").fill("3");
    await edit.getByRole("button", { name: "Save Plan" }).click();
    await expect(edit.getByText("Please give a reason for the change").first()).toBeVisible();
    await edit.getByLabel("Reason for the change").fill("Fewer listings for the journey");
    await edit.getByRole("button", { name: "Save Plan" }).click();
    await expect(page.getByText(`Plan ${name} updated`).first()).toBeVisible();

    // A retired plan is not offered to members.
    await page.goto("/subscribe");
    await expect(page.getByText("Free Tier").first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

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
    await expect(entry.getByRole("link", { name: /@/ }).first()).toHaveText(/@/);
    await expect(entry.getByRole("row", { name: /Max artworks/ }).getByRole("cell")).toHaveText([
      "6",
      "3",
    ]);
    await expect(entry.getByText("Fewer listings for the journey")).toBeVisible();
    // Its creation is there too, with what it was created as.
    await page.getByLabel("Kind").selectOption("plan.created");
    await page.waitForURL(/kind=plan\.created/);
    const created = page.getByRole("article", { name: "Plan created" }).filter({
      hasText: `Plan ${name}`,
    });
    await expect(created).toBeVisible();
    await expect(page.getByRole("article", { name: "Plan changed" })).toHaveCount(0);
    await expect(created.getByRole("row", { name: /Status/ }).getByRole("cell")).toHaveText([
      "—",
      "Retired",
    ]);
    await expect(page.getByRole("button", { name: /delete|edit/i })).toHaveCount(0);
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`at ${viewport.width}px`, () => {
      test.use({ viewport });

      test("the admin pages have no serious accessibility problems, nor scroll sideways", async ({
        adminPage: page,
      }) => {
        for (const path of ADMIN_PAGES) {
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          expect(await seriousA11yViolationsInMain(page), path).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${path} scrolls sideways`).toBe(0);
        }
      });
    });
  }

  test("members are sent home from the admin pages and told Access Denied", async ({
    memberPage: page,
  }) => {
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/");
      await expect(
        page.getByText("Access Denied: You don't have permission to access this page.").first(),
      ).toBeVisible();
    }
  });
});
