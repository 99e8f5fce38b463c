import type { APIRequestContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setUpBrowser, waitForHydration } from "./browser";

const browser = setUpBrowser();
const ARTIST = "artist@demo.gallery";

/** A visitor's request (no cookies), as a browser without a session makes it. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { response, cache: response.headers()["x-page-cache"], html: await response.text() };
}

describe("the visitor page cache", () => {
  it("gives visitors one rendering of a page, and a signed-in member always their own", async () => {
    const visitor = await browser.newContext();
    await visit(visitor.request, "/search?sort=newest");
    const first = await visit(visitor.request, "/search?sort=newest");
    const second = await visit(visitor.request, "/search?sort=newest");
    expect(first.cache).toBe("hit");
    expect(second.cache).toBe("hit");
    expect(second.html).toBe(first.html);
    expect(first.response.headers()["cache-control"]).toBe("public, no-cache");
    expect(first.html).not.toMatch(/Sign Out/);

    const { context: member } = await browser.signedInPage(ARTIST);
    const own = await member.request.get("/search?sort=newest");
    expect(own.headers()["x-page-cache"]).toBeUndefined();
    expect(own.headers()["cache-control"]).toBe("private, no-cache");
    expect(await own.text()).not.toBe(first.html);
    await member.close();
    await visitor.close();
  });

  it("shows a visitor an artist's new price and a new comment at the very next visit", async () => {
    const { context, page } = await browser.signedInPage(ARTIST);
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    const link = page.locator('main a[href^="/artwork/"]').first();
    const path = (await link.getAttribute("href")) as string;
    const id = path.split("/").pop() as string;

    const visitor = await browser.newContext();
    await visit(visitor.request, path);
    expect((await visit(visitor.request, path)).cache).toBe("hit");

    await page.goto(`/artist/artwork/edit/${id}`);
    await waitForHydration(page);
    const forSale = page.getByRole("switch", { name: /Available for sale/ });
    const wasForSale = await forSale.isChecked();
    if (!wasForSale) await forSale.click();
    const price = page.getByLabel("Sale Price");
    const before = await price.inputValue();
    await price.fill("4321");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Artwork updated successfully").waitFor();

    const repriced = await visit(visitor.request, path);
    expect(repriced.cache).toBe("miss");
    expect(repriced.html).toContain("$4,321");

    const comment = `Seen at the gallery's window ${Date.now()}`;
    await page.goto(path);
    await waitForHydration(page);
    await page.getByLabel("Add a comment").fill(comment);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await page.getByText("Comment posted successfully").waitFor();
    const commented = await visit(visitor.request, path);
    expect(commented.cache).toBe("miss");
    expect(commented.html).toContain(comment);

    // Put the work back as it was for the other journeys.
    await page.goto(`/artist/artwork/edit/${id}`);
    await waitForHydration(page);
    if (before) await page.getByLabel("Sale Price").fill(before);
    if (!wasForSale) await page.getByRole("switch", { name: /Available for sale/ }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Artwork updated successfully").waitFor();
    await visitor.close();
    await context.close();
  });

  it("counts a visitor's look at an artwork though the page came from the cache", async () => {
    const { context: artist, page } = await browser.signedInPage(ARTIST);
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    const path = (await page
      .locator('main a[href^="/artwork/"]')
      .first()
      .getAttribute("href")) as string;
    await artist.close();

    const { context, page: visitorPage } = await browser.newPage();
    await context.request.get(path);
    const counted = visitorPage.waitForResponse((response) =>
      response.url().endsWith(`${path.replace("/artwork/", "/api/artworks/")}/views`),
    );
    const opened = await visitorPage.goto(path);
    expect(opened?.headers()["x-page-cache"]).toBe("hit");
    expect((await counted).status()).toBe(204);
    await context.close();
  });
});
