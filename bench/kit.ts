/**
 * What the database benches share: where the throwaway PostgreSQL database
 * goes, opening it (or an in-memory PGlite), and timing cases into medians.
 */
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type Database, type DatabaseConnection, PGLITE_EXTENSIONS } from "~/db/client.server";
import * as schema from "~/db/schema";
import { createDatabase, databaseUrl, uniqueDatabaseName } from "../tests/support/postgres";

/** BENCH_POSTGRES_URL, else TEST_DATABASE_URL's server, else the local one. */
export function benchPostgresServer() {
  return (
    process.env.BENCH_POSTGRES_URL ??
    (process.env.TEST_DATABASE_URL
      ? databaseUrl(process.env.TEST_DATABASE_URL, "postgres")
      : "postgres://postgres@127.0.0.1:5432/postgres")
  );
}

/** The bench's database: a small pool on PostgreSQL, or PGlite in memory. */
export function openBenchDatabase(
  kind: "postgres" | "pglite",
  url: string,
  logger?: Logger,
): DatabaseConnection {
  if (kind === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    const db = drizzlePg(pool, { schema, casing: "snake_case", logger }) as unknown as Database;
    return { db, kind, pool, close: () => pool.end() };
  }
  const client = new PGlite("memory://", { extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { schema, casing: "snake_case", logger }) as unknown as Database;
  return { db, kind, pglite: client, close: () => client.close() };
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/** A named call to time; it answers a short description of what it found. */
export type BenchCase = { name: string; run: () => Promise<string> };
export type BenchTiming = { name: string; median: number; p95: number; max: number; found: string };

/** Each case three times to warm up, then `runs` times, one after another. */
export async function timeCases(cases: BenchCase[], runs: number): Promise<BenchTiming[]> {
  const timings: BenchTiming[] = [];
  for (const c of cases) {
    for (let i = 0; i < 3; i++) await c.run();
    const times: number[] = [];
    let found = "";
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      found = await c.run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    timings.push({
      name: c.name,
      median: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? Number.NaN,
      found,
    });
  }
  return timings;
}

export function printTimings(title: string, timings: BenchTiming[]) {
  console.log(`\n${title}`);
  console.log(`  ${"case".padEnd(44)} median     p95     max   result`);
  for (const t of timings) {
    console.log(
      `  ${t.name.padEnd(44)} ${t.median.toFixed(1).padStart(6)}  ${t.p95.toFixed(1).padStart(6)}  ${t.max.toFixed(1).padStart(6)}   ${t.found}`,
    );
  }
}

/**
 * Runs `bench` on a throwaway PostgreSQL database (dropped afterwards, unless
 * `keep`), then on in-memory PGlite when `pglite` is set.
 */
export async function onBenchDatabases(
  name: string,
  options: { pglite?: boolean; keep?: boolean },
  bench: (kind: "postgres" | "pglite", url: string) => Promise<void>,
) {
  const database = await createDatabase(benchPostgresServer(), uniqueDatabaseName(name));
  try {
    await bench("postgres", database.url);
    if (options.pglite) await bench("pglite", "memory://");
  } finally {
    if (options.keep) console.log(`\nKept ${database.url}`);
    else await database.drop();
  }
}
