import { configDefaults, defineConfig } from "vitest/config";

// Integration files run two at a time: a file is mostly one thread (its database
// and its code), so two keep both cores of a small machine busy.
const workers = Number(process.env.TEST_WORKERS ?? 2);
// Integration files that start the production build as servers of their own. They run
// after the others, once the build their setup makes in the background is done, rather
// than holding integration workers idle while it builds.
const builtServerFiles = [
  "server/cluster.test.ts",
  "app/features/messaging/live/two-processes.test.ts",
];

// TEST_RESULTS_DIR (set by CI) adds a JSON report beside the default one, for counting.
const reporters = process.env.TEST_RESULTS_DIR ? ["default", "json"] : ["default"];
const outputFile = process.env.TEST_RESULTS_DIR
  ? { json: `${process.env.TEST_RESULTS_DIR}/vitest.json` }
  : undefined;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: workers,
    reporters,
    outputFile,
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
          // The build these files start servers from: TEST_BUILD_DIR's, or one made once.
          globalSetup: ["tests/support/shared-build.ts"],
          setupFiles: ["tests/support/setup-env.ts"],
          maxWorkers: workers,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
