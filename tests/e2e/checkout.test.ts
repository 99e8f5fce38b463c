import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ARTIST_ACCOUNTS } from "~/features/demo";
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  seriousA11yViolations,
  seriousA11yViolationsInMain,
  setUpBrowser,
  waitForHydration,
} from "./browser";
import { mailedCode } from "./checkout-steps";

const browser = setUpBrowser();
let adminPage: Page;
let artworkPaths: string[] = [];
/** Artworks already used by a test, so each journey gets its own. */
const used = new Set<string>();

beforeAll(async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const path of ["/search", "/search?sort=price_asc", "/"]) {
    await page.goto(path);
    const hrefs = await page
      .locator('a[href^="/artwork/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    artworkPaths.push(...hrefs.filter((href) => /^\/artwork\/[0-9a-f-]{36}$/.test(href)));
  }
  artworkPaths = [...new Set(artworkPaths)];
  await context.close();
  ({ page: adminPage } = await browser.signedInPage(DEMO_ADMIN));
});

/** Opens the first unused listed artwork that offers `button` to this member. */
async function openArtworkWith(page: Page, button: "Purchase" | "Lease") {
  for (const path of artworkPaths) {
    if (used.has(path)) continue;
    await page.goto(path);
    await waitForHydration(page);
    const link = page.getByRole("link", { name: button, exact: true });
    if ((await link.count()) > 0) {
      used.add(path);
      return { path, link };
    }
  }
  throw new Error(`No listed artwork offers ${button}`);
}

async function payWith(page: Page, number: string) {
  await page.getByText("Test mode").waitFor();
  await page.getByLabel("Name on card").fill("Jordan Member");
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: "Continue" }).click();
}

async function confirmCode(page: Page) {
  await page.getByText(/We sent a 6-digit confirmation code/).waitFor();
  const continueButton = page.getByRole("button", { name: "Continue" });
  expect(await continueButton.isDisabled()).toBe(true);
  // A wrong code first: the error shows, and typing clears it.
  const code = await mailedCode(adminPage, DEMO_MEMBER);
  const wrong = code === "000000" ? "111111" : "000000";
  const field = page.getByLabel("Confirmation code");
  await field.click();
  await page.keyboard.type(wrong);
  await continueButton.click();
  await page.getByText("Invalid confirmation code. Please try again.").waitFor();
  await field.press("End");
  for (let i = 0; i < 6; i++) await page.keyboard.press("Backspace");
  expect(await page.getByText("Invalid confirmation code. Please try again.").count()).toBe(0);
  await page.keyboard.type(code);
  await continueButton.click();
  await page.getByRole("heading", { name: "Review" }).waitFor();
}

