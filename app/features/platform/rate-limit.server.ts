import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { RateLimitError } from "~/lib/errors";

/**
 * Counts one hit for `key` in a fixed window and refuses once `limit` is
 * passed. The counter lives in the database so every app process shares it,
 * and the upsert is atomic, so concurrent hits cannot slip past the limit.
 */
export async function hit(db: Database, key: string, limit: number, windowSeconds: number) {
  const window = `${windowSeconds} seconds`;
  const [row] = await rows<{ count: number; window_start: string }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - ${window}::interval then now() else rate_limits.window_start end
    returning count, window_start
  `,
  );
  if (row && Number(row.count) > limit) {
    const started = new Date(row.window_start).getTime();
    const retryAfter = Math.max(1, Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000));
    throw new RateLimitError(undefined, retryAfter);
  }
}

/** Forgets the counter, e.g. after a successful sign-in. */
export async function clear(db: Database, key: string) {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
