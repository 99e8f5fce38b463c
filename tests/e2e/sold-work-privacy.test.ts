import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseURL,
  DEMO_ADMIN,
  seriousA11yViolations,
  setUpBrowser,
  waitForHydration,
} from "./browser";
import { mailedCode } from "./checkout-steps";

// Elena buys; Priya, another member with reveals to spend, looks at the work afterwards.
const BUYER = "elena.ruiz@demo.gallery";
const BUYER_PHONE_DIGITS = "5550109";
const THIRD_MEMBER = "priya.natarajan@demo.gallery";

const browser = setUpBrowser();

/** An artist-managed work on offer that `page`'s member may buy and reveal. */
async function artistManagedWork(page: Page) {
  await page.goto("/search?sort=price_asc");
  const hrefs = await page
    .locator('a[href^="/artwork/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  for (const path of [...new Set(hrefs)].filter((h) => /^\/artwork\/[0-9a-f-]{36}$/.test(h))) {
    await page.goto(path);
    await waitForHydration(page);
    const revealable = await page.getByRole("button", { name: "Reveal Contact" }).count();
    const forSale = await page.getByRole("link", { name: "Purchase", exact: true }).count();
    if (revealable && forSale) return path;
  }
  throw new Error("No artist-managed work for sale");
}

/** The artist credited and 'Questions about this piece?' as the page shows them. */
async function credits(page: Page) {
  return {
    artist: await page.getByText(/^by /).first().textContent(),
    questions: await page
      .getByRole("link", { name: "Questions about this piece?" })
      .getAttribute("href"),
  };
}

async function buy(path: string) {
  const admin = await browser.signedInPage(DEMO_ADMIN);
  const { context, page } = await browser.signedInPage(BUYER);
  await page.goto(`/checkout/${path.split("/").pop()}?type=purchase`);
  await waitForHydration(page);
  await page.getByRole("heading", { name: "Details" }).waitFor();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText("Test mode").waitFor();
  await page.getByLabel("Name on card").fill("Elena Ruiz");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText(/We sent a 6-digit confirmation code/).waitFor();
  const code = await mailedCode(admin.page, BUYER);
  await page.getByLabel("Confirmation code").click();
  await page.keyboard.type(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("heading", { name: "Review" }).waitFor();
  await page.getByRole("button", { name: /^Complete Purchase/ }).click();
  await page.getByText("Purchase completed successfully").waitFor();
  await page.goto(path);
  await page.getByText("You own this artwork").waitFor();
  await context.close();
  await admin.context.close();
}

describe("a sold work's page", () => {
  it("credits the original artist and reveals nobody's contact after a purchase", async () => {
    const { context, page } = await browser.signedInPage(THIRD_MEMBER);
    const path = await artistManagedWork(page);
    const before = await credits(page);
    const presenterName = await page.getByText("Presented by").getByRole("link").textContent();
    expect(before.questions).toMatch(/^\/messages\?to=[0-9a-f-]{36}&artwork=/);

    await buy(path);

    await page.goto(path);
    await waitForHydration(page);
    await page.getByText(/has been sold and is part of a private collection/).waitFor();
    // The same artist is credited and asked: never the collector. Nobody offers the
    // work now, so nobody presents it (R-artwork-lifecycle).
    expect(await credits(page)).toEqual(before);
    expect(await page.getByText("Presented by").count()).toBe(0);
    // No reveal is offered, and the page and its data carry none of the buyer's contact.
    expect(await page.getByRole("region", { name: "Contact the artist" }).count()).toBe(0);
    expect(await page.getByText("Reveal Contact").count()).toBe(0);
    const html = await page.content();
    expect(html).not.toContain(BUYER);
    expect(html).not.toContain(BUYER_PHONE_DIGITS);
    expect(html).not.toContain("555-0109");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Asking the server directly is refused with a clear message, and costs nothing.
    const answer = await page.request.post("/api/reveal-contact", {
      form: { artworkId: path.split("/").pop() ?? "" },
      headers: { Accept: "application/json", Origin: baseURL() },
    });
    expect(answer.status()).toBe(409);
    const body = await answer.text();
    expect(body).toContain("no longer available");
    expect(body).not.toContain(BUYER);

    // 'Questions about this piece?' writes to the original artist.
    await page.getByRole("link", { name: "Questions about this piece?" }).click();
    await page.waitForURL(/\/messages/);
    await page.getByRole("heading", { name: presenterName ?? "", level: 2 }).waitFor();
    await page.getByRole("textbox", { name: `Message ${presenterName}` }).waitFor();
    await context.close();
  });
});
