import { expect, seriousA11yViolationsInMain, test, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

test("zooms into an artwork's picture with the keyboard, and Escape gives the page back", async ({
  page,
  freshArtwork,
}) => {
  // An upload, then waiting for its tiles on a busy machine.
  test.slow();
  // A new work: its upload answered before its tiles were cut, in the background.
  const artwork = await freshArtwork();
  await page.goto(artwork.path);
  await waitForHydration(page);
  const zoom = page.getByRole("button", { name: "Zoom", exact: true });
  // The button shows once the tiles are cut: a later visit of the page has it.
  await expect(async () => {
    await page.reload();
    await expect(zoom).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await waitForHydration(page);

  // The manifest is linked, visibly and for machines, with the media type IIIF prescribes.
  const manifest = `/iiif/artwork/${artwork.id}/manifest.json`;
  await expect(page.getByRole("link", { name: "IIIF manifest" })).toHaveAttribute("href", manifest);
  await expect(
    page.locator(
      'link[rel="alternate"][type="application/ld+json;profile=\\"http://iiif.io/api/presentation/3/context.json\\""]',
    ),
  ).toHaveAttribute("href", new RegExp(`${manifest}$`));

  await zoom.click();
  const dialog = page.getByRole("dialog", { name: `${artwork.title}: zoom` });
  await expect(dialog).toBeVisible();
  const level = dialog.getByTestId("zoom-level");
  await expect(level).toHaveText("100%");
  // The viewer has the keyboard as soon as the picture is open.
  const canvas = dialog.getByRole("application", { name: `${artwork.title}, zoomable` });
  await expect(canvas).toBeFocused();
  await expect(dialog.locator("canvas")).toBeVisible();

  await page.keyboard.press("+");
  await expect
    .poll(async () => Number.parseInt((await level.textContent()) ?? "0", 10))
    .toBeGreaterThan(100);
  const zoomedIn = Number.parseInt((await level.textContent()) ?? "0", 10);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("-");
  await expect
    .poll(async () => Number.parseInt((await level.textContent()) ?? "0", 10))
    .toBeLessThan(zoomedIn);
  await page.keyboard.press("+");
  await page.keyboard.press("0");
  await expect(level).toHaveText("100%");

  expect(await seriousA11yViolationsInMain(page)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();
});
