import {
  DEMO_MEMBER,
  expect,
  type Locator,
  type Page,
  type Route,
  seriousA11yViolations,
  test,
  waitForHydration,
} from "./fixtures";

let artworkPaths: string[] = [];

test.beforeAll(async ({ browser, server }) => {
  // The home page's featured grid and the search results link to available artworks.
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  for (const path of ["/", "/search"]) {
    await page.goto(path);
    const hrefs = await page
      .locator('a[href^="/artwork/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    artworkPaths.push(...hrefs.filter((href) => /^\/artwork\/[0-9a-f-]{36}$/.test(href)));
  }
  artworkPaths = [...new Set(artworkPaths)];
  await context.close();
});

/** The first listed artwork for which `accept` holds on its page. */
async function findArtwork(page: Page, accept: (page: Page) => Promise<boolean>) {
  for (const path of artworkPaths) {
    await page.goto(path);
    await waitForHydration(page);
    if (await accept(page)) return path;
  }
  throw new Error("No listed artwork fits this test");
}

test.describe("artwork page", () => {
  test("lets a member save an artwork and join the conversation", async ({
    freshMember,
    signedInPage,
  }) => {
    expect(artworkPaths.length).toBeGreaterThan(0);
    // A new member on the Artist plan, so may comment (see app/features/demo).
    const artist = await freshMember("artist");
    const page = await signedInPage(artist.email, artist.password);
    // Someone else's work, with more than one picture.
    const path = await findArtwork(
      page,
      async (p) => (await p.getByRole("button", { name: "Next image" }).count()) > 0,
    );

    await expect(page.getByText("Shipping")).toBeVisible();
    await expect(page.getByText(/miles? away|zip codes/)).toBeVisible();

    // The gallery wraps around with the arrows and the arrow keys.
    const counter = page.getByText(/^Image \d+ of \d+$/);
    const total = Number((await counter.textContent())?.match(/of (\d+)/)?.[1]);
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(counter).toHaveText(`Image ${total} of ${total}`);
    await page.getByRole("region", { name: /^Images of/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`Image 1 of ${total}`);
    await page.getByRole("button", { name: `Show image 2 of ${total}` }).click();
    await expect(counter).toHaveText(`Image 2 of ${total}`);

    // Save, and it stays saved.
    const saved = page.getByRole("button", { name: "Saved" });
    // The heart flips at once; the next step waits for the server to have recorded it.
    const favoriteRecorded = () =>
      page.waitForResponse(
        (response) =>
          response.url().includes("/api/favorites") && response.request().method() === "POST",
      );
    const recorded = favoriteRecorded();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(saved).toBeVisible();
    expect((await recorded).ok()).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();

    // Comment: posted, shown first with today's date, and still there after a reload.
    const text = `The colours are wonderful in person ${Date.now()}`;
    await page.getByLabel("Add a comment").fill(`  ${text}  `);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByText("Comment posted successfully")).toBeVisible();
    const first = page.locator("section[aria-labelledby=comments-heading] ol > li").first();
    await expect(first).toContainText(text);
    // Dates show in the gallery's time zone (GALLERY_TZ, America/New_York by default), so
    // between midnight UTC and midnight in New York "today" is still yesterday's UTC date.
    const today = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "America/New_York",
    }).format(new Date());
    await expect(first).toContainText(today);
    await expect(page.getByLabel("Add a comment")).toHaveValue("");
    await page.goto(path);
    // The comments stream in: React keeps a hidden copy of them until it shows them.
    await expect(page.getByText(text).filter({ visible: true })).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("sends a visitor who clicks Purchase to sign in, with the spec's toast", async ({
    page,
  }) => {
    const path = await findArtwork(
      page,
      async (p) => (await p.getByRole("link", { name: "Purchase" }).count()) > 0,
    );
    await expect(page.getByText("Sign in to join the conversation")).toBeVisible();
    await page.getByRole("link", { name: "Purchase" }).click();
    await expect(page.getByText("Please sign in to purchase artwork")).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/login");
    const back = new URL(page.url()).searchParams.get("redirectTo");
    expect(back).toBe(`/checkout/${path.split("/").pop()}?type=purchase`);
  });

  test("sends a visitor who clicks Save to sign in with the toast, and back to the page", async ({
    page,
  }) => {
    const path = artworkPaths[0] ?? "";
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
    await expect(page.getByText("Please sign in to save artworks to your favorites")).toBeVisible();
    await waitForHydration(page);
    await page.locator('input[name="email"]').fill(DEMO_MEMBER);
    await page.locator('input[name="password"]').fill("gallery-demo-2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === path);
    await expect(page.getByRole("button", { name: /^Saved?$/ })).toBeVisible();
  });

  test("sends a visitor who taps a card's heart to sign in, and back to the results", async ({
    page,
  }) => {
    await page.goto("/search?sort=newest");
    await waitForHydration(page);
    await page
      .getByRole("button", { name: /^Save .* to favorites$/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/search?sort=newest");
    await expect(page.getByText("Please sign in to save artworks to your favorites")).toBeVisible();
  });

  test("keeps the page when a favourite cannot be saved: the heart flips back and the toast says so", async ({
    memberPage: page,
  }) => {
    const failures = [
      // The connection drops…
      (route: Route) => route.abort("connectionreset"),
      // …or the server answers with an error page of its own.
      (route: Route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "Bad gateway" }),
    ];
    /** Presses `button` with each failure in turn; it must end as it started, with the toast. */
    const pressFailing = async (button: Locator) => {
      for (const fail of failures) {
        await page.route((url) => url.pathname.startsWith("/api/favorites"), fail);
        const before = await button.getAttribute("aria-pressed");
        await button.click();
        const toast = page.getByText("Failed to update favorites");
        await expect(toast).toBeVisible();
        await expect.poll(() => button.getAttribute("aria-pressed")).toBe(before);
        await expect(page.getByText("Something went wrong")).toHaveCount(0);
        await page.getByRole("button", { name: "Close notification" }).first().click();
        await expect(toast).not.toBeAttached();
        await page.unrouteAll();
      }
    };

    await page.goto(artworkPaths[0] ?? "/");
    await waitForHydration(page);
    await pressFailing(page.getByRole("button", { name: /^Saved?$/ }));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/search?sort=newest");
    await waitForHydration(page);
    await pressFailing(page.getByRole("button", { name: / to favorites$/ }).first());
    expect(await page.locator("article").count()).toBeGreaterThan(0);
  });

  test("tells a member who comments too quickly to wait, keeping what they posted", async ({
    baseURL,
    freshMember,
    signedInPage,
  }) => {
    // A new curator on the Artist plan, who has not commented yet.
    const curator = await freshMember("curator");
    const page = await signedInPage(curator.email, curator.password);
    const path = artworkPaths.at(-1) ?? "";
    await page.goto(path);
    await waitForHydration(page);
    const box = page.getByLabel("Add a comment");
    const post = page.getByRole("button", { name: "Post Comment" });
    const list = page.locator("section[aria-labelledby=comments-heading] ol > li");
    // The first 29 go straight to the page's action, as its form sends them; the last
    // two through the form.
    for (let i = 1; i <= 29; i++) {
      const response = await page.request.post(`${path}.data`, {
        form: { intent: "comment", content: `Quick note ${i}` },
        headers: { Origin: baseURL! },
      });
      expect(response.status()).toBe(200);
    }
    await box.fill("Quick note 30");
    await post.click();
    await expect(box).toHaveValue("");
    await box.fill("One too many");
    await post.click();
    await expect(
      page.getByText("You're posting comments very quickly. Please wait a minute and try again."),
    ).toBeVisible();
    await expect(box).toHaveValue("One too many");
    await expect(list.first().getByText("Quick note 30")).toBeVisible();
  });

  test("copies the page's link when sharing", async ({ page }) => {
    const path = artworkPaths[0] as string;
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(path);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("asks a member on Free Tier to upgrade before commenting", async ({ memberPage: page }) => {
    await page.goto(artworkPaths[0] as string);
    await expect(
      page.getByText("Upgrade your subscription to join the conversation"),
    ).toBeVisible();
    await expect(page.getByLabel("Add a comment")).toHaveCount(0);
  });

  test("answers 'Artwork Not Found' with status 404 for unknown and malformed ids", async ({
    page,
  }) => {
    for (const path of ["/artwork/00000000-0000-4000-8000-000000000000", "/artwork/nope"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Artwork Not Found" })).toBeVisible();
      expect(
        await page
          .getByRole("main")
          .getByRole("link", { name: "Browse Artwork" })
          .getAttribute("href"),
      ).toBe("/search");
    }
  });

  test("tells search engines what the artwork is", async ({ page }) => {
    const path = artworkPaths[0] as string;
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(/^https?:\/\/.+\/media\/.+\/large\.webp$/);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe(
      "summary_large_image",
    );
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = scripts.map((json) => JSON.parse(json)["@type"]);
    expect(types).toContain("VisualArtwork");
  });
});
