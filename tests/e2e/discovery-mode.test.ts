import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DiscoveryPage } from "~/features/curation";
import { DEMO_ARTIST_ACCOUNTS } from "~/features/demo";
import { DEMO_MEMBER, seriousA11yViolations, setUpBrowser, waitForHydration } from "./browser";

const browser = setUpBrowser();

/*
 * Stars are spent once per member, work and day, so each journey that moves by
 * hand uses a member of its own: what one journey spends never changes another's.
 */
const STAR_MEMBER = DEMO_MEMBER;
const WRAP_MEMBER = "elena.ruiz@demo.gallery";
const AUTO_MEMBER = "priya.natarajan@demo.gallery";
const PHONE_MEMBER = "curator@demo.gallery";
const PHONE = { width: 390, height: 844 };
/** Longer than the server's STAR_DWELL_MS, measured by the server's clock. */
const DWELL_MS = 1_200;

const START = "button[data-start='manual']";
const dialog = (page: Page) => page.getByRole("dialog", { name: "Discovery Mode" });
const shownId = (page: Page) => page.getByTestId("slide-image").getAttribute("data-artwork-id");
const position = (page: Page) => page.getByTestId("slide-position").textContent();
const overlayTitle = (page: Page) => page.getByTestId("slide-overlay").locator("h2").textContent();

async function openStart(page: Page) {
  const response = await page.goto("/discovery-mode");
  expect(response?.status()).toBe(200);
  await waitForHydration(page, START);
}

const MODE_BUTTON = { manual: "Manual Navigation", auto: "Auto Slideshow" } as const;

/** Clicks a mode button and waits for the first slide to show. */
async function enter(page: Page, mode: "manual" | "auto") {
  // By role: while React holds the streamed buttons back (in a hidden element) to reveal
  // them together, the page has two of each, and only the shown one is in the accessibility tree.
  await page.getByRole("button", { name: MODE_BUTTON[mode] }).click();
  await dialog(page).waitFor();
  await settled(page, 0);
}

/** Waits until the slide at `index` is the one on screen. */
async function settled(page: Page, index: number) {
  await page.locator(`[role='dialog'][data-index='${index}'][data-ready]`).waitFor();
}

/** How many slides the member's order has, from the position line ('1 of 57'). */
async function slideCount(page: Page) {
  const [, total] = (await position(page))?.match(/^\d+ of (\d+)/) ?? [];
  return Number(total);
}

/** The first slide of the member's order today, read the way the slideshow reads it. */
async function firstSlide(page: Page) {
  const visit = new Date().toISOString();
  const answer = await page.request.get(`/api/discovery/artworks?offset=0&limit=1&visit=${visit}`);
  const [slide] = ((await answer.json()) as DiscoveryPage).slides;
  if (!slide) throw new Error("The member's order is empty");
  return slide;
}

/** The demo artist who owns a work, by the artist name it carries. */
function ownerOf(slide: { artistName: string }) {
  const owner = DEMO_ARTIST_ACCOUNTS.find((artist) => artist.names.includes(slide.artistName));
  if (!owner) throw new Error(`No demo artist for "${slide.artistName}"`);
  return owner.email;
}

/** Waits until the slideshow has moved by itself to `index` or beyond. */
async function reached(page: Page, index: number) {
  await page.waitForFunction(
    (at) => Number(document.querySelector("[role='dialog']")?.getAttribute("data-index")) >= at,
    index,
  );
}

/** The owner's Promotion Stars, read from their dashboard as they would. */
async function promotionStars(page: Page) {
  await page.goto("/artist/dashboard");
  // Within the region, found by role: while React holds the streamed figures back to
  // reveal them together, a hidden copy of them is on the page too.
  const label = page
    .getByRole("region", { name: "Your figures" })
    .getByText("Promotion Stars", { exact: true });
  await label.waitFor();
  const value = await label.locator("xpath=following-sibling::*[1]").textContent();
  return Number(value?.replace(/,/g, ""));
}

/**
 * Moves by key and waits for the star address to answer (the page sends it on
 * its own and never reads the answer, so only its status is there to see).
 */
async function moveAndSpend(page: Page, key: "ArrowRight" | "ArrowLeft") {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/discovery/stars")),
    page.keyboard.press(key),
  ]);
  return response.status();
}

function countStarRequests(page: Page) {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.url().includes("/api/discovery/stars")) seen.count += 1;
  });
  return seen;
}

