import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  baseURL,
  DEMO_MEMBER,
  seriousA11yViolationsInMain,
  setUpBrowser,
  waitForHydration,
} from "./browser";

const browser = setUpBrowser();
/** The demo member, signed in once for every journey in this file. */
let context: BrowserContext;
let page: Page;
/**
 * Artworks the running journey made. Each journey removes its own afterwards, so every one
 * starts from the demo member's empty studio whatever ran before it, and other files see
 * the demo as seeded.
 */
const created = new Set<string>();

beforeAll(async () => {
  ({ context, page } = await browser.signedInPage(DEMO_MEMBER, {
    viewport: { width: 1280, height: 720 },
  }));
});
afterEach(async () => {
  for (const id of created) {
    const response = await page.request.post("/artist/artwork", {
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

/** A picture with a coloured disc in the middle, to tell the images apart. */
async function picture(width: number, height: number, background: string, disc: string) {
  const r = Math.round(Math.min(width, height) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="${disc}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A photograph-like picture (noise compresses badly), large enough to upload for a while. */
async function noisyPicture(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The colour at the middle of an image on the page, read through a canvas. */
async function middleColour(page: Page, src: string) {
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const [r = 0, g = 0, b = 0] = context.getImageData(
      canvas.width / 2,
      canvas.height / 2,
      1,
      1,
    ).data;
    return { r, g, b, width: image.naturalWidth, height: image.naturalHeight };
  }, src);
}

async function slotsUsed(page: Page) {
  const text = await page.getByText(/\d+ of \d+ artwork slots used/).textContent();
  const [, used, max] = /(\d+) of (\d+)/.exec(text ?? "") ?? [];
  return { used: Number(used), max: Number(max) };
}

function idFromRow(href: string | null) {
  const id = href?.split("/").pop();
  if (!id) throw new Error(`No artwork link: ${href}`);
  return id;
}

/**
 * Quick uploads through the form's action, as the browser sends it, one per title
 * (`fields` adds to or replaces the defaults); answers the new artworks' ids by title.
 */
async function quickUploads(
  page: Page,
  titles: string[],
  fields: Record<string, string> = {},
): Promise<Map<string, string>> {
  const image = await picture(400, 300, "#dddddd", "#333333");
  for (const title of titles) {
    const response = await page.request.post("/artist/artwork/upload", {
      headers: { Origin: baseURL() },
      maxRedirects: 0,
      multipart: {
        title,
        medium: "Charcoal",
        description: "A study made for the limit check.",
        location: "Towson, MD",
        isAvailable: "true",
        processWithAi: "true",
        images: "new:0",
        ...fields,
        files: { name: "study.jpg", mimeType: "image/jpeg", buffer: image },
      },
    });
    expect(response.status()).toBe(302);
  }
  // The upload answers with a redirect to the list, so the ids are read from the list.
  const listed = await context.newPage();
  await listed.goto("/artist/artwork");
  const ids = new Map<string, string>();
  for (const title of titles) {
    const id = idFromRow(
      await listed
        .getByRole("listitem", { name: title })
        .getByRole("link", { name: title })
        .getAttribute("href"),
    );
    ids.set(title, id);
    created.add(id);
  }
  await listed.close();
  return ids;
}

async function openRowMenu(page: Page, title: string) {
  await page.getByRole("button", { name: `Actions for ${title}` }).click();
}

describe("my artwork", () => {
  it("uploads two images, crops one, reorders them, and sees the artwork in the list and on its page", async () => {
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    const before = await slotsUsed(page);
    expect(before.max).toBe(3); // member@demo.gallery is on the Free Tier
    expect(before.used).toBe(0); // and has no artworks in the demo gallery

    await page.getByRole("link", { name: "Add New Artwork" }).first().click();
    await page.waitForURL("**/artist/artwork/upload");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Upload Artwork", level: 1 }).waitFor();
    await page.getByText("Artwork Uploads: 0 of 3 used").waitFor();
    await page.getByText("You can upload 3 more artworks.").waitFor();
    // New-artwork defaults: location from the profile, AI and availability on.
    expect(await page.getByLabel("Current Location").inputValue()).toBe("Towson, MD");
    expect(await page.getByRole("switch", { name: "Process with AI" }).isChecked()).toBe(true);
    expect(await page.getByRole("switch", { name: /Available for sale/ }).isChecked()).toBe(true);
    expect(await page.getByRole("switch", { name: "I manage my own sales" }).isChecked()).toBe(
      false,
    );

    // Sending it empty shows the spec's messages, and nothing is sent.
    await page.getByRole("button", { name: "Upload Artwork" }).click();
    await page.getByText("Please select at least one image").first().waitFor();
    await page.getByText("Artwork name is required").first().waitFor();
    await page.getByText("Medium is required").first().waitFor();
    await page.getByText("Description is required").first().waitFor();

    await page.locator('input[type="file"]').setInputFiles([
      {
        name: "landscape.jpg",
        mimeType: "image/jpeg",
        buffer: await noisyPicture(1600, 1200),
      },
      {
        name: "portrait.jpg",
        mimeType: "image/jpeg",
        buffer: await picture(900, 1200, "#9b2c2c", "#553c9a"),
      },
    ]);
    await page.getByRole("img", { name: "Image 2" }).waitFor();

    // Crop the second image: the dialog opens with scale and rotate and a preview.
    const secondBefore = await page.getByRole("img", { name: "Image 2" }).getAttribute("src");
    await page.getByRole("img", { name: "Image 2" }).hover();
    await page.getByRole("button", { name: "Crop image 2" }).click();
    const dialog = page.getByRole("dialog", { name: "Crop Image" });
    await dialog.waitFor();
    await dialog.getByRole("slider", { name: "Scale" }).waitFor();
    await dialog.getByRole("slider", { name: "Rotate" }).waitFor();
    await dialog.getByText("810 × 1080 px").waitFor(); // the default crop: 90 percent
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Apply Crop" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByRole("img", { name: "Image 2" }).getAttribute("src")).not.toBe(
      secondBefore,
    );

    // Move the cropped picture first: it becomes the main image.
    await page.getByRole("button", { name: "Move image 2 left" }).click();
    await page.getByRole("img", { name: "Image 1 (main image)" }).waitFor();

    await page.getByLabel("Artwork Name").fill("Purple Moon over the Harbor");
    await page.getByRole("combobox", { name: "Medium" }).selectOption("Acrylic");
    await page.getByLabel("Style").fill("Geometric");
    await page.getByLabel("Description").fill("A purple moon rising over the inner harbor.");
    await page.getByLabel("Width").fill("30");
    await page.getByLabel("Height").fill("40.5");
    await page.getByLabel("Sale Price").fill("850");
    await page.getByLabel("Daily Lease Rate").fill("12.50");
    await page.getByText("I am seeking a location to display my work").click();
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    // The progress the page shows while the images go up, recorded as it changes, so that
    // a fast upload (the images are small) cannot slip past between two looks.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const shown = document.body.textContent?.match(
          /Uploading images: \d+%|Processing images\.\.\./,
        )?.[0];
        if (shown && seen[seen.length - 1] !== shown) seen.push(shown);
        const busy = [...document.querySelectorAll("button")].some(
          (button) => button.textContent?.trim() === "Uploading...",
        );
        if (busy && !seen.includes("button: Uploading...")) seen.push("button: Uploading...");
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // A slow line (about 2 MB of images at 1 MB/s), so that the upload takes a while.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.getByRole("button", { name: "Upload Artwork" }).click();
    await page.waitForURL((url) => url.pathname === "/artist/artwork", { timeout: 30_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
    await page.getByText("Artwork created successfully with QR code").waitFor();

    const row = page.getByRole("listitem", { name: "Purple Moon over the Harbor" });
    await row.waitFor();
    const id = idFromRow(
      await row.getByRole("link", { name: "Purple Moon over the Harbor" }).getAttribute("href"),
    );
    created.add(id);
    const progressSeen = await page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    );
    // The button says so, and the bar counts up in percent before the server processes.
    expect(progressSeen).toContain("button: Uploading...");
    const progress = progressSeen.filter((text) => !text.startsWith("button: "));
    for (const text of progress) {
      expect(text).toMatch(/^(Uploading images: \d+%|Processing images\.\.\.)$/);
    }
    const percents = progress.flatMap((text) => /(\d+)%/.exec(text)?.[1] ?? []).map(Number);
    expect(percents.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    for (const text of [
      "Available",
      "Acrylic",
      "Geometric",
      "Towson, MD",
      "$850",
      "From $12.50/day",
    ]) {
      await row.getByText(text, { exact: true }).waitFor();
    }
    expect(await slotsUsed(page)).toEqual({ used: 1, max: 3 });
    // The list also holds any work the member bought elsewhere in the run; those use no slot.
    await page.getByText(/^\d+ artworks? found$/).waitFor();

    // The main image is the cropped portrait: purple in the middle, 810 × 1080.
    const thumbnail = await row.locator("img").getAttribute("src");
    const main = await middleColour(page, thumbnail!.replace("thumbnail.webp", "large.webp"));
    expect([main.width, main.height]).toEqual([810, 1080]);
    expect(main.b).toBeGreaterThan(main.g + 40);

    // Its public page shows it.
    await page.goto(`/artwork/${id}`);
    await page.getByText("Purple Moon over the Harbor").first().waitFor();
  });

  it("edits the artwork, offers its QR code, and refuses it to another member", async () => {
    const ids = await quickUploads(page, ["Purple Moon over the Harbor"], { height: "40.5" });
    const id = ids.get("Purple Moon over the Harbor")!;
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    await openRowMenu(page, "Purple Moon over the Harbor");
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await page.waitForURL(`**/artist/artwork/edit/${id}`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Edit Artwork", level: 1 }).waitFor();
    expect(await page.getByLabel("Artwork Name").inputValue()).toBe("Purple Moon over the Harbor");
    expect(await page.getByLabel("Height").inputValue()).toBe("40.5");
    expect(await page.getByText("Artwork Uploads").count()).toBe(0);
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PNG" }).click();
    expect((await download).suggestedFilename()).toBe("purple-moon-over-the-harbor-qr-code.png");

    await page.getByLabel("Artwork Name").fill("Purple Moon at Dawn");
    await page.getByRole("switch", { name: /Available for sale/ }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL((url) => url.pathname === "/artist/artwork");
    await page.getByText("Artwork updated successfully").waitFor();
    const row = page.getByRole("listitem", { name: "Purple Moon at Dawn" });
    await row.getByText("Unavailable", { exact: true }).waitFor();

    // Another member gets a 404 for the edit page, and is sent back to their list.
    const { context: other, page: otherPage } = await browser.signedInPage("artist@demo.gallery");
    const response = await otherPage.goto(`/artist/artwork/edit/${id}`);
    expect(response?.status()).toBe(404);
    await otherPage.waitForURL((url) => url.pathname === "/artist/artwork");
    await otherPage.getByRole("heading", { name: "My Artwork" }).waitFor();
    await otherPage.getByRole("alert").getByText("Failed to load artwork details").waitFor();
    const qr = await otherPage.request.get(`/artist/artwork/${id}/qr/png`);
    expect(qr.status()).toBe(404);
    await other.close();
  });

  it("at the plan's maximum shows the limit banner and blocks Add New Artwork", async () => {
    await quickUploads(page, ["Purple Moon over the Harbor", "Limit Study One", "Limit Study Two"]);
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    expect(await slotsUsed(page)).toEqual({ used: 3, max: 3 });
    await page.getByText("Artwork Limit Reached").waitFor();
    expect(
      await page.getByRole("link", { name: "View Subscription Plans" }).getAttribute("href"),
    ).toBe("/subscribe");
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    await page.getByRole("link", { name: "Add New Artwork" }).click();
    await page
      .getByText(
        "You've reached your limit of 3 artworks. Please upgrade your subscription to upload more.",
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/artist/artwork");

    // Searching, sorting, and the empty state at the limit.
    await page.getByPlaceholder("Search artworks...").fill("limit study");
    await page.getByText("2 artworks found").waitFor();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Title" });
    await page.waitForURL(/sort=title/);
    await page.getByRole("button", { name: "Actions for Limit Study Two" }).waitFor();
    // The list re-renders once the sorted page arrives.
    await expect
      .poll(() =>
        page
          .locator("main li[aria-label]")
          .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label"))),
      )
      .toEqual(["Limit Study One", "Limit Study Two"]);
    await page.getByPlaceholder("Search artworks...").fill("nothing like this");
    await page.getByText("No artworks found").waitFor();
    await page.getByText("Try adjusting your search terms").waitFor();
    await page.getByRole("link", { name: "Upgrade Subscription" }).waitFor();

    // The upload page says so too.
    await page.goto("/artist/artwork/upload");
    await page.getByText("Artwork Uploads: 3 of 3 used").waitFor();
    await page
      .getByText(
        "You have reached your limit of 3 artworks. Please upgrade your subscription to upload more.",
      )
      .waitFor();
  });

  it("comes back to the same scroll position after an edit", async () => {
    await quickUploads(page, ["Scroll Study One", "Scroll Study Two", "Scroll Study Three"]);
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    await page.mouse.wheel(0, 10_000);
    await page.waitForFunction(() => window.scrollY > 100);
    const last = page.locator("main li[aria-label]").last();
    const title = await last.getAttribute("aria-label");
    await page.getByRole("button", { name: `Actions for ${title}` }).click();
    const edit = page.getByRole("menuitem", { name: "Edit" });
    await edit.waitFor();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(100);
    await edit.click();
    await page.waitForURL("**/artist/artwork/edit/**");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL((url) => url.pathname === "/artist/artwork");
    await page.getByText("Artwork updated successfully").waitFor();
    await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) < 5, y);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it("deletes an artwork after confirming", async () => {
    const ids = await quickUploads(page, [
      "Purple Moon at Dawn",
      "Limit Study One",
      "Limit Study Two",
    ]);
    const id = ids.get("Purple Moon at Dawn")!;
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    const row = page.getByRole("listitem", { name: "Purple Moon at Dawn" });
    await row.waitFor();
    await openRowMenu(page, "Purple Moon at Dawn");
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Artwork" });
    await dialog
      .getByText("Are you sure you want to delete this artwork? This action cannot be undone.")
      .waitFor();
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Artwork deleted successfully").waitFor();
    await row.waitFor({ state: "detached" });
    created.delete(id);
    expect(await slotsUsed(page)).toEqual({ used: 2, max: 3 });
    expect(await page.getByText("Artwork Limit Reached").count()).toBe(0);
    const gone = await page.request.get(`/artist/artwork/edit/${id}`);
    expect(gone.status()).toBe(404);
  });
});

describe("what the upload form refuses in the browser", () => {
  it("a text file named .png, dropped or chosen, gets the rejection message and no preview", async () => {
    await page.goto("/artist/artwork/upload");
    await waitForHydration(page);
    const rejected = "Some files were rejected. Please ensure all files are images under 5MB.";
    const notes = "Just some notes about a painting\n".repeat(20);

    // Dropped on the drop zone, as from the desktop.
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], "notes.png", { type: "image/png" }));
      return data;
    }, notes);
    const zone = page.locator('[aria-label="Add images: drop files here or press to browse"]');
    for (const type of ["dragenter", "dragover", "drop"]) {
      await zone.dispatchEvent(type, { dataTransfer: transfer });
    }
    await page.getByText(rejected).first().waitFor();
    expect(await page.getByRole("img", { name: /^Image 1/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Crop image 1" }).count()).toBe(0);

    // Chosen with the file picker, beside a real picture: only the picture is added.
    await page.locator('input[type="file"]').setInputFiles([
      { name: "fake.png", mimeType: "image/png", buffer: Buffer.from(notes) },
      {
        name: "real.jpg",
        mimeType: "image/jpeg",
        buffer: await picture(600, 400, "#2f855a", "#f6e05e"),
      },
    ]);
    await page.getByRole("img", { name: /^Image 1/ }).waitFor();
    expect(await page.getByRole("img", { name: /^Image 2/ }).count()).toBe(0);
  });

  it("a control character in a text field is shown under that field", async () => {
    await page.goto("/artist/artwork/upload");
    await waitForHydration(page);
    await page.getByLabel("Artwork Name").fill("Harbour\u0007 at Night");
    await page.getByRole("button", { name: "Upload Artwork" }).click();
    const field = page.getByLabel("Artwork Name");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    const message = "Please remove unsupported characters from this text";
    await page.getByText(message).first().waitFor();
    const errorIds = describedBy.split(/\s+/).filter(Boolean);
    const texts = await Promise.all(
      errorIds.map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(texts.join(" ")).toContain(message);
    expect(page.url()).toContain("/artist/artwork/upload");
  });
});
