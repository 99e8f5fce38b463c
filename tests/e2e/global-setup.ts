import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp, copyDemoData, type DemoServer, startDemoServer } from "../support/demo-server";
import { createDatabase, uniqueDatabaseName } from "../support/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker, each on its own copy of the demo data: baseURL() picks this worker's. */
    servers: string[];
    /** Seeded demo data (embedded database and media), for journeys that start a server of their own. */
    seededDataDir: string;
    /** The production build the servers run. */
    buildDir: string;
  }
}

/**
 * Builds the app once, seeds the demo gallery once, and serves a copy of it
 * from one server per worker, so journeys on different workers never see
 * each other's changes.
 */
export default async function setup(project: TestProject) {
  const root = process.cwd();
  const workDir = mkdtempSync(path.join(tmpdir(), "gallery-e2e-"));
  const buildDir = path.join(root, ".e2e-builds", path.basename(workDir));
  const cleanups: (() => Promise<void> | void)[] = [
    () => rmSync(workDir, { recursive: true, force: true }),
    () => rmSync(buildDir, { recursive: true, force: true }),
  ];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    buildApp(buildDir);
    // Integration tests that start built servers of their own use this build too.
    process.env.MESSAGING_BUILD_DIR = buildDir;

    // Seed once (the slow part of a first start), then copy the result per server.
    const seededDataDir = path.join(workDir, "seeded");
    const serverUrl = process.env.TEST_DATABASE_URL;
    let seedDatabase: string | undefined;
    if (serverUrl) {
      seedDatabase = uniqueDatabaseName("gallery_e2e_seed");
      const created = await createDatabase(serverUrl, seedDatabase);
      cleanups.push(created.drop);
      const seeder = await startDemoServer({
        buildDir,
        dataDir: seededDataDir,
        databaseUrl: created.url,
      });
      await seeder.stop();
    } else {
      const seeder = await startDemoServer({ buildDir, dataDir: seededDataDir });
      await seeder.stop();
    }

    // As many servers as journeys run at once (the project's maxWorkers).
    const count = Math.max(1, project.config.maxWorkers);
    const started = await Promise.allSettled(
      Array.from({ length: count }, async (_, index): Promise<DemoServer> => {
        const dataDir = path.join(workDir, `server-${index + 1}`);
        await copyDemoData(seededDataDir, dataDir);
        let databaseUrl: string | undefined;
        if (serverUrl && seedDatabase) {
          const created = await createDatabase(serverUrl, uniqueDatabaseName("gallery_e2e"), {
            template: seedDatabase,
          });
          cleanups.push(created.drop);
          databaseUrl = created.url;
        }
        const server = await startDemoServer({ buildDir, dataDir, databaseUrl });
        cleanups.push(server.stop);
        return server;
      }),
    );
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    const servers = started.flatMap((result) =>
      result.status === "fulfilled" ? [result.value] : [],
    );

    project.provide(
      "servers",
      servers.map((server) => server.url),
    );
    project.provide("seededDataDir", seededDataDir);
    project.provide("buildDir", buildDir);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
