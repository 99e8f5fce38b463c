import { randomBytes } from "node:crypto";
import pg from "pg";
import { connect, type DatabaseConnection, setConnection } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { ensureDefaultPlans } from "~/features/plans/index.server";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL.
 * It becomes the process-wide connection that feature code uses.
 */
export async function createTestDatabase(): Promise<
  DatabaseConnection & { drop: () => Promise<void> }
> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let connection: DatabaseConnection;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `gallery_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    connection = connect({ databaseUrl: url.toString() });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    connection = connect({ pgliteDataDir: "memory://" });
  }
  await migrate(connection);
  await ensureDefaultPlans(connection.db);
  setConnection(connection);
  return {
    ...connection,
    drop: async () => {
      setConnection(undefined);
      await connection.close();
      await dropDatabase();
    },
  };
}
