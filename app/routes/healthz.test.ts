import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, setConnection } from "~/db/client.server";
import { markShuttingDown } from "~/lib/shutdown.server";
import { createTestDatabase } from "../../tests/support/database";
import { loader } from "./healthz";
import { loader as livenessLoader } from "./livez";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

async function answerOf(response: Response) {
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  markShuttingDown(false);
  await database.drop();
});

describe("/healthz", () => {
  it("answers 200 while the database answers", async () => {
    expect(await answerOf(await loader())).toEqual({ status: 200, body: { ok: true } });
  });

  it("answers 503 while the process is stopping, so a load balancer drains it", async () => {
    markShuttingDown();
    try {
      expect(await answerOf(await loader())).toEqual({ status: 503, body: { ok: false } });
    } finally {
      markShuttingDown(false);
    }
    expect((await loader()).status).toBe(200);
  });

  it("answers 503 instead of failing when the database does not answer", async () => {
    const failing = {
      db: { execute: () => Promise.reject(new Error("connection refused")) },
    } as unknown as DatabaseConnection;
    setConnection(failing);
    try {
      const response = await loader();
      expect(await answerOf(response)).toEqual({ status: 503, body: { ok: false } });
      expect(response.headers.get("cache-control")).toBe("no-store");
      // The process itself is alive: /livez, for supervisors, still says so.
      expect(await answerOf(livenessLoader())).toEqual({ status: 200, body: { ok: true } });
    } finally {
      setConnection(database);
    }
  });

  it("answers 503 when the database hangs past the check's deadline", async () => {
    const hanging = {
      db: { execute: () => new Promise(() => {}) },
    } as unknown as DatabaseConnection;
    setConnection(hanging);
    const started = Date.now();
    try {
      expect((await loader()).status).toBe(503);
    } finally {
      setConnection(database);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
