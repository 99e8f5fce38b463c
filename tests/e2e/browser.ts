import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { CHROMIUM_ARGS, journeyChromiumPath } from "../support/chromium";

// Re-exported, so imports of it from here keep working.
export { CHROMIUM_ARGS };

/**
 * This worker's server. Each worker (VITEST_POOL_ID) has a server and a copy
 * of the demo data of its own, so journeys running at once never meet.
 */
export function baseURL() {
  const servers = inject("servers");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error("No e2e server: run the e2e project (tests/e2e/global-setup.ts)");
  return server;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: journeyChromiumPath(),
    args: CHROMIUM_ARGS,
  });
}

/**
 * A fresh browser context on the test server. The Test Environment Warning is
 * acknowledged up front unless a test wants to see it. Motion is reduced unless a
 * test asks for it: the home page's slow hero zoom alone kept a core busy in a
 * browser without a GPU, and the journeys that are about motion say so.
 */
export async function newContext(
  browser: Browser,
  options: {
    acknowledgeWarning?: boolean;
    viewport?: { width: number; height: number };
    /** Another server than the shared one, e.g. one behind a proxy with its own certificate. */
    baseURL?: string;
    ignoreHTTPSErrors?: boolean;
    reducedMotion?: "reduce" | "no-preference";
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseURL(),
    ignoreHTTPSErrors: options.ignoreHTTPSErrors,
    reducedMotion: options.reducedMotion ?? "reduce",
    viewport: options.viewport ?? { width: 1280, height: 900 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  if (options.acknowledgeWarning !== false) {
    await context.addInitScript(() => {
      window.localStorage.setItem("test-warning-acknowledged", "true");
    });
  }
  return context;
}

type ContextOptions = Parameters<typeof newContext>[1];

/** Building, seeding and starting the servers takes a minute or two, longer on a busy machine. */
const SERVERS_TIMEOUT_MS = 600_000;

/** Resolves once the run's servers answer (they start while the integration tests run). */
export async function waitForServers() {
  const file = inject("serversReadyFile");
  const deadline = Date.now() + SERVERS_TIMEOUT_MS;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error("The e2e servers did not start in time");
    await new Promise((r) => setTimeout(r, 250));
  }
  const status = JSON.parse(readFileSync(file, "utf8")) as { ok: boolean; reason?: string };
  if (!status.ok) throw new Error(`The e2e servers did not start:\n${status.reason}`);
}

/**
 * The browser of one journey file, launched before its tests and closed (with
 * every context still open) after them. Call it at the top of the file.
 */
export function setUpBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    await waitForServers();
    browser = await launchBrowser();
  }, SERVERS_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
  });
  const fixture = {
    get browser(): Browser {
      if (!browser) throw new Error("The browser starts in beforeAll");
      return browser;
    },
    /** A fresh context on this worker's server (see newContext). */
    newContext(options: ContextOptions = {}) {
      return newContext(fixture.browser, options);
    },
    /** A page in a fresh context. */
    async newPage(options: ContextOptions = {}) {
      const context = await fixture.newContext(options);
      return { context, page: await context.newPage() };
    },
    /**
     * A page in a fresh context, signed in as `email` by posting the sign-in form as the
     * page would; the page has opened nothing yet. (Filling the form is a journey of its
     * own in accounts.test.ts; doing it here cost two page loads every time.)
     */
    async signedInPage(email: string, options: ContextOptions & { password?: string } = {}) {
      const { password = DEMO_PASSWORD, ...contextOptions } = options;
      const opened = await fixture.newPage(contextOptions);
      const response = await opened.context.request.post("/login", {
        form: { email, password, redirectTo: "/" },
        headers: { Origin: contextOptions.baseURL ?? baseURL() },
        maxRedirects: 0,
      });
      const cookies = await opened.context.cookies();
      if (response.status() !== 302 || cookies.length === 0) {
        throw new Error(`Signing in ${email} failed: ${response.status()}`);
      }
      return opened;
    },
  };
  return fixture;
}

export const DEMO_PASSWORD = "gallery-demo-2026";
export const DEMO_ADMIN = "admin@demo.gallery";
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
