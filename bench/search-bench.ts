/**
 * Server time of the search page's data (loadSearchPage: filter options,
 * count and first page) and of the artwork page's query, on a database
 * holding a generated gallery. Run by bench/run.js, once on PostgreSQL and
 * once on PGlite:
 *   tsx bench/search-bench.ts --postgres <url> | --pglite <dir>   [--artworks N] [--runs N]
 *     [--explain [--slowest N]]
 * Prints median, p95 and max overall and per search, EXPLAIN (ANALYZE, BUFFERS)
 * of every search's queries or of the N slowest by p95, and writes the figures
 * as JSON to BENCH_OUT when set. 1,000,000 artworks generate in a few minutes.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { eq, type Logger, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import {
  type Database,
  type DatabaseConnection,
  PGLITE_EXTENSIONS,
  setConnection,
} from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { rows } from "~/db/rows.server";
import * as schema from "~/db/schema";
import { profiles } from "~/db/schema";
import { parseSearchParams } from "~/features/catalogue";
import { findArtworkDetail, loadSearchPage } from "~/features/catalogue/index.server";
import { ensureZipCentroids } from "~/features/geo/index.server";
import { BENCH_VIEWER_EMAIL, generateGallery } from "./generate";
import searches from "./searches.json";

/** Filtered and sorted first pages, as visitors (v) and as the member with a ZIP (m). */
export const SEARCHES = searches as { who: "v" | "m"; query: string }[];

type Captured = { query: string; params: unknown[] };

function open(args: { postgres?: string; pglite?: string }, captured: Captured[]) {
  const logger: Logger = {
    logQuery(query, params) {
      if (captured.length < 5000) captured.push({ query, params });
    },
  };
  if (args.postgres) {
    const pool = new pg.Pool({ connectionString: args.postgres, max: 10 });
    const db = drizzlePg(pool, { schema, casing: "snake_case", logger }) as unknown as Database;
    const connection: DatabaseConnection = { db, kind: "postgres", pool, close: () => pool.end() };
    return connection;
  }
  const client = new PGlite(args.pglite ?? "memory://", { extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { schema, casing: "snake_case", logger }) as unknown as Database;
  const connection: DatabaseConnection = {
    db,
    kind: "pglite",
    pglite: client,
    close: () => client.close(),
  };
  return connection;
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

const searchKey = (s: (typeof SEARCHES)[number]) =>
  `${s.who === "m" ? "member" : "visitor"} ${s.query || "(default)"}`;

/** The artwork page's own query. */
function artworkReader(db: Database) {
  return {
    name: "artwork page (findArtworkDetail)",
    read: (id: string, viewerId: string | null) => findArtworkDetail(db, id, viewerId),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      postgres: { type: "string" },
      pglite: { type: "string" },
      artworks: { type: "string", default: "100000" },
      runs: { type: "string", default: "200" },
      explain: { type: "boolean", default: false },
      slowest: { type: "string" },
      "skip-generate": { type: "boolean", default: false },
    },
  });
  const captured: Captured[] = [];
  const connection = open(values, captured);
  // The process-wide connection, as the server has it (the public pages' version is read there).
  setConnection(connection);
  const { db } = connection;
  const label = connection.kind === "postgres" ? "PostgreSQL" : "PGlite";
  const total = Number(values.artworks);

  const [migrateMs] = await timed(async () => {
    await migrate(connection);
    await ensureZipCentroids(db);
  });
  let counts: Record<string, number> = {};
  let generateMs = 0;
  let vacuumMs = 0;
  if (!values["skip-generate"]) {
    [generateMs, counts] = await timed(() =>
      generateGallery(db, {
        artworks: total,
        artists: Math.max(50, Math.round(total / 40)),
        favorites: 300,
      }),
    );
    [vacuumMs] = await timed(() => db.execute(sql`vacuum analyze`));
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `${label}: migrated in ${seconds(migrateMs)}, generated in ${seconds(generateMs)}, vacuum analyze ${seconds(vacuumMs)}:`,
    JSON.stringify(counts),
  );

  const [viewer] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(schema.user, eq(schema.user.id, profiles.id))
    .where(eq(schema.user.email, BENCH_VIEWER_EMAIL));
  if (!viewer) throw new Error("The bench viewer is missing");

  // Warm up: every search once (plans, caches), then the timed runs.
  for (const s of SEARCHES) {
    await loadSearchPage(
      db,
      s.who === "m" ? viewer : null,
      parseSearchParams(new URLSearchParams(s.query)),
    );
  }
  const runs = Number(values.runs);
  const searchTimes: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let i = 0; i < runs; i++) {
    const s = SEARCHES[i % SEARCHES.length]!;
    const state = parseSearchParams(new URLSearchParams(s.query));
    const [ms, page] = await timed(() => loadSearchPage(db, s.who === "m" ? viewer : null, state));
    if (!page.results) throw new Error(`No results for ${s.query}`);
    searchTimes.push(ms);
    const key = searchKey(s);
    perQuery.set(key, [...(perQuery.get(key) ?? []), ms]);
  }

  const ids = (
    await rows<{ id: string }>(db, sql`select id from artworks order by md5(id::text) limit 200`)
  ).map((r) => r.id);
  const reader = artworkReader(db);
  for (const id of ids.slice(0, 10)) await reader.read(id, viewer.id);
  const artworkTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const id = ids[i % ids.length]!;
    const [ms] = await timed(() => reader.read(id, i % 2 === 0 ? viewer.id : null));
    artworkTimes.push(ms);
  }

  const search = summary(searchTimes);
  const artwork = summary(artworkTimes);
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(`\n${label}, ${total.toLocaleString("en-US")} artworks, ${runs} runs each (ms):`);
  console.log("                                         median      p95      max");
  console.log(
    `  search page (filtered, sorted, page 1) ${fmt(search.median)}  ${fmt(search.p95)}  ${fmt(search.max)}`,
  );
  console.log(
    `  ${reader.name.padEnd(38)} ${fmt(artwork.median)}  ${fmt(artwork.p95)}  ${fmt(artwork.max)}`,
  );
  console.log("\n  per search, slowest p95 first (ms):");
  console.log("     median      p95      max  runs");
  const slowest = [...perQuery.entries()]
    .map(([key, times]) => ({ key, ...summary(times) }))
    .sort((a, b) => b.p95 - a.p95);
  for (const q of slowest) {
    console.log(`    ${fmt(q.median)}  ${fmt(q.p95)}  ${fmt(q.max)}  ${q.runs}  ${q.key}`);
  }

  if (values.explain && connection.kind === "postgres") {
    const keys = values.slowest
      ? new Set(slowest.slice(0, Number(values.slowest)).map((q) => q.key))
      : null;
    await explainSearches(
      db,
      viewer.id,
      captured,
      SEARCHES.filter((s) => !keys || keys.has(searchKey(s))),
    );
  }

  if (process.env.BENCH_OUT) {
    writeFileSync(
      process.env.BENCH_OUT,
      JSON.stringify({
        database: label,
        artworks: total,
        counts,
        generateMs,
        search,
        artwork: { ...artwork, name: reader.name },
        perQuery: slowest,
        ids: ids.slice(0, 50),
      }),
    );
  }
  await connection.close();
}

