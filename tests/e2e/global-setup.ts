import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp, checkBuild, type SeededGallery, startDemoServer } from "../support/demo-server";
import { createDatabase, uniqueDatabaseName } from "../support/postgres";

/** What the global setup hands the workers (in E2E_GALLERY): see the `gallery` fixture. */
export type JourneyGallery = {
  /** The production build every server runs. */
  buildDir: string;
  /** The demo gallery seeded once, which each worker's server copies. */
  seeded: SeededGallery;
  /** Scratch space of the run: servers keep their copies of the data under it. */
  workDir: string;
};

/**
 * Builds the app (or checks the build that TEST_BUILD_DIR names, as CI's right
 * after `npm run build`) and seeds the demo gallery once. Each worker then starts
 * a server on a copy of it (the `server` fixture in ./fixtures.ts).
 */
export default async function globalSetup() {
  const root = process.cwd();
  const workDir = mkdtempSync(path.join(tmpdir(), "gallery-e2e-"));
  // TEST_BUILD_DIR is the caller's promise that the build is of this very checkout.
  const givenBuild = process.env.TEST_BUILD_DIR
    ? path.resolve(process.env.TEST_BUILD_DIR)
    : undefined;
  const buildDir = givenBuild ?? path.join(root, ".e2e-builds", path.basename(workDir));
  const cleanups: (() => Promise<void> | void)[] = [
    () => rmSync(workDir, { recursive: true, force: true }),
  ];
  if (!givenBuild) cleanups.push(() => rmSync(buildDir, { recursive: true, force: true }));
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    if (givenBuild) checkBuild(givenBuild);
    else await buildApp(buildDir);

    const serverUrl = process.env.TEST_DATABASE_URL;
    const seeded: SeededGallery = {
      dataDir: path.join(workDir, "seeded"),
      postgres: serverUrl
        ? { serverUrl, database: uniqueDatabaseName("gallery_e2e_seed") }
        : undefined,
    };
    // Seed once (the slow part of a first start); servers copy the result.
    const seedDatabase =
      seeded.postgres &&
      (await createDatabase(seeded.postgres.serverUrl, seeded.postgres.database));
    if (seedDatabase) cleanups.push(seedDatabase.drop);
    const seeder = await startDemoServer({
      buildDir,
      dataDir: seeded.dataDir,
      databaseUrl: seedDatabase?.url,
    });
    await seeder.stop();

    const gallery: JourneyGallery = { buildDir, seeded, workDir };
    // Workers start after the global setup and inherit its environment.
    process.env.E2E_GALLERY = JSON.stringify(gallery);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
