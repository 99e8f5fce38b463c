import type { Locator, Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  baseURL,
  DEMO_MEMBER,
  seriousA11yViolations,
  setUpBrowser,
  waitForHydration,
} from "./browser";

/** An artist on the Artist plan (tier 2), so may comment (see app/features/demo). */
const DEMO_ARTIST = "artist@demo.gallery";
const DEMO_ARTIST_NAME = "Maya Robinson";

const browser = setUpBrowser();
let artworkPaths: string[] = [];

beforeAll(async () => {
  // The home page's featured grid and the search results link to available artworks.
  const context = await browser.newContext();
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

const presenter = (page: Page) =>
  page
    .getByText(/^Presented by/)
    .locator("a")
    .first()
    .textContent();

describe("artwork page", () => {
  it("lets a member save an artwork and join the conversation", async () => {
    expect(artworkPaths.length).toBeGreaterThan(0);
    const { context, page } = await browser.signedInPage(DEMO_ARTIST);
    // Someone else's work, with more than one picture.
    const path = await findArtwork(
      page,
      async (p) =>
        (await presenter(p)) !== DEMO_ARTIST_NAME &&
        (await p.getByRole("button", { name: "Next image" }).count()) > 0,
    );

    await page.getByText("Shipping").waitFor();
    await page.getByText(/miles? away|zip codes/).waitFor();

    // The gallery wraps around with the arrows and the arrow keys.
    const counter = page.getByText(/^Image \d+ of \d+$/);
    const total = Number((await counter.textContent())?.match(/of (\d+)/)?.[1]);
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(counter.textContent()).resolves.toBe(`Image ${total} of ${total}`);
    await page.getByRole("region", { name: /^Images of/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter.textContent()).resolves.toBe(`Image 1 of ${total}`);
    await page.getByRole("button", { name: `Show image 2 of ${total}` }).click();
    await expect(counter.textContent()).resolves.toBe(`Image 2 of ${total}`);

    // Save (unsaving first if an earlier run saved it), and it stays saved.
    const saved = page.getByRole("button", { name: "Saved" });
    // The heart flips at once; the next step waits for the server to have recorded it.
    const favoriteRecorded = () =>
      page.waitForResponse(
        (response) =>
          response.url().includes("/api/favorites") && response.request().method() === "POST",
      );
    if (await saved.count()) {
      const unsaved = favoriteRecorded();
      await saved.click();
      await page.getByRole("button", { name: "Save", exact: true }).waitFor();
      await unsaved;
    }
    const recorded = favoriteRecorded();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved.waitFor();
    expect((await recorded).ok()).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Saved" }).waitFor();

    // Comment: posted, shown first with today's date, and still there after a reload.
    const text = `The colours are wonderful in person ${Date.now()}`;
    await page.getByLabel("Add a comment").fill(`  ${text}  `);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await page.getByText("Comment posted successfully").waitFor();
    const first = page.locator("section[aria-labelledby=comments-heading] ol > li").first();
    await expect(first.textContent()).resolves.toContain(text);
    // Dates show in the gallery's time zone (GALLERY_TZ, America/New_York by default), so
    // between midnight UTC and midnight in New York "today" is still yesterday's UTC date.
    const today = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "America/New_York",
    }).format(new Date());
    await expect(first.textContent()).resolves.toContain(today);
    await expect(page.getByLabel("Add a comment").inputValue()).resolves.toBe("");
    await page.goto(path);
    // The comments stream in: React keeps a hidden copy of them until it shows them.
    await page.getByText(text).filter({ visible: true }).waitFor();

    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("sends a visitor who clicks Purchase to sign in, with the spec's toast", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const path = await findArtwork(
      page,
      async (p) => (await p.getByRole("link", { name: "Purchase" }).count()) > 0,
    );
    await page.getByText("Sign in to join the conversation").waitFor();
    await page.getByRole("link", { name: "Purchase" }).click();
    await page.getByText("Please sign in to purchase artwork").waitFor();
    await page.waitForURL((url) => url.pathname === "/login");
    const back = new URL(page.url()).searchParams.get("redirectTo");
    expect(back).toBe(`/checkout/${path.split("/").pop()}?type=purchase`);
    await context.close();
  });

  it("sends a visitor who clicks Save to sign in with the toast, and back to the page", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const path = artworkPaths[0] ?? "";
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
    await page.getByText("Please sign in to save artworks to your favorites").waitFor();
    await waitForHydration(page);
    await page.locator('input[name="email"]').fill(DEMO_MEMBER);
    await page.locator('input[name="password"]').fill("gallery-demo-2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole("button", { name: /^Saved?$/ }).waitFor();
    await context.close();
  });

  it("sends a visitor who taps a card's heart to sign in, and back to the results", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/search?sort=newest");
    await waitForHydration(page);
    await page
      .getByRole("button", { name: /^Save .* to favorites$/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/search?sort=newest");
    await page.getByText("Please sign in to save artworks to your favorites").waitFor();
    await context.close();
  });

  it("keeps the page when a favourite cannot be saved: the heart flips back and the toast says so", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
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
        await toast.waitFor();
        expect(await button.getAttribute("aria-pressed")).toBe(before);
        expect(await page.getByText("Something went wrong").count()).toBe(0);
        await page.getByRole("button", { name: "Close notification" }).first().click();
        await toast.waitFor({ state: "detached" });
        await page.unrouteAll();
      }
    };

    await page.goto(artworkPaths[0] ?? "/");
    await waitForHydration(page);
    await pressFailing(page.getByRole("button", { name: /^Saved?$/ }));
    await page.getByRole("heading", { level: 1 }).waitFor();

    await page.goto("/search?sort=newest");
    await waitForHydration(page);
    await pressFailing(page.getByRole("button", { name: / to favorites$/ }).first());
    expect(await page.locator("article").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("tells a member who comments too quickly to wait, keeping what they posted", async () => {
    // A curator on the Artist plan, who has not commented in this journey yet.
    const { context, page } = await browser.signedInPage("curator@demo.gallery");
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
        headers: { Origin: baseURL() },
      });
      expect(response.status()).toBe(200);
    }
    await box.fill("Quick note 30");
    await post.click();
    // A busy machine can take more than the default second to answer a post.
    await expect.poll(() => box.inputValue(), { timeout: 10_000 }).toBe("");
    await box.fill("One too many");
    await post.click();
    await page
      .getByText("You're posting comments very quickly. Please wait a minute and try again.")
      .waitFor();
    expect(await box.inputValue()).toBe("One too many");
    await list.first().getByText("Quick note 30").waitFor();
    await context.close();
  });

  it("copies the page's link when sharing", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const path = artworkPaths[0] as string;
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByText("Link copied to clipboard").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(path);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("asks a member on Free Tier to upgrade before commenting", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    await page.goto(artworkPaths[0] as string);
    await page.getByText("Upgrade your subscription to join the conversation").waitFor();
    expect(await page.getByLabel("Add a comment").count()).toBe(0);
    await context.close();
  });

  it("answers 'Artwork Not Found' with status 404 for unknown and malformed ids", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ["/artwork/00000000-0000-4000-8000-000000000000", "/artwork/nope"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "Artwork Not Found" }).waitFor();
      expect(
        await page
          .getByRole("main")
          .getByRole("link", { name: "Browse Artwork" })
          .getAttribute("href"),
      ).toBe("/search");
    }
    await context.close();
  });

  it("tells search engines what the artwork is", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
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
    await context.close();
  });
});
