import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** Helpers of the journeys that need no fixture. tests/e2e/fixtures.ts re-exports them. */

/** The demo gallery's accounts (app/features/demo), all with the same password. */
export const DEMO_PASSWORD = "gallery-demo-2026";
export const DEMO_ADMIN = "admin@demo.gallery";
export const DEMO_ARTIST = "artist@demo.gallery";
export const DEMO_CURATOR = "curator@demo.gallery";
export const DEMO_MEMBER = "member@demo.gallery";

/** Resolves once React has hydrated the page, so handlers (not native forms) answer clicks. */
export async function waitForHydration(page: Page, selector = "header a") {
  // React hydrates in slices, in tree order, so the header can answer clicks while the
  // page under it is still inert: wait for the named element and, when the page has the
  // shell's footer, for its last link, which hydrates after everything above it.
  // (Suspense boundaries hydrate on their own schedule, so a test can name the element it needs.)
  await page.waitForFunction((css) => {
    const hydrated = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
    const footerLinks = document.querySelectorAll("footer a");
    const lastFooterLink = footerLinks[footerLinks.length - 1] ?? null;
    return (
      hydrated(document.querySelector(css)) && (lastFooterLink === null || hydrated(lastFooterLink))
    );
  }, selector);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await waitForHydration(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  await waitForHydration(page);
}

/** Signs out through the account menu (desktop) or the navigation drawer (phone). */
export async function signOut(page: Page) {
  const accountMenu = page.getByRole("button", { name: /Account menu/ });
  if (await accountMenu.isVisible()) {
    await accountMenu.click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
  } else {
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
  }
  await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core on the page and returns violations of serious or critical impact.
 * `rules` turns on rules axe leaves off by default, e.g. "target-size" (WCAG 2.2's
 * touch targets of 24 px).
 */
export async function seriousA11yViolations(page: Page, rules: string[] = []) {
  // Let fades and slides finish: half-transparent text would be judged at its passing colour.
  // Endless ones (spinners, skeleton shimmer) never finish and are skipped.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== "running" ||
          a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // Evaluated over the DevTools protocol: the page's CSP forbids inline scripts.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async (enabled) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    return axe.run(document, {
      resultTypes: ["violations"],
      rules: Object.fromEntries(enabled.map((rule) => [rule, { enabled: true }])),
    });
  }, rules);
  return (
    result.violations as {
      id: string;
      impact: string;
      help: string;
      nodes: { target: string[] }[];
    }[]
  )
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
    }));
}

/**
 * Serious problems inside the page's own content (`main`): the shared shell is
 * checked by its own journeys, so a page's journey answers only for its page.
 */
export async function seriousA11yViolationsInMain(page: Page, rules: string[] = []) {
  const found = [];
  for (const violation of await seriousA11yViolations(page, rules)) {
    const targets = [];
    for (const target of violation.targets) {
      const inMain = await page.evaluate(
        (selector) => !!document.querySelector(selector)?.closest("main"),
        target,
      );
      if (inMain) targets.push(target);
    }
    if (targets.length) found.push({ ...violation, targets });
  }
  return found;
}
