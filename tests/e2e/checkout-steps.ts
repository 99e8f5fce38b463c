import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

/**
 * The newest confirmation code mailed to `email`, as an admin reads it in the
 * outbox (`adminPage` is signed in as one), other than `previous`.
 */
export async function mailedCode(adminPage: Page, email: string, previous?: string) {
  let code = "";
  // The mail is written while the checkout answers: the outbox is read again until it is there.
  await expect(async () => {
    await adminPage.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
    // The code is in the mail's text (its subject never holds it).
    const text = await adminPage
      .getByRole("article", { name: "Your confirmation code", exact: true })
      .first()
      .textContent({ timeout: 2_000 });
    code = text?.match(/ is (\d{6})\./)?.[1] ?? "";
    expect(code, `a confirmation code mailed to ${email}`).toMatch(/^\d{6}$/);
    expect(code, "a new confirmation code").not.toBe(previous);
  }).toPass({ timeout: 20_000 });
  return code;
}

/** Types the six digits into the code step's field. */
async function typeCode(page: Page, code: string) {
  await page.getByLabel("Confirmation code").click();
  await page.keyboard.type(code);
}

/**
 * Buys the artwork at `path` (its Purchase link must be offered to `page`'s member)
 * through all four steps (details, the test card, the mailed code, review); the code
 * comes from `readCode` (the outbox, or a mailbox). Ends on the artwork's page, owned.
 */
export async function purchaseArtwork(page: Page, path: string, readCode: () => Promise<string>) {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Purchase", exact: true }).click();
  await completePurchase(page, readCode);
  await page.goto(path);
  await expect(page.getByText("You own this artwork")).toBeVisible();
}

/**
 * Buys the first artwork on /search (or `from`; the last one with `last`) that offers a purchase,
 * as `purchaseArtwork` does. Answers the artwork's path once the purchase is confirmed.
 */
export async function purchaseAnyListedArtwork(
  page: Page,
  readCode: () => Promise<string>,
  { from = "/search", last = false }: { from?: string; last?: boolean } = {},
) {
  // An artwork page is the one candidate; any other page lists them.
  const onePage = from.startsWith("/artwork/");
  if (!onePage) await page.goto(from);
  const paths = onePage
    ? [from]
    : await page
        .locator('a[href^="/artwork/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  let bought = "";
  const candidates = [...new Set(paths)];
  for (const candidate of last ? candidates.reverse() : candidates) {
    await page.goto(candidate);
    await waitForHydration(page);
    const purchase = page.getByRole("link", { name: "Purchase", exact: true });
    if ((await purchase.count()) === 0) continue;
    bought = candidate;
    await purchase.click();
    break;
  }
  if (!bought) throw new Error("No listed artwork offers a purchase");
  await completePurchase(page, readCode);
  await page.goto(bought);
  await expect(page.getByText("You own this artwork")).toBeVisible();
  return bought;
}

/** From the purchase checkout's first step to the home page's confirmation. */
async function completePurchase(page: Page, readCode: () => Promise<string>) {
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}\?type=purchase$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
  await payAndReview(page, readCode);
  await page.getByRole("button", { name: /^Complete Purchase/ }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByText("Purchase completed successfully")).toBeVisible();
}

/**
 * Steps 2 and 3 of a purchase or lease, from its filled-in Details step: pays with the test
 * card and types the code from `readCode`. Ends on the Review step, before completing.
 */
export async function payAndReview(page: Page, readCode: () => Promise<string>) {
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Name on card").fill("Jordan Member");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(/We sent a 6-digit confirmation code/)).toBeVisible();
  await typeCode(page, await readCode());
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
}
