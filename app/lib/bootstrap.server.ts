import { connect, type DatabaseConnection, setConnection } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { env } from "./env.server";
import { logger } from "./logger.server";

/** Opens the database and applies migrations; shared by the server, scripts and tests. */
export async function openDatabase(): Promise<DatabaseConnection> {
  const config = env();
  const connection = connect({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_LISTEN_URL,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  await migrate(connection);
  setConnection(connection);
  logger.info(
    {
      database: connection.kind === "postgres" ? "postgresql" : `pglite:${config.PGLITE_DATA_DIR}`,
    },
    "database ready",
  );
  return connection;
}
