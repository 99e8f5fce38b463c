import { expect, it } from "vitest";
import { setUpBrowser, waitForHydration } from "./browser";

const browser = setUpBrowser();

// One continuous visit: home → search with filters → artwork → save → comment.
it("takes a member from the home page through a filtered search to saving and discussing a work", async () => {
  const { context, page } = await browser.signedInPage("artist@demo.gallery");

  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Browse Artwork" }).first().click();
  await page.waitForURL((url) => url.pathname === "/search");
  await waitForHydration(page);

  await page.getByRole("checkbox", { name: "For Sale" }).click();
  await page.waitForURL((url) => url.searchParams.get("forSale") === "1");
  await page.getByRole("checkbox", { name: "For Lease" }).click();
  await page.waitForURL(
    (url) => url.searchParams.get("forSale") === "1" && url.searchParams.get("forLease") === "1",
  );
  await page.getByText(/\d+ artworks? found/).waitFor();

  const card = page.locator("article").first();
  const title = (await card.getAttribute("aria-label")) ?? "";
  expect(title).not.toBe("");
  await card.getByRole("link", { name: title }).click();
  await page.waitForURL(/\/artwork\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1, name: title }).waitFor();

  const saved = page.getByRole("button", { name: "Saved" });
  if (await saved.count()) {
    await saved.click();
    await page.getByRole("button", { name: "Save", exact: true }).waitFor();
  }
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await saved.waitFor();

  const text = `Seen on a search for pieces to buy or lease ${Date.now()}`;
  await page.getByLabel("Add a comment").fill(text);
  await page.getByRole("button", { name: "Post Comment" }).click();
  await page.getByText("Comment posted successfully").waitFor();
  await page.reload();
  // The comments stream in: React keeps a hidden copy of them until it shows them.
  await page.getByText(text).filter({ visible: true }).waitFor();
  await page.getByRole("button", { name: "Saved" }).waitFor();
  await context.close();
});
