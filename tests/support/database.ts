import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, inject } from "vitest";
import {
  connect,
  type Database,
  type DatabaseConnection,
  PGLITE_EXTENSIONS,
  setConnection,
} from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import * as schema from "~/db/schema";
import { tilingSettled } from "~/features/media/index.server";
import { ensureDefaultPlans } from "~/features/plans/index.server";
import { useTemporaryMediaDir } from "./media-dir";
import { createDatabase, uniqueDatabaseName } from "./postgres";

/** The template's tarball, read once per worker. */
let pgliteTemplate: { path: string; data: Promise<Buffer> } | undefined;

function templateTarball(path: string) {
  if (pgliteTemplate?.path !== path) pgliteTemplate = { path, data: readFile(path) };
  return pgliteTemplate.data;
}

/** In-memory PGlite started from the template's data directory: no initdb, no migrations. */
async function pgliteFromTemplate(tarball: string): Promise<DatabaseConnection> {
  const client = new PGlite({
    loadDataDir: new Blob([new Uint8Array(await templateTarball(tarball))]),
    extensions: PGLITE_EXTENSIONS,
  });
  // The same driver settings as connect() in ~/db/client.server.
  const db = drizzle(client, { schema, casing: "snake_case" }) as unknown as Database;
  return { db, kind: "pglite", pglite: client, close: () => client.close() };
}

/**
 * A fresh, migrated database for one test file, with the default plans: in-memory
 * PGlite by default, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL. It becomes the process-wide connection that feature code uses.
 *
 * When the run migrated a template first (tests/support/database-template.ts),
 * the database is a copy of it; otherwise it is migrated here.
 */
export async function createTestDatabase(): Promise<
  DatabaseConnection & { drop: () => Promise<void> }
> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject("databaseTemplate");
  let connection: DatabaseConnection;
  let dropDatabase = async () => {};
  let migrated = false;
  if (serverUrl) {
    const fromTemplate = template?.kind === "postgres" ? template.name : undefined;
    const created = await createDatabase(serverUrl, uniqueDatabaseName("gallery_test"), {
      template: fromTemplate,
    });
    connection = connect({ databaseUrl: created.url });
    dropDatabase = created.drop;
    migrated = fromTemplate !== undefined;
  } else if (template?.kind === "pglite") {
    connection = await pgliteFromTemplate(template.dataDirTarball);
    migrated = true;
  } else {
    connection = connect({ pgliteDataDir: "memory://" });
  }
  if (!migrated) {
    await migrate(connection);
    await ensureDefaultPlans(connection.db);
  }
  setConnection(connection);
  return {
    ...connection,
    drop: async () => {
      // An upload's tiles are cut just after its answer: let that finish on this database first.
      await tilingSettled();
      setConnection(undefined);
      await connection.close();
      await dropDatabase();
    },
  };
}

/**
 * A fresh test database (createTestDatabase) and a private media dir (useTemporaryMediaDir)
 * for the calling test file: made before its tests, dropped and removed after them.
 * `database.db` and `media.files()` are read in its tests, once both are made.
 */
export function testDatabaseAndMediaDir() {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
  beforeAll(async () => {
    media = await useTemporaryMediaDir();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
    await media.remove();
  });
  return {
    database: {
      get db() {
        return database.db;
      },
    },
    media: { files: () => media.files() },
  };
}
