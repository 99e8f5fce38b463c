import { register } from "./account-steps";
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  expect,
  type Page,
  seriousA11yViolations,
  signIn,
  signOut,
  test,
  waitForHydration,
} from "./fixtures";

/** The outbox as the admin sees it, narrowed to one recipient. */
async function outboxOf(admin: Page, email: string) {
  await admin.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
  return admin.content();
}

/** The admin invites `email`; answers the registration link from the mail in the outbox. */
async function invite(admin: Page, email: string) {
  await admin.goto("/admin/invitations");
  await waitForHydration(admin, 'input[name="email"]');
  await admin.getByLabel("Email Address").fill(email);
  await admin.getByRole("button", { name: "Send Invitation" }).click();
  await expect(admin.getByText(`Invitation sent to ${email}`).first()).toBeVisible();
  const link = (await outboxOf(admin, email)).match(/\/register\?invite=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  return link as string;
}

test.describe("accounts", () => {
  test("invite → register → sign in → sign out", async ({ page }) => {
    const email = `new.artist.${Date.now()}@example.com`;

    // An admin invites the address; the mail with the link lands in the outbox.
    await signIn(page, DEMO_ADMIN);
    const link = await invite(page, email);
    await signOut(page);

    // The invitee opens the link; the e-mail is filled in from the invitation.
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await register(
      page,
      {
        fullName: "Imani Carter",
        username: `imani_${Date.now() % 100000}`,
        phone: "(410) 555-0199",
        zip: "21218",
      },
      "murals-and-light",
    );

    await signIn(page, email, "murals-and-light");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByRole("button", { name: /Account menu for Imani Carter/ })).toBeVisible();
    await signOut(page);
  });

  test("registering without the invitation link asks to confirm the e-mail before signing in", async ({
    adminPage: admin,
    page,
  }) => {
    const email = `unlinked.${Date.now()}@example.com`;
    const inviteLink = await invite(admin, email);

    // Someone who only knows the address registers at /register, without the link.
    await page.goto("/register");
    await waitForHydration(page);
    await register(
      page,
      {
        email,
        fullName: "Kofi Mensah",
        username: `kofi_${Date.now() % 100000}`,
        phone: "(410) 555-0142",
        zip: "21217",
      },
      "rowhouse-colours",
    );

    // Signing in is refused until the e-mail is confirmed; a new link can be sent from here.
    await waitForHydration(page);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill("rowhouse-colours");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByText("Please confirm your e-mail address before signing in.", { exact: false }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.getByRole("button", { name: "Send a new confirmation link" }).click();
    await expect(
      page.getByText("If that account still needs confirming, a new link is on its way.", {
        exact: false,
      }),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const confirmLink = (await outboxOf(admin, email)).match(
      /\/verify-email\?token=[A-Za-z0-9_.-]+/,
    )?.[0];
    expect(confirmLink).toBeTruthy();
    await page.goto(confirmLink!);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Confirm E-mail Address" }).click();
    await page.waitForURL("**/login");
    await expect(
      page.getByText("Your e-mail address is confirmed. You can sign in now."),
    ).toBeVisible();
    await signIn(page, email, "rowhouse-colours");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByRole("button", { name: /Account menu for Kofi Mensah/ })).toBeVisible();
    await signOut(page);

    // The invitation is used now: its link says so instead of showing an empty form.
    await page.goto(inviteLink);
    await expect(
      page.getByText("This invitation has already been used.", { exact: false }),
    ).toBeVisible();
    await expect(page.locator('input[name="email"]')).toHaveCount(0);
  });

  test("shows the registration rules in the browser before anything is sent", async ({ page }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByLabel("Email").fill("nobody-invited@example.com");
    await page.getByLabel("Full Name").focus();
    await expect(
      page.getByText("This email address has not been invited to register"),
    ).toBeVisible();
    await expect(page.getByText("Invitation Required")).toBeVisible();
    await page.getByLabel("Username").fill("x!");
    await page.getByLabel("Full Name").focus();
    await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("You must agree to the terms and conditions")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/register");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("sends a member away from /admin/dashboard to /", async ({ memberPage: page }) => {
    await page.goto("/admin/dashboard");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("sends a visitor from /messages to /login and back after signing in", async ({ page }) => {
    await page.goto("/messages");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("redirectTo")).toBe("/messages");
    await waitForHydration(page);
    await page.locator('input[name="email"]').fill(DEMO_MEMBER);
    await page.locator('input[name="password"]').fill("gallery-demo-2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((u) => u.pathname === "/messages");
  });

  test("shows the spec's messages for a bad sign-in and keeps the visitor on /login", async ({
    page,
  }) => {
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.locator('input[name="email"]').fill(DEMO_MEMBER);
    await page.locator('input[name="password"]').fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
