import pg from "pg";
import { vi } from "vitest";
import type { DatabaseConnection } from "~/db/client.server";

/**
 * What `run` answers and how many statements it sent the database to get
 * there: each one a round trip (every query of the pool's clients on
 * PostgreSQL; every query and exec outside a transaction on PGlite).
 */
export async function countStatements<T>(
  connection: DatabaseConnection,
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const spies = connection.pglite
    ? [vi.spyOn(connection.pglite, "query"), vi.spyOn(connection.pglite, "exec")]
    : [vi.spyOn(pg.Client.prototype, "query")];
  try {
    const result = await run();
    return { result, statements: spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0) };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
