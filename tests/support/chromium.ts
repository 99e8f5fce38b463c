import { existsSync } from "node:fs";

/**
 * How the tests and benches launch Chromium. Kept free of vitest so a bench
 * (run by tsx, not vitest) can import it too.
 */

/** The full browser: CHROMIUM_PATH, else the distribution's. Lighthouse measures with it. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the journeys drive: CHROMIUM_PATH, else Debian's headless shell
 * (`chromium-headless-shell`) when installed, else the full browser. The shell
 * is the same engine without the browser's interface, and renders the same
 * pages with about a third of the full browser's CPU, which is most of what
 * the journeys spend on a small machine.
 */
export function journeyChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
