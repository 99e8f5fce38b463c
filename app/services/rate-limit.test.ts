import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { RateLimitError } from "~/lib/errors";
import { createTestDatabase } from "../../tests/support/database";
import { hit, purgeExpiredRateLimits, refund } from "./rate-limit.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("rate limits", () => {
  it("refuses past the limit within the window", async () => {
    await hit(database.db, "test:a", 2, 60);
    await hit(database.db, "test:a", 2, 60);
    await expect(hit(database.db, "test:a", 2, 60)).rejects.toBeInstanceOf(RateLimitError);
  });

  it("counts only failures when each success gives its hit back", async () => {
    // Forty successes from one key: counted before they run, given back after.
    for (let i = 0; i < 40; i++) {
      await hit(database.db, "test:successes", 3, 60);
      await refund(database.db, "test:successes");
    }
    // Failures keep their hits: the fourth is refused.
    for (let i = 0; i < 3; i++) await hit(database.db, "test:successes", 3, 60);
    await expect(hit(database.db, "test:successes", 3, 60)).rejects.toBeInstanceOf(RateLimitError);
    // Giving back never makes a counter negative, nor one that does not exist.
    await refund(database.db, "test:never-hit");
    await hit(database.db, "test:floor", 1, 60);
    await refund(database.db, "test:floor");
    await refund(database.db, "test:floor");
    await hit(database.db, "test:floor", 1, 60);
    await expect(hit(database.db, "test:floor", 1, 60)).rejects.toBeInstanceOf(RateLimitError);
  });

  it("forgets counters whose window ended a day ago, and keeps live ones", async () => {
    await hit(database.db, "test:old", 5, 3600);
    await hit(database.db, "test:live", 5, 3600);
    await database.db.execute(
      sql`update rate_limits set window_start = now() - interval '25 hours' where key = 'test:old'`,
    );
    expect(await purgeExpiredRateLimits(database.db)).toBe(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys).toContain("test:live");
    expect(keys).not.toContain("test:old");
  });
});
