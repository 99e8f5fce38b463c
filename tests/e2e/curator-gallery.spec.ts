import { DEMO_SPACES } from "~/features/demo";
import { expect, type Page, seriousA11yViolations, test, waitForHydration } from "./fixtures";

// The demo curator's spaces, read and never changed: placing a work is not saved.
const OFFICE = DEMO_SPACES.find((space) => space.room === "office")!.id;
const LIVING_ROOM = DEMO_SPACES.find((space) => space.room === "living-room")!.id;
const IDLE = "Click and drag to place artwork";
const PLACED = "Hover over placed artwork to pause • Press ESC to remove artwork or exit";
const PAUSED = "Paused - Move cursor away to resume";

test.use({ viewport: { width: 1280, height: 800 } });

async function openGallery(page: Page, spaceId: string) {
  return page.goto(`/curator/spaces/gallery/${spaceId}`);
}

async function ready(page: Page) {
  await waitForHydration(page, "[data-testid='gallery-photo']");
  await page.getByTestId("placement-frame").waitFor({ state: "attached" });
}

const hint = (page: Page) => page.getByTestId("gallery-hint");
const placed = (page: Page) => page.getByTestId("placed-artwork");
const artworkId = (page: Page) => placed(page).getAttribute("data-artwork-id");

/** Drags a rectangle with the mouse between two points given as fractions of the photo. */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  const box = (await page.getByTestId("gallery-photo").boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 6 });
  await expect(hint(page).getByText("Release to place artwork in this area")).toBeVisible();
  await page.mouse.up();
  // Away from the frame, so nothing is hovered.
  await page.mouse.move(box.x + 4, box.y + box.height - 4);
}

async function loaded(page: Page) {
  await expect(placed(page).locator("img[data-loaded]")).toBeVisible();
}

test.describe("virtual gallery", () => {
  test("places a work by dragging, shows it at true size, rotates it, pauses on hover and leaves with Escape", async ({
    curatorPage: page,
  }) => {
    // The page's timers run on a clock the journey moves forward instead of waiting.
    await page.clock.install();
    const response = await openGallery(page, LIVING_ROOM);
    expect(response?.status()).toBe(200);
    await ready(page);
    await expect(hint(page).getByText(IDLE, { exact: true })).toBeVisible();
    await expect(
      hint(page).getByText("Hold down and drag to create a custom-sized frame for your artwork"),
    ).toBeVisible();
    // The whole photo shows: it fits inside the window.
    const photo = (await page.getByTestId("gallery-photo").boundingBox())!;
    expect(photo.width).toBeLessThanOrEqual(1280.5);
    expect(photo.height).toBeLessThanOrEqual(800.5);
    expect(Math.abs(photo.width / photo.height - 14 / 9)).toBeLessThan(0.01);

    // A click is not a drag: nothing is placed.
    await page.mouse.click(photo.x + photo.width / 2, photo.y + photo.height / 3);
    await expect(placed(page)).toHaveCount(0);

    await drag(page, [0.25, 0.05], [0.75, 0.55]);
    await expect(placed(page)).toBeVisible();
    await expect(hint(page).getByText(PLACED, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Shown at (true size|\d+% of true size)$/)).toBeVisible();
    await loaded(page);
    const first = await artworkId(page);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);

    // The saved selection rotates every five seconds.
    await page.clock.runFor(5_100);
    await expect(placed(page)).not.toHaveAttribute("data-artwork-id", first!);
    const second = await artworkId(page);
    await loaded(page);

    // Hovering pauses and names the work.
    const frame = (await placed(page).boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await expect(hint(page).getByText(PAUSED, { exact: true })).toBeVisible();
    await expect(placed(page).getByText(/^by .+/)).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(placed(page)).toHaveAttribute("data-artwork-id", second!);
    await page.mouse.move(photo.x + 4, photo.y + photo.height - 4);
    await expect(hint(page).getByText(PLACED, { exact: true })).toBeVisible();

    // Escape removes the work, then leaves for My Spaces.
    await page.keyboard.press("Escape");
    await expect(hint(page).getByText(IDLE, { exact: true })).toBeVisible();
    await expect(placed(page)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/curator/spaces");
  });

  test("places, moves and resizes a frame with the keyboard, and announces it", async ({
    curatorPage: page,
  }) => {
    await openGallery(page, OFFICE);
    await ready(page);
    const frame = page.getByTestId("placement-frame");
    for (let i = 0; i < 6; i++) {
      if (await frame.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(frame).toBeFocused();
    await expect(frame).toHaveAttribute("aria-label", /^Placement frame/);
    // Visible while focused.
    await expect(frame).toHaveCSS("opacity", "1");

    const before = (await frame.boundingBox())!;
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    const after = (await frame.boundingBox())!;
    expect(after.x).toBeGreaterThan(before.x + 10);
    expect(after.height).toBeGreaterThan(before.height + 5);

    await page.keyboard.press("Enter");
    await expect(placed(page)).toBeVisible();
    await expect(page.getByRole("status").getByText(/^Placed .+ by .+/)).toBeVisible();
    await expect(frame).toHaveAttribute("aria-label", /^Placed artwork: /);
    await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("ArrowUp");
    await expect(placed(page)).toHaveCount(1);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("status").getByText("Artwork removed")).toBeVisible();
    await expect(placed(page)).toHaveCount(0);

    // Reset is there once something is placed, and clears it.
    await page.keyboard.press("Enter");
    await expect(placed(page)).toBeVisible();
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(placed(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Exit virtual gallery" })).toHaveAttribute(
      "href",
      "/curator/spaces",
    );
  });

  test("tells another member the space is not found", async ({ memberPage: page }) => {
    const response = await openGallery(page, OFFICE);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Space Not Found" })).toBeVisible();
    await expect(
      page.getByText("The curator space you're looking for could not be found.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Spaces" })).toHaveAttribute(
      "href",
      "/curator/spaces",
    );
    await waitForHydration(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("works at phone width, by touch", async ({ curatorPage: page }) => {
      await openGallery(page, LIVING_ROOM);
      await ready(page);
      const photo = (await page.getByTestId("gallery-photo").boundingBox())!;
      expect(photo.x).toBeGreaterThanOrEqual(-0.5);
      expect(photo.width).toBeLessThanOrEqual(390.5);
      // The controls and the hint stay on the screen.
      for (const control of [
        page.getByRole("button", { name: "Reset" }),
        page.getByRole("link", { name: "Exit virtual gallery" }),
        hint(page),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      // A touch drag places a work (pointer events of type touch).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
      const at = (x: number, y: number) => [
        { x: photo.x + photo.width * x, y: photo.y + photo.height * y },
      ];
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchStart",
        touchPoints: at(0.2, 0.1),
      });
      for (const step of [0.3, 0.45, 0.6, 0.8]) {
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: at(step, step * 0.7),
        });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await expect(placed(page)).toBeVisible();
      await expect(hint(page).getByText(PLACED, { exact: true })).toBeVisible();
    });
  });

  test("has no serious accessibility violations, idle or with a work placed", async ({
    curatorPage: page,
  }) => {
    await openGallery(page, LIVING_ROOM);
    await ready(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await drag(page, [0.3, 0.05], [0.7, 0.5]);
    await loaded(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
