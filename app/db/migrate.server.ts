import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseConnection } from "./client.server";

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/** Any fixed key: app processes starting at once on one database take turns to migrate. */
const MIGRATION_LOCK_KEY = "7301946215";

/** Applies the committed migrations in ./drizzle. */
export async function migrate(connection: DatabaseConnection) {
  if (connection.kind === "postgres" && connection.pool) {
    // Workers or machines starting together would otherwise create the same tables at once.
    // The lock belongs to a session, so it is taken on a direct connection: through a
    // transaction pooler the session behind a client changes with every statement.
    const lock = new pg.Client({
      connectionString: connection.directUrl ?? connection.pool.options.connectionString,
    });
    // A connection lost while waiting fails the start (below), not the whole process.
    lock.on("error", () => {});
    await lock.connect();
    try {
      await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(connection.db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      await lock.end();
    }
  } else if (connection.kind === "postgres") {
    await migratePg(connection.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
