import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that start as soon as their project does. Vitest runs the longest files
 * first by the times of the last run, but a file skipped last time (the
 * load-balanced journey, without PostgreSQL) took no time then, so it would
 * start last and run alone at the end: on PostgreSQL that added its whole
 * length to the suite.
 */
const START_FIRST = ["tests/e2e/load-balanced.test.ts"];

/**
 * Vitest's own order with START_FIRST moved to the front of their project. (It
 * replaces the sequencer Vitest would pick for `--sequence.shuffle`, so files
 * are not shuffled; tests within them still are.)
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) =>
      START_FIRST.some((file) => spec.moduleId.endsWith(`/${file}`));
    // The base order keeps each project's files together; reorder within each run of them.
    const runs: TestSpecification[][] = [];
    for (const spec of sorted) {
      const run = runs.at(-1);
      if (run?.[0]?.project === spec.project) run.push(spec);
      else runs.push([spec]);
    }
    return runs.flatMap((run) => [...run.filter(first), ...run.filter((spec) => !first(spec))]);
  }
}
