import { DEMO_MEMBER, DEMO_PASSWORD, expect, test, waitForHydration } from "./fixtures";

/**
 * The sign-in page's return address, as Chromium follows it: addresses that
 * resolve to another host ("/.//evil.example" becomes "//evil.example") lead
 * home; a path of this site is kept.
 */

const FOREIGN = ["/.//evil.example", "/%2e//evil.example", "//evil.example", "/\\evil.example"];

test.describe("the return address after signing in", () => {
  test("keeps a signed-in member on this site whatever the address says", async ({
    memberPage: page,
    baseURL,
  }) => {
    for (const target of FOREIGN) {
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      expect(new URL(page.url()).origin, target).toBe(new URL(baseURL!).origin);
      expect(new URL(page.url()).pathname, target).toBe("/");
    }
  });

  test("sends a member who signs in with the form to this site's path only", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/login?redirectTo=${encodeURIComponent("/.//evil.example")}`);
    await waitForHydration(page);
    await page.getByLabel("Email").fill(DEMO_MEMBER);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
