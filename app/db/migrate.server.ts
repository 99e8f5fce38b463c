import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseConnection } from "./client.server";

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/** Applies the committed migrations in ./drizzle. */
export async function migrate(connection: DatabaseConnection) {
  if (connection.kind === "postgres") {
    await migratePg(connection.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
