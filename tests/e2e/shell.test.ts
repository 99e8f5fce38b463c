import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DEMO_ADMIN,
  type newContext,
  seriousA11yViolations,
  setUpBrowser,
  waitForHydration,
} from "./browser";

const browser = setUpBrowser();

/** Waits until React has hydrated the server-rendered header, so clicks reach handlers. */
/** Waits for running CSS transitions (menus, drawers, modals fading in) to finish. */
async function waitForTransitions(page: Page) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

async function openPage(path: string, options: Parameters<typeof newContext>[1] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const response = await page.goto(path);
  await waitForHydration(page);
  return { context, page, response };
}

/** Signs in through the form; false when the account does not exist (yet). */
describe("Test Environment Warning", () => {
  it("asks a new visitor to acknowledge it once, then stays away", async () => {
    const { context, page } = await openPage("/", { acknowledgeWarning: false });
    const dialog = page.getByRole("dialog", { name: "Test Environment Warning" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/testing mode/i);
    expect(await dialog.textContent()).toMatch(/periodically deleted/i);
    expect(await dialog.textContent()).toMatch(/insecure/i);
    expect(await dialog.textContent()).toMatch(/sensitive information/i);

    const proceed = dialog.getByRole("button", { name: "I Understand, Continue" });
    expect(await proceed.isDisabled()).toBe(true);

    // It cannot be dismissed without acknowledging.
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);
    await waitForTransitions(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole("checkbox").check();
    expect(await proceed.isEnabled()).toBe(true);
    await proceed.click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => localStorage.getItem("test-warning-acknowledged"))).toBe(
      "true",
    );

    await page.reload();
    await waitForHydration(page);
    // Opening a menu proves the page is live; the warning had its chance to mount.
    await page.getByRole("button", { name: "Philanthropy" }).click();
    await page.getByRole("menu").waitFor();
    expect(await page.getByRole("dialog", { name: "Test Environment Warning" }).count()).toBe(0);
    await context.close();
  });
});

