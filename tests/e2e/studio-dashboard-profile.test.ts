import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { IMAGE_FIXTURES_DIR } from "../support/media-dir";
import {
  DEMO_ADMIN,
  seriousA11yViolations,
  setUpBrowser,
  signIn,
  signOut,
  waitForHydration,
} from "./browser";

const AVATAR_FIXTURE = path.join(IMAGE_FIXTURES_DIR, "orientation/Landscape_6.jpg");

const browser = setUpBrowser();

async function waitForToastsToClose(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('section[aria-label="Notifications"]')?.childElementCount === 0,
    null,
    { timeout: 15_000 },
  );
}

/** Invites a fresh address as the demo admin and registers it through the e-mailed link. */
async function registerFreshMember(page: Page, fullName: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `profile.${stamp}@example.com`;
  const password = "quiet-studio-light";
  await signIn(page, DEMO_ADMIN);
  await page.goto("/admin/invitations");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await page.getByText(`Invitation sent to ${email}`).first().waitFor();
  await page.goto("/admin/outbox");
  const link = (await page.content()).match(/\/register\?invite=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await signOut(page);

  await page.goto(link!);
  await waitForHydration(page);
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Username").fill(`p_${stamp.slice(-12)}`);
  await page.getByLabel("Phone Number").fill("(410) 555-0177");
  await page.getByLabel("City").fill("Baltimore");
  await page.getByRole("combobox", { name: "State" }).selectOption("MD");
  await page.getByLabel("Zip Code").fill("21218");
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/login");
  await signIn(page, email, password);
  return { email, password };
}

describe("artist dashboard", () => {
  it("shows the demo artist's tiles, charts and panels", async () => {
    const { context, page } = await browser.signedInPage("artist@demo.gallery");
    await page.goto("/artist/dashboard");
    await waitForHydration(page);

    await page.getByRole("heading", { name: "Artist Dashboard", level: 1 }).waitFor();
    for (const tile of [
      "Total Artworks",
      "Total Views",
      "Total Sales",
      "Active Leases",
      "Promotion Stars",
      "Reveals Left",
    ]) {
      // The visible one: while a deferred part streams in, React may keep a hidden copy.
      await page.getByText(tile, { exact: true }).filter({ visible: true }).waitFor();
    }
    await page.getByText("of 30 allowed").waitFor();

    // Both charts drew their series: an area of views and bars of income.
    const views = page.locator("section", {
      has: page.getByRole("heading", { name: "Views per Month" }),
    });
    await views.locator(".recharts-area-area").first().waitFor();
    await expect(views.getByText(/views of your artworks/).textContent()).resolves.toMatch(
      /^[\d,]+ views/,
    );
    const income = page.locator("section", {
      has: page.getByRole("heading", { name: "Income per Month" }),
    });
    await income.locator(".recharts-bar-rectangle path").first().waitFor();
    await income.getByText(/earned/).waitFor();

    const artworks = page.locator("section", {
      has: page.getByRole("heading", { name: "Recent Artworks" }),
    });
    // Each panel streams in on its own, after its placeholder (same heading, no rows).
    await expect.poll(() => artworks.getByRole("listitem").count()).toBe(3);
    await artworks.getByRole("link", { name: "View all" }).waitFor();

    const activity = page.locator("section", {
      has: page.getByRole("heading", { name: "Recent Activity" }),
    });
    await expect.poll(() => activity.getByRole("listitem").count()).toBe(5);
    await activity.getByText("Completed").first().waitFor();

    const reveals = page.locator("section", {
      has: page.getByRole("heading", { name: "Recently Revealed Contacts" }),
    });
    await reveals.getByText("Contact revealed").first().waitFor();
    await reveals.getByText(/^by /).first().waitFor();
    await reveals.getByText("15 reveals remaining").waitFor();

    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("own profile", () => {
  it("edits the profile, changes the photo, then deletes the account", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { email, password } = await registerFreshMember(page, "Rosa Quinn");

    // A new member's dashboard: every empty state.
    // Panels stream in: while one is revealed, its server copy can still sit hidden beside it.
    await page.goto("/artist/dashboard");
    const shown = (text: string) => page.getByText(text).filter({ visible: true });
    await shown("No artworks added yet").waitFor();
    await page
      .getByRole("link", { name: "Add Your First Artwork" })
      .filter({ visible: true })
      .waitFor();
    await shown("No recent transactions").waitFor();
    await shown("No contacts revealed yet").waitFor();
    await shown("1 reveal remaining").waitFor();
    await shown("No artworks in your collection yet").waitFor();
    // Charts with nothing to plot say so instead of drawing bare axes.
    await shown("The chart fills in as members view your artworks.").waitFor();
    await shown("Your sales and lease income will show here, month by month.").waitFor();
    expect(await page.locator(".recharts-surface").count()).toBe(0);

    await page.goto("/profile");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Rosa Quinn", level: 1 }).waitFor();
    const since = page.getByText("Member since").locator("..");
    expect(await since.textContent()).toContain(`${new Date().getUTCFullYear()}`);
    await page.getByText("Artworks: 0 of 3 used").waitFor();
    await page.getByText("Curator Spaces: 0 of 0 used").waitFor();
    await page.getByText(email).waitFor();
    expect(await page.getByRole("link", { name: "Admin Dashboard" }).count()).toBe(0);
    await page.getByRole("link", { name: "Change or Cancel Subscription" }).waitFor();

    // Edit: a bad value is caught, then the profile saves.
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByText("Scan in or upload bio. (Premium feature coming soon!)").waitFor();
    await page.getByLabel("Full Name").fill("Rosa M. Quinn");
    await page
      .getByLabel("About")
      .fill("Ceramicist in Remington. Glazes the colour of harbour water.");
    await page.getByLabel("Location").fill("Remington, Baltimore");
    await page.getByLabel("Zip Code").fill("2121");
    // The number a contact reveal gives out, checked as at registration.
    await page.getByLabel("Phone Number").fill("555-01");
    await page.getByLabel("Instagram Handle (optional)").fill("@rosa.makes");
    await page
      .getByLabel("Facebook Profile URL (optional)")
      .fill("https://www.facebook.com/rosa.quinn");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Please enter a valid zip code (e.g., 12345 or 12345-6789)").waitFor();
    await page.getByText("Please enter a valid phone number").waitFor();
    await page.getByLabel("Zip Code").fill("21211");
    await page.getByLabel("Phone Number").fill("443.555.0177");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Profile updated successfully").waitFor();
    await page.waitForURL((url) => url.pathname === "/profile" && !url.searchParams.has("edit"));
    await page.getByRole("heading", { name: "Rosa M. Quinn", level: 1 }).waitFor();
    await page.getByText("Glazes the colour of harbour water.", { exact: false }).waitFor();
    await page.getByText("Remington, Baltimore · 21211").waitFor();
    const instagram = page.getByRole("link", { name: "@rosa.makes" });
    expect(await instagram.getAttribute("href")).toBe("https://www.instagram.com/rosa.makes/");
    expect(await page.getByRole("link", { name: "Facebook profile" }).getAttribute("href")).toBe(
      "https://www.facebook.com/rosa.quinn",
    );
    // The new number is the one kept: the form shows it again.
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByText("Scan in or upload bio. (Premium feature coming soon!)").waitFor();
    expect(await page.getByLabel("Phone Number").inputValue()).toBe("(443) 555-0177");
    const country = page.getByRole("combobox", { name: "Country Code" });
    expect(await country.locator("option:checked").textContent()).toBe("United States (+1)");
    await page.getByRole("link", { name: "Cancel", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/profile" && !url.searchParams.has("edit"));

    // Photo: the upright, re-encoded picture replaces the initial.
    const photo = page.getByRole("img", { name: "Photo of Rosa M. Quinn" });
    expect(await photo.count()).toBe(0);
    await page.locator('input[type="file"]').setInputFiles(AVATAR_FIXTURE);
    await page.getByText("Profile photo updated successfully").waitFor();
    await photo.waitFor();
    const src = await photo.getAttribute("src");
    expect(src).toMatch(/^\/media\/avatars\/[0-9a-f-]+\/large\.webp$/);
    const [width, height] = await photo.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(width).toBeGreaterThan(height ?? 0);
    // The header's account menu shows the new photo too.
    await page
      .locator(`header img[src*="${src?.split("/")[3]}"]`)
      .first()
      .waitFor();
    // The page, with its photo and after an edit, reads well to assistive technology.
    // (Checked once the toasts have gone: their close buttons belong to the app shell.)
    await waitForToastsToClose(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Delete: the word must be typed before the button works.
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    await dialog.getByText("your artworks").waitFor();
    const confirm = dialog.getByRole("button", { name: "Delete Account" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type "delete" to confirm').fill("remove");
    await dialog.getByText('Please type "delete" to confirm').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByLabel('Type "delete" to confirm').fill("DeLeTe");
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Your account has been successfully deleted").waitFor();
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();

    // The photo is gone from storage, and the account cannot sign in again.
    const gone = await page.request.get(src!);
    expect(gone.status()).toBe(404);
    await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/login");
    await waitForHydration(page);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").waitFor();
    await context.close();
  });

  it("shows the Admin Dashboard button to admins only", async () => {
    const { context, page } = await browser.signedInPage(DEMO_ADMIN);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Admin Dashboard" }).click();
    await page.waitForURL("**/admin/dashboard");
    await context.close();
  });
});
