import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  seriousA11yViolations,
  setUpBrowser,
  waitForHydration,
} from "./browser";
import { mailedCode, typeCode } from "./checkout-steps";

const browser = setUpBrowser();

/** The gallery's date (GALLERY_TZ, America/New_York by default) `days` from today, as yyyy-mm-dd. */
function galleryDate(days = 0) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Steps 2 to 4 of a lease from Details: the test card, the mailed code, Complete Lease. */
async function payAndComplete(page: Page, readCode: () => Promise<string>) {
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
}

describe("lease extension", () => {
  it("a member extends an active lease from their profile and finds the extension upcoming", async () => {
    const admin = await browser.signedInPage(DEMO_ADMIN);
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    let code: string | undefined;
    const readCode = async () => {
      code = await mailedCode(admin.page, DEMO_MEMBER, code);
      return code;
    };

    // A work offered for lease with no lease yet, leased from today for three days.
    await page.goto("/search");
    const paths = [
      ...new Set(
        await page
          .locator('a[href^="/artwork/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")),
      ),
    ].filter((href) => /^\/artwork\/[0-9a-f-]{36}$/.test(href));
    let chosen = "";
    for (const path of paths.reverse()) {
      await page.goto(`/checkout/${path.split("/").pop()}?type=lease`);
      if ((await page.getByLabel("Start date").count()) === 0) continue;
      if ((await page.getByText(/^Already leased:/).count()) > 0) continue;
      // Billed daily, so the dates below are plain day counts.
      if ((await page.getByRole("radio", { name: /^Daily/ }).count()) === 0) continue;
      chosen = path;
      break;
    }
    expect(chosen).not.toBe("");
    await page.goto(chosen);
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.goto(`/checkout/${chosen.split("/").pop()}?type=lease`);
    await waitForHydration(page);
    const today = galleryDate();
    expect(await page.getByLabel("Start date").inputValue()).toBe(today);
    await page.getByLabel("Number of days").fill("3");
    await page.getByRole("radio", { name: /^Daily/ }).check();
    await payAndComplete(page, readCode);
    await page.getByRole("button", { name: /^Complete Lease/ }).click();
    await page.getByText("Lease completed successfully").waitFor();

    // On the profile the active lease offers an extension, reached from the keyboard.
    await page.goto("/profile");
    await waitForHydration(page);
    const extend = page.getByRole("link", { name: `Extend lease of ${title}` });
    await extend.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\?type=lease&extend=[0-9a-f-]{36}$/);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Extend Lease" }).waitFor();

    // It starts on the day the lease ends (its end date is exclusive): shown, not chosen.
    const start = galleryDate(3);
    const startField = page.getByLabel("Start date");
    expect(await startField.inputValue()).toBe(start);
    expect(await startField.getAttribute("readonly")).not.toBeNull();
    const notice = (await page.getByTestId("extension-notice").textContent()) ?? "";
    expect(notice).toMatch(/^Extending your lease, which ends on \w{3} \d{1,2}, \d{4}\./);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel("Number of days").fill("2");
    await page.getByRole("radio", { name: /^Daily/ }).check();
    const period = await page.getByTestId("lease-period").textContent();
    await payAndComplete(page, readCode);
    expect(await page.getByTestId("review-extension").textContent()).toMatch(
      /^Extends your lease ending /,
    );
    expect(await page.getByTestId("review-period").textContent()).toBe(period);
    await page.getByRole("button", { name: /^Complete Lease/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Lease completed successfully").waitFor();

    // The profile lists the extension as upcoming, and the lease is not offered again.
    await page.goto("/profile");
    const newest = page.getByRole("listitem").filter({ hasText: title }).first();
    expect(await newest.getByTestId("lease-phase").textContent()).toBe("Upcoming");
    expect(await page.getByRole("link", { name: `Extend lease of ${title}` }).count()).toBe(0);
    await context.close();
    await admin.context.close();
  }, 120_000);
});
