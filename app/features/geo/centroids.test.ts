import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rows } from "~/db/rows.server";
import { createTestDatabase } from "../../../tests/support/database";
import { ensureZipCentroids } from "./centroids.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it("loads the ZIP centroids once and finds a ZIP by its coordinates", async () => {
  await ensureZipCentroids(database.db);
  await ensureZipCentroids(database.db);
  const [count] = await rows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from zip_centroids`,
  );
  expect(count?.n).toBeGreaterThan(40_000);
  const [baltimore] = await rows<{ city: string; state: string }>(
    database.db,
    sql`select city, state from zip_centroids where zip = '21201'`,
  );
  expect(baltimore).toEqual({ city: "Baltimore", state: "MD" });
});
