import { mkdirSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

export type DatabaseConnection = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The raw driver, for LISTEN/NOTIFY and shutdown. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /**
   * PostgreSQL straight, not through a transaction pooler: for what needs a
   * session of its own (LISTEN, the migration lock). The pool's URL unless told.
   */
  directUrl?: string;
  close: () => Promise<void>;
};

export type ConnectOptions = {
  databaseUrl?: string;
  /** A direct connection beside a pooled `databaseUrl` (DATABASE_LISTEN_URL). */
  directUrl?: string;
  pgliteDataDir?: string;
};

/**
 * PGlite's memory is one WebAssembly heap that never shrinks, and PostgreSQL's
 * default 128 MB of shared buffers is written, so resident, as soon as it
 * starts. A gallery's hot pages fit in far less, and a page that misses them is
 * read from the operating system's file cache, not from disk. Index builds and
 * VACUUM get less working memory too, since their peak would stay in the heap.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...["-c", "shared_buffers=32MB"],
  ...["-c", "maintenance_work_mem=16MB"],
];

/**
 * A bigint (int8: money in cents, counts) read as a number on PostgreSQL too,
 * as PGlite reads it, rather than pg's string, so that raw SQL reads the same
 * on both. Exact up to 2^53, far above any amount or count the gallery holds.
 * (Drizzle hands pg's own parsers every type it does not read itself.)
 */
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/**
 * The extensions the migrations create, which PGlite must load before opening
 * a database that uses them (pg_trgm: the admin member search's index).
 * PostgreSQL ships them in its contrib package.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** How long the pool must have had no query under way before a stop closes it, and the longest wait. */
const QUIET_MS = 50;
const QUIET_DEADLINE_MS = 3_000;

/**
 * Resolves once `busy` has been false for QUIET_MS in a row, or after
 * QUIET_DEADLINE_MS. When a client goes away mid-request, React Router stops
 * waiting for the page but lets its loaders run on; closing the pool under
 * them failed their next query and logged it. They now finish first.
 */
export async function untilQuiet(
  busy: () => boolean,
  { quietMs = QUIET_MS, deadlineMs = QUIET_DEADLINE_MS } = {},
) {
  const deadline = Date.now() + deadlineMs;
  let quietSince = busy() ? null : Date.now();
  while (Date.now() < deadline) {
    if (busy()) quietSince = null;
    else {
      quietSince ??= Date.now();
      if (Date.now() - quietSince >= quietMs) return;
    }
    await sleep(5);
  }
}

/** Opens PostgreSQL when a URL is given, else PGlite (in memory when `pgliteDataDir` is "memory://"). */
export function connect({
  databaseUrl,
  directUrl,
  pgliteDataDir,
}: ConnectOptions): DatabaseConnection {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client can lose its connection (server restart, database dropped); without a
    // listener that error would crash the process. The pool replaces the client on next use.
    const warn = (error: Error) =>
      process.emitWarning(`PostgreSQL connection error: ${error.message}`);
    pool.on("error", warn);
    // A connection the server ends between queries reports on the client itself.
    pool.on("connect", (client) => client.on("error", warn));
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      pool,
      directUrl: directUrl ?? databaseUrl,
      close: async () => {
        await untilQuiet(() => pool.totalCount > pool.idleCount || pool.waitingCount > 0);
        await pool.end();
      },
    };
  }
  const dataDir = pgliteDataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    startParams: PGLITE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return { db, kind: "pglite", pglite: client, close: () => client.close() };
}

let current: DatabaseConnection | undefined;

export function setConnection(connection: DatabaseConnection | undefined) {
  current = connection;
}

/** The process-wide connection opened at start. */
export function connection(): DatabaseConnection {
  if (!current) throw new Error("Database not connected; call setConnection() at start");
  return current;
}

export function db(): Database {
  return connection().db;
}
