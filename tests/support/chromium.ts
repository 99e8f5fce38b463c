/**
 * How the tests and benches launch Chromium. Kept free of vitest so a bench
 * (run by tsx, not vitest) can import it too.
 */

/** The browser binary: CHROMIUM_PATH, else the distribution's. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
