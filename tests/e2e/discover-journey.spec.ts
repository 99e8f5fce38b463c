import { expect, test, waitForHydration } from "./fixtures";

// One continuous visit: home → search with filters → artwork → save → comment. A new
// member on the Artist plan (commenting takes a paid plan) saves and discusses a new
// artist's work, found by its name among those offered.
test("takes a member from the home page through a filtered search to saving and discussing a work", async ({
  freshMemberPage,
  freshArtwork,
}) => {
  const { title } = await freshArtwork({ leaseDailyRate: "12" });
  const { page } = await freshMemberPage("artist");

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
  await expect(page.getByText(/\d+ artworks? found/)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search artworks" }).fill(title);
  await page.waitForURL(
    (url) => url.searchParams.get("q") === title && url.searchParams.get("forLease") === "1",
  );

  const card = page.getByRole("article", { name: title });
  await card.getByRole("link", { name: title }).click();
  await page.waitForURL(/\/artwork\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();

  const text = `Seen on a search for pieces to buy or lease ${Date.now()}`;
  await page.getByLabel("Add a comment").fill(text);
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Comment posted successfully")).toBeVisible();
  await page.reload();
  // The comments stream in: React keeps a hidden copy of them until it shows them.
  await expect(page.getByText(text).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
});