/** EXPLAIN ANALYZE of each search's page and count queries, as the feature sends them. */
async function explainSearches(
  db: Database,
  viewerId: string,
  captured: Captured[],
  searches: typeof SEARCHES,
) {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  console.log("\nQuery plans (EXPLAIN ANALYZE, BUFFERS, PostgreSQL):");
  for (const s of searches) {
    captured.length = 0;
    await loadSearchPage(
      db,
      s.who === "m" ? { id: viewerId } : null,
      parseSearchParams(new URLSearchParams(s.query)),
    );
    const interesting = captured.filter(
      (c) =>
        /from "artworks"/.test(c.query) &&
        !c.query.includes("with recursive v(") &&
        !c.query.startsWith("set local") &&
        !c.query.startsWith("explain"),
    );
    for (const c of interesting) {
      const kind = c.query.startsWith("select count") ? "count" : "page";
      // Text searches through the GIN index run with the settings searchArtworks
      // gives them (see inTextSearch); walks over the candidates run without.
      const text = c.query.includes("@@") && !c.query.includes('"walk"');
      const client = await pool.connect();
      let plan: pg.QueryResult;
      try {
        await client.query("begin");
        if (text) {
          await client.query("set local enable_seqscan = off");
          await client.query("set local enable_indexscan = off");
        }
        plan = await client.query(
          `explain (analyze, buffers, costs off, timing on, summary on) ${c.query}`,
          c.params as unknown[],
        );
        await client.query("commit");
      } finally {
        client.release();
      }
      const lines = plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"]);
      console.log(`\n--- ${searchKey(s)} [${kind}]`);
      for (const line of lines) console.log(`    ${line}`);
    }
  }
}

await main();
