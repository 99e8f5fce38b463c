import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, dropDatabase, uniqueDatabaseName } from "../../tests/support/postgres";
import { connect } from "./client.server";
import { migrate } from "./migrate.server";

const serverUrl = process.env.TEST_DATABASE_URL;
const created: string[] = [];

afterAll(async () => {
  for (const name of created) await dropDatabase(serverUrl!, name);
});

describe.skipIf(!serverUrl)("migrations on PostgreSQL", () => {
  it("take turns when several processes start on a new database at once", async () => {
    const name = uniqueDatabaseName("gallery_migrate");
    created.push(name);
    const { url } = await createDatabase(serverUrl!, name);
    const connections = [connect({ databaseUrl: url }), connect({ databaseUrl: url })];
    try {
      await Promise.all(connections.map((connection) => migrate(connection)));
      const [{ count }] = (
        await connections[0]!.pool!.query(
          "select count(*)::int as count from drizzle.__drizzle_migrations",
        )
      ).rows;
      expect(count).toBeGreaterThan(0);
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
    }
  });
});
