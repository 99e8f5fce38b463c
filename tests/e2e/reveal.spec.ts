import { expect, type Page, seriousA11yViolations, test, waitForHydration } from "./fixtures";

/** The member's reveals left, as the contact block says them. */
async function remainingCount(page: Page) {
  const line = page
    .getByRole("region", { name: "Contact the artist" })
    .getByText(/^\d+ reveals? remaining/);
  return Number((await line.textContent())?.match(/^\d+/)?.[0]);
}

test.describe("contact reveal", () => {
  test("uses one reveal the first time and is free afterwards", async ({
    freshMemberPage,
    freshArtwork,
    page: visitor,
  }) => {
    const { member, page } = await freshMemberPage();
    // An artist-managed work by someone else that this member has not revealed yet.
    const { path } = await freshArtwork({ manageOwnSales: true });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Reveal Contact" })).toBeVisible();
    const before = await remainingCount(page);
    expect(before).toBeGreaterThan(0);
    const block = page.getByRole("region", { name: "Contact the artist" });
    const mailto = block.locator('a[href^="mailto:"]');
    await expect(mailto).toHaveCount(0);
    const htmlBefore = await page.content();

    await page.getByRole("button", { name: "Reveal Contact" }).click();
    await expect(block.getByText("Contact revealed")).toBeVisible();
    await expect(mailto).toHaveText(/@/);
    const email = (await mailto.textContent()) ?? "";
    // The page carried no contact details before the reveal.
    expect(htmlBefore).not.toContain(email);
    expect(await remainingCount(page)).toBe(before - 1);

    // Reloading shows it again without a charge.
    await page.reload();
    await waitForHydration(page);
    await expect(block.getByText("Contact revealed")).toBeVisible();
    await expect(mailto).toHaveText(email);
    expect(await remainingCount(page)).toBe(before - 1);
    await expect(page.getByRole("button", { name: "Reveal Contact" })).toHaveCount(0);

    expect(await seriousA11yViolations(page)).toEqual([]);

    // A visitor is sent to sign in with the toast and comes back afterwards
    // (R-visitor-sign-in-toast).
    await visitor.goto(path);
    await waitForHydration(visitor);
    await visitor.getByRole("link", { name: "Reveal Contact" }).click();
    await visitor.waitForURL((url) => url.pathname === "/login");
    expect(new URL(visitor.url()).searchParams.get("redirectTo")).toBe(path);
    await expect(visitor.getByText("Please sign in to reveal contact information")).toBeVisible();
    expect(await visitor.content()).not.toContain(email);
    await waitForHydration(visitor);
    await visitor.locator('input[name="email"]').fill(member.email);
    await visitor.locator('input[name="password"]').fill(member.password);
    await visitor.getByRole("button", { name: "Sign In" }).click();
    await visitor.waitForURL((url) => url.pathname === path);
    await expect(visitor.getByRole("region", { name: "Contact the artist" })).toBeVisible();
  });
});
