import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  launchBrowser,
  newContext,
  seriousA11yViolations,
  signIn,
  signOut,
  waitForHydration,
} from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("accounts", () => {
  it("invite → register → sign in → sign out", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `new.artist.${Date.now()}@example.com`;

    // An admin invites the address; the mail with the link lands in the outbox.
    await signIn(page, DEMO_ADMIN);
    await page.goto("/admin/invitations");
    await waitForHydration(page, 'input[name="email"]');
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: "Send Invitation" }).click();
    await page.getByText(`Invitation sent to ${email}`).first().waitFor();
    await page.goto("/admin/outbox");
    const outbox = await page.content();
    const link = outbox.match(/\/register\?invite=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    await signOut(page);

    // The invitee opens the link; the e-mail is filled in from the invitation.
    await page.goto(link!);
    await waitForHydration(page);
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await page.getByLabel("Full Name").fill("Imani Carter");
    const username = `imani_${Date.now() % 100000}`;
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Phone Number").fill("(410) 555-0199");
    await page.getByLabel("City").fill("Baltimore");
    await page.getByRole("combobox", { name: "State" }).fill("MD");
    await page.getByRole("option", { name: "MD", exact: true }).click();
    await page.getByLabel("Zip Code").fill("21218");
    await page.locator('input[name="password"]').fill("murals-and-light");
    await page.locator('input[name="confirmPassword"]').fill("murals-and-light");
    await page.getByLabel("I agree to the terms and conditions").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/login");
    await page
      .getByText("Registration successful! Please check your email to verify your account.")
      .waitFor();

    await signIn(page, email, "murals-and-light");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByRole("button", { name: /Account menu for Imani Carter/ }).waitFor();
    await signOut(page);
    await context.close();
  });

  it("shows the registration rules in the browser before anything is sent", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByLabel("Email").fill("nobody-invited@example.com");
    await page.getByLabel("Full Name").focus();
    await page.getByText("This email address has not been invited to register").waitFor();
    await page.getByText("Invitation Required").waitFor();
    await page.getByLabel("Username").fill("x!");
    await page.getByLabel("Full Name").focus();
    await page.getByText("Username must be at least 3 characters").waitFor();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Full name is required").waitFor();
    await page.getByText("You must agree to the terms and conditions").waitFor();
    expect(new URL(page.url()).pathname).toBe("/register");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("sends a member away from /admin/dashboard to /", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO_MEMBER);
    await page.goto("/admin/dashboard");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("sends a visitor from /messages to /login and back after signing in", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/messages");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("redirectTo")).toBe("/messages");
    await waitForHydration(page);
    await page.locator('input[name="email"]').fill(DEMO_MEMBER);
    await page.locator('input[name="password"]').fill("gallery-demo-2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((u) => u.pathname === "/messages");
    await context.close();
  });

  it("shows the spec's messages for a bad sign-in and keeps the visitor on /login", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Email is required").waitFor();
    await page.getByText("Password is required").waitFor();
    await page.locator('input[name="email"]').fill(DEMO_MEMBER);
    await page.locator('input[name="password"]').fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
