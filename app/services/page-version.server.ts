import type { PGlite } from "@electric-sql/pglite";
import { connection, type Database } from "~/db/client.server";

const QUERY = "select version from page_cache_version where id = 1";
/** Where the version triggers announce each new version (migration 0014). */
const CHANNEL = "page_cache_version";

type Row = { version: string | number };

async function readVersion(): Promise<number> {
  const { kind, pool, pglite } = connection();
  const result =
    kind === "postgres" && pool
      ? await pool.query<Row>(QUERY)
      : await (pglite as PGlite).query<Row>(QUERY);
  return Number(result.rows[0]?.version ?? 0);
}

/**
 * The embedded database runs in this process and delivers a notification
 * before the committing call returns, so its latest version is known here
 * without a query: the listener is in place before the version is read once.
 */
const embedded = new WeakMap<PGlite, Promise<{ version: number }>>();

function embeddedVersion(pglite: PGlite) {
  let known = embedded.get(pglite);
  if (!known) {
    known = (async () => {
      const state = { version: 0 };
      await pglite.listen(CHANNEL, (payload) => {
        state.version = Math.max(state.version, Number(payload));
      });
      state.version = Math.max(state.version, await readVersion());
      return state;
    })();
    embedded.set(pglite, known);
    known.catch(() => embedded.delete(pglite));
  }
  return known.then((state) => state.version);
}

let next: Promise<number> | null = null;
let inFlight: Promise<number> | null = null;

/**
 * The version of the public pages' data, reflecting every write committed
 * before this call. On PostgreSQL, where other processes write too, it is
 * read after the call began: callers that arrive while a read is running share
 * the one that starts after it, so under load one query serves many requests
 * and none is answered from a read that began before it arrived.
 */
export function currentPageVersion(): Promise<number> {
  const { kind, pglite } = connection();
  if (kind === "pglite" && pglite) return embeddedVersion(pglite);
  if (!inFlight) {
    inFlight = readVersion().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }
  next ??= inFlight
    .catch(() => undefined)
    .then(() => {
      next = null;
      return currentPageVersion();
    });
  return next;
}

/**
 * `load`, kept until the public pages' version moves: for reads that many
 * requests repeat and only a counted write changes (the search filters' values,
 * the ZIPs in use). The version is read first, so a kept value is never older
 * than it. The version is the connected database's: another database is read
 * each time.
 */
export function keptUntilPagesChange<T>(load: (db: Database) => Promise<T>) {
  const kept = new WeakMap<Database, { version: number; value: Promise<T> }>();
  return async (db: Database): Promise<T> => {
    if (db !== connection().db) return load(db);
    const version = await currentPageVersion();
    const known = kept.get(db);
    if (known?.version === version) return known.value;
    // A read that began before a newer one was kept answers its request only.
    if (known && known.version > version) return load(db);
    const value = load(db);
    kept.set(db, { version, value });
    value.catch(() => {
      if (kept.get(db)?.value === value) kept.delete(db);
    });
    return value;
  };
}
