/**
 * Closing the connection at a stop. The PostgreSQL case needs TEST_DATABASE_URL
 * (it only runs plain queries, in no particular database's tables).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connect, untilQuiet } from "./client.server";
import { rows } from "./rows.server";

const serverUrl = process.env.TEST_DATABASE_URL;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("waiting for the database to go quiet", () => {
  it("waits until nothing has been under way for the quiet time", async () => {
    let busy = true;
    setTimeout(() => {
      busy = false;
    }, 60);
    // A moment of calm between two queries does not count.
    setTimeout(() => {
      busy = true;
    }, 80);
    setTimeout(() => {
      busy = false;
    }, 120);
    const started = Date.now();
    await untilQuiet(() => busy, { quietMs: 50, deadlineMs: 2_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(165);
  });

  it("gives up at the deadline when the work never ends", async () => {
    const started = Date.now();
    await untilQuiet(() => true, { quietMs: 50, deadlineMs: 150 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(145);
    expect(waited).toBeLessThan(1_000);
  });
});

describe.skipIf(!serverUrl)("closing the PostgreSQL pool at a stop", () => {
  it("lets a loader whose client has gone finish its queries first", async () => {
    const connection = connect({ databaseUrl: serverUrl });
    // A loader that runs on after its request was given up: a query, a little work, another.
    const loader = (async () => {
      await connection.db.execute(sql`select pg_sleep(0.1)`);
      await pause(10);
      const [row] = await rows<{ one: number }>(connection.db, sql`select 1 as one`);
      return row;
    })();
    await pause(20);
    await connection.close();
    await expect(loader).resolves.toEqual({ one: 1 });
  });
});
