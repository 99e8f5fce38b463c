import { mailedCode, payAndReview } from "./checkout-steps";
import { expect, seriousA11yViolations, test, waitForHydration } from "./fixtures";

test.describe("offers", () => {
  test("a member offers, the artist counters, the member accepts and buys at the offer price", async ({
    freshMemberPage,
    freshArtwork,
    signedInPage,
    adminPage,
  }) => {
    // Three members, a counter and a whole checkout: longer than one journey's minute.
    test.setTimeout(150_000);
    const { member, page } = await freshMemberPage();
    const { path, title, artist } = await freshArtwork({ salePrice: "1200" });

    // The member makes an offer from the artwork page.
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Make an Offer" }).click();
    const dialog = page.getByRole("dialog", { name: "Make an Offer" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Your offer (USD)").fill("900");
    await dialog.getByLabel("Note to the owner (optional)").fill("<i>Would you take $900?</i>");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Send offer" }).click();
    const yours = page.getByRole("region", { name: "Your offer" });
    await expect(yours.getByText(/You offered \$900/)).toBeVisible();

    // The artist sees it among their offers and counters.
    const studio = await signedInPage(artist.email, artist.password);
    await studio.goto("/artist/offers");
    await waitForHydration(studio);
    const card = studio.getByRole("listitem", { name: `Offer from ${member.fullName}` });
    await expect(card.getByText(`offered $900 for “${title}”`)).toBeVisible();
    // The note is shown as text, not markup.
    await expect(card.getByText("<i>Would you take $900?</i>")).toBeVisible();
    expect(await seriousA11yViolations(studio)).toEqual([]);
    await card.getByRole("button", { name: "Counter" }).click();
    const counter = studio.getByRole("dialog", { name: "Counter-offer" });
    await counter.getByLabel("Your counter-offer (USD)").fill("1000");
    await counter.getByRole("button", { name: "Send counter-offer" }).click();
    await expect(card.getByText("Your counter-offer: $1,000")).toBeVisible();

    // The member sees the counter and accepts it.
    await page.reload();
    await waitForHydration(page);
    await expect(yours.getByText(/countered your offer of \$900 with \$1,000/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await yours.getByRole("button", { name: "Accept $1,000" }).click();
    await yours.getByRole("link", { name: "Buy at $1,000" }).click();

    // Checkout charges the offer price.
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}\?type=purchase$/);
    await waitForHydration(page);
    await expect(page.getByTestId("purchase-price")).toHaveText("$1,000");
    await expect(page.getByText(/your accepted offer; listed at \$1,200/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await payAndReview(page, () => mailedCode(adminPage, member.email));
    await expect(page.getByRole("button", { name: /^Complete Purchase/ })).toContainText("$1,000");
    await page.getByRole("button", { name: /^Complete Purchase/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByText("Purchase completed successfully")).toBeVisible();

    // The receipt says what was paid.
    await expect(async () => {
      await adminPage.goto(`/admin/outbox?q=${encodeURIComponent(member.email)}`);
      await expect(
        adminPage.getByRole("article", { name: `Your receipt: ${title}` }).first(),
      ).toContainText("Amount paid: $1,000", { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.goto(path);
    await expect(page.getByText("You own this artwork")).toBeVisible();
  });
});
