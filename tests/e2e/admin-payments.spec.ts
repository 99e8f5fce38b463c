import { mailedCode, purchaseArtwork } from "./checkout-steps";
import { expect, seriousA11yViolationsInMain, test, waitForHydration } from "./fixtures";

test.describe("payments", () => {
  test("an admin refunds a purchase with a reason and sees it refunded, in the list and the audit trail", async ({
    adminPage: page,
    freshArtwork,
    freshMemberPage,
  }) => {
    test.setTimeout(120_000);
    // A member buys a new work on the test provider.
    const { title, path } = await freshArtwork({ salePrice: "450" });
    const buyer = await freshMemberPage();
    await purchaseArtwork(buyer.page, path, () => mailedCode(page, buyer.member.email));

    // The dashboard leads to the payments, where the purchase is listed first.
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: "Open Payments" }).click();
    await page.waitForURL("**/admin/payments");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);

    const payments = page.getByRole("table", { name: "Payments" });
    const row = payments.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText(buyer.member.fullName);
    await expect(row).toContainText("$450");
    await expect(row).toContainText("Test");
    await expect(row).toContainText("Completed");

    // Refund: the reason is required, at least three characters.
    await row.getByRole("button", { name: `Refund the purchase of ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Refund: ${title}` });
    await expect(dialog).toContainText("the Test provider (no money moves)");
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
    const submit = dialog.getByRole("button", { name: "Refund $450" });
    await submit.click();
    const reasonNeeded =
      "Please give a reason of at least 3 characters: it is kept with the refund";
    await expect(dialog.getByText(reasonNeeded)).toBeVisible();
    await dialog.getByLabel("Reason for the refund").fill("  ok ");
    await submit.click();
    await expect(dialog.getByText(reasonNeeded)).toBeVisible();
    await dialog
      .getByLabel("Reason for the refund")
      .fill("The buyer returned it: the frame was cracked");
    await submit.click();

    await expect(page.getByText(`Payment refunded: ${title}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Refunded");
    await expect(row.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
    const details = payments.getByRole("rowgroup").filter({ hasText: title });
    await expect(details).toContainText("The buyer returned it: the frame was cracked");

    // The audit trail has it, with who refunded and why.
    await page.goto("/admin/audit?kind=payment.refunded");
    const entry = page.getByRole("article").filter({ hasText: `Payment for “${title}”` });
    await expect(entry).toContainText("Payment refunded");
    await expect(entry).toContainText("Reason: The buyer returned it: the frame was cracked");
  });
});