describe("navigation shell", () => {
  it("offers Sign In and Register to a signed-out visitor", async () => {
    const { context, page } = await openPage("/");
    const header = page.locator("header");
    expect(await header.getByRole("link", { name: "The Fair Trade Art Gallery" }).count()).toBe(1);
    expect(await header.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");
    expect(await header.getByRole("link", { name: "Register" }).getAttribute("href")).toBe(
      "/register",
    );
    expect(await header.getByRole("link", { name: "Plans" }).getAttribute("href")).toBe(
      "/subscribe",
    );
    expect(await header.getByRole("link", { name: "About Us" }).getAttribute("href")).toBe(
      "/about",
    );
    expect(await header.getByRole("button", { name: /Account menu/ }).count()).toBe(0);
    await context.close();
  });

  it("opens the menus from the keyboard with the spec's entries", async () => {
    const { context, page } = await openPage("/");
    await page.getByRole("button", { name: "For Artists and Curators" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    await waitForTransitions(page);
    const items = await menu.getByRole("menuitem").allTextContents();
    expect(items).toEqual([
      "Upload Art",
      "Credit builder loan application (coming soon)",
      "Browse Artwork",
      "Upload photos of your space",
      "Crowd sourced curation (coming soon)",
    ]);
    expect(await menu.getByRole("menuitem", { name: "Browse Artwork" }).getAttribute("href")).toBe(
      "/search",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Philanthropy" }).click();
    const fundraiser = page.getByRole("menuitem", { name: /fundraiser/i });
    expect(await fundraiser.getAttribute("href")).toBe("https://www.gofundme.com");
    expect(await fundraiser.getAttribute("target")).toBe("_blank");
    expect(await fundraiser.getAttribute("rel")).toBe("noopener noreferrer");
    expect(
      await page.getByRole("menuitem", { name: "Volunteer (coming soon)" }).getAttribute("href"),
    ).toBe("/coming-soon");
    await context.close();
  });

  it("opens a menu on the first click after the page loads, with the CPU slowed four times", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/", { waitUntil: "load" });
    // How long the browser took to answer the click, from the input to the next paint.
    await page.evaluate(() => {
      const w = window as unknown as { clickMs: number[] };
      w.clickMs = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === "click") w.clickMs.push(entry.duration);
        }
      }).observe({
        type: "event",
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    await page.getByRole("button", { name: "Philanthropy" }).click();
    const menu = page.getByRole("menu");
    // One click: the menu is on the page already and opens at once, hydrated or not.
    await menu.waitFor({ timeout: 1_000 });
    expect(await menu.getByRole("menuitem").allTextContents()).toContain("Volunteer (coming soon)");
    // The browser reports the click once the frame after it has been drawn.
    await page.waitForFunction(
      () => (window as unknown as { clickMs: number[] }).clickMs.length > 0,
    );
    const clickMs = await page.evaluate(() => (window as unknown as { clickMs: number[] }).clickMs);
    console.log(
      `first click on a menu at 4x CPU: ${clickMs.map(Math.round).join(", ") || "< 16"} ms`,
    );
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    // Focus goes back to the menu's button.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")).toBe(
      "Philanthropy",
    );
    await context.close();
  });

  it("shows 'No featured artists available' when the list cannot be loaded", async () => {
    const { context, page } = await openPage("/");
    await page.route("**/api/featured-artists", (route) =>
      route.fulfill({ status: 404, body: "Not Found" }),
    );
    await page.getByRole("button", { name: "Featured" }).click();
    const menu = page.getByRole("menu");
    await menu.getByText("No featured artists available").waitFor();
    await waitForTransitions(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(
      await menu.getByRole("menuitem", { name: "Featured Gallery" }).getAttribute("href"),
    ).toBe("/coming-soon");
    await context.close();
  });

  it("lists at most ten featured artists, each linking to their profile", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const artists = Array.from({ length: 12 }, (_, i) => ({
      id: `artist-${i + 1}`,
      fullName: `Artist Number ${i + 1}`,
      handle: `artist${i + 1}`,
      avatarKey: null,
    }));
    await page.route("**/api/featured-artists", async (route) => {
      await answered;
      await route.fulfill({ json: { artists } });
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Featured" }).click();
    const menu = page.getByRole("menu");
    await menu.getByText("Loading artists...").waitFor();
    release();
    await menu.getByRole("menuitem", { name: "Artist Number 1", exact: true }).waitFor();
    const links = menu.getByRole("menuitem", { name: /^Artist Number/ });
    expect(await links.count()).toBe(10);
    expect(await links.first().getAttribute("href")).toBe("/profile/artist-1");
    await waitForTransitions(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("collapses into a menu button on a phone, with the same links", async () => {
    const { context, page } = await openPage("/", { viewport: { width: 390, height: 844 } });
    expect(await page.getByRole("button", { name: "For Artists and Curators" }).isVisible()).toBe(
      false,
    );
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    for (const [name, href] of [
      ["Plans", "/subscribe"],
      ["About Us", "/about"],
      ["Sign In", "/login"],
      ["Register", "/register"],
      ["Upload Art", "/artist/artwork/upload"],
      ["Browse Artwork", "/search"],
      ["Upload photos of your space", "/curator/spaces/upload"],
      ["Featured Gallery", "/coming-soon"],
      ["Volunteer (coming soon)", "/coming-soon"],
    ]) {
      expect(await drawer.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    // Signed-in entries stay hidden from visitors.
    expect(await drawer.getByRole("link", { name: "My Artwork" }).count()).toBe(0);
    // The drawer lists the featured artists once they have loaded.
    await drawer.locator('a[href^="/profile/"]').first().waitFor();
    await waitForTransitions(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about");
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });

  it("shows the footer's link lists, contact e-mail and legal placeholders", async () => {
    const { context, page } = await openPage("/");
    const footer = page.locator("footer");
    expect(await footer.getByRole("heading", { name: "For Artists" }).count()).toBe(1);
    expect(await footer.getByRole("heading", { name: "For Collectors and Curators" }).count()).toBe(
      1,
    );
    const mail = footer.locator('a[href^="mailto:"]');
    expect(await mail.getAttribute("href")).toMatch(/^mailto:.+@.+/);
    expect(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe(
      "/coming-soon",
    );
    expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/coming-soon",
    );
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    await context.close();
  });

  it("has no serious accessibility violations on the home page", async () => {
    const { context, page } = await openPage("/");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("gives signed-in members their account entries and a working Sign Out", async () => {
    const { context, page } = await browser.signedInPage(DEMO_ADMIN);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: /Account menu/ }).click();
    const menu = page.getByRole("menu");
    for (const [name, href] of [
      ["Dashboard", "/artist/dashboard"],
      ["Profile", "/profile"],
      ["Messages", "/messages"],
      ["Admin", "/admin/dashboard"],
    ]) {
      expect(await menu.getByRole("menuitem", { name, exact: true }).getAttribute("href")).toBe(
        href,
      );
    }
    await waitForTransitions(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "For Artists and Curators" }).click();
    await page.getByRole("menuitem", { name: "Browse Artwork" }).waitFor();
    for (const name of ["My Artwork", "My Spaces", "Discovery Mode"]) {
      expect(await page.getByRole("menuitem", { name }).count()).toBe(1);
    }
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();
    await context.close();
  });
});

describe("error pages", () => {
  it("answers an unknown address with 404 'Page Not Found' inside the shell", async () => {
    const { context, page, response } = await openPage("/no-such-page-anywhere");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page Not Found");
    expect(await page.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    expect(await page.locator("footer").count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
