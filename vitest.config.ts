import { configDefaults, defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/support/sequencer.ts";

// Integration files run two at a time: a file is mostly one thread (its database
// and its code), so two keep both cores of a small machine busy.
const workers = Number(process.env.TEST_WORKERS ?? 2);
// Journeys run two at a time too, each against a server of its own (see
// tests/e2e/global-setup.ts); three were no faster on two cores.
const journeyWorkers = Number(process.env.E2E_WORKERS ?? 2);
// Integration files that start the production build as servers of their own. They run
// beside the journeys, once the build the e2e setup makes is done, rather than holding
// integration workers idle while it builds.
const builtServerFiles = [
  "server/cluster.test.ts",
  "app/features/messaging/live/two-processes.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: Math.max(workers, journeyWorkers),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "integration",
          sequence: { groupOrder: 0 },
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...builtServerFiles],
          environment: "node",
          // Migrates one database that every file then copies (see createTestDatabase).
          globalSetup: ["tests/support/database-template.ts"],
          // A worker loads the app once for all its files instead of once per file (about
          // a third of a file's time); tests/support/isolation.ts undoes what a file changed.
          isolate: false,
          // cheap-passwords: a low scrypt cost for the members tests register (see the file).
          setupFiles: [
            "tests/support/setup-env.ts",
            "tests/support/isolation.ts",
            "tests/support/cheap-passwords.ts",
          ],
          maxWorkers: workers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "built-server",
          sequence: { groupOrder: 1 },
          include: builtServerFiles,
          environment: "node",
          setupFiles: ["tests/support/setup-env.ts"],
          maxWorkers: journeyWorkers,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          // After the integration tests, so the browser journeys don't share the CPU with them.
          sequence: { groupOrder: 1 },
          include: ["tests/e2e/**/*.test.ts"],
          // One server per worker, each with its own copy of the demo data (see global-setup).
          globalSetup: ["tests/e2e/global-setup.ts"],
          setupFiles: ["tests/support/setup-env.ts"],
          // A worker keeps its loaded modules (Playwright, the app's media code) from one
          // journey file to the next: starting a fresh one cost a second or more per file.
          // Journeys keep their state in their own server's data and browser contexts.
          isolate: false,
          maxWorkers: journeyWorkers,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a journey polls for is what a person waits to see: a page that re-renders
          // after its URL changed can take more than poll's default second on a busy machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
