import path from "node:path";
import { defineConfig, type ReporterDescription } from "@playwright/test";
import type { JourneyOptions } from "./tests/e2e/fixtures";
import { CHROMIUM_ARGS, journeyChromiumPath } from "./tests/support/chromium";

// Two journey files at a time, each worker against a server of its own (see the
// `server` fixture); three were no faster on two cores.
const workers = Number(process.env.E2E_WORKERS ?? 2);

// TEST_RESULTS_DIR (set by CI) adds a JSON report beside the list, for counting.
const reporter: ReporterDescription[] = [["list"]];
if (process.env.TEST_RESULTS_DIR) {
  reporter.push([
    "json",
    { outputFile: path.resolve(process.env.TEST_RESULTS_DIR, "playwright.json") },
  ]);
}

export default defineConfig<JourneyOptions>({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  workers,
  // A journey that failed once fails the run: no retries hide a flaky one.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // What a journey waits for is what a person waits to see: a page that re-renders
  // after its URL changed can take more than a few seconds on a busy machine.
  expect: { timeout: 10_000 },
  reporter,
  outputDir: "test-results",
  use: {
    // The system's Chromium (tests/support/chromium.ts); Playwright's own browsers are never downloaded.
    launchOptions: { executablePath: journeyChromiumPath(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
    viewport: { width: 1280, height: 900 },
    // The home page's slow hero zoom alone kept a core busy in a browser without a GPU;
    // the journeys that are about motion say so with test.use({ reducedMotion: "no-preference" }).
    reducedMotion: "reduce",
    permissions: ["clipboard-read", "clipboard-write"],
  },
});
