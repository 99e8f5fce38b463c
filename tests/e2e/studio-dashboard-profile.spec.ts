import path from "node:path";
import { IMAGE_FIXTURES_DIR } from "../support/media-dir";
import { expect, type Page, seriousA11yViolations, test, waitForHydration } from "./fixtures";

const AVATAR_FIXTURE = path.join(IMAGE_FIXTURES_DIR, "orientation/Landscape_6.jpg");

async function waitForToastsToClose(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('section[aria-label="Notifications"]')?.childElementCount === 0,
    null,
    { timeout: 15_000 },
  );
}

test.describe("artist dashboard", () => {
  test("shows the demo artist's tiles, charts and panels", async ({ artistPage: page }) => {
    await page.goto("/artist/dashboard");
    await waitForHydration(page);

    await expect(page.getByRole("heading", { name: "Artist Dashboard", level: 1 })).toBeVisible();
    for (const tile of [
      "Total Artworks",
      "Total Views",
      "Total Sales",
      "Active Leases",
      "Promotion Stars",
      "Reveals Left",
    ]) {
      // The visible one: while a deferred part streams in, React may keep a hidden copy.
      await expect(page.getByText(tile, { exact: true }).filter({ visible: true })).toBeVisible();
    }
    await expect(page.getByText("of 30 allowed")).toBeVisible();

    // Both charts drew their series: an area of views and bars of income.
    const views = page.locator("section", {
      has: page.getByRole("heading", { name: "Views per Month" }),
    });
    await expect(views.locator(".recharts-area-area").first()).toBeVisible();
    await expect(views.getByText(/views of your artworks/)).toHaveText(/^[\d,]+ views/);
    const income = page.locator("section", {
      has: page.getByRole("heading", { name: "Income per Month" }),
    });
    await expect(income.locator(".recharts-bar-rectangle path").first()).toBeVisible();
    await expect(income.getByText(/earned/)).toBeVisible();

    const artworks = page.locator("section", {
      has: page.getByRole("heading", { name: "Recent Artworks" }),
    });
    // Each panel streams in on its own, after its placeholder (same heading, no rows).
    await expect(artworks.getByRole("listitem")).toHaveCount(3);
    await expect(artworks.getByRole("link", { name: "View all" })).toBeVisible();

    const activity = page.locator("section", {
      has: page.getByRole("heading", { name: "Recent Activity" }),
    });
    await expect(activity.getByRole("listitem")).toHaveCount(5);
    await expect(activity.getByText("Completed").first()).toBeVisible();

    const reveals = page.locator("section", {
      has: page.getByRole("heading", { name: "Recently Revealed Contacts" }),
    });
    await expect(reveals.getByText("Contact revealed").first()).toBeVisible();
    await expect(reveals.getByText(/^by /).first()).toBeVisible();
    await expect(reveals.getByText("15 reveals remaining")).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe("own profile", () => {
  test("edits the profile, changes the photo, then deletes the account", async ({
    freshMember,
    signedInPage,
  }) => {
    // A member of the journey's own, since it ends by deleting the account.
    const { email, password, fullName } = await freshMember();
    const page = await signedInPage(email, password);

    // A new member's dashboard: every empty state.
    // Panels stream in: while one is revealed, its server copy can still sit hidden beside it.
    await page.goto("/artist/dashboard");
    const shown = (text: string) => page.getByText(text).filter({ visible: true });
    await expect(shown("No artworks added yet")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Add Your First Artwork" }).filter({ visible: true }),
    ).toBeVisible();
    await expect(shown("No recent transactions")).toBeVisible();
    await expect(shown("No contacts revealed yet")).toBeVisible();
    await expect(shown("1 reveal remaining")).toBeVisible();
    await expect(shown("No artworks in your collection yet")).toBeVisible();
    // Charts with nothing to plot say so instead of drawing bare axes.
    await expect(shown("The chart fills in as members view your artworks.")).toBeVisible();
    await expect(
      shown("Your sales and lease income will show here, month by month."),
    ).toBeVisible();
    await expect(page.locator(".recharts-surface")).toHaveCount(0);

    await page.goto("/profile");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: fullName, level: 1 })).toBeVisible();
    await expect(page.getByText("Member since").locator("..")).toContainText(
      `${new Date().getUTCFullYear()}`,
    );
    await expect(page.getByText("Artworks: 0 of 3 used")).toBeVisible();
    await expect(page.getByText("Curator Spaces: 0 of 0 used")).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Change or Cancel Subscription" })).toBeVisible();

    // Edit: a bad value is caught, then the profile saves.
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(
      page.getByText("Scan in or upload bio. (Premium feature coming soon!)"),
    ).toBeVisible();
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
    await expect(
      page.getByText("Please enter a valid zip code (e.g., 12345 or 12345-6789)"),
    ).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await page.getByLabel("Zip Code").fill("21211");
    await page.getByLabel("Phone Number").fill("443.555.0177");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/profile" && !url.searchParams.has("edit"));
    await expect(page.getByRole("heading", { name: "Rosa M. Quinn", level: 1 })).toBeVisible();
    await expect(
      page.getByText("Glazes the colour of harbour water.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByText("Remington, Baltimore · 21211")).toBeVisible();
    await expect(page.getByRole("link", { name: "@rosa.makes" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/rosa.makes/",
    );
    await expect(page.getByRole("link", { name: "Facebook profile" })).toHaveAttribute(
      "href",
      "https://www.facebook.com/rosa.quinn",
    );
    // The new number is the one kept: the form shows it again.
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(
      page.getByText("Scan in or upload bio. (Premium feature coming soon!)"),
    ).toBeVisible();
    await expect(page.getByLabel("Phone Number")).toHaveValue("(443) 555-0177");
    await expect(
      page.getByRole("combobox", { name: "Country Code" }).locator("option:checked"),
    ).toHaveText("United States (+1)");
    await page.getByRole("link", { name: "Cancel", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/profile" && !url.searchParams.has("edit"));

    // Photo: the upright, re-encoded picture replaces the initial.
    const photo = page.getByRole("img", { name: "Photo of Rosa M. Quinn" });
    await expect(photo).toHaveCount(0);
    await page.locator('input[type="file"]').setInputFiles(AVATAR_FIXTURE);
    await expect(page.getByText("Profile photo updated successfully")).toBeVisible();
    await expect(photo).toHaveAttribute("src", /^\/media\/avatars\/[0-9a-f-]+\/large\.webp$/);
    const src = await photo.getAttribute("src");
    const [width, height] = await photo.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(width).toBeGreaterThan(height ?? 0);
    // The header's account menu shows the new photo too.
    await expect(page.locator(`header img[src*="${src?.split("/")[3]}"]`).first()).toBeVisible();
    // The page, with its photo and after an edit, reads well to assistive technology.
    // (Checked once the toasts have gone: their close buttons belong to the app shell.)
    await waitForToastsToClose(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Delete: the word must be typed before the button works.
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    await expect(dialog.getByText("your artworks")).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Delete Account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type "delete" to confirm').fill("remove");
    await expect(dialog.getByText('Please type "delete" to confirm')).toBeVisible();
    await expect(confirm).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByLabel('Type "delete" to confirm').fill("DeLeTe");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByText("Your account has been successfully deleted")).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: "Sign In" })).toBeVisible();

    // The photo is gone from storage, and the account cannot sign in again.
    const gone = await page.request.get(src!);
    expect(gone.status()).toBe(404);
    await page.goto("/profile");
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await waitForHydration(page);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
  });

  test("shows the Admin Dashboard button to admins only", async ({ adminPage: page }) => {
    await page.goto("/profile");
    await page.getByRole("link", { name: "Admin Dashboard" }).click();
    await page.waitForURL("**/admin/dashboard");
  });
});
