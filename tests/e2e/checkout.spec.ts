import { mailedCode } from "./checkout-steps";
import {
  expect,
  type Page,
  seriousA11yViolations,
  seriousA11yViolationsInMain,
  test,
  waitForHydration,
} from "./fixtures";

// Each journey buys or leases a work of its own, made by a new artist, as a new member.

/** The gallery's date (GALLERY_TZ, America/New_York by default), not the UTC one. */
function galleryToday() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
}

async function payWith(page: Page, number: string) {
  await expect(page.getByText("Test mode")).toBeVisible();
  await page.getByLabel("Name on card").fill("Jordan Member");
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The code step: a wrong code first (refused, and cleared by typing), then the mailed one. */
async function confirmCode(page: Page, adminPage: Page, email: string) {
  await expect(page.getByText(/We sent a 6-digit confirmation code/)).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  const code = await mailedCode(adminPage, email);
  const wrong = code === "000000" ? "111111" : "000000";
  const field = page.getByLabel("Confirmation code");
  await field.click();
  await page.keyboard.type(wrong);
  await continueButton.click();
  const invalid = page.getByText("Invalid confirmation code. Please try again.");
  await expect(invalid).toBeVisible();
  await field.press("End");
  for (let i = 0; i < 6; i++) await page.keyboard.press("Backspace");
  await expect(invalid).toHaveCount(0);
  await page.keyboard.type(code);
  await continueButton.click();
  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
}

/** Opens the work's page and follows its Purchase or Lease link to the checkout. */
async function startCheckout(page: Page, path: string, link: "Purchase" | "Lease") {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("link", { name: link, exact: true }).click();
  await page.waitForURL(
    new RegExp(`/checkout/[0-9a-f-]{36}\\?type=${link === "Purchase" ? "purchase" : "lease"}$`),
  );
  await waitForHydration(page);
}

test.describe("checkout", () => {
  test("buys an artwork through the four steps and takes it home", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
    page: visitor,
  }) => {
    const { member, page } = await freshMemberPage();
    const { id } = await freshArtwork();
    const path = `/artwork/${id}`;
    await page.goto(path);
    await waitForHydration(page);
    // Where the money goes, said before anyone pays: a first sale goes wholly to its artist.
    const split = (await page.getByTestId("money-split").textContent()) ?? "";
    const [, price, toArtist] = split.match(/^Of (\$[\d,.]+): (\$[\d,.]+) to \S/) ?? [];
    expect(price).toBeTruthy();
    expect(toArtist).toBe(price);
    await page.getByRole("link", { name: "Purchase", exact: true }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}\?type=purchase$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
    await expect(page.getByTestId("checkout-money-split")).toHaveText(split);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await confirmCode(page, adminPage, member.email);
    await expect(page.getByTestId("review-card")).toHaveText("Visa ending 4242");
    // Edit goes back to a step, and Continue comes forward again.
    await page.getByRole("button", { name: "Edit Payment" }).click();
    await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
    await expect(page.getByTestId("review-money-split")).toHaveText(split);
    await page.getByRole("button", { name: /^Complete Purchase/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByText("Purchase completed successfully")).toBeVisible();

    await page.goto(path);
    await expect(page.getByText("You own this artwork")).toBeVisible();
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";

    // On the dashboard it is part of the buyer's collection, not one of their listings.
    await page.goto("/artist/dashboard");
    const collection = page
      .locator("section", { has: page.getByRole("heading", { name: "My Collection" }) })
      .filter({ visible: true });
    await expect(collection.getByRole("link", { name: title, exact: true })).toBeVisible();
    await expect(collection.getByText(/^Bought .+ for \$/).first()).toBeVisible();
    const recent = page
      .locator("section", { has: page.getByRole("heading", { name: "Recent Artworks" }) })
      .filter({ visible: true });
    await expect(
      recent.getByRole("listitem").or(recent.getByText("No artworks added yet")).first(),
    ).toBeVisible();
    await expect(recent.getByRole("link", { name: title, exact: true })).toHaveCount(0);
    await visitor.goto(path);
    await expect(
      visitor.getByText(/has been sold and is part of a private collection/),
    ).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Purchase", exact: true })).toHaveCount(0);
  });

  test("leases an artwork for chosen dates", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
  }) => {
    const { member, page } = await freshMemberPage();
    // A work with no leases yet, so the lease can start today.
    const { path } = await freshArtwork({ leaseDailyRate: "12" });
    await startCheckout(page, path, "Lease");
    await expect(page.getByLabel("Start date")).toBeVisible();
    await expect(page.getByText(/^Already leased:/)).toHaveCount(0);
    const today = galleryToday();
    await expect(page.getByLabel("Start date")).toHaveValue(today);
    await page.getByLabel("Number of days").fill("8");
    await expect(page.getByTestId("lease-total")).toBeVisible();
    await expect(page.getByTestId("lease-period")).toHaveText(/ – /);
    const period = (await page.getByTestId("lease-period").textContent()) ?? "";
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4242424242424242");
    await confirmCode(page, adminPage, member.email);
    await expect(page.getByTestId("review-period")).toHaveText(period);
    await page.getByRole("button", { name: /^Complete Lease/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByText("Lease completed successfully")).toBeVisible();
    // In the member's purchases, newest first, the lease is under way.
    await page.goto("/profile");
    await expect(page.getByTestId("lease-phase").first()).toHaveText("Active");
    await page.goto(path);
    await expect(page.getByText(/^On lease until /)).toBeVisible();
    await expect(page.getByText(/^Next free date: /)).toBeVisible();

    // Dates that lease holds are refused at step 1, before the card and the code.
    await page.goto(`/checkout/${path.split("/").pop()}?type=lease`);
    await waitForHydration(page);
    await expect(page.getByText(/^Already leased:/)).toBeVisible();
    await page.getByLabel("Start date").fill(today);
    await page.getByLabel("Number of days").fill("3");
    await page.getByRole("button", { name: "Continue" }).click();
    const refusal = page.getByText(/^This artwork is already leased from .+ to .+\./);
    await expect(refusal).toContainText(period.split(" – ")[0] ?? "");
    await expect(refusal).not.toContainText("current lease");
    await expect(page.getByRole("heading", { name: "Details" })).toHaveCount(1);
    await expect(page.getByLabel("Name on card")).toHaveCount(0);
  });

  test("takes 1230 as the expiry, makes -3 lease days 1, and ends the lease on the profile's day", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
  }) => {
    const { member, page } = await freshMemberPage();
    const { path } = await freshArtwork({ leaseDailyRate: "12" });
    await startCheckout(page, path, "Lease");
    await page.getByRole("radio", { name: /^Daily/ }).click();
    // A negative count keeps its sign and clamps to the minimum when the field is left.
    const days = page.getByLabel("Number of days");
    await days.fill("-3");
    await days.press("Tab");
    await expect(days).toHaveValue("1");
    // One day: the lease ends on the day it starts.
    const [first, last] = ((await page.getByTestId("lease-period").textContent()) ?? "").split(
      " – ",
    );
    expect(last).toBe(first);
    await days.fill("27");
    const periodShown = page.getByTestId("lease-period");
    await expect(periodShown).toHaveText(/^\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}$/);
    await expect(periodShown).not.toHaveText(`${first} – ${last}`);
    const period = (await periodShown.textContent()) ?? "";
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByText("Test mode")).toBeVisible();
    await page.getByLabel("Name on card").fill("Jordan Member");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    const expiry = page.getByLabel("Expiry (MM/YY)");
    // Pasted with its slash, or typed as four digits: both read 12/30.
    await expiry.fill("12/30");
    await expect(expiry).toHaveValue("12/30");
    await expiry.fill("");
    await expiry.pressSequentially("1230");
    await expect(expiry).toHaveValue("12/30");
    await page.getByLabel("Security code (CVC)").fill("123");
    await page.getByRole("button", { name: "Continue" }).click();
    await confirmCode(page, adminPage, member.email);
    await expect(page.getByTestId("review-period")).toHaveText(period);
    await page.getByRole("button", { name: /^Complete Lease/ }).click();
    await expect(page.getByText("Lease completed successfully")).toBeVisible();

    // The profile names the same last day (R-lease-end).
    await page.goto("/profile");
    await expect(page.getByTestId("lease-period").first()).toHaveText(period);
  });

  test("leases a work, then buys it: the lease ends and its unused days are credited in full, on the receipt and the seller's statement", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
    signedInPage,
  }) => {
    const { member, page } = await freshMemberPage();
    // A work offered both ways, with no lease yet, sold for the first time by its artist,
    // whose statement the credit is read from afterwards.
    const { path, title, artist: seller } = await freshArtwork({ leaseDailyRate: "12" });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const cents = (text: string | null) => Math.round(Number(text?.replace(/[^\d.]/g, "")) * 100);
    const price = cents(
      await page
        .getByText(/^\$[\d,.]+$/)
        .first()
        .textContent(),
    );
    await expect(page.getByTestId("rent-credit")).toHaveCount(0);

    await page.getByRole("link", { name: "Lease", exact: true }).click();
    await page.waitForURL(/type=lease$/);
    await waitForHydration(page);
    await page.getByLabel("Number of days").fill("8");
    const rent = cents(await page.getByTestId("lease-total").textContent());
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4242424242424242");
    await confirmCode(page, adminPage, member.email);
    await page.getByRole("button", { name: /^Complete Lease/ }).click();
    await expect(page.getByText("Lease completed successfully")).toBeVisible();

    // Back on the work: the lessee is told what the rent counts toward buying it. Bought
    // before the lease has used a day, all of it comes back (R-rent-to-own).
    const credit = rent;
    const money = (value: number) =>
      `$${(value / 100).toLocaleString("en-US", { minimumFractionDigits: value % 100 ? 2 : 0 })}`;
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByTestId("rent-credit")).toHaveText(
      `You have ${money(credit)} of rent credit toward buying this work`,
    );
    await page.getByRole("link", { name: "Purchase", exact: true }).click();
    await page.waitForURL(/type=purchase$/);
    await waitForHydration(page);
    await expect(page.getByTestId("checkout-rent-credit")).toContainText(
      `you pay ${money(price - credit)}`,
    );
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await confirmCode(page, adminPage, member.email);
    await expect(page.getByTestId("review-rent-credit")).toHaveText(`−${money(credit)}`);
    await expect(page.getByTestId("review-total")).toHaveText(money(price - credit));
    await page
      .getByRole("button", { name: `Complete Purchase · ${money(price - credit)}` })
      .click();
    await expect(page.getByText("Purchase completed successfully")).toBeVisible();
    await page.goto(path);
    await expect(page.getByText("You own this artwork")).toBeVisible();
    // The lease the purchase ended no longer holds the work.
    await expect(page.getByText(/^On lease until /)).toHaveCount(0);
    // The receipt names the credit of the lease the purchase ended.
    await adminPage.goto(`/admin/outbox?q=${encodeURIComponent(member.email)}`);
    await expect(adminPage.getByRole("article", { name: /^Your receipt: / }).first()).toContainText(
      `less your unused lease days of ${money(credit)}`,
    );
    // The lease is over on the member's list (R-rent-to-own).
    await page.goto("/profile");
    await expect(page.getByTestId("lease-phase").first()).toHaveText("Ended");

    // The seller's statement shows the sale less the credit, under Rent credits: the
    // gallery takes no lease fee by default, so all of it comes off the seller's share.
    const statement = await signedInPage(seller.email, seller.password);
    await statement.goto("/artist/earnings");
    const sale = statement
      .getByTestId("earnings-lines")
      .getByRole("row")
      .filter({ hasText: `Sale: ${title}` });
    await expect(sale).toBeVisible();
    expect(await seriousA11yViolationsInMain(statement)).toEqual([]);
    // Date, transaction, sales, leases, rent credits, …
    await expect(sale.getByRole("cell").nth(2)).toHaveText(money(price));
    await expect(sale.getByRole("cell").nth(4)).toHaveText(`-${money(credit)}`);
    await sale.getByRole("link", { name: `Sale: ${title}` }).click();
    const entries = statement.getByTestId("statement-entries");
    await expect(
      entries.getByRole("row").filter({ hasText: "Unused lease days given back from your share" }),
    ).toHaveText(
      `Unused lease days given back from your share (rent the buyer paid you earlier)-${money(credit)}`,
    );
  });

  test("declines the test decline card and changes nothing", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
  }) => {
    const { member, page } = await freshMemberPage();
    const path = `/artwork/${(await freshArtwork()).id}`;
    await startCheckout(page, path, "Purchase");
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4000 0000 0000 0002");
    await confirmCode(page, adminPage, member.email);
    await page.getByRole("button", { name: /^Complete Purchase/ }).click();
    await expect(
      page.getByText("Your card was declined. Please use a different card."),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout\//);
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Purchase", exact: true })).toBeVisible();
    await expect(page.getByText("You own this artwork")).toHaveCount(0);
  });

  test("shows clear pages for unknown artworks and a bad type", async ({ memberPage: page }) => {
    const response = await page.goto(
      "/checkout/00000000-0000-4000-8000-000000000000?type=purchase",
    );
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Artwork Not Found" })).toBeVisible();
    await page.goto("/checkout/00000000-0000-4000-8000-000000000000?type=gift");
    expect(new URL(page.url()).search).toBe("?type=purchase");
  });
});
