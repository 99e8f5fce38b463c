import { mailedCode, payAndReview } from "./checkout-steps";
import { expect, seriousA11yViolations, test, waitForHydration } from "./fixtures";

/** The gallery's date (GALLERY_TZ, America/New_York by default) `days` from today, as yyyy-mm-dd. */
function galleryDate(days = 0) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe("lease extension", () => {
  test("a member extends an active lease from their profile and finds the extension upcoming", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
  }) => {
    // Two leases, each with a mailed code.
    test.setTimeout(120_000);
    const { member, page } = await freshMemberPage();
    let code: string | undefined;
    const readCode = async () => {
      code = await mailedCode(adminPage, member.email, code);
      return code;
    };

    // A work offered for lease, billed daily (so the dates below are plain day counts),
    // with no lease yet: leased from today for three days.
    const { id, title } = await freshArtwork({ leaseDailyRate: "12" });
    await page.goto(`/checkout/${id}?type=lease`);
    await waitForHydration(page);
    const today = galleryDate();
    await expect(page.getByLabel("Start date")).toHaveValue(today);
    await page.getByLabel("Number of days").fill("3");
    await page.getByRole("radio", { name: /^Daily/ }).check();
    await payAndReview(page, readCode);
    await page.getByRole("button", { name: /^Complete Lease/ }).click();
    await expect(page.getByText("Lease completed successfully")).toBeVisible();

    // On the profile the active lease offers an extension, reached from the keyboard.
    await page.goto("/profile");
    await waitForHydration(page);
    const extend = page.getByRole("link", { name: `Extend lease of ${title}` });
    await extend.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\?type=lease&extend=[0-9a-f-]{36}$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Extend Lease" })).toBeVisible();

    // It starts on the day the lease ends (its end date is exclusive): shown, not chosen.
    const startField = page.getByLabel("Start date");
    await expect(startField).toHaveValue(galleryDate(3));
    await expect(startField).toHaveAttribute("readonly");
    await expect(page.getByTestId("extension-notice")).toHaveText(
      /^Extending your lease, which ends on \w{3} \d{1,2}, \d{4}\./,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel("Number of days").fill("2");
    await page.getByRole("radio", { name: /^Daily/ }).check();
    const period = (await page.getByTestId("lease-period").textContent()) ?? "";
    await payAndReview(page, readCode);
    await expect(page.getByTestId("review-extension")).toHaveText(/^Extends your lease ending /);
    await expect(page.getByTestId("review-period")).toHaveText(period);
    await page.getByRole("button", { name: /^Complete Lease/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByText("Lease completed successfully")).toBeVisible();

    // The profile lists the extension as upcoming, and the lease is not offered again.
    await page.goto("/profile");
    const newest = page.getByRole("listitem").filter({ hasText: title }).first();
    await expect(newest.getByTestId("lease-phase")).toHaveText("Upcoming");
    await expect(page.getByRole("link", { name: `Extend lease of ${title}` })).toHaveCount(0);
  });
});
