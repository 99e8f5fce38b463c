import { expect, type Page, seriousA11yViolationsInMain, test, waitForHydration } from "./fixtures";

/**
 * A member saves a search with alerts 'At once'; an artist then lists a work
 * that matches; the alert job (every minute in each server) mails it, and the
 * mail lands in the outbox with the work. The member's saved searches page
 * lists the search and the new work.
 */

/** The alert job runs every minute: a run must come and go before the mail is there. */
const JOB_RUN = { timeout: 150_000, intervals: [2_000] };

async function outboxText(admin: Page, email: string) {
  await admin.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
  return (await admin.locator("main").textContent()) ?? "";
}

test("a member saves a search, a matching work is listed, and the alert mail arrives", async ({
  freshMemberPage,
  freshArtwork,
  adminPage,
}) => {
  test.setTimeout(240_000);
  const { member, page } = await freshMemberPage();
  const word = `lanternfish${Date.now().toString(36)}`;

  // The member searches and saves the search, named after its filters, with alerts at once.
  await page.goto(`/search?q=${word}`);
  await waitForHydration(page);
  await expect(page.getByTestId("result-count")).toHaveText("0 artworks found");
  await page.getByRole("button", { name: "Save search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save search" });
  await expect(dialog.getByLabel("Name")).toHaveValue(`Search: “${word}”`);
  await expect(dialog.getByRole("radio", { name: "At once" })).toBeChecked();
  expect(await seriousA11yViolationsInMain(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Search saved. Find it under Saved searches.")).toBeVisible();

  // Saving it again is refused with a clear message.
  await page.getByRole("button", { name: "Save search" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("You have already saved this search.");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // An artist lists a work that matches.
  const work = await freshArtwork({ title: `Lantern ${word}` });

  // The alert job mails it: the mail is in the outbox, with the work and its link.
  await expect
    .poll(() => outboxText(adminPage, member.email), JOB_RUN)
    .toContain(`1 new work matches “Search: “${word}””`);

  // The saved searches page lists the search with its new work; opening it resets the count.
  await page.goto("/saved-searches");
  await waitForHydration(page);
  const item = page.getByRole("listitem").filter({ hasText: `Search: “${word}”` });
  await expect(item.getByText("1 new work")).toBeVisible();
  expect(await seriousA11yViolationsInMain(page)).toEqual([]);
  await item.getByRole("link", { name: `Open Search: “${word}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(page.getByRole("link", { name: work.title }).first()).toBeVisible();
  await page.goto("/saved-searches");
  await expect(item.getByText("No new works")).toBeVisible();
});

test("the saved searches page of a member with none offers a way to search", async ({
  freshMemberPage,
}) => {
  const { page } = await freshMemberPage();
  await page.goto("/saved-searches");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "No saved searches yet" })).toBeVisible();
  expect(await seriousA11yViolationsInMain(page)).toEqual([]);
  await page.getByRole("link", { name: "Browse Artwork" }).last().click();
  await expect(page).toHaveURL(/\/search$/);
});

test("a visitor who presses Save search signs in and comes back to the search", async ({
  page,
}) => {
  await page.goto("/search?style=Abstract");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Save search" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsearch%3Fstyle%3DAbstract/);
});
