import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEMBER, seriousA11yViolations, setUpBrowser, waitForHydration } from "./browser";

const browser = setUpBrowser();
let artworkPaths: string[] = [];

beforeAll(async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const path of ["/search", "/"]) {
    await page.goto(path);
    const hrefs = await page
      .locator('a[href^="/artwork/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    artworkPaths.push(...hrefs.filter((href) => /^\/artwork\/[0-9a-f-]{36}$/.test(href)));
  }
  artworkPaths = [...new Set(artworkPaths)];
  await context.close();
});

const remainingLine = (page: Page) =>
  page
    .getByRole("region", { name: "Contact the artist" })
    .getByText(/^\d+ reveals? remaining/)
    .textContent();

const remainingCount = async (page: Page) =>
  Number((await remainingLine(page))?.match(/^\d+/)?.[0]);

describe("contact reveal", () => {
  it("uses one reveal the first time and is free afterwards", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);

    // An artist-managed work by someone else that this member has not revealed yet.
    let path: string | undefined;
    for (const candidate of artworkPaths) {
      await page.goto(candidate);
      await waitForHydration(page);
      if (await page.getByRole("button", { name: "Reveal Contact" }).count()) {
        path = candidate;
        break;
      }
    }
    if (!path) throw new Error("No artist-managed artwork to reveal");
    const before = await remainingCount(page);
    expect(before).toBeGreaterThan(0);
    const block = page.getByRole("region", { name: "Contact the artist" });
    expect(await block.locator('a[href^="mailto:"]').count()).toBe(0);
    const htmlBefore = await page.content();

    await page.getByRole("button", { name: "Reveal Contact" }).click();
    await block.getByText("Contact revealed").waitFor();
    await block.locator('a[href^="mailto:"]').waitFor();
    const email = await block.locator('a[href^="mailto:"]').textContent();
    expect(email).toMatch(/@/);
    // The page carried no contact details before the reveal.
    expect(htmlBefore).not.toContain(email);
    expect(await remainingCount(page)).toBe(before - 1);

    // Reloading shows it again without a charge.
    await page.reload();
    await waitForHydration(page);
    await block.getByText("Contact revealed").waitFor();
    await expect(block.locator('a[href^="mailto:"]').textContent()).resolves.toBe(email);
    expect(await remainingCount(page)).toBe(before - 1);
    expect(await page.getByRole("button", { name: "Reveal Contact" }).count()).toBe(0);

    expect(await seriousA11yViolations(page)).toEqual([]);

    // A visitor is sent to sign in with the toast and comes back afterwards
    // (R-visitor-sign-in-toast).
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(path);
    await waitForHydration(visitor);
    await visitor.getByRole("link", { name: "Reveal Contact" }).click();
    await visitor.waitForURL((url) => url.pathname === "/login");
    expect(new URL(visitor.url()).searchParams.get("redirectTo")).toBe(path);
    await visitor.getByText("Please sign in to reveal contact information").waitFor();
    expect(await visitor.content()).not.toContain(email);
    await waitForHydration(visitor);
    await visitor.locator('input[name="email"]').fill(DEMO_MEMBER);
    await visitor.locator('input[name="password"]').fill("gallery-demo-2026");
    await visitor.getByRole("button", { name: "Sign In" }).click();
    await visitor.waitForURL((url) => url.pathname === path);
    await visitor.getByRole("region", { name: "Contact the artist" }).waitFor();
    await visitorContext.close();
    await context.close();
  });
});
