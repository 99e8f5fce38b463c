import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_FIXTURES_DIR } from "../support/media-dir";
import { expect, type Page, seriousA11yViolationsInMain, test, waitForHydration } from "./fixtures";

// Each journey's curator is a member of its own on the Patron plan (ten space slots),
// so every one starts with no spaces whatever ran before it.
const PATRON = "Patron";

test.use({ viewport: { width: 1280, height: 800 } });

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

/** A search waits for its pause after typing and the list's reload; a busy machine takes seconds. */
const SEARCH_SETTLES = { timeout: 15_000 };

/** The names of the listed spaces, in order. */
function listedNames(page: Page) {
  return page
    .locator("main li[aria-label]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));
}

/** Quick spaces through the form's action, as the browser sends it. */
async function quickSpaces(
  page: Page,
  origin: string,
  spaces: { name: string; type: string; description: string }[],
) {
  const image = await sharp({
    create: { width: 400, height: 300, channels: 3, background: "#c8b89a" },
  })
    .jpeg()
    .toBuffer();
  for (const space of spaces) {
    const response = await page.request.post("/curator/spaces/upload", {
      headers: { Origin: origin },
      maxRedirects: 0,
      multipart: {
        ...space,
        images: "new:0",
        files: { name: "wall.jpg", mimeType: "image/jpeg", buffer: image },
      },
    });
    expect(response.status()).toBe(302);
  }
}

test.describe("my spaces", () => {
  test("creates a space with two camera photos, finds it, sorts, edits and deletes it", async ({
    memberOnPlan,
    signedInPage,
    memberPage: other,
    baseURL,
  }) => {
    const curator = await memberOnPlan(PATRON);
    const page = await signedInPage(curator.email, curator.password);
    await page.goto("/curator/spaces");
    await waitForHydration(page);
    const before = await slotsUsed(page);
    expect(before).toEqual({ used: 0, max: 10 });

    await page.getByRole("link", { name: "Add New Space" }).first().click();
    await page.waitForURL("**/curator/spaces/upload");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Add New Space", level: 1 })).toBeVisible();
    await expect(page.getByText(`Curator Spaces: ${before.used} of 10 used`)).toBeVisible();
    await expect(
      page.getByText(
        "Optional. With the wall's real width and height, the virtual gallery shows works at their true size.",
      ),
    ).toBeVisible();

    // Sending without anything says what is missing, and stays.
    await page.getByRole("button", { name: "Create Space" }).click();
    await expect(page.getByText("Space name is required").first()).toBeVisible();
    await expect(page.getByText("Please select at least one image").first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/curator/spaces/upload");

    await page.locator('input[type="file"]').setInputFiles([
      { name: "DSCN0010.jpg", mimeType: "image/jpeg", buffer: cameraPhoto("exif/DSCN0010.jpg") },
      {
        name: "Landscape_6.jpg",
        mimeType: "image/jpeg",
        buffer: cameraPhoto("orientation/Landscape_6.jpg"),
      },
    ]);
    await expect(page.getByRole("img", { name: "Image 2" })).toBeVisible();
    await page.getByLabel("Space Name").fill("Sunroom Wall");
    await page.getByRole("combobox", { name: "Space Type" }).selectOption({ label: "Residential" });
    await page.getByLabel("Description").fill("The long wall of the sunroom, facing the garden.");
    await page.getByLabel("Wall Width").fill("144");
    await page.getByLabel("Wall Height").fill("96");
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    await page.getByRole("button", { name: "Create Space" }).click();
    await page.waitForURL((url) => url.pathname === "/curator/spaces", { timeout: 30_000 });
    await expect(page.getByText("Space created successfully")).toBeVisible();
    const row = page.getByRole("listitem", { name: "Sunroom Wall" });
    await expect(row).toBeVisible();
    const id = await spaceId(page, "Sunroom Wall");
    await expect(row.getByText("Residential", { exact: true })).toBeVisible();
    await expect(row.getByText("The long wall of the sunroom, facing the garden.")).toBeVisible();
    await expect(row.getByRole("button", { name: "AI Populate Sunroom Wall" })).toBeVisible();
    const thumbnail = row.locator("img");
    await expect(thumbnail).toHaveAttribute("src", /^\/media\/.+\/card\.webp$/);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await slotsUsed(page)).toEqual({ used: 1, max: 10 });
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    // Search by name, description and type; sort both ways.
    await quickSpaces(page, baseURL!, [
      { name: "Zinc Bar Counter", type: "commercial", description: "Behind the bread shelves." },
      { name: "Attic Landing", type: "other", description: "Top of the stairs, skylight." },
    ]);
    await page.goto("/curator/spaces");
    await waitForHydration(page);
    const search = page.getByPlaceholder("Search spaces...");
    await search.fill("zinc");
    await expect(page.getByText("1 space found")).toBeVisible();
    await expect.poll(() => listedNames(page), SEARCH_SETTLES).toEqual(["Zinc Bar Counter"]);
    await search.fill("skylight");
    await expect.poll(() => listedNames(page), SEARCH_SETTLES).toEqual(["Attic Landing"]);
    await search.fill("residential");
    await expect.poll(() => listedNames(page), SEARCH_SETTLES).toEqual(["Sunroom Wall"]);
    await search.fill("nothing like this");
    await expect(page.getByText("No spaces found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms")).toBeVisible();
    await search.fill("");
    await expect(page.getByText("3 spaces found")).toBeVisible();
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
    await expect(page.getByRole("heading", { name: "Edit Space", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Space Name")).toHaveValue("Sunroom Wall");
    await expect(page.getByLabel("Wall Width")).toHaveValue("144");
    await page.getByRole("img", { name: "Image 2" }).hover();
    await page.getByRole("button", { name: "Remove image 2" }).click();
    await page.getByLabel("Space Name").fill("Sunroom East Wall");
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL((url) => url.pathname === "/curator/spaces");
    await expect(page.getByText("Space updated successfully")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Sunroom East Wall" })).toBeVisible();

    // Another member gets a 404 for the edit page, and is sent back to their own spaces.
    const response = await other.goto(`/curator/spaces/edit/${id}`);
    expect(response?.status()).toBe(404);
    await other.waitForURL((url) => url.pathname === "/curator/spaces");
    await expect(other.getByText("Failed to load space details").first()).toBeVisible();

    // Delete through the dialog.
    await page.getByRole("button", { name: "Actions for Sunroom East Wall" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Space" });
    await expect(
      dialog.getByText("Are you sure you want to delete this space? This action cannot be undone."),
    ).toBeVisible();
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Space deleted successfully")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Sunroom East Wall" })).toHaveCount(0);
    expect(await slotsUsed(page)).toEqual({ used: 2, max: 10 });
    expect((await page.request.get(`/curator/spaces/edit/${id}`)).status()).toBe(404);
  });

  test("at the Free Tier shows the limit banner, and the dimmed Add New Space answers with a toast", async ({
    freshMember,
    signedInPage,
  }) => {
    const member = await freshMember();
    const page = await signedInPage(member.email, member.password);
    await page.goto("/curator/spaces");
    await waitForHydration(page);
    await expect(page.getByText("0 of 0 curator space slots used")).toBeVisible();
    await expect(page.getByText("Curator Space Limit Reached")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Subscription Plans" })).toHaveAttribute(
      "href",
      "/subscribe",
    );
    await expect(page.getByText("No spaces found")).toBeVisible();
    await expect(page.getByText("Start by adding your first space")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade Subscription" })).toBeVisible();
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    const add = page.getByRole("link", { name: "Add New Space" });
    await expect(add).toHaveAttribute("aria-disabled", "true");
    // Dimmed, yet still reached with the keyboard: Enter says why nothing happens.
    await add.focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByText(
        "You've reached your limit of 0 curator spaces. Please upgrade your subscription to upload more.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/curator/spaces");

    // The form says so too, and cannot be sent.
    await page.goto("/curator/spaces/upload");
    await waitForHydration(page);
    await expect(
      page.getByText(
        "You have reached your limit of 0 curator spaces. Please upgrade your subscription to upload more.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Space" })).toBeDisabled();
    await expect(page.locator('main a[href="/subscribe"]').first()).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("works at a phone's width", async ({ memberOnPlan, signedInPage, baseURL }) => {
      const curator = await memberOnPlan(PATRON);
      const page = await signedInPage(curator.email, curator.password);
      await quickSpaces(page, baseURL!, [
        {
          name: "Hallway by the Stairs",
          type: "residential",
          description: "A narrow wall between two doors.",
        },
      ]);
      await page.goto("/curator/spaces");
      await waitForHydration(page);
      const row = page.getByRole("listitem", { name: "Hallway by the Stairs" });
      await expect(
        row.getByRole("button", { name: "AI Populate Hallway by the Stairs" }),
      ).toBeVisible();
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolationsInMain(page)).toEqual([]);
      await page.getByRole("link", { name: "Add New Space" }).first().click();
      await page.waitForURL("**/curator/spaces/upload");
      await expect(page.getByLabel("Space Name")).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    });
  });
});
