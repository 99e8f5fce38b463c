import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_FIXTURES_DIR } from "../support/media-dir";
import {
  baseURL,
  DEMO_MEMBER,
  seriousA11yViolationsInMain,
  setUpBrowser,
  waitForHydration,
} from "./browser";

const browser = setUpBrowser();
/** A demo collector on the Patron plan (ten space slots) whom no other journey gives spaces. */
const CURATOR = "priya.natarajan@demo.gallery";
let context: BrowserContext;
let page: Page;
/** Spaces the running journey made; each journey removes its own afterwards. */
const created = new Set<string>();

beforeAll(async () => {
  ({ context, page } = await browser.signedInPage(CURATOR, {
    viewport: { width: 1280, height: 800 },
  }));
});
afterEach(async () => {
  for (const id of created) {
    const response = await page.request.post("/curator/spaces", {
      form: { intent: "delete", id },
      headers: { Origin: baseURL() },
    });
    expect(response.ok()).toBe(true);
  }
  created.clear();
});
afterAll(async () => {
  await context?.close();
});

const cameraPhoto = (name: string) => readFileSync(path.join(IMAGE_FIXTURES_DIR, name));

async function slotsUsed(page: Page) {
  const text = await page.getByText(/\d+ of \d+ curator space slots used/).textContent();
  const [, used, max] = /(\d+) of (\d+)/.exec(text ?? "") ?? [];
  return { used: Number(used), max: Number(max) };
}

function idFromGalleryLink(href: string | null) {
  const id = href?.split("/").pop();
  if (!id) throw new Error(`No gallery link: ${href}`);
  return id;
}

async function spaceId(page: Page, name: string) {
  return idFromGalleryLink(
    await page
      .getByRole("listitem", { name })
      .getByRole("link", { name: `Open ${name} in the virtual gallery` })
      .getAttribute("href"),
  );
}

/** The names of the listed spaces, in order. */
/** A search waits for its pause after typing and the list's reload; a busy machine takes seconds. */
const SEARCH_SETTLES = { timeout: 15_000 };

