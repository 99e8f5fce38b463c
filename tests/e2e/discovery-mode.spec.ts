import type { Response } from "@playwright/test";
import type { DiscoveryPage } from "~/features/curation";
import {
  test as base,
  expect,
  type Page,
  seriousA11yViolations,
  waitForHydration,
} from "./fixtures";

/*
 * Stars are spent once per member, work and day, so each journey looks through the
 * eyes of a member of its own: what one journey spends never changes another's. The
 * journeys about stars watch an artwork of their own, whose artist they can ask.
 */
const test = base.extend<{ viewerPage: Page }>({
  viewerPage: async ({ freshMember, signedInPage }, use) => {
    const viewer = await freshMember();
    await use(await signedInPage(viewer.email, viewer.password));
  },
});

const PHONE = { width: 390, height: 844 };
/** The server's STAR_DWELL_MS, measured by the server's clock. */
const DWELL_MS = 1_000;

const START = "button[data-start='manual']";
const dialog = (page: Page) => page.getByRole("dialog", { name: "Discovery Mode" });
const stage = (page: Page) => page.locator("[role='dialog']");
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
  await expect(dialog(page)).toBeVisible();
  await settled(page, 0);
}

/** Waits until the slide at `index` is the one on screen. */
async function settled(page: Page, index: number) {
  await expect(page.locator(`[role='dialog'][data-index='${index}'][data-ready]`)).toBeVisible();
}

/** How many slides the member's order has, from the position line ('1 of 57'). */
async function slideCount(page: Page) {
  const [, total] = (await position(page))?.match(/^\d+ of (\d+)/) ?? [];
  return Number(total);
}

/** The member's order today, read page by page the way the slideshow reads it. */
async function orderToday(page: Page, pages = Number.POSITIVE_INFINITY) {
  const visit = new Date().toISOString();
  const slides: DiscoveryPage["slides"] = [];
  for (let read = 0; read < pages; read += 1) {
    const answer = await page.request.get(
      `/api/discovery/artworks?offset=${slides.length}&limit=24&visit=${visit}`,
    );
    const found = (await answer.json()) as DiscoveryPage;
    slides.push(...found.slides);
    if (found.slides.length === 0 || slides.length >= found.total) break;
  }
  return slides;
}

/** Where the artwork `id` is in the member's order today. */
async function placeOf(page: Page, id: string) {
  const at = (await orderToday(page)).findIndex((slide) => slide.id === id);
  expect(at, "the artwork is in the member's order").toBeGreaterThanOrEqual(0);
  return at;
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
  await expect(label).toBeVisible();
  const value = await label.locator("xpath=following-sibling::*[1]").textContent();
  return Number(value?.replace(/,/g, ""));
}

/** A request of the slideshow's to `address` about the artwork `id`. */
const about = (address: string, id: string) => (response: Response) =>
  response.url().endsWith(address) &&
  new URLSearchParams(response.request().postData() ?? "").get("artworkId") === id;

/**
 * Waits until the server recorded that the artwork is on screen (`recorded`, the answer
 * to the slideshow's view request) and its dwell has passed since. The dwell is a rule of
 * the server's own clock, which no test clock moves: real time has to pass.
 */
async function dwellOn(recorded: Promise<Response>) {
  expect((await recorded).ok()).toBe(true);
  const since = Date.now();
  await expect.poll(() => Date.now() - since, { intervals: [100] }).toBeGreaterThan(DWELL_MS);
}

/**
 * Moves by key off the artwork `id` and waits for the server's answer to the star
 * request (the page sends it on its own and never reads the answer, so only its
 * status is there to see).
 */
