import { existsSync, readFileSync } from "node:fs";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { CHROMIUM_ARGS, journeyChromiumPath } from "../support/chromium";
import type { SeededGallery } from "../support/demo-server";
import { DEMO_PASSWORD } from "./helpers";

// The journeys' Vitest harness, left for the journey files not yet on Playwright Test
// (./fixtures.ts); nothing runs them until they are converted.

// Re-exported, so imports of them from here keep working.
export { CHROMIUM_ARGS };
export {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_PASSWORD,
  seriousA11yViolations,
  seriousA11yViolationsInMain,
  signIn,
  signOut,
  waitForHydration,
} from "./helpers";

declare module "vitest" {
  export interface ProvidedContext {
    servers: string[];
    serversReadyFile: string;
    seededGallery: SeededGallery;
    buildDir: string;
  }
}

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
     * own in accounts.spec.ts; doing it here cost two page loads every time.)
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
