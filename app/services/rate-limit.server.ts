import { sql } from "drizzle-orm";
import { type Database, db as processDatabase } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { RateLimitError } from "~/lib/errors";
import { startJob } from "./jobs.server";

/**
 * Counts one hit for `key` in a fixed window and refuses once `limit` is
 * passed, with the error `refusal` makes (a domain's own text, say). The
 * counter lives in the database so every app process shares it, and the
 * upsert is atomic, so concurrent hits cannot slip past the limit.
 */
export async function hit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
  refusal: (retryAfterSeconds: number) => RateLimitError = (retryAfter) =>
    new RateLimitError(undefined, retryAfter),
) {
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
    throw refusal(retryAfter);
  }
}

/**
 * Takes back one hit of `key`, for limits that count only failures: the
 * attempt is counted before it runs (so racing attempts cannot slip past the
 * limit) and given back when it succeeds.
 */
export async function refund(db: Database, key: string) {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets the counter, e.g. after a successful sign-in. */
export async function clear(db: Database, key: string) {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Windows are an hour at most; a day's margin keeps every live counter. */
const EXPIRED_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Deletes counters whose window ended long ago. Per-visitor keys (views,
 * sign-in pairs) would otherwise pile up for ever. Safe in several processes.
 */
export async function purgeExpiredRateLimits(
  db: Database,
  olderThanSeconds = EXPIRED_AFTER_SECONDS,
) {
  const [row] = await rows<{ deleted: number }>(
    db,
    sql`
    with deleted as (
      delete from rate_limits where window_start < now() - ${`${olderThanSeconds} seconds`}::interval
      returning 1
    )
    select count(*)::int as deleted from deleted
  `,
  );
  return Number(row?.deleted ?? 0);
}

/** At start and hourly, forgets expired counters. */
export function startRateLimitUpkeep(intervalMs = 60 * 60 * 1000) {
  startJob("rate limit upkeep", intervalMs, async () => {
    await purgeExpiredRateLimits(processDatabase());
  });
}