describe("checkout", () => {
  it("buys an artwork through the four steps and takes it home", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    const { path, link } = await openArtworkWith(page, "Purchase");
    // Where the money goes, said before anyone pays: a first sale goes wholly to its artist.
    const split = (await page.getByTestId("money-split").textContent()) ?? "";
    const [, price, toArtist] = split.match(/^Of (\$[\d,.]+): (\$[\d,.]+) to \S/) ?? [];
    expect(price).toBeTruthy();
    expect(toArtist).toBe(price);
    await link.click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}\?type=purchase$/);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Details" }).waitFor();
    expect(await page.getByTestId("checkout-money-split").textContent()).toBe(split);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await confirmCode(page);
    expect(await page.getByTestId("review-card").textContent()).toBe("Visa ending 4242");
    // Edit goes back to a step, and Continue comes forward again.
    await page.getByRole("button", { name: "Edit Payment" }).click();
    await page.getByLabel("Card number").waitFor();
    expect(await page.getByLabel("Card number").inputValue()).toBe("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Review" }).waitFor();
    expect(await page.getByTestId("review-money-split").textContent()).toBe(split);
    await page.getByRole("button", { name: /^Complete Purchase/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Purchase completed successfully").waitFor();

    await page.goto(path);
    await page.getByText("You own this artwork").waitFor();
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";

    // On the dashboard it is part of the buyer's collection, not one of their listings.
    await page.goto("/artist/dashboard");
    const collection = page
      .locator("section", { has: page.getByRole("heading", { name: "My Collection" }) })
      .filter({ visible: true });
    await collection.getByRole("link", { name: title, exact: true }).waitFor();
    await collection
      .getByText(/^Bought .+ for \$/)
      .first()
      .waitFor();
    const recent = page
      .locator("section", { has: page.getByRole("heading", { name: "Recent Artworks" }) })
      .filter({ visible: true });
    await recent
      .getByRole("listitem")
      .or(recent.getByText("No artworks added yet"))
      .first()
      .waitFor();
    expect(await recent.getByRole("link", { name: title, exact: true }).count()).toBe(0);
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(path);
    await visitor.getByText(/has been sold and is part of a private collection/).waitFor();
    expect(await visitor.getByRole("link", { name: "Purchase", exact: true }).count()).toBe(0);
    await other.close();
    await context.close();
  });

  it("leases an artwork for chosen dates", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    // An artwork with no leases yet, so the lease can start today.
    let path = "";
    for (;;) {
      const found = await openArtworkWith(page, "Lease");
      await found.link.click();
      await page.waitForURL(/type=lease$/);
      await waitForHydration(page);
      await page.getByLabel("Start date").waitFor();
      if ((await page.getByText(/^Already leased:/).count()) === 0) {
        path = found.path;
        break;
      }
    }
    // The gallery's date (GALLERY_TZ, America/New_York by default), not the UTC one.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
      new Date(),
    );
    expect(await page.getByLabel("Start date").inputValue()).toBe(today);
    await page.getByLabel("Number of days").fill("8");
    await page.getByTestId("lease-total").waitFor();
    const period = await page.getByTestId("lease-period").textContent();
    expect(period).toMatch(/ – /);
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4242424242424242");
    await confirmCode(page);
    expect(await page.getByTestId("review-period").textContent()).toBe(period);
    await page.getByRole("button", { name: /^Complete Lease/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Lease completed successfully").waitFor();
    // In the member's purchases, newest first, the lease is under way.
    await page.goto("/profile");
    expect(await page.getByTestId("lease-phase").first().textContent()).toBe("Active");
    await page.goto(path);
    await page.getByText(/^On lease until /).waitFor();
    await page.getByText(/^Next free date: /).waitFor();

    // Dates that lease holds are refused at step 1, before the card and the code.
    await page.goto(`/checkout/${path.split("/").pop()}?type=lease`);
    await waitForHydration(page);
    await page.getByText(/^Already leased:/).waitFor();
    await page.getByLabel("Start date").fill(today);
    await page.getByLabel("Number of days").fill("3");
    await page.getByRole("button", { name: "Continue" }).click();
    const refusal = page.getByText(/^This artwork is already leased from .+ to .+\./);
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(period?.split(" – ")[0] ?? "");
    expect(await refusal.textContent()).not.toMatch(/current lease/);
    expect(await page.getByRole("heading", { name: "Details" }).count()).toBe(1);
    expect(await page.getByLabel("Name on card").count()).toBe(0);
    await context.close();
  });

  it("takes 1230 as the expiry, makes -3 lease days 1, and ends the lease on the profile's day", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    const { link } = await openArtworkWith(page, "Lease");
    await link.click();
    await page.waitForURL(/type=lease$/);
    await waitForHydration(page);
    const daily = page.getByRole("radio", { name: /^Daily/ });
    const byDay = (await daily.count()) > 0;
    if (byDay) await daily.click();
    // A negative count keeps its sign and clamps to the minimum when the field is left.
    const days = page.getByLabel("Number of days");
    await days.fill("-3");
    await days.press("Tab");
    expect(await days.inputValue()).toBe("1");
    if (byDay) {
      // One day: the lease ends on the day it starts.
      const [first, last] = ((await page.getByTestId("lease-period").textContent()) ?? "").split(
        " – ",
      );
      expect(last).toBe(first);
    }
    await days.fill("27");
    const period = (await page.getByTestId("lease-period").textContent()) ?? "";
    expect(period).toMatch(/^\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}$/);
    await page.getByRole("button", { name: "Continue" }).click();

    await page.getByText("Test mode").waitFor();
    await page.getByLabel("Name on card").fill("Jordan Member");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    const expiry = page.getByLabel("Expiry (MM/YY)");
    // Pasted with its slash, or typed as four digits: both read 12/30.
    await expiry.fill("12/30");
    expect(await expiry.inputValue()).toBe("12/30");
    await expiry.fill("");
    await expiry.pressSequentially("1230");
    expect(await expiry.inputValue()).toBe("12/30");
    await page.getByLabel("Security code (CVC)").fill("123");
    await page.getByRole("button", { name: "Continue" }).click();
    await confirmCode(page);
    expect(await page.getByTestId("review-period").textContent()).toBe(period);
    await page.getByRole("button", { name: /^Complete Lease/ }).click();
    await page.getByText("Lease completed successfully").waitFor();

    // The profile names the same last day (R-lease-end).
    await page.goto("/profile");
    expect(await page.getByTestId("lease-period").first().textContent()).toBe(period);
    await context.close();
  });

  it("leases a work, then buys it: the lease ends and its unused days are credited in full, on the receipt and the seller's statement", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    // A work offered both ways, with no lease yet, sold for the first time by a demo
    // artist, whose statement the credit is read from afterwards.
    let path = "";
    let seller = "";
    for (const candidate of artworkPaths) {
      if (used.has(candidate)) continue;
      await page.goto(candidate);
      await waitForHydration(page);
      const both =
        (await page.getByRole("link", { name: "Purchase", exact: true }).count()) > 0 &&
        (await page.getByRole("link", { name: "Lease", exact: true }).count()) > 0 &&
        (await page.getByText(/^On lease until /).count()) === 0;
      if (!both) continue;
      const split = (await page.getByTestId("money-split").textContent()) ?? "";
      const name = split.match(/^Of \$[\d,.]+: \$[\d,.]+ to ([^,]+)/)?.[1];
      const account = DEMO_ARTIST_ACCOUNTS.find((artist) => artist.names[0] === name);
      if (account) {
        used.add(candidate);
        path = candidate;
        seller = account.email;
        break;
      }
    }
    expect(path).not.toBe("");
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const cents = (text: string | null) => Math.round(Number(text?.replace(/[^\d.]/g, "")) * 100);
    const price = cents(
      await page
        .getByText(/^\$[\d,.]+$/)
        .first()
        .textContent(),
    );
    expect(await page.getByTestId("rent-credit").count()).toBe(0);

    await page.getByRole("link", { name: "Lease", exact: true }).click();
    await page.waitForURL(/type=lease$/);
    await waitForHydration(page);
    await page.getByLabel("Number of days").fill("8");
    const rent = cents(await page.getByTestId("lease-total").textContent());
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4242424242424242");
    await confirmCode(page);
    await page.getByRole("button", { name: /^Complete Lease/ }).click();
    await page.getByText("Lease completed successfully").waitFor();

    // Back on the work: the lessee is told what the rent counts toward buying it. Bought
    // before the lease has used a day, all of it comes back (R-rent-to-own).
    const credit = rent;
    const money = (value: number) =>
      `$${(value / 100).toLocaleString("en-US", { minimumFractionDigits: value % 100 ? 2 : 0 })}`;
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.getByTestId("rent-credit").textContent()).toBe(
      `You have ${money(credit)} of rent credit toward buying this work`,
    );
    await page.getByRole("link", { name: "Purchase", exact: true }).click();
    await page.waitForURL(/type=purchase$/);
    await waitForHydration(page);
    expect(await page.getByTestId("checkout-rent-credit").textContent()).toContain(
      `you pay ${money(price - credit)}`,
    );
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await confirmCode(page);
    expect(await page.getByTestId("review-rent-credit").textContent()).toBe(`−${money(credit)}`);
    expect(await page.getByTestId("review-total").textContent()).toBe(money(price - credit));
    await page
      .getByRole("button", { name: `Complete Purchase · ${money(price - credit)}` })
      .click();
    await page.getByText("Purchase completed successfully").waitFor();
    await page.goto(path);
    await page.getByText("You own this artwork").waitFor();
    // The lease the purchase ended no longer holds the work.
    expect(await page.getByText(/^On lease until /).count()).toBe(0);
    // The receipt names the credit of the lease the purchase ended.
    await adminPage.goto(`/admin/outbox?q=${encodeURIComponent(DEMO_MEMBER)}`);
    const receipt = await adminPage
      .getByRole("article", { name: /^Your receipt: / })
      .first()
      .textContent();
    expect(receipt).toContain(`less your unused lease days of ${money(credit)}`);
    // The lease is over on the member's list (R-rent-to-own).
    await page.goto("/profile");
    expect(await page.getByTestId("lease-phase").first().textContent()).toBe("Ended");

    // The seller's statement shows the sale less the credit, under Rent credits: the
    // gallery takes no lease fee by default, so all of it comes off the seller's share.
    const statement = await browser.signedInPage(seller);
    await statement.page.goto("/artist/earnings");
    const sale = statement.page
      .getByTestId("earnings-lines")
      .getByRole("row")
      .filter({ hasText: `Sale: ${title}` });
    await sale.waitFor();
    expect(await seriousA11yViolationsInMain(statement.page)).toEqual([]);
    // Date, transaction, sales, leases, rent credits, …
    expect(await sale.getByRole("cell").nth(2).textContent()).toBe(money(price));
    expect(await sale.getByRole("cell").nth(4).textContent()).toBe(`-${money(credit)}`);
    await sale.getByRole("link", { name: `Sale: ${title}` }).click();
    const entries = statement.page.getByTestId("statement-entries");
    await entries.waitFor();
    expect(
      await entries
        .getByRole("row")
        .filter({ hasText: "Unused lease days given back from your share" })
        .textContent(),
    ).toBe(
      `Unused lease days given back from your share (rent the buyer paid you earlier)-${money(credit)}`,
    );
    await statement.context.close();
    await context.close();
  });

  it("declines the test decline card and changes nothing", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    const { path, link } = await openArtworkWith(page, "Purchase");
    await link.click();
    await page.waitForURL(/type=purchase$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4000 0000 0000 0002");
    await confirmCode(page);
    await page.getByRole("button", { name: /^Complete Purchase/ }).click();
    await page.getByText("Your card was declined. Please use a different card.").waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout\//);
    await page.goto(path);
    expect(await page.getByText("You own this artwork").count()).toBe(0);
    await page.getByRole("link", { name: "Purchase", exact: true }).waitFor();
    await context.close();
  });

  it("shows clear pages for unknown artworks and a bad type", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    const response = await page.goto(
      "/checkout/00000000-0000-4000-8000-000000000000?type=purchase",
    );
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Artwork Not Found" }).waitFor();
    await page.goto("/checkout/00000000-0000-4000-8000-000000000000?type=gift");
    expect(new URL(page.url()).search).toBe("?type=purchase");
    await context.close();
  });
});
