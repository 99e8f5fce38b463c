// Sums the reports of CI's test runs: for each run (a folder named after it under
// the folder given), Vitest's vitest.json and Playwright Test's playwright.json.
// Names every failure again, so the end of a long log says what broke, and prints
// "<passed> <failed>". A missing report counts as a failure.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const [resultsDir, ...runs] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const firstLine = (text) => String(text ?? "").split("\n")[0];
const relative = (file) => file.replace(`${process.cwd()}/`, "");

function read(run, file) {
  const where = path.join(resultsDir, run, file);
  if (existsSync(where)) return JSON.parse(readFileSync(where, "utf8"));
  console.error(`FAILED (${run}) no report ${file}: the runner did not finish`);
  failed += 1;
  return undefined;
}

function countVitest(run, report) {
  passed += report.numPassedTests;
  // A file that fails to load has no failed test but a failed suite: count it.
  failed +=
    report.numFailedTests || report.numFailedTestSuites || (report.success === false ? 1 : 0);
  for (const file of report.testResults ?? []) {
    const where = relative(file.name);
    const tests = file.assertionResults ?? [];
    if (file.status === "failed" && !tests.some((t) => t.status === "failed"))
      console.error(`FAILED (${run}) ${where}: ${firstLine(file.message)}`);
    for (const test of tests) {
      if (test.status !== "failed") continue;
      const reason = firstLine((test.failureMessages ?? [])[0]);
      console.error(`FAILED (${run}) ${where} > ${test.fullName}: ${reason}`);
    }
  }
}

function countPlaywright(run, report) {
  // No retries are configured, so a test either passed (expected) or failed (unexpected).
  passed += report.stats.expected;
  failed += report.stats.unexpected;
  // Errors outside any test (the global setup, a file that fails to load).
  if (report.errors?.length && report.stats.unexpected === 0) failed += 1;
  for (const error of report.errors ?? [])
    console.error(`FAILED (${run}) journeys: ${firstLine(error.message)}`);
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected") continue;
        const error = test.results.at(-1)?.error?.message;
        const name = [...titles, spec.title].join(" > ");
        console.error(`FAILED (${run}) ${spec.file} > ${name}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) visit(file, []);
}

for (const run of runs) {
  const vitest = read(run, "vitest.json");
  if (vitest) countVitest(run, vitest);
  const playwright = read(run, "playwright.json");
  if (playwright) countPlaywright(run, playwright);
}
console.log(`${passed} ${failed}`);
