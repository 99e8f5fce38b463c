import { mkdtempSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEMO_SPACES } from "~/features/demo";
import { type DemoServer, startSeededCopy } from "../support/demo-server";
import { IMAGE_FIXTURES_DIR } from "../support/media-dir";
import { expect, seriousA11yViolations, test, waitForHydration } from "./fixtures";

const SPACE = "Studio Entrance";

const cameraPhoto = (name: string) => readFileSync(path.join(IMAGE_FIXTURES_DIR, name));
const dollars = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));
const LIVING_ROOM = DEMO_SPACES.find((space) => space.room === "living-room")!.name;

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("curating a space", () => {
  test("creates a space with two photos, populates it from prompts, saves the selection and previews it on the wall", async ({
    freshMember,
    signedInPage,
  }) => {
    // A curator of the journey's own, with no spaces yet.
    const curator = await freshMember("curator");
    const page = await signedInPage(curator.email, curator.password);

    // A space with two photos and its wall's size.
    await page.goto("/curator/spaces/upload");
    await waitForHydration(page);
    await page.locator('input[type="file"]').setInputFiles([
      {
        name: "Landscape_1.jpg",
        mimeType: "image/jpeg",
        buffer: cameraPhoto("orientation/Landscape_1.jpg"),
      },
      { name: "DSCN0010.jpg", mimeType: "image/jpeg", buffer: cameraPhoto("exif/DSCN0010.jpg") },
    ]);
    await expect(page.getByRole("img", { name: "Image 2" })).toBeVisible();
    await page.getByLabel("Space Name").fill(SPACE);
    await page.getByRole("combobox", { name: "Space Type" }).selectOption({ label: "Commercial" });
    await page.getByLabel("Description").fill("The wall facing the door, under a skylight.");
    await page.getByLabel("Wall Width").fill("300");
    await page.getByLabel("Wall Height").fill("200");
    await page.getByRole("combobox", { name: "Unit" }).selectOption({ label: "cm" });
    await page.getByRole("button", { name: "Create Space" }).click();
    await page.waitForURL((url) => url.pathname === "/curator/spaces", { timeout: 30_000 });
    await expect(page.getByText("Space created successfully")).toBeVisible();
    const card = page.getByRole("listitem", { name: SPACE });
    const galleryHref = await card
      .getByRole("link", { name: `Open ${SPACE} in the virtual gallery` })
      .getAttribute("href");
    await waitForHydration(page);

    // AI Gallery Population: the defaults, prompts as chips, the best set within the budget.
    await card.getByRole("button", { name: `AI Populate ${SPACE}` }).click();
    const dialog = page.getByRole("dialog", { name: "AI Gallery Population" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Number of Pieces")).toHaveValue("5");
    await expect(dialog.getByLabel("Total Budget")).toHaveValue("10000");
    const prompt = dialog.getByRole("textbox", { name: "Prompts" });
    await prompt.fill("   ");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByText("A prompt cannot be blank")).toBeVisible();
    await prompt.fill("harbor");
    await prompt.press("Enter");
    await prompt.fill("tide");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("button", { name: "Remove prompt harbor" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove prompt tide" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Generate Suggestions" }).click();
    await expect(dialog.getByRole("heading", { name: "Suggested artworks" })).toBeVisible();
    const cards = dialog.getByRole("listitem");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    // Every card says why it was picked, and the total is the cards' sum, within the budget.
    let sum = 0;
    for (let i = 0; i < count; i++) {
      const item = cards.nth(i);
      await expect(item.getByText(/^by /)).toBeVisible();
      await expect(item.getByText(/^Matches: /)).toBeVisible();
      sum += dollars(await item.getByText(/^\$[\d,]+$/).textContent());
    }
    const total = dollars(await dialog.getByText(/^Total: \$/).textContent());
    expect(total).toBe(sum);
    expect(total).toBeLessThanOrEqual(10_000);

    // The same inputs give the same set.
    const titles = await cards.locator("p[title]").allTextContents();
    await dialog.getByRole("button", { name: "Generate Suggestions" }).click();
    await expect(cards.locator("p[title]")).toHaveText(titles);

    // A budget no work fits says so, and the cards of other inputs go.
    await dialog.getByLabel("Total Budget").fill("100");
    await dialog.getByRole("button", { name: "Generate Suggestions" }).click();
    await expect(
      page.getByText("Could not find suitable artworks within the budget constraints"),
    ).toBeVisible();
    await expect(cards).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Save Selection" })).toBeDisabled();
    // Out of range is said under the field.
    await dialog.getByLabel("Number of Pieces").fill("");
    await dialog.getByLabel("Total Budget").fill("150");
    await dialog.getByRole("button", { name: "Generate Suggestions" }).click();
    await expect(dialog.getByText("Total budget must be a multiple of $100")).toBeVisible();
    await dialog.getByLabel("Number of Pieces").fill("5");
    await dialog.getByLabel("Total Budget").fill("10000");
    await dialog.getByRole("button", { name: "Generate Suggestions" }).click();
    await expect(cards.locator("p[title]")).toHaveText(titles);

    // Save Selection stores it on the space.
    await dialog.getByRole("button", { name: "Save Selection" }).click();
    await expect(page.getByText("Selection saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      card.getByText(
        `Saved selection: ${count} ${count === 1 ? "work" : "works"} · $${total.toLocaleString("en-US")}`,
      ),
    ).toBeVisible();

    // Reopened, the dialog shows the saved selection.
    await card.getByRole("button", { name: `AI Populate ${SPACE}` }).click();
    await expect(dialog.getByRole("heading", { name: "Saved selection" })).toBeVisible();
    await expect(cards.locator("p[title]")).toHaveText(titles);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();

    // The virtual gallery rotates through the saved selection.
    // The gallery's timers run on a clock the journey moves forward (installed before it loads).
    await page.clock.install();
    await page.goto(galleryHref ?? "");
    await waitForHydration(page, "[data-testid='gallery-photo']");
    await expect(page.getByText("Click and drag to place artwork", { exact: true })).toBeVisible();
    const photo = (await page.getByTestId("gallery-photo").boundingBox())!;
    await page.mouse.move(photo.x + photo.width * 0.2, photo.y + photo.height * 0.1);
    await page.mouse.down();
    await page.mouse.move(photo.x + photo.width * 0.8, photo.y + photo.height * 0.7, {
      steps: 6,
    });
    await expect(page.getByText("Release to place artwork in this area")).toBeVisible();
    await page.mouse.up();
    await page.mouse.move(photo.x + 4, photo.y + photo.height - 4);
    const placed = page.getByTestId("placed-artwork");
    await expect(placed.locator("img[data-loaded]")).toBeVisible();
    await expect(page.getByText(/^Shown at (true size|\d+% of true size)$/)).toBeVisible();
    const first = await placed.getAttribute("data-artwork-id");
    if (count > 1) {
      await page.clock.runFor(5_100);
      await expect(placed).not.toHaveAttribute("data-artwork-id", first!);
    }
    const frame = (await placed.boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await expect(
      page.getByText("Paused - Move cursor away to resume", { exact: true }),
    ).toBeVisible();
    await page.mouse.move(photo.x + 4, photo.y + photo.height - 4);

    // Escape twice: the work goes, then the gallery.
    await page.keyboard.press("Escape");
    await expect(page.getByText("Click and drag to place artwork", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/curator/spaces");
    await expect(page.getByRole("listitem", { name: SPACE })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("clears a saved selection, and shows the dialog at a phone's width", async ({
      freshMember,
      signedInPage,
      baseURL,
    }) => {
      const curator = await freshMember("curator");
      const page = await signedInPage(curator.email, curator.password);
      // A space of its own with a saved selection, made through the same addresses the pages use.
      const name = "Hallway Niche";
      const wall = readFileSync(path.join(IMAGE_FIXTURES_DIR, "orientation/Landscape_1.jpg"));
      const made = await page.request.post("/curator/spaces/upload", {
        headers: { Origin: baseURL! },
        maxRedirects: 0,
        multipart: {
          name,
          type: "residential",
          description: "A narrow niche by the stairs.",
          images: "new:0",
          files: { name: "wall.jpg", mimeType: "image/jpeg", buffer: wall },
        },
      });
      expect(made.status()).toBe(302);
      await page.goto("/curator/spaces");
      await waitForHydration(page);
      const card = page.getByRole("listitem", { name });
      const href = await card
        .getByRole("link", { name: `Open ${name} in the virtual gallery` })
        .getAttribute("href");
      const spaceId = href?.split("/").pop() ?? "";
      const suggested = await page.request.post(`/api/curator/spaces/${spaceId}/suggestions`, {
        headers: { Origin: baseURL! },
        form: { pieces: "2", budget: "10000" },
      });
      const { suggestions } = (await suggested.json()) as {
        suggestions: { artworkId: string }[];
      };
      const selection = new URLSearchParams({ intent: "save" });
      for (const work of suggestions) selection.append("artworkIds", work.artworkId);
      const saved = await page.request.post(`/api/curator/spaces/${spaceId}/selection`, {
        headers: { Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded" },
        data: selection.toString(),
      });
      expect(saved.ok()).toBe(true);
      await page.reload();
      await waitForHydration(page);
      await expect(card.getByText(/^Saved selection: /)).toBeVisible();

      await card.getByRole("button", { name: `AI Populate ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "AI Gallery Population" });
      await expect(dialog.getByRole("heading", { name: "Saved selection" })).toBeVisible();
      await expect(dialog.getByRole("listitem")).toHaveCount(suggestions.length);
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(390.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Clear Selection" }).click();
      await expect(page.getByText("Selection cleared")).toBeVisible();
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      await expect(card.getByText(/^Saved selection:/)).toHaveCount(0);
    });
  });

  test.describe("on a copy of the demo gallery of its own", () => {
    // What is suggested depends on which works are still available, which other
    // journeys on the same server change by buying and leasing: this one counts them.
    const onOwnCopy = test.extend<{ ownCopy: DemoServer }>({
      ownCopy: [
        async ({ gallery }, use) => {
          const server = await startSeededCopy(gallery.seeded, {
            buildDir: gallery.buildDir,
            dataDir: mkdtempSync(path.join(gallery.workDir, "populate-")),
            timeoutMs: 240_000,
          });
          await use(server);
          await server.stop();
        },
        { timeout: 300_000 },
      ],
      baseURL: async ({ ownCopy }, use) => use(ownCopy.url),
    });

    onOwnCopy(
      "reads a curator's sentence for what it means: warm works, matched by 'warm' and 'colours', never by 'for' or 'a'",
      async ({ curatorPage: page }) => {
        // Nothing is saved: the demo curator's living room keeps its selection.
        await page.goto("/curator/spaces");
        await waitForHydration(page);
        const card = page.getByRole("listitem", { name: LIVING_ROOM });
        await card.getByRole("button", { name: `AI Populate ${LIVING_ROOM}` }).click();
        const dialog = page.getByRole("dialog", { name: "AI Gallery Population" });
        await expect(dialog).toBeVisible();
        const sentence = "warm colours for a living room";
        const prompt = dialog.getByRole("textbox", { name: "Prompts" });
        await prompt.fill(sentence);
        await prompt.press("Enter");
        await expect(
          dialog.getByRole("button", { name: `Remove prompt ${sentence}` }),
        ).toBeVisible();
        await dialog.getByRole("button", { name: "Generate Suggestions" }).click();
        await expect(dialog.getByRole("heading", { name: "Suggested artworks" })).toBeVisible();

        const cards = dialog.getByRole("listitem");
        await expect(cards).toHaveCount(5);
        const lines = await cards.getByText(/^Matches: /).allTextContents();
        // Every card says why, in the curator's own meaningful words.
        expect(lines).toHaveLength(5);
        const words = lines.map((line) => line.replace(/^Matches: /, "").split(", "));
        for (const matched of words) {
          expect(matched).toContain("warm");
          expect(matched).toContain("colours");
          expect(matched).not.toContain("for");
          expect(matched).not.toContain("a");
          for (const word of matched) expect(sentence.split(" ")).toContain(word);
        }
        expect(await seriousA11yViolations(page)).toEqual([]);
      },
    );
  });
});