/** A touch swipe across the middle of the screen, through the DevTools protocol's touch input. */
async function swipe(context: BrowserContext, page: Page, direction: "left" | "right") {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  const y = PHONE.height / 2;
  const [from, to] = direction === "left" ? [320, 60] : [60, 320];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step += 1) {
    const x = from + ((to - from) * step) / 6;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

describe("Discovery Mode", () => {
  it("offers both modes, the interval and the QR option, and passes axe on the start screen and in the slideshow", async () => {
    const { context, page } = await browser.signedInPage(WRAP_MEMBER);
    await openStart(page);
    await page.getByRole("heading", { level: 1, name: "Discovery Mode" }).waitFor();
    await page.getByRole("button", { name: "Auto Slideshow" }).waitFor();
    const interval = page.getByLabel("Seconds per artwork");
    expect(await interval.inputValue()).toBe("5");
    // Out of range is clamped to 1–60 when the field is left.
    await interval.fill("90");
    await interval.blur();
    expect(await interval.inputValue()).toBe("60");
    await page.getByLabel("Show QR codes on artworks").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await enter(page, "manual");
    // Focus moved into the slideshow, onto a real button.
    expect(
      await page.evaluate(
        () =>
          !!document.activeElement?.closest("[role='dialog']") && document.activeElement?.tagName,
      ),
    ).toBe("BUTTON");
    const title = await overlayTitle(page);
    expect(await page.getByTestId("slide-image").locator("img").getAttribute("alt")).toMatch(
      new RegExp(`^${title?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} by .+`),
    );
    expect(await page.locator("[role='dialog'] [aria-live='polite']").textContent()).toContain(
      title,
    );
    // The picture is the large variant, laid out whole inside the window.
    expect(await page.getByTestId("slide-image").locator("img").getAttribute("src")).toMatch(
      /\/large\.webp$/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("moves with the arrow keys and the buttons, and wraps at both ends", async () => {
    const { context, page } = await browser.signedInPage(WRAP_MEMBER);
    await openStart(page);
    await enter(page, "manual");
    const first = await shownId(page);
    const total = await slideCount(page);
    expect(total).toBeGreaterThan(8);
    expect(await position(page)).toBe(`1 of ${total}`);

    await page.keyboard.press("ArrowRight");
    await settled(page, 1);
    const second = await shownId(page);
    expect(second).not.toBe(first);
    await page.keyboard.press("ArrowLeft");
    await settled(page, 0);
    expect(await shownId(page)).toBe(first);

    // Previous on the first shows the last (its page is read on the way).
    await page.keyboard.press("ArrowLeft");
    await settled(page, total - 1);
    expect(await position(page)).toBe(`${total} of ${total}`);
    const last = await shownId(page);
    expect([first, second]).not.toContain(last);
    // Next on the last shows the first again.
    await page.getByRole("button", { name: "Next artwork" }).click();
    await settled(page, 0);
    expect(await shownId(page)).toBe(first);
    await page.getByRole("button", { name: "Previous artwork" }).click();
    await settled(page, total - 1);
    expect(await shownId(page)).toBe(last);
    await context.close();
  });

  it("leaves with Escape for the page the member came from, and with the close control", async () => {
    const { context, page } = await browser.signedInPage(WRAP_MEMBER);
    await page.goto("/search");
    await waitForHydration(page);
    await page.getByRole("button", { name: "For Artists and Curators" }).click();
    await page.getByRole("menuitem", { name: "Discovery Mode" }).click();
    await page.waitForURL("**/discovery-mode");
    await waitForHydration(page, START);
    await enter(page, "manual");
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/search");
    await dialog(page).waitFor({ state: "detached" });

    // Opened directly there is no earlier page of the gallery: the close control goes home.
    await openStart(page);
    await enter(page, "auto");
    await page.getByRole("button", { name: "Exit Discovery Mode" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // In real full screen Escape goes to the browser, which leaves full screen: the slideshow ends too.
    await openStart(page);
    await enter(page, "manual");
    // The browser grants full screen a moment after the slideshow shows.
    await page.waitForFunction(() => document.fullscreenElement !== null, undefined, {
      timeout: 5_000,
    });
    await page.evaluate(() => document.exitFullscreen());
    await page.waitForURL((url) => url.pathname === "/");
    await dialog(page).waitFor({ state: "detached" });
    await context.close();
  });

  it("opens the artwork's page when the picture is clicked", async () => {
    const { context, page } = await browser.signedInPage(WRAP_MEMBER);
    await openStart(page);
    await enter(page, "manual");
    const id = await shownId(page);
    await page.getByTestId("slide-image").click();
    await page.waitForURL(`**/artwork/${id}`);
    await context.close();
  });

  it("advances by itself at a one-second interval, pauses over the controls, and spends no star", async () => {
    const { context, page } = await browser.signedInPage(AUTO_MEMBER);
    const stars = countStarRequests(page);
    await openStart(page);
    const first = await firstSlide(page);
    const ownerPage = await browser.signedInPage(ownerOf(first));
    const before = await promotionStars(ownerPage.page);

    const interval = page.getByLabel("Seconds per artwork");
    await interval.fill("1");
    await interval.blur();
    await page.getByRole("button", { name: MODE_BUTTON.auto }).click();
    await dialog(page).waitFor();
    expect(await page.locator("[role='dialog']").getAttribute("data-index")).toBe("0");
    // Real time, not a test clock: each slide stays longer than a star's dwell by the
    // server's clock too, so only the rule (the timer's moves spend nothing) keeps the stars.
    await reached(page, 2);

    // The pointer over the controls holds the slideshow, and says so.
    await page.getByRole("button", { name: "Exit Discovery Mode" }).hover();
    await page
      .getByTestId("slide-position")
      .getByText(/Paused/)
      .waitFor();
    const held = await page.locator("[role='dialog']").getAttribute("data-index");
    await page.waitForTimeout(2_500);
    expect(await page.locator("[role='dialog']").getAttribute("data-index")).toBe(held);
    await page.mouse.move(640, 450);
    await reached(page, Number(held) + 1);

    // The timer's moves are not announced, and never spend a star.
    expect(await page.locator("[role='dialog'] [aria-live='polite']").count()).toBe(0);
    expect(stars.count).toBe(0);
    expect(await promotionStars(ownerPage.page)).toBe(before);
    await ownerPage.context.close();
    await context.close();
  });

  it("spends one of the owner's stars for a manual move off a work, once a day", async () => {
    const { context, page } = await browser.signedInPage(STAR_MEMBER);
    await openStart(page);
    const first = await firstSlide(page);
    const ownerPage = await browser.signedInPage(ownerOf(first));
    const before = await promotionStars(ownerPage.page);
    expect(before).toBeGreaterThan(0);

    await enter(page, "manual");
    expect(await shownId(page)).toBe(first.id);
    await page.waitForTimeout(DWELL_MS);
    expect(await moveAndSpend(page, "ArrowRight")).toBe(200);
    await settled(page, 1);
    expect(await promotionStars(ownerPage.page)).toBe(before - 1);

    // Back to the same work and off it again the same day: no second star.
    await page.keyboard.press("ArrowLeft");
    await settled(page, 0);
    await page.waitForTimeout(DWELL_MS);
    expect(await moveAndSpend(page, "ArrowRight")).toBe(200);
    await settled(page, 1);
    expect(await promotionStars(ownerPage.page)).toBe(before - 1);
    await ownerPage.context.close();
    await context.close();
  });

  it("shows the work's QR code lower right when asked for", async () => {
    const { context, page } = await browser.signedInPage(WRAP_MEMBER);
    await openStart(page);
    // Where the first work with a QR code is in the member's order (the same order the page shows).
    const visit = new Date().toISOString();
    const answer = await page.request.get(
      `/api/discovery/artworks?offset=0&limit=24&visit=${visit}`,
    );
    const order = (await answer.json()) as DiscoveryPage;
    const at = order.slides.findIndex((slide) => slide.hasQrCode);
    expect(at, "a demo work in the first page has a QR code").toBeGreaterThanOrEqual(0);

    await page.getByLabel("Show QR codes on artworks").check();
    await enter(page, "manual");
    for (let i = 1; i <= at; i += 1) {
      await page.keyboard.press("ArrowRight");
      await settled(page, i);
    }
    const slide = order.slides[at];
    expect(await shownId(page)).toBe(slide?.id);
    const qr = page.getByTestId("slide-qr");
    await qr.waitFor();
    expect(await qr.getAttribute("alt")).toBe(`QR code for ${slide?.title}`);
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = (await qr.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await context.close();
  });

  it("carries on windowed with a toast when full screen is refused", async () => {
    const { context, page } = await browser.signedInPage(WRAP_MEMBER);
    await context.addInitScript(() => {
      Element.prototype.requestFullscreen = () => Promise.reject(new Error("refused"));
    });
    await openStart(page);
    await enter(page, "manual");
    await page
      .getByText("Failed to enter fullscreen. You can still use Discovery Mode in windowed mode.")
      .waitFor();
    await page.keyboard.press("ArrowRight");
    await settled(page, 1);
    await context.close();
  });

  it("fits a phone: the overlay and controls are on screen and a swipe moves", async () => {
    const { context, page } = await browser.signedInPage(PHONE_MEMBER, { viewport: PHONE });
    await openStart(page);
    await enter(page, "manual");
    const first = await shownId(page);
    for (const name of ["Previous artwork", "Next artwork", "Exit Discovery Mode"]) {
      const box = (await page.getByRole("button", { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    const overlay = (await page.getByTestId("slide-overlay").boundingBox())!;
    expect(overlay.y + overlay.height).toBeLessThanOrEqual(PHONE.height + 0.5);
    expect(overlay.width).toBeLessThanOrEqual(PHONE.width);

    await swipe(context, page, "left");
    await settled(page, 1);
    expect(await shownId(page)).not.toBe(first);
    await swipe(context, page, "right");
    await settled(page, 0);
    expect(await shownId(page)).toBe(first);
    // A swipe is not a click: the page stayed.
    expect(new URL(page.url()).pathname).toBe("/discovery-mode");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
