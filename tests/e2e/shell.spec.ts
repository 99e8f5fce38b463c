import { expect, type Page, seriousA11yViolations, test, waitForHydration } from "./fixtures";

/** Waits for running CSS transitions (menus, drawers, modals fading in) to finish. */
async function waitForTransitions(page: Page) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/** Opens `path` and waits for it to hydrate; answers the document's response. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

test.describe("Test Environment Warning", () => {
  test.use({ acknowledgeWarning: false });

  test("asks a new visitor to acknowledge it once, then stays away", async ({ page }) => {
    await open(page, "/");
    const dialog = page.getByRole("dialog", { name: "Test Environment Warning" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/testing mode/i);
    await expect(dialog).toContainText(/periodically deleted/i);
    await expect(dialog).toContainText(/insecure/i);
    await expect(dialog).toContainText(/sensitive information/i);

    const proceed = dialog.getByRole("button", { name: "I Understand, Continue" });
    await expect(proceed).toBeDisabled();

    // It cannot be dismissed without acknowledging.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await waitForTransitions(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole("checkbox").check();
    await expect(proceed).toBeEnabled();
    await proceed.click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("test-warning-acknowledged"))).toBe(
      "true",
    );

    await page.reload();
    await waitForHydration(page);
    // Opening a menu proves the page is live; the warning had its chance to mount.
    await page.getByRole("button", { name: "Philanthropy" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Test Environment Warning" })).toHaveCount(0);
  });
});

test.describe("navigation shell", () => {
  test("offers Sign In and Register to a signed-out visitor", async ({ page }) => {
    await open(page, "/");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "The Fair Trade Art Gallery" })).toHaveCount(1);
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Register" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(header.getByRole("link", { name: "Plans" })).toHaveAttribute("href", "/subscribe");
    await expect(header.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expect(header.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
  });

  test("opens the menus from the keyboard with the spec's entries", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "For Artists and Curators" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await waitForTransitions(page);
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Upload Art",
      "Credit builder loan application (coming soon)",
      "Browse Artwork",
      "Upload photos of your space",
      "Crowd sourced curation (coming soon)",
    ]);
    await expect(menu.getByRole("menuitem", { name: "Browse Artwork" })).toHaveAttribute(
      "href",
      "/search",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Philanthropy" }).click();
    const fundraiser = page.getByRole("menuitem", { name: /fundraiser/i });
    await expect(fundraiser).toHaveAttribute("href", "https://www.gofundme.com");
    await expect(fundraiser).toHaveAttribute("target", "_blank");
    await expect(fundraiser).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("menuitem", { name: "Volunteer (coming soon)" })).toHaveAttribute(
      "href",
      "/coming-soon",
    );
  });

  test("opens a menu on the first click after the page loads, with the CPU slowed four times", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
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
    await expect(menu).toBeVisible({ timeout: 1_000 });
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
    await expect(menu).toBeHidden();
    // Focus goes back to the menu's button.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")).toBe(
      "Philanthropy",
    );
  });

  test("shows 'No featured artists available' when the list cannot be loaded", async ({ page }) => {
    await open(page, "/");
    await page.route("**/api/featured-artists", (route) =>
      route.fulfill({ status: 404, body: "Not Found" }),
    );
    await page.getByRole("button", { name: "Featured" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("No featured artists available")).toBeVisible();
    await waitForTransitions(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(menu.getByRole("menuitem", { name: "Featured Gallery" })).toHaveAttribute(
      "href",
      "/coming-soon",
    );
  });

  test("lists at most ten featured artists, each linking to their profile", async ({ page }) => {
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
    await open(page, "/");
    await page.getByRole("button", { name: "Featured" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("Loading artists...")).toBeVisible();
    release();
    await expect(
      menu.getByRole("menuitem", { name: "Artist Number 1", exact: true }),
    ).toBeVisible();
    const links = menu.getByRole("menuitem", { name: /^Artist Number/ });
    await expect(links).toHaveCount(10);
    await expect(links.first()).toHaveAttribute("href", "/profile/artist-1");
    await waitForTransitions(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("collapses into a menu button on a phone, with the same links", async ({ page }) => {
      await open(page, "/");
      await expect(page.getByRole("button", { name: "For Artists and Curators" })).toBeHidden();
      await page.getByRole("button", { name: "Open navigation" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
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
      ] as const) {
        await expect(drawer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      // Signed-in entries stay hidden from visitors.
      await expect(drawer.getByRole("link", { name: "My Artwork" })).toHaveCount(0);
      // The drawer lists the featured artists once they have loaded.
      await expect(drawer.locator('a[href^="/profile/"]').first()).toBeVisible();
      await waitForTransitions(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await drawer.getByRole("link", { name: "About Us" }).click();
      await page.waitForURL("**/about");
      await expect(drawer).toBeHidden();
    });
  });

  test("shows the footer's link lists, contact e-mail and legal placeholders", async ({ page }) => {
    await open(page, "/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "For Artists" })).toHaveCount(1);
    await expect(footer.getByRole("heading", { name: "For Collectors and Curators" })).toHaveCount(
      1,
    );
    await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/coming-soon",
    );
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/coming-soon",
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("has no serious accessibility violations on the home page", async ({ page }) => {
    await open(page, "/");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("gives signed-in members their account entries and a working Sign Out", async ({
    adminPage: page,
  }) => {
    await open(page, "/");
    await page.getByRole("button", { name: /Account menu/ }).click();
    const menu = page.getByRole("menu");
    for (const [name, href] of [
      ["Dashboard", "/artist/dashboard"],
      ["Profile", "/profile"],
      ["Messages", "/messages"],
      ["E-mail Preferences", "/email-preferences"],
      ["Admin", "/admin/dashboard"],
    ] as const) {
      await expect(menu.getByRole("menuitem", { name, exact: true })).toHaveAttribute("href", href);
    }
    await waitForTransitions(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "For Artists and Curators" }).click();
    await expect(page.getByRole("menuitem", { name: "Browse Artwork" })).toBeVisible();
    for (const name of ["My Artwork", "My Spaces", "Discovery Mode"]) {
      await expect(page.getByRole("menuitem", { name })).toHaveCount(1);
    }
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.locator("header").getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("error pages", () => {
  test("answers an unknown address with 404 'Page Not Found' inside the shell", async ({
    page,
  }) => {
    const response = await open(page, "/no-such-page-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(page.locator("footer")).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
