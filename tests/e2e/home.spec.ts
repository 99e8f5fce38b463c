import { expect, type Page, seriousA11yViolations, test, waitForHydration } from "./fixtures";

// The public pages as most visitors see them: in motion. Journeys about reduced motion say so.
test.use({ reducedMotion: "no-preference" });

/** Opens `path` and waits for it to hydrate; answers the document's response. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Waits for running CSS transitions (dialogs, toasts fading in) to finish. */
async function waitForTransitions(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect === null),
  );
}

async function featuredArtistId(page: Page) {
  const response = await page.request.get("/api/featured-artists");
  const { artists } = (await response.json()) as { artists: { id: string }[] };
  expect(artists.length).toBeGreaterThan(0);
  return artists[0]!.id;
}

test.describe("home", () => {
  test("shows six featured artworks linking to their pages, and links to browse", async ({
    page,
  }) => {
    const response = await open(page, "/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("The Fair Trade Art Gallery");

    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: "Featured Artwork" }),
    });
    const cards = featured.getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const href of await cards.evaluateAll((articles) =>
      articles.map((a) => a.querySelector("a[href^='/artwork/']")?.getAttribute("href") ?? ""),
    )) {
      expect(href).toMatch(/^\/artwork\/[0-9a-f-]{36}$/);
    }
    await expect(featured.getByRole("link", { name: "View all" })).toHaveAttribute(
      "href",
      "/search",
    );
    const hero = page.locator("[data-hero-index]");
    await expect(hero.getByRole("link", { name: "Browse Artwork" })).toHaveAttribute(
      "href",
      "/search",
    );
    for (const heading of ["How It Works", "Are You an Artist?", "Discover Art", "Buy or Lease"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByText("Zero barrier to entry for emerging artists")).toHaveCount(1);
    await expect(page.locator("figure blockquote")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Start Exploring" })).toHaveAttribute(
      "href",
      "/search",
    );

    // Link previews: absolute Open Graph image and canonical URL.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http:\/\/127\.0\.0\.1:\d+\/media\/.+\/large\.webp$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /^http:\/\/127\.0\.0\.1:\d+\/$/,
    );
  });

  test.describe("held still", () => {
    test.use({ reducedMotion: "reduce" });

    test("asks for the first hero picture alone until the page has loaded, then the others", async ({
      page,
    }) => {
      // (Held still, so that no turn of the rotation asks for a picture.)
      // Image requests, and the moment the page's load event fired, in order.
      const events: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "image") events.push(new URL(request.url()).pathname);
      });
      page.on("load", () => events.push("load"));
      const response = await page.goto("/");
      const html = (await response?.text()) ?? "";
      // The server's page: one hero picture with an address; no featured card's picture eager.
      const heroMarkup = html.slice(
        html.indexOf("data-hero-index"),
        html.indexOf('id="hero-title"'),
      );
      expect([...heroMarkup.matchAll(/<img [^>]*src="/g)].length).toBe(1);
      const featured = html.slice(html.indexOf('id="featured-title"'));
      expect(featured).toContain("<img ");
      expect(featured).not.toContain('loading="eager"');

      await waitForHydration(page);
      const pictures = page.locator("[data-hero-index] img");
      await expect(page.locator("[data-hero-index] img[src]")).toHaveCount(4);
      const sources = await pictures.evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).src).pathname),
      );
      await expect.poll(() => sources.every((source) => events.includes(source))).toBe(true);
      const loadedAt = events.indexOf("load");
      expect(events.indexOf(sources[0]!)).toBeLessThan(loadedAt);
      for (const later of sources.slice(1)) expect(events.indexOf(later)).toBeGreaterThan(loadedAt);
    });

    test("holds the hero still for visitors who prefer reduced motion", async ({ page }) => {
      await page.clock.install();
      await open(page, "/");
      const hero = page.locator("[data-hero-index]");
      await expect(hero).toHaveAttribute("data-hero-playing", "false");
      await page.clock.runFor(11_000);
      await expect(hero).toHaveAttribute("data-hero-index", "0");
    });
  });

  test("rotates the hero picture every five seconds, wrapping around", async ({ page }) => {
    // The page's timers run on a clock the journey moves.
    await page.clock.install();
    await open(page, "/");
    const hero = page.locator("[data-hero-index]");
    await expect(hero).toHaveAttribute("data-hero-count", "4");
    await expect(hero).toHaveAttribute("data-hero-index", "0");
    await page.clock.runFor(5_100);
    await expect(hero).toHaveAttribute("data-hero-index", "1");
    // Picking the last picture, the next tick wraps to the first.
    await page.getByRole("button", { name: /^Show picture 4 of 4/ }).click();
    await expect(hero).toHaveAttribute("data-hero-index", "3");
    await page.clock.runFor(5_100);
    await expect(hero).toHaveAttribute("data-hero-index", "0");
    // Pausing holds the picture still.
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(hero).toHaveAttribute("data-hero-playing", "false");
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("fits a phone screen", async ({ page }) => {
      await open(page, "/");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});

test.describe("plans", () => {
  test("lists the plans by price with Free, Popular and the four allowances", async ({ page }) => {
    await open(page, "/subscribe");
    await expect(page).toHaveTitle("Subscription Plans · The Fair Trade Art Gallery");
    const cards = page.getByRole("article");
    await expect(cards.locator("h2")).toHaveText(["Free Tier", "Supporter", "Artist", "Patron"]);
    const free = cards.nth(0);
    await expect(free).toContainText("Free");
    await expect(free).toContainText("Always Free");
    await expect(cards.nth(1)).toContainText("$10");
    await expect(cards.nth(1)).toContainText("per month");
    const patron = cards.nth(3);
    await expect(patron.getByText("Popular", { exact: true })).toHaveCount(1);
    await expect(page.getByText("Popular", { exact: true })).toHaveCount(1);
    for (const allowance of [
      "50 reveals per month",
      "50 promotion stars per month",
      "100 artwork listings",
      "10 curator spaces",
    ]) {
      await expect(patron.getByText(allowance)).toHaveCount(1);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("asks a visitor to sign in before subscribing", async ({ page }) => {
    await open(page, "/subscribe");
    await page.getByRole("button", { name: "Subscribe to Patron" }).click();
    await expect(page.getByText("Please sign in to subscribe")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Contact Us to Subscribe" })).toHaveCount(0);
  });

  test("shows a member their plan and how to subscribe by e-mail", async ({ memberPage: page }) => {
    await open(page, "/subscribe");
    await expect(page.getByText("Your current plan: Free Tier")).toBeVisible();
    const free = page.getByRole("article", { name: "Free Tier" });
    await expect(free.getByRole("button", { name: /current plan/i })).toBeDisabled();

    await page.getByRole("button", { name: "Subscribe to Supporter" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Us to Subscribe" });
    await expect(dialog).toBeVisible();
    const mailto = await dialog
      .getByRole("link", { name: /Email Us About Supporter/ })
      .getAttribute("href");
    const url = new URL(mailto ?? "");
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toMatch(/@/);
    expect(url.searchParams.get("subject")).toContain("Supporter");
    await waitForTransitions(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("about", () => {
  test("shows the mission, the city and contact e-mail, and invites visitors to join", async ({
    page,
  }) => {
    await open(page, "/about");
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    const contact = page.locator("section", {
      has: page.getByRole("heading", { name: "Get in Touch" }),
    });
    await expect(contact.getByRole("link").first()).toHaveAttribute("href", /^mailto:.+@/);
    expect(await page.getByText(/gentrification/).count()).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Join Our Community" })).toHaveAttribute(
      "href",
      "/register",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("does not ask members to join", async ({ memberPage: page }) => {
    await open(page, "/about");
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join Our Community" })).toHaveCount(0);
  });
});

test.describe("coming soon", () => {
  test("offers the way home", async ({ page }) => {
    await open(page, "/coming-soon");
    await expect(page.getByRole("heading", { name: "Coming Soon" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });
});

test.describe("member profile", () => {
  test("shows the member, their artworks and a link to all of them", async ({ page }) => {
    await page.goto("/");
    const id = await featuredArtistId(page);
    const response = await open(page, `/profile/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Member", { exact: true }).first()).toBeVisible();
    const name = await page.getByRole("heading", { level: 1 }).textContent();
    await expect(page).toHaveTitle(`${name} · The Fair Trade Art Gallery`);

    const works = page.locator("section", { has: page.getByRole("heading", { name: "Artworks" }) });
    const cards = works.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(12);
    await expect(works.getByRole("link", { name: "View all artworks" })).toHaveAttribute(
      "href",
      `/search?userId=${id}`,
    );
    await expect(page.getByRole("link", { name: "Message" })).toHaveAttribute(
      "href",
      `/messages?to=${id}`,
    );
    // No contact details in the page or its data.
    const html = await page.content();
    expect(html).not.toMatch(/@demo\.gallery/);
    expect(html).not.toMatch(/555\d{4}|"email"|"phoneNumber"/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "profile");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("shows a member without artworks as a member of the community", async ({
    freshMember,
    signedInPage,
  }) => {
    const member = await freshMember();
    const page = await signedInPage(member.email, member.password);
    await open(page, `/profile/${member.id}`);
    await expect(page.getByText("No artworks available")).toBeVisible();
    await expect(page.getByText("This user hasn't uploaded any artworks yet.")).toBeVisible();
    await expect(
      page.getByText(/is a member of The Fair Trade Art Gallery community/),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "View all artworks" })).toHaveCount(0);
  });

  test("answers 404 'Profile Not Found' for unknown and malformed ids", async ({ page }) => {
    for (const path of ["/profile/00000000-0000-4000-8000-000000000000", "/profile/not-an-id"]) {
      const response = await open(page, path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    }
  });
});

test.describe("featured artists, sitemap and robots", () => {
  test("lists featured artists in the navigation, each linking to a profile", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Featured" }).click();
    const menu = page.getByRole("menu");
    // The artists arrive after the menu opens; Featured Gallery is there from the start.
    await expect(menu.locator('a[href^="/profile/"]').first()).toBeVisible();
    const links = await menu
      .getByRole("menuitem")
      .evaluateAll((items) => items.map((i) => i.getAttribute("href")));
    const profiles = links.filter((href) => href?.startsWith("/profile/"));
    expect(profiles.length).toBeGreaterThan(0);
    expect(profiles.length).toBeLessThanOrEqual(10);
  });

  test("serves a sitemap of public pages and a robots.txt that keeps private areas out", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/artwork\/[0-9a-f-]{36}<\/loc><lastmod>/);
    expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/profile\/[0-9a-f-]{36}<\/loc>/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin/");
    expect(robots).toContain("Disallow: /profile$");
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });
});
