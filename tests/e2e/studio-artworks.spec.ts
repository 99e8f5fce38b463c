import sharp from "sharp";
import {
  test as base,
  expect,
  type Page,
  seriousA11yViolationsInMain,
  waitForHydration,
} from "./fixtures";

/**
 * Each journey's studio is a new member's own (on the Free Tier: three artwork slots, and
 * the profile's location "Baltimore, MD"), so every one starts empty whatever ran before it.
 */
const test = base.extend<{ studioPage: Page }>({
  studioPage: async ({ freshMember, signedInPage }, use) => {
    const member = await freshMember();
    await use(await signedInPage(member.email, member.password));
  },
});

test.use({ viewport: { width: 1280, height: 720 } });

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
  origin: string,
  titles: string[],
  fields: Record<string, string> = {},
): Promise<Map<string, string>> {
  const image = await picture(400, 300, "#dddddd", "#333333");
  for (const title of titles) {
    const response = await page.request.post("/artist/artwork/upload", {
      headers: { Origin: origin },
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
  const listed = await page.context().newPage();
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
  }
  await listed.close();
  return ids;
}

async function openRowMenu(page: Page, title: string) {
  await page.getByRole("button", { name: `Actions for ${title}` }).click();
}

test.describe("my artwork", () => {
  test("uploads two images, crops one, reorders them, and sees the artwork in the list and on its page", async ({
    studioPage: page,
  }) => {
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    // A new member on the Free Tier, with no artworks.
    expect(await slotsUsed(page)).toEqual({ used: 0, max: 3 });

    await page.getByRole("link", { name: "Add New Artwork" }).first().click();
    await page.waitForURL("**/artist/artwork/upload");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Upload Artwork", level: 1 })).toBeVisible();
    await expect(page.getByText("Artwork Uploads: 0 of 3 used")).toBeVisible();
    await expect(page.getByText("You can upload 3 more artworks.")).toBeVisible();
    // New-artwork defaults: location from the profile, AI and availability on.
    await expect(page.getByLabel("Current Location")).toHaveValue("Baltimore, MD");
    await expect(page.getByRole("switch", { name: "Process with AI" })).toBeChecked();
    await expect(page.getByRole("switch", { name: /Available for sale/ })).toBeChecked();
    await expect(page.getByRole("switch", { name: "I manage my own sales" })).not.toBeChecked();

    // Sending it empty shows the spec's messages, and nothing is sent.
    await page.getByRole("button", { name: "Upload Artwork" }).click();
    await expect(page.getByText("Please select at least one image").first()).toBeVisible();
    await expect(page.getByText("Artwork name is required").first()).toBeVisible();
    await expect(page.getByText("Medium is required").first()).toBeVisible();
    await expect(page.getByText("Description is required").first()).toBeVisible();

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
    await expect(page.getByRole("img", { name: "Image 2" })).toBeVisible();

    // Crop the second image: the dialog opens with scale and rotate and a preview.
    const secondBefore = await page.getByRole("img", { name: "Image 2" }).getAttribute("src");
    await page.getByRole("img", { name: "Image 2" }).hover();
    await page.getByRole("button", { name: "Crop image 2" }).click();
    const dialog = page.getByRole("dialog", { name: "Crop Image" });
    await expect(dialog.getByRole("slider", { name: "Scale" })).toBeVisible();
    await expect(dialog.getByRole("slider", { name: "Rotate" })).toBeVisible();
    await expect(dialog.getByText("810 × 1080 px")).toBeVisible(); // the default crop: 90 percent
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Apply Crop" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("img", { name: "Image 2" })).not.toHaveAttribute(
      "src",
      secondBefore!,
    );

    // Move the cropped picture first: it becomes the main image.
    await page.getByRole("button", { name: "Move image 2 left" }).click();
    await expect(page.getByRole("img", { name: "Image 1 (main image)" })).toBeVisible();

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
    const cdp = await page.context().newCDPSession(page);
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
    await expect(page.getByText("Artwork created successfully with QR code")).toBeVisible();

    const row = page.getByRole("listitem", { name: "Purple Moon over the Harbor" });
    const id = idFromRow(
      await row.getByRole("link", { name: "Purple Moon over the Harbor" }).getAttribute("href"),
    );
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
      "Baltimore, MD",
      "$850",
      "From $12.50/day",
    ]) {
      await expect(row.getByText(text, { exact: true })).toBeVisible();
    }
    expect(await slotsUsed(page)).toEqual({ used: 1, max: 3 });
    await expect(page.getByText("1 artwork found")).toBeVisible();

    // The main image is the cropped portrait: purple in the middle, 810 × 1080.
    const thumbnail = await row.locator("img").getAttribute("src");
    const main = await middleColour(page, thumbnail!.replace("thumbnail.webp", "large.webp"));
    expect([main.width, main.height]).toEqual([810, 1080]);
    expect(main.b).toBeGreaterThan(main.g + 40);

    // Its public page shows it.
    await page.goto(`/artwork/${id}`);
    await expect(page.getByText("Purple Moon over the Harbor").first()).toBeVisible();
  });

  test("edits the artwork, offers its QR code, and refuses it to another member", async ({
    studioPage: page,
    artistPage: otherPage,
    baseURL,
  }) => {
    const ids = await quickUploads(page, baseURL!, ["Purple Moon over the Harbor"], {
      height: "40.5",
    });
    const id = ids.get("Purple Moon over the Harbor")!;
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    await openRowMenu(page, "Purple Moon over the Harbor");
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await page.waitForURL(`**/artist/artwork/edit/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Edit Artwork", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Artwork Name")).toHaveValue("Purple Moon over the Harbor");
    await expect(page.getByLabel("Height")).toHaveValue("40.5");
    await expect(page.getByText("Artwork Uploads")).toHaveCount(0);
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PNG" }).click();
    expect((await download).suggestedFilename()).toBe("purple-moon-over-the-harbor-qr-code.png");

    await page.getByLabel("Artwork Name").fill("Purple Moon at Dawn");
    await page.getByRole("switch", { name: /Available for sale/ }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL((url) => url.pathname === "/artist/artwork");
    await expect(page.getByText("Artwork updated successfully")).toBeVisible();
    const row = page.getByRole("listitem", { name: "Purple Moon at Dawn" });
    await expect(row.getByText("Unavailable", { exact: true })).toBeVisible();

    // Another member gets a 404 for the edit page, and is sent back to their list.
    const response = await otherPage.goto(`/artist/artwork/edit/${id}`);
    expect(response?.status()).toBe(404);
    await otherPage.waitForURL((url) => url.pathname === "/artist/artwork");
    await expect(otherPage.getByRole("heading", { name: "My Artwork" })).toBeVisible();
    await expect(
      otherPage.getByRole("alert").getByText("Failed to load artwork details"),
    ).toBeVisible();
    const qr = await otherPage.request.get(`/artist/artwork/${id}/qr/png`);
    expect(qr.status()).toBe(404);
  });

  test("at the plan's maximum shows the limit banner and blocks Add New Artwork", async ({
    studioPage: page,
    baseURL,
  }) => {
    await quickUploads(page, baseURL!, [
      "Purple Moon over the Harbor",
      "Limit Study One",
      "Limit Study Two",
    ]);
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    expect(await slotsUsed(page)).toEqual({ used: 3, max: 3 });
    await expect(page.getByText("Artwork Limit Reached")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Subscription Plans" })).toHaveAttribute(
      "href",
      "/subscribe",
    );
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    await page.getByRole("link", { name: "Add New Artwork" }).click();
    await expect(
      page.getByText(
        "You've reached your limit of 3 artworks. Please upgrade your subscription to upload more.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/artist/artwork");

    // Searching, sorting, and the empty state at the limit.
    await page.getByPlaceholder("Search artworks...").fill("limit study");
    await expect(page.getByText("2 artworks found")).toBeVisible();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Title" });
    await page.waitForURL(/sort=title/);
    await expect(page.getByRole("button", { name: "Actions for Limit Study Two" })).toBeVisible();
    // The list re-renders once the sorted page arrives.
    await expect
      .poll(() =>
        page
          .locator("main li[aria-label]")
          .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label"))),
      )
      .toEqual(["Limit Study One", "Limit Study Two"]);
    await page.getByPlaceholder("Search artworks...").fill("nothing like this");
    await expect(page.getByText("No artworks found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade Subscription" })).toBeVisible();

    // The upload page says so too.
    await page.goto("/artist/artwork/upload");
    await expect(page.getByText("Artwork Uploads: 3 of 3 used")).toBeVisible();
    await expect(
      page.getByText(
        "You have reached your limit of 3 artworks. Please upgrade your subscription to upload more.",
      ),
    ).toBeVisible();
  });

  test.describe("in a short window", () => {
    test.use({ viewport: { width: 1280, height: 420 } });

    test("comes back to the same scroll position after an edit", async ({
      studioPage: page,
      baseURL,
    }) => {
      await quickUploads(page, baseURL!, [
        "Scroll Study One",
        "Scroll Study Two",
        "Scroll Study Three",
      ]);
      await page.goto("/artist/artwork");
      await waitForHydration(page);
      await page.mouse.wheel(0, 10_000);
      await page.waitForFunction(() => window.scrollY > 100);
      const last = page.locator("main li[aria-label]").last();
      const title = await last.getAttribute("aria-label");
      await page.getByRole("button", { name: `Actions for ${title}` }).click();
      const edit = page.getByRole("menuitem", { name: "Edit" });
      await expect(edit).toBeVisible();
      const y = await page.evaluate(() => window.scrollY);
      expect(y).toBeGreaterThan(100);
      await edit.click();
      await page.waitForURL("**/artist/artwork/edit/**");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.waitForURL((url) => url.pathname === "/artist/artwork");
      await expect(page.getByText("Artwork updated successfully")).toBeVisible();
      await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) < 5, y);
    });
  });

  test("deletes an artwork after confirming", async ({ studioPage: page, baseURL }) => {
    const ids = await quickUploads(page, baseURL!, [
      "Purple Moon at Dawn",
      "Limit Study One",
      "Limit Study Two",
    ]);
    const id = ids.get("Purple Moon at Dawn")!;
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    const row = page.getByRole("listitem", { name: "Purple Moon at Dawn" });
    await expect(row).toBeVisible();
    await openRowMenu(page, "Purple Moon at Dawn");
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Artwork" });
    await expect(
      dialog.getByText(
        "Are you sure you want to delete this artwork? This action cannot be undone.",
      ),
    ).toBeVisible();
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Artwork deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await slotsUsed(page)).toEqual({ used: 2, max: 3 });
    await expect(page.getByText("Artwork Limit Reached")).toHaveCount(0);
    const gone = await page.request.get(`/artist/artwork/edit/${id}`);
    expect(gone.status()).toBe(404);
  });
});

// Nothing is sent in these: the demo member's upload form serves.
test.describe("what the upload form refuses in the browser", () => {
  test("a text file named .png, dropped or chosen, gets the rejection message and no preview", async ({
    memberPage: page,
  }) => {
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
    await expect(page.getByText(rejected).first()).toBeVisible();
    await expect(page.getByRole("img", { name: /^Image 1/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Crop image 1" })).toHaveCount(0);

    // Chosen with the file picker, beside a real picture: only the picture is added.
    await page.locator('input[type="file"]').setInputFiles([
      { name: "fake.png", mimeType: "image/png", buffer: Buffer.from(notes) },
      {
        name: "real.jpg",
        mimeType: "image/jpeg",
        buffer: await picture(600, 400, "#2f855a", "#f6e05e"),
      },
    ]);
    await expect(page.getByRole("img", { name: /^Image 1/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Image 2/ })).toHaveCount(0);
  });

  test("a control character in a text field is shown under that field", async ({
    memberPage: page,
  }) => {
    await page.goto("/artist/artwork/upload");
    await waitForHydration(page);
    await page.getByLabel("Artwork Name").fill("Harbour\u0007 at Night");
    await page.getByRole("button", { name: "Upload Artwork" }).click();
    const field = page.getByLabel("Artwork Name");
    const message = "Please remove unsupported characters from this text";
    await expect(page.getByText(message).first()).toBeVisible();
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    const errorIds = describedBy.split(/\s+/).filter(Boolean);
    const texts = await Promise.all(
      errorIds.map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(texts.join(" ")).toContain(message);
    await expect(page).toHaveURL(/\/artist\/artwork\/upload/);
  });
});