async function moveOff(page: Page, id: string, key: "ArrowRight" | "ArrowLeft") {
  const [response] = await Promise.all([
    page.waitForResponse(about("/api/discovery/stars", id)),
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
async function swipe(page: Page, direction: "left" | "right") {
  const cdp = await page.context().newCDPSession(page);
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

test.describe("Discovery Mode", () => {
  test("offers both modes, the interval and the QR option, and passes axe on the start screen and in the slideshow", async ({
    viewerPage: page,
  }) => {
    await openStart(page);
    await expect(page.getByRole("heading", { level: 1, name: "Discovery Mode" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Auto Slideshow" })).toBeVisible();
    const interval = page.getByLabel("Seconds per artwork");
    await expect(interval).toHaveValue("5");
    // Out of range is clamped to 1–60 when the field is left.
    await interval.fill("90");
    await interval.blur();
    await expect(interval).toHaveValue("60");
    await expect(page.getByLabel("Show QR codes on artworks")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await enter(page, "manual");
    // Focus moved into the slideshow, onto a real button.
    await expect(stage(page).locator("button:focus")).toHaveCount(1);
    const title = await overlayTitle(page);
    await expect(page.getByTestId("slide-image").locator("img")).toHaveAttribute(
      "alt",
      new RegExp(`^${title?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} by .+`),
    );
    await expect(stage(page).locator("[aria-live='polite']")).toContainText(title ?? "");
    // The picture is the large variant, laid out whole inside the window.
    await expect(page.getByTestId("slide-image").locator("img")).toHaveAttribute(
      "src",
      /\/large\.webp$/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("moves with the arrow keys and the buttons, and wraps at both ends", async ({
    viewerPage: page,
  }) => {
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
  });

  test("leaves with Escape for the page the member came from, and with the close control", async ({
    viewerPage: page,
  }) => {
    await page.goto("/search");
    await waitForHydration(page);
    await page.getByRole("button", { name: "For Artists and Curators" }).click();
    await page.getByRole("menuitem", { name: "Discovery Mode" }).click();
    await page.waitForURL("**/discovery-mode");
    await waitForHydration(page, START);
    await enter(page, "manual");
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/search");
    await expect(dialog(page)).toHaveCount(0);

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
    await expect(dialog(page)).toHaveCount(0);
  });

  test("opens the artwork's page when the picture is clicked", async ({ viewerPage: page }) => {
    await openStart(page);
    await enter(page, "manual");
    const id = await shownId(page);
    await page.getByTestId("slide-image").click();
    await page.waitForURL(`**/artwork/${id}`);
  });

  test("advances by itself at a one-second interval, pauses over the controls, and spends no star", async ({
    viewerPage: page,
    freshArtwork,
    signedInPage,
  }) => {
    const work = await freshArtwork();
    const owner = await signedInPage(work.artist.email, work.artist.password);
    const before = await promotionStars(owner);
    expect(before).toBeGreaterThan(0);

    const stars = countStarRequests(page);
    // The page's timers run on a clock the journey can also move forward; until it does,
    // the clock keeps real time.
    await page.clock.install();
    await openStart(page);
    const at = await placeOf(page, work.id);

    const interval = page.getByLabel("Seconds per artwork");
    await interval.fill("1");
    await interval.blur();
    await page.getByRole("button", { name: MODE_BUTTON.auto }).click();
    // Not "still on the first slide": on a busy machine a second may pass before it is read.
    await expect(dialog(page)).toBeVisible();
    // Real time: each slide stays longer than a star's dwell by the server's clock too, so
    // only the rule (the timer's moves spend nothing) keeps the stars of the work passed.
    await reached(page, Math.max(2, at + 1));

    // The pointer over the controls holds the slideshow, and says so.
    await page.getByRole("button", { name: "Exit Discovery Mode" }).hover();
    await expect(page.getByTestId("slide-position").getByText(/Paused/)).toBeVisible();
    const held = await stage(page).getAttribute("data-index");
    await page.clock.runFor(2_500);
    await expect(stage(page)).toHaveAttribute("data-index", held!);
    await page.mouse.move(640, 450);
    await reached(page, Number(held) + 1);

    // The timer's moves are not announced, and never spend a star.
    await expect(stage(page).locator("[aria-live='polite']")).toHaveCount(0);
    expect(stars.count).toBe(0);
    expect(await promotionStars(owner)).toBe(before);
  });

  test("spends one of the owner's stars for a manual move off a work, once a day", async ({
    viewerPage: page,
    freshArtwork,
    signedInPage,
  }) => {
    const work = await freshArtwork();
    const owner = await signedInPage(work.artist.email, work.artist.password);
    const before = await promotionStars(owner);
    expect(before).toBeGreaterThan(0);

    await openStart(page);
    const at = await placeOf(page, work.id);
    const shown = page.waitForResponse(about("/api/discovery/views", work.id));
    await enter(page, "manual");
    for (let i = 1; i <= at; i += 1) {
      await page.keyboard.press("ArrowRight");
      await settled(page, i);
    }
    expect(await shownId(page)).toBe(work.id);
    await dwellOn(shown);
    expect(await moveOff(page, work.id, "ArrowRight")).toBe(200);
    await settled(page, at + 1);
    expect(await promotionStars(owner)).toBe(before - 1);

    // Back to the same work and off it again the same day: no second star.
    const shownAgain = page.waitForResponse(about("/api/discovery/views", work.id));
    await page.keyboard.press("ArrowLeft");
    await settled(page, at);
    await dwellOn(shownAgain);
    expect(await moveOff(page, work.id, "ArrowRight")).toBe(200);
    await settled(page, at + 1);
    expect(await promotionStars(owner)).toBe(before - 1);
  });

  test("shows the work's QR code lower right when asked for", async ({ viewerPage: page }) => {
    await openStart(page);
    // Where the first work with a QR code is in the member's order (the same order the page shows).
    const order = await orderToday(page, 1);
    const at = order.findIndex((slide) => slide.hasQrCode);
    expect(at, "a work in the first page has a QR code").toBeGreaterThanOrEqual(0);

    await page.getByLabel("Show QR codes on artworks").check();
    await enter(page, "manual");
    for (let i = 1; i <= at; i += 1) {
      await page.keyboard.press("ArrowRight");
      await settled(page, i);
    }
    const slide = order[at];
    expect(await shownId(page)).toBe(slide?.id);
    const qr = page.getByTestId("slide-qr");
    await expect(qr).toHaveAttribute("alt", `QR code for ${slide?.title}`);
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = (await qr.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  });

  test("carries on windowed with a toast when full screen is refused", async ({
    viewerPage: page,
  }) => {
    await page.context().addInitScript(() => {
      Element.prototype.requestFullscreen = () => Promise.reject(new Error("refused"));
    });
    await openStart(page);
    await enter(page, "manual");
    await expect(
      page.getByText(
        "Failed to enter fullscreen. You can still use Discovery Mode in windowed mode.",
      ),
    ).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await settled(page, 1);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });

    test("fits a phone: the overlay and controls are on screen and a swipe moves", async ({
      viewerPage: page,
    }) => {
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

      await swipe(page, "left");
      await settled(page, 1);
      expect(await shownId(page)).not.toBe(first);
      await swipe(page, "right");
      await settled(page, 0);
      expect(await shownId(page)).toBe(first);
      // A swipe is not a click: the page stayed.
      await expect(page).toHaveURL((url) => url.pathname === "/discovery-mode");
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});
