import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connect } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { ensureDefaultPlans } from "~/features/plans/index.server";
import { createDatabase, uniqueDatabaseName } from "./postgres";

/** The migrated database each test file starts from (see createTestDatabase). */
export type DatabaseTemplate =
  | { kind: "pglite"; dataDirTarball: string }
  | { kind: "postgres"; name: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates one database before the test files run, so that each file starts
 * from a copy instead of running every migration again: a PGlite data
 * directory saved as a tarball, or a PostgreSQL template database on the
 * server of TEST_DATABASE_URL. Removed again when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = uniqueDatabaseName("gallery_template");
    const template = await createDatabase(serverUrl, name);
    try {
      const connection = connect({ databaseUrl: template.url });
      try {
        await migrate(connection);
        await ensureDefaultPlans(connection.db);
      } finally {
        // A template must have no open connection when it is copied.
        await connection.close();
      }
    } catch (error) {
      await template.drop();
      throw error;
    }
    project.provide("databaseTemplate", { kind: "postgres", name });
    return () => template.drop();
  }

  const dir = await mkdtemp(path.join(tmpdir(), "gallery-template-"));
  const dataDirTarball = path.join(dir, "pgdata.tar");
  const connection = connect({ pgliteDataDir: "memory://" });
  try {
    await migrate(connection);
    await ensureDefaultPlans(connection.db);
    const dump = await connection.pglite?.dumpDataDir("none");
    if (!dump) throw new Error("The PGlite template could not be saved");
    await writeFile(dataDirTarball, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await connection.close();
  }
  project.provide("databaseTemplate", { kind: "pglite", dataDirTarball });
  return () => rm(dir, { recursive: true, force: true });
}