function listedNames(page: Page) {
  return page
    .locator("main li[aria-label]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));
}

/** Quick spaces through the form's action, as the browser sends it; answers their ids by name. */
async function quickSpaces(
  page: Page,
  spaces: { name: string; type: string; description: string }[],
): Promise<Map<string, string>> {
  const image = await sharp({
    create: { width: 400, height: 300, channels: 3, background: "#c8b89a" },
  })
    .jpeg()
    .toBuffer();
  for (const space of spaces) {
    const response = await page.request.post("/curator/spaces/upload", {
      headers: { Origin: baseURL() },
      maxRedirects: 0,
      multipart: {
        ...space,
        images: "new:0",
        files: { name: "wall.jpg", mimeType: "image/jpeg", buffer: image },
      },
    });
    expect(response.status()).toBe(302);
  }
  const listed = await context.newPage();
  await listed.goto("/curator/spaces");
  const ids = new Map<string, string>();
  for (const space of spaces) {
    const id = await spaceId(listed, space.name);
    ids.set(space.name, id);
    created.add(id);
  }
  await listed.close();
  return ids;
}

describe("my spaces", () => {
  it("creates a space with two camera photos, finds it, sorts, edits and deletes it", async () => {
    await page.goto("/curator/spaces");
    await waitForHydration(page);
    const before = await slotsUsed(page);
    expect(before.max).toBe(10);

    await page.getByRole("link", { name: "Add New Space" }).first().click();
    await page.waitForURL("**/curator/spaces/upload");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Add New Space", level: 1 }).waitFor();
    await page.getByText(`Curator Spaces: ${before.used} of 10 used`).waitFor();
    await page
      .getByText(
        "Optional. With the wall's real width and height, the virtual gallery shows works at their true size.",
      )
      .waitFor();

    // Sending without anything says what is missing, and stays.
    await page.getByRole("button", { name: "Create Space" }).click();
    await page.getByText("Space name is required").first().waitFor();
    await page.getByText("Please select at least one image").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/curator/spaces/upload");

    await page.locator('input[type="file"]').setInputFiles([
      { name: "DSCN0010.jpg", mimeType: "image/jpeg", buffer: cameraPhoto("exif/DSCN0010.jpg") },
      {
        name: "Landscape_6.jpg",
        mimeType: "image/jpeg",
        buffer: cameraPhoto("orientation/Landscape_6.jpg"),
      },
    ]);
    await page.getByRole("img", { name: "Image 2" }).waitFor();
    await page.getByLabel("Space Name").fill("Sunroom Wall");
    await page.getByRole("combobox", { name: "Space Type" }).selectOption({ label: "Residential" });
    await page.getByLabel("Description").fill("The long wall of the sunroom, facing the garden.");
    await page.getByLabel("Wall Width").fill("144");
    await page.getByLabel("Wall Height").fill("96");
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    await page.getByRole("button", { name: "Create Space" }).click();
    await page.waitForURL((url) => url.pathname === "/curator/spaces", { timeout: 30_000 });
    await page.getByText("Space created successfully").waitFor();
    const row = page.getByRole("listitem", { name: "Sunroom Wall" });
    await row.waitFor();
    const id = await spaceId(page, "Sunroom Wall");
    created.add(id);
    await row.getByText("Residential", { exact: true }).waitFor();
    await row.getByText("The long wall of the sunroom, facing the garden.").waitFor();
    await row.getByRole("button", { name: "AI Populate Sunroom Wall" }).waitFor();
    const thumbnail = row.locator("img");
    expect(await thumbnail.getAttribute("src")).toMatch(/^\/media\/.+\/card\.webp$/);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await slotsUsed(page)).toEqual({ used: before.used + 1, max: 10 });
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    // Search by name, description and type; sort both ways.
    await quickSpaces(page, [
      { name: "Zinc Bar Counter", type: "commercial", description: "Behind the bread shelves." },
      { name: "Attic Landing", type: "other", description: "Top of the stairs, skylight." },
    ]);
    await page.goto("/curator/spaces");
    await waitForHydration(page);
    const search = page.getByPlaceholder("Search spaces...");
    await search.fill("zinc");
    await page.getByText("1 space found").waitFor();
    await expect.poll(() => listedNames(page), SEARCH_SETTLES).toEqual(["Zinc Bar Counter"]);
    await search.fill("skylight");
    await expect.poll(() => listedNames(page), SEARCH_SETTLES).toEqual(["Attic Landing"]);
    await search.fill("residential");
    await expect.poll(() => listedNames(page), SEARCH_SETTLES).toEqual(["Sunroom Wall"]);
    await search.fill("nothing like this");
    await page.getByText("No spaces found").waitFor();
    await page.getByText("Try adjusting your search terms").waitFor();
    await search.fill("");
    await page.getByText("3 spaces found").waitFor();
    await expect
      .poll(() => listedNames(page))
      .toEqual(["Attic Landing", "Zinc Bar Counter", "Sunroom Wall"]);
    // While the sorted list loads, skeletons stand in for the spaces (seen as they appear).
    await page.evaluate(() => {
      const seen = { skeletons: false };
      (window as unknown as { loadingSeen: typeof seen }).loadingSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('main [aria-label="Loading spaces"]')) seen.skeletons = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name A-Z" });
    await page.waitForURL(/sort=name_asc/);
    await expect
      .poll(() => listedNames(page))
      .toEqual(["Attic Landing", "Sunroom Wall", "Zinc Bar Counter"]);
    expect(
      await page.evaluate(
        () => (window as unknown as { loadingSeen: { skeletons: boolean } }).loadingSeen.skeletons,
      ),
    ).toBe(true);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Oldest First" });
    await page.waitForURL(/sort=date_asc/);
    await expect
      .poll(() => listedNames(page))
      .toEqual(["Sunroom Wall", "Zinc Bar Counter", "Attic Landing"]);

    // Edit: the stored values come back; a new name and one photo fewer are saved.
    await page.getByRole("button", { name: "Actions for Sunroom Wall" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await page.waitForURL(`**/curator/spaces/edit/${id}`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Edit Space", level: 1 }).waitFor();
    expect(await page.getByLabel("Space Name").inputValue()).toBe("Sunroom Wall");
    expect(await page.getByLabel("Wall Width").inputValue()).toBe("144");
    await page.getByRole("img", { name: "Image 2" }).hover();
    await page.getByRole("button", { name: "Remove image 2" }).click();
    await page.getByLabel("Space Name").fill("Sunroom East Wall");
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL((url) => url.pathname === "/curator/spaces");
    await page.getByText("Space updated successfully").waitFor();
    await page.getByRole("listitem", { name: "Sunroom East Wall" }).waitFor();

    // Another member gets a 404 for the edit page, and is sent back to their own spaces.
    const other = await browser.signedInPage(DEMO_MEMBER);
    const response = await other.page.goto(`/curator/spaces/edit/${id}`);
    expect(response?.status()).toBe(404);
    await other.page.waitForURL((url) => url.pathname === "/curator/spaces");
    await other.page.getByText("Failed to load space details").first().waitFor();
    await other.context.close();

    // Delete through the dialog.
    await page.getByRole("button", { name: "Actions for Sunroom East Wall" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Space" });
    await dialog
      .getByText("Are you sure you want to delete this space? This action cannot be undone.")
      .waitFor();
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Space deleted successfully").waitFor();
    await page.getByRole("listitem", { name: "Sunroom East Wall" }).waitFor({ state: "detached" });
    created.delete(id);
    expect(await slotsUsed(page)).toEqual({ used: before.used + 2, max: 10 });
    expect((await page.request.get(`/curator/spaces/edit/${id}`)).status()).toBe(404);
  });

  it("at the Free Tier shows the limit banner, and the dimmed Add New Space answers with a toast", async () => {
    const { context: free, page: freePage } = await browser.signedInPage(DEMO_MEMBER);
    await freePage.goto("/curator/spaces");
    await waitForHydration(freePage);
    await freePage.getByText("0 of 0 curator space slots used").waitFor();
    await freePage.getByText("Curator Space Limit Reached").waitFor();
    expect(
      await freePage.getByRole("link", { name: "View Subscription Plans" }).getAttribute("href"),
    ).toBe("/subscribe");
    await freePage.getByText("No spaces found").waitFor();
    await freePage.getByText("Start by adding your first space").waitFor();
    await freePage.getByRole("link", { name: "Upgrade Subscription" }).waitFor();
    expect(await seriousA11yViolationsInMain(freePage)).toEqual([]);

    const add = freePage.getByRole("link", { name: "Add New Space" });
    expect(await add.getAttribute("aria-disabled")).toBe("true");
    // Dimmed, yet still reached with the keyboard: Enter says why nothing happens.
    await add.focus();
    await freePage.keyboard.press("Enter");
    await freePage
      .getByText(
        "You've reached your limit of 0 curator spaces. Please upgrade your subscription to upload more.",
      )
      .waitFor();
    expect(new URL(freePage.url()).pathname).toBe("/curator/spaces");

    // The form says so too, and cannot be sent.
    await freePage.goto("/curator/spaces/upload");
    await waitForHydration(freePage);
    await freePage
      .getByText(
        "You have reached your limit of 0 curator spaces. Please upgrade your subscription to upload more.",
      )
      .waitFor();
    expect(await freePage.getByRole("button", { name: "Create Space" }).isDisabled()).toBe(true);
    await freePage.locator('main a[href="/subscribe"]').first().waitFor();
    await free.close();
  });

  it("works at a phone's width", async () => {
    await quickSpaces(page, [
      {
        name: "Hallway by the Stairs",
        type: "residential",
        description: "A narrow wall between two doors.",
      },
    ]);
    const phone = await browser.signedInPage(CURATOR, { viewport: { width: 390, height: 844 } });
    await phone.page.goto("/curator/spaces");
    await waitForHydration(phone.page);
    const row = phone.page.getByRole("listitem", { name: "Hallway by the Stairs" });
    await row.getByRole("button", { name: "AI Populate Hallway by the Stairs" }).waitFor();
    const overflow = () =>
      phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolationsInMain(phone.page)).toEqual([]);
    await phone.page.getByRole("link", { name: "Add New Space" }).first().click();
    await phone.page.waitForURL("**/curator/spaces/upload");
    await phone.page.getByLabel("Space Name").waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolationsInMain(phone.page)).toEqual([]);
    await phone.context.close();
  });
});
