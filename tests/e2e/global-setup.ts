import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import {
  buildApp,
  type DemoServer,
  type SeededGallery,
  startDemoServer,
  startSeededCopy,
} from "../support/demo-server";
import { freePort } from "../support/ports";
import { createDatabase, uniqueDatabaseName } from "../support/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker, each on its own copy of the demo data: baseURL() picks this worker's. */
    servers: string[];
    /** Appears once every server answers; holds the reason instead if starting them failed. */
    serversReadyFile: string;
    /** The seeded demo gallery, for journeys that start a server of their own (startSeededCopy). */
    seededGallery: SeededGallery;
    /** The production build the servers run. */
    buildDir: string;
  }
}

/**
 * Builds the app, then seeds the demo gallery once and serves a copy of it
 * from one server per worker, so journeys on different workers never see each
 * other's changes. Seeding and starting the servers go on in the background
 * while the integration tests run; the journeys wait for them (see
 * waitForServers in ./browser.ts).
 */
export default async function setup(project: TestProject) {
  const root = process.cwd();
  const workDir = mkdtempSync(path.join(tmpdir(), "gallery-e2e-"));
  // TEST_BUILD_DIR names a production build of this very checkout to use instead of
  // building again (CI's, made a step before); it is the caller's promise that it is current.
  const givenBuild = process.env.TEST_BUILD_DIR
    ? path.resolve(process.env.TEST_BUILD_DIR)
    : undefined;
  const buildDir = givenBuild ?? path.join(root, ".e2e-builds", path.basename(workDir));
  const serversReadyFile = path.join(workDir, "servers-ready.json");
  const cleanups: (() => Promise<void> | void)[] = [
    () => rmSync(workDir, { recursive: true, force: true }),
  ];
  if (!givenBuild) cleanups.push(() => rmSync(buildDir, { recursive: true, force: true }));

  // The build runs while the integration tests do (it is mostly one thread); integration
  // tests that start built servers of their own wait for it and use it too.
  const buildReadyFile = path.join(workDir, "build-ready.json");
  const building = givenBuild ? checkBuild(givenBuild) : buildApp(buildDir);
  building.then(
    () => writeFileSync(buildReadyFile, JSON.stringify({ ok: true })),
    (error: unknown) =>
      writeFileSync(buildReadyFile, JSON.stringify({ ok: false, reason: String(error) })),
  );
  process.env.MESSAGING_BUILD_DIR = buildDir;
  process.env.MESSAGING_BUILD_READY_FILE = buildReadyFile;

  // As many servers as journeys run at once (the project's maxWorkers), on ports chosen now.
  const ports = await Promise.all(
    Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => freePort()),
  );
  const serverUrl = process.env.TEST_DATABASE_URL;
  const seededGallery: SeededGallery = {
    dataDir: path.join(workDir, "seeded"),
    postgres: serverUrl
      ? { serverUrl, database: uniqueDatabaseName("gallery_e2e_seed") }
      : undefined,
  };

  async function startServers() {
    await building;
    // Seed once (the slow part of a first start), then copy the result per server.
    const seedDatabase =
      seededGallery.postgres &&
      (await createDatabase(seededGallery.postgres.serverUrl, seededGallery.postgres.database));
    if (seedDatabase) cleanups.push(seedDatabase.drop);
    const seeder = await startDemoServer({
      buildDir,
      dataDir: seededGallery.dataDir,
      databaseUrl: seedDatabase?.url,
    });
    await seeder.stop();
    const started = await Promise.allSettled(
      ports.map(async (port, index): Promise<DemoServer> => {
        const server = await startSeededCopy(seededGallery, {
          buildDir,
          dataDir: path.join(workDir, `server-${index + 1}`),
          port,
        });
        cleanups.push(server.stop);
        return server;
      }),
    );
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  }

  const starting = startServers().then(
    () => writeFileSync(serversReadyFile, JSON.stringify({ ok: true })),
    (error: unknown) => {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      writeFileSync(serversReadyFile, JSON.stringify({ ok: false, reason }));
    },
  );

  project.provide(
    "servers",
    ports.map((port) => `http://127.0.0.1:${port}`),
  );
  project.provide("serversReadyFile", serversReadyFile);
  project.provide("seededGallery", seededGallery);
  project.provide("buildDir", buildDir);

  return async () => {
    await starting;
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

/** A given build must at least be a whole one: the server and the browser's files. */
async function checkBuild(buildDir: string) {
  for (const part of ["server/index.js", "client/assets"]) {
    if (!existsSync(path.join(buildDir, part))) {
      throw new Error(`TEST_BUILD_DIR=${buildDir} has no ${part}: run npm run build first`);
    }
  }
}
