import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DEMO_MEMBER,
  type newContext,
  seriousA11yViolations,
  setUpBrowser,
  waitForHydration,
} from "./browser";

const browser = setUpBrowser();

/**
 * Opens `path` as most visitors see it, in motion, unless `reducedMotion` says otherwise.
 * With `clock`, the page's timers run on a clock the test can move forward.
 */
async function openPage(
  path: string,
  { clock = false, ...options }: Parameters<typeof newContext>[1] & { clock?: boolean } = {},
) {
  const context = await browser.newContext({ reducedMotion: "no-preference", ...options });
  if (clock) await context.clock.install();
  const page = await context.newPage();
  const response = await page.goto(path);
  await waitForHydration(page);
  return { context, page, response };
}

/** Waits for running CSS transitions (dialogs, toasts fading in) to finish. */
async function waitForTransitions(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect === null),
  );
}

async function heroIndex(page: Page) {
  return Number(await page.locator("[data-hero-index]").getAttribute("data-hero-index"));
}

async function featuredArtistId(page: Page) {
  const response = await page.request.get("/api/featured-artists");
  const { artists } = (await response.json()) as { artists: { id: string }[] };
  expect(artists.length).toBeGreaterThan(0);
  return artists[0]!.id;
}

describe("home", () => {
  it("shows six featured artworks linking to their pages, and links to browse", async () => {
    const { context, page, response } = await openPage("/");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("The Fair Trade Art Gallery");

    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: "Featured Artwork" }),
    });
    const cards = featured.getByRole("article");
    expect(await cards.count()).toBe(6);
    for (const href of await cards.evaluateAll((articles) =>
      articles.map((a) => a.querySelector("a[href^='/artwork/']")?.getAttribute("href") ?? ""),
    )) {
      expect(href).toMatch(/^\/artwork\/[0-9a-f-]{36}$/);
    }
    expect(await featured.getByRole("link", { name: "View all" }).getAttribute("href")).toBe(
      "/search",
    );
    const hero = page.locator("[data-hero-index]");
    expect(await hero.getByRole("link", { name: "Browse Artwork" }).getAttribute("href")).toBe(
      "/search",
    );
    for (const heading of ["How It Works", "Are You an Artist?", "Discover Art", "Buy or Lease"]) {
      await page.getByRole("heading", { name: heading }).waitFor();
    }
    expect(await page.getByText("Zero barrier to entry for emerging artists").count()).toBe(1);
    expect(await page.locator("figure blockquote").count()).toBe(2);
    expect(await page.getByRole("link", { name: "Start Exploring" }).getAttribute("href")).toBe(
      "/search",
    );

    // Link previews: absolute Open Graph image and canonical URL.
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/.+\/large\.webp$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/$/,
    );
    await context.close();
  });

  it("asks for the first hero picture alone until the page has loaded, then the others", async () => {
    // Held still, so that no turn of the rotation asks for a picture.
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    // Image requests, and the moment the page's load event fired, in order.
    const events: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") events.push(new URL(request.url()).pathname);
    });
    page.on("load", () => events.push("load"));
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    // The server's page: one hero picture with an address; no featured card's picture eager.
    const heroMarkup = html.slice(html.indexOf("data-hero-index"), html.indexOf('id="hero-title"'));
    expect([...heroMarkup.matchAll(/<img [^>]*src="/g)].length).toBe(1);
    const featured = html.slice(html.indexOf('id="featured-title"'));
    expect(featured).toContain("<img ");
    expect(featured).not.toContain('loading="eager"');

    await waitForHydration(page);
    const pictures = page.locator("[data-hero-index] img");
    await expect
      .poll(() =>
        pictures.evaluateAll(
          (images) => images.filter((image) => image.hasAttribute("src")).length,
        ),
      )
      .toBe(4);
    const sources = await pictures.evaluateAll((images) =>
      images.map((image) => new URL((image as HTMLImageElement).src).pathname),
    );
    await expect.poll(() => sources.every((source) => events.includes(source))).toBe(true);
    const loadedAt = events.indexOf("load");
    expect(events.indexOf(sources[0]!)).toBeLessThan(loadedAt);
    for (const later of sources.slice(1)) expect(events.indexOf(later)).toBeGreaterThan(loadedAt);
    await context.close();
  });

  it("rotates the hero picture every five seconds, wrapping around", async () => {
    const { context, page } = await openPage("/", { clock: true });
    const hero = page.locator("[data-hero-index]");
    expect(await hero.getAttribute("data-hero-count")).toBe("4");
    expect(await heroIndex(page)).toBe(0);
    await page.clock.runFor(5_100);
    await expect.poll(() => heroIndex(page)).toBe(1);
    // Picking the last picture, the next tick wraps to the first.
    await page.getByRole("button", { name: /^Show picture 4 of 4/ }).click();
    expect(await heroIndex(page)).toBe(3);
    await page.clock.runFor(5_100);
    await expect.poll(() => heroIndex(page)).toBe(0);
    // Pausing holds the picture still.
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    expect(await hero.getAttribute("data-hero-playing")).toBe("false");
    await context.close();
  });

  it("holds the hero still for visitors who prefer reduced motion", async () => {
    const { context, page } = await openPage("/", { reducedMotion: "reduce", clock: true });
    await page.waitForFunction(
      () =>
        document.querySelector("[data-hero-index]")?.getAttribute("data-hero-playing") === "false",
    );
    await page.clock.runFor(11_000);
    expect(await heroIndex(page)).toBe(0);
    await context.close();
  });

  it("has no serious accessibility violations", async () => {
    const { context, page } = await openPage("/");
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("fits a phone screen", async () => {
    const { context, page } = await openPage("/", { viewport: { width: 390, height: 844 } });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("plans", () => {
  it("lists the plans by price with Free, Popular and the four allowances", async () => {
    const { context, page } = await openPage("/subscribe");
    expect(await page.title()).toBe("Subscription Plans · The Fair Trade Art Gallery");
    const cards = page.getByRole("article");
    expect(await cards.locator("h2").allTextContents()).toEqual([
      "Free Tier",
      "Supporter",
      "Artist",
      "Patron",
    ]);
    const free = cards.nth(0);
    expect(await free.textContent()).toContain("Free");
    expect(await free.textContent()).toContain("Always Free");
    expect(await cards.nth(1).textContent()).toContain("$10");
    expect(await cards.nth(1).textContent()).toContain("per month");
    const patron = cards.nth(3);
    expect(await patron.getByText("Popular", { exact: true }).count()).toBe(1);
    expect(await page.getByText("Popular", { exact: true }).count()).toBe(1);
    for (const allowance of [
      "50 reveals per month",
      "50 promotion stars per month",
      "100 artwork listings",
      "10 curator spaces",
    ]) {
      expect(await patron.getByText(allowance).count()).toBe(1);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("asks a visitor to sign in before subscribing", async () => {
    const { context, page } = await openPage("/subscribe");
    await page.getByRole("button", { name: "Subscribe to Patron" }).click();
    await page.getByText("Please sign in to subscribe").waitFor();
    expect(await page.getByRole("dialog", { name: "Contact Us to Subscribe" }).count()).toBe(0);
    await context.close();
  });

  it("shows a member their plan and how to subscribe by e-mail", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    await page.goto("/subscribe");
    await waitForHydration(page);
    await page.getByText("Your current plan: Free Tier").waitFor();
    const free = page.getByRole("article", { name: "Free Tier" });
    expect(await free.getByRole("button", { name: /current plan/i }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Subscribe to Supporter" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Us to Subscribe" });
    await dialog.waitFor();
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
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });
});

describe("about", () => {
  it("shows the mission, the city and contact e-mail, and invites visitors to join", async () => {
    const { context, page } = await openPage("/about");
    await page.getByRole("heading", { name: "Our Mission" }).waitFor();
    const contact = page.locator("section", {
      has: page.getByRole("heading", { name: "Get in Touch" }),
    });
    expect(await contact.getByRole("link").first().getAttribute("href")).toMatch(/^mailto:.+@/);
    expect(await page.getByText(/gentrification/).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Join Our Community" }).getAttribute("href")).toBe(
      "/register",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("does not ask members to join", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Get in Touch" }).waitFor();
    expect(await page.getByRole("link", { name: "Join Our Community" }).count()).toBe(0);
    await context.close();
  });
});

describe("coming soon", () => {
  it("offers the way home", async () => {
    const { context, page } = await openPage("/coming-soon");
    await page.getByRole("heading", { name: "Coming Soon" }).waitFor();
    expect(await page.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    await context.close();
  });
});

describe("member profile", () => {
  it("shows the member, their artworks and a link to all of them", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/");
    const id = await featuredArtistId(page);
    const response = await page.goto(`/profile/${id}`);
    await waitForHydration(page);
    expect(response?.status()).toBe(200);
    await page.getByText("Member", { exact: true }).first().waitFor();
    const name = await page.getByRole("heading", { level: 1 }).textContent();
    expect(await page.title()).toBe(`${name} · The Fair Trade Art Gallery`);

    const works = page.locator("section", { has: page.getByRole("heading", { name: "Artworks" }) });
    const cards = works.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(12);
    expect(await works.getByRole("link", { name: "View all artworks" }).getAttribute("href")).toBe(
      `/search?userId=${id}`,
    );
    expect(await page.getByRole("link", { name: "Message" }).getAttribute("href")).toBe(
      `/messages?to=${id}`,
    );
    // No contact details in the page or its data.
    const html = await page.content();
    expect(html).not.toMatch(/@demo\.gallery/);
    expect(html).not.toMatch(/555\d{4}|"email"|"phoneNumber"/);
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("profile");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows a member without artworks as a member of the community", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    // The server-rendered page carries the signed-in viewer in its hydration data.
    await page.goto("/about");
    // (It is decoded from the streamed page, so it can come a moment after the load event.)
    const id = await (
      await page.waitForFunction(
        () =>
          // biome-ignore lint/suspicious/noExplicitAny: the router's hydration data
          (window as any).__reactRouterContext?.state?.loaderData?.root?.viewer?.id as
            | string
            | undefined,
      )
    ).jsonValue();
    await page.goto(`/profile/${id}`);
    await waitForHydration(page);
    await page.getByText("No artworks available").waitFor();
    await page.getByText("This user hasn't uploaded any artworks yet.").waitFor();
    await page.getByText(/is a member of The Fair Trade Art Gallery community/).waitFor();
    expect(await page.getByRole("link", { name: "View all artworks" }).count()).toBe(0);
    await context.close();
  });

  it("answers 404 'Profile Not Found' for unknown and malformed ids", async () => {
    for (const path of ["/profile/00000000-0000-4000-8000-000000000000", "/profile/not-an-id"]) {
      const { context, page, response } = await openPage(path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole("heading", { name: "Profile Not Found" }).waitFor();
      expect(await page.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
      await context.close();
    }
  });
});

describe("featured artists, sitemap and robots", () => {
  it("lists featured artists in the navigation, each linking to a profile", async () => {
    const { context, page } = await openPage("/");
    await page.getByRole("button", { name: "Featured" }).click();
    const menu = page.getByRole("menu");
    // The artists arrive after the menu opens; Featured Gallery is there from the start.
    await menu.locator('a[href^="/profile/"]').first().waitFor();
    const links = await menu
      .getByRole("menuitem")
      .evaluateAll((items) => items.map((i) => i.getAttribute("href")));
    const profiles = links.filter((href) => href?.startsWith("/profile/"));
    expect(profiles.length).toBeGreaterThan(0);
    expect(profiles.length).toBeLessThanOrEqual(10);
    await context.close();
  });

  it("serves a sitemap of public pages and a robots.txt that keeps private areas out", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/artwork\/[0-9a-f-]{36}<\/loc><lastmod>/);
    expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/profile\/[0-9a-f-]{36}<\/loc>/);
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin/");
    expect(robots).toContain("Disallow: /profile$");
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
    await context.close();
  });
});
