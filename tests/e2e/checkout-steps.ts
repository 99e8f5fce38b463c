import type { Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

/**
 * The newest confirmation code mailed to `email`, as an admin reads it in the
 * outbox (`adminPage` is signed in as one), other than `previous`.
 */
export async function mailedCode(adminPage: Page, email: string, previous?: string) {
  for (let attempt = 0; attempt < 30; attempt++) {
    await adminPage.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
    // The code is in the mail's text (its subject never holds it).
    const text = await adminPage
      .getByRole("article", { name: "Your confirmation code", exact: true })
      .first()
      .textContent({ timeout: 2_000 })
      .catch(() => null);
    const code = text?.match(/ is (\d{6})\./)?.[1];
    if (code && code !== previous) return code;
    await adminPage.waitForTimeout(500);
  }
  throw new Error("No confirmation code in the outbox");
}

/** Types the six digits into the code step's field. */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel("Confirmation code").click();
  await page.keyboard.type(code);
}

/**
 * Buys the first artwork on /search (or `from`; the last one with `last`) that offers a purchase, through all four
 * steps (details, the test card, the mailed code, review), on `page`; the
 * code comes from `mailedCode` (the outbox, or a mailbox). Answers the
 * artwork's path once the purchase is confirmed.
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
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}\?type=purchase$/);
  await waitForHydration(page);
  await page.getByRole("heading", { name: "Details" }).waitFor();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Name on card").fill("Jordan Member");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText(/We sent a 6-digit confirmation code/).waitFor();
  await typeCode(page, await readCode());
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("heading", { name: "Review" }).waitFor();
  await page.getByRole("button", { name: /^Complete Purchase/ }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByText("Purchase completed successfully").waitFor();
  await page.goto(bought);
  await page.getByText("You own this artwork").waitFor();
  return bought;
}
