import type { APIRequestContext } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** A visitor's request (no cookies), as a browser without a session makes it. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { response, cache: response.headers()["x-page-cache"], html: await response.text() };
}

test.describe("the visitor page cache", () => {
  test("gives visitors one rendering of a page, and a signed-in member always their own", async ({
    page: visitor,
    artistPage: member,
  }) => {
    await visit(visitor.request, "/search?sort=newest");
    const first = await visit(visitor.request, "/search?sort=newest");
    const second = await visit(visitor.request, "/search?sort=newest");
    expect(first.cache).toBe("hit");
    expect(second.cache).toBe("hit");
    expect(second.html).toBe(first.html);
    expect(first.response.headers()["cache-control"]).toBe("public, no-cache");
    expect(first.html).not.toMatch(/Sign Out/);

    const own = await member.request.get("/search?sort=newest");
    expect(own.headers()["x-page-cache"]).toBeUndefined();
    expect(own.headers()["cache-control"]).toBe("private, no-cache");
    expect(await own.text()).not.toBe(first.html);
  });

  test("shows a visitor an artist's new price and a new comment at the very next visit", async ({
    freshArtwork,
    signedInPage,
    page: visitor,
  }) => {
    // A work of a new artist on the Artist plan, who may comment.
    const { id, artist } = await freshArtwork();
    const path = `/artwork/${id}`;
    const page = await signedInPage(artist.email, artist.password);

    await visit(visitor.request, path);
    expect((await visit(visitor.request, path)).cache).toBe("hit");

    await page.goto(`/artist/artwork/edit/${id}`);
    await waitForHydration(page);
    const forSale = page.getByRole("switch", { name: /Available for sale/ });
    if (!(await forSale.isChecked())) await forSale.click();
    await page.getByLabel("Sale Price").fill("4321");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Artwork updated successfully")).toBeVisible();

    const repriced = await visit(visitor.request, path);
    expect(repriced.cache).toBe("miss");
    expect(repriced.html).toContain("$4,321");

    const comment = `Seen at the gallery's window ${Date.now()}`;
    await page.goto(path);
    await waitForHydration(page);
    await page.getByLabel("Add a comment").fill(comment);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByText("Comment posted successfully")).toBeVisible();
    const commented = await visit(visitor.request, path);
    expect(commented.cache).toBe("miss");
    expect(commented.html).toContain(comment);
  });

  test("counts a visitor's look at an artwork though the page came from the cache", async ({
    freshArtwork,
    page: visitorPage,
  }) => {
    const path = `/artwork/${(await freshArtwork()).id}`;
    await visitorPage.request.get(path);
    const counted = visitorPage.waitForResponse((response) =>
      response.url().endsWith(`${path.replace("/artwork/", "/api/artworks/")}/views`),
    );
    const opened = await visitorPage.goto(path);
    expect(opened?.headers()["x-page-cache"]).toBe("hit");
    expect((await counted).status()).toBe(204);
  });
});
