/**
 * Server time of AI Gallery Population (suggestArtworks) on a large gallery:
 *
 *   npx tsx bench/suggestions-bench.ts [--artworks 100000] [--runs 30] [--explain]
 *     [--pglite] [--keep]
 *
 * A throwaway PostgreSQL database on BENCH_POSTGRES_URL (else TEST_DATABASE_URL's
 * server, else postgres://postgres@127.0.0.1:5432), dropped at the end; with
 * --pglite, an in-memory PGlite as well. The migrations are applied and the
 * gallery generated as for the search bench (bench/generate.ts: 100,000
 * artworks by 2,500 artists on real ZIP codes, realistic titles, descriptions,
 * prices from $50 to $25,000, badges and views); every main image then gets
 * a palette of three to five colours (one in twenty is left without, as
 * images stored before palettes), and a curator gets a space whose photo has
 * a warm wall's palette. After VACUUM ANALYZE each case runs a few times to
 * warm up, then `--runs` times; medians, p95 and max are printed, and with
 * --explain the plan of the candidate queries (PostgreSQL).
 *
 * Figures (PostgreSQL 15, 2 CPUs shared with other work, 100,000 artworks,
 * 30 runs; median / p95 ms): 5 pieces $10,000 'harbor' 45 / 60; 'blue river',
 * 'light' (30,000 matches) 72 / 84; 'quiet interiors' 53 / 59; no prompts
 * 13 / 16; 20 pieces $50,000 'abstract' 71 / 96; 'golden', 'garden' 48 / 54;
 * no prompts 39 / 66; 3 pieces $1,000 'portrait' 43 / 49;
 * rankSpaceCandidates(20) 10 / 14 ('blue river', 'quiet interiors' and
 * 'golden' measured before prompts were read for colour words, to be measured
 * again; see bench/README.md). The text candidates come from the GIN
 * index (12–53 ms for 7,000 to 30,000 matches ranked); the rest is reading
 * the pool's palettes, scoring and, for 20 pieces, the knapsack's table.
 */
import { parseArgs } from "node:util";
import { type Logger, sql } from "drizzle-orm";
import type pg from "pg";
import type { Database } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { rows } from "~/db/rows.server";
import type { SuggestionRequest } from "~/features/curation";
import { rankSpaceCandidates, suggestArtworks } from "~/features/curation/index.server";
import { ensureZipCentroids } from "~/features/geo/index.server";
import { generateGallery } from "./generate";
import {
  type BenchCase,
  onBenchDatabases,
  openBenchDatabase,
  printTimings,
  timeCases,
} from "./kit";

const { values: args } = parseArgs({
  options: {
    artworks: { type: "string", default: "100000" },
    runs: { type: "string", default: "30" },
    explain: { type: "boolean", default: false },
    pglite: { type: "boolean", default: false },
    /** Keep the PostgreSQL database for a closer look (drop it yourself afterwards). */
    keep: { type: "boolean", default: false },
  },
});
const ARTWORKS = Number(args.artworks);
const RUNS = Number(args.runs);

type Captured = { query: string; params: unknown[] };

/** The typical requests of the dialog, and the virtual gallery's fallback rotation. */
const CASES: { name: string; request?: SuggestionRequest; ranked?: number }[] = [
  {
    name: "5 pieces, $10,000, 'harbor'",
    request: { pieces: 5, budget: 10_000, prompts: ["harbor"] },
  },
  {
    name: "5 pieces, $10,000, 'blue river', 'light'",
    request: { pieces: 5, budget: 10_000, prompts: ["blue river", "light"] },
  },
  {
    name: "5 pieces, $10,000, 'quiet interiors'",
    request: { pieces: 5, budget: 10_000, prompts: ["quiet interiors"] },
  },
  {
    // Colour words: the palettes of the 2,000 most viewed works within the budget (not yet timed).
    name: "5 pieces, $10,000, 'warm colours for a living room'",
    request: { pieces: 5, budget: 10_000, prompts: ["warm colours for a living room"] },
  },
  { name: "5 pieces, $10,000, no prompts", request: { pieces: 5, budget: 10_000, prompts: [] } },
  {
    name: "20 pieces, $50,000, 'abstract'",
    request: { pieces: 20, budget: 50_000, prompts: ["abstract"] },
  },
  {
    name: "20 pieces, $50,000, 'golden', 'garden'",
    request: { pieces: 20, budget: 50_000, prompts: ["golden", "garden"] },
  },
  { name: "20 pieces, $50,000, no prompts", request: { pieces: 20, budget: 50_000, prompts: [] } },
  {
    name: "3 pieces, $1,000, 'portrait'",
    request: { pieces: 3, budget: 1_000, prompts: ["portrait"] },
  },
  { name: "rankSpaceCandidates (20)", ranked: 20 },
];

/** Keeps the first 2,000 queries sent, for --explain. */
function capturing(captured: Captured[]): Logger {
  return {
    logQuery(query, params) {
      if (captured.length < 2000) captured.push({ query, params });
    },
  };
}

/** A random palette of three to five Lab colours, shares adding up to 1, per main image. */
async function addPalettes(db: Database) {
  await db.execute(sql`update artwork_images i set palette = p.palette
    from (
      select x.id, jsonb_agg(jsonb_build_object(
          'l', round(x.l::numeric, 1), 'a', round(x.a::numeric, 1), 'b', round(x.b::numeric, 1),
          'share', round((x.weight / x.total)::numeric, 3)
        ) order by x.weight desc) as palette
      from (
        select g.id, w.*, sum(w.weight) over (partition by g.id) as total
        from (select id, 3 + floor(random() * 3)::int as n from artwork_images) g
        cross join lateral (
          select random() + 0 * g.n as weight, 15 + random() * 80 as l,
            random() * 90 - 40 as a, random() * 100 - 40 as b
          from generate_series(1, g.n)
        ) w
      ) x
      group by x.id
    ) p
    where p.id = i.id and random() >= 0.05`);
}

/** A curator with one space whose photo shows a warm terracotta wall. */
async function addCuratorSpace(db: Database) {
  const [curator] = await rows<{ id: string }>(
    db,
    sql`insert into "user" (name, email, email_verified)
      values ('Bench Curator', 'curator@bench.example', true) returning id`,
  );
  const userId = curator?.id as string;
  await db.execute(sql`insert into profiles (id, full_name, handle, location)
    values (${userId}, 'Bench Curator', 'bench_curator', 'Baltimore, MD')`);
  const [space] = await rows<{ id: string }>(
    db,
    sql`insert into curator_spaces (user_id, name, description, type)
      values (${userId}, 'Lobby', 'A long terracotta wall', 'commercial') returning id`,
  );
  const palette = [
    { l: 58, a: 28, b: 32, share: 0.62 },
    { l: 88, a: 2, b: 9, share: 0.23 },
    { l: 32, a: 12, b: 20, share: 0.15 },
  ];
  await db.execute(sql`insert into curator_space_images
      (space_id, position, image_key, width, height, palette)
    values (${space?.id}, 0, 'spaces/bench', 1600, 1200, ${JSON.stringify(palette)}::jsonb)`);
  return { userId, spaceId: space?.id as string };
}

async function measure(db: Database, owner: { userId: string; spaceId: string }) {
  const cases: BenchCase[] = CASES.map((c) => ({
    name: c.name,
    run: () =>
      c.request
        ? suggestArtworks(db, owner, c.request).then(
            (r) =>
              `${r.suggestions.length} works, $${(r.totalCents / 100).toLocaleString("en-US")}`,
          )
        : rankSpaceCandidates(db, owner, c.ranked ?? 20).then((r) => `${r.length} works`),
  }));
  return timeCases(cases, RUNS);
}

/** EXPLAIN ANALYZE of the candidate queries of one run, with the same settings. */
async function explain(
  db: Database,
  owner: { userId: string; spaceId: string },
  captured: Captured[],
) {
  for (const c of CASES.filter((x) => x.request)) {
    captured.length = 0;
    await suggestArtworks(db, owner, c.request as SuggestionRequest);
    const candidates = captured.filter((q) => /from artworks a\s+where/.test(q.query));
    for (const q of candidates) {
      const text = /search_vector @@/.test(q.query);
      const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
      try {
        await client.query("begin");
        if (text) {
          await client.query("set local enable_seqscan = off");
          await client.query("set local enable_indexscan = off");
        }
        const plan = await client.query(`explain (analyze, buffers) ${q.query}`, q.params);
        await client.query("rollback");
        console.log(`\n--- ${c.name}\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
      } finally {
        client.release();
      }
    }
  }
}

async function benchOne(kind: "postgres" | "pglite", url: string) {
  const captured: Captured[] = [];
  const connection = openBenchDatabase(kind, url, capturing(captured));
  const { db } = connection;
  try {
    const started = performance.now();
    await migrate(connection);
    await ensureZipCentroids(db);
    const counts = await generateGallery(db, {
      artworks: ARTWORKS,
      artists: Math.max(50, Math.round(ARTWORKS / 40)),
      favorites: 300,
    });
    await addPalettes(db);
    const owner = await addCuratorSpace(db);
    await db.execute(sql`vacuum analyze`);
    console.log(
      `${kind}: gallery ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      JSON.stringify(counts),
    );
    const results = await measure(db, owner);
    printTimings(
      `\n${kind}, ${ARTWORKS.toLocaleString("en-US")} artworks, ${RUNS} runs each (ms):`,
      results,
    );
    if (args.explain && kind === "postgres") await explain(db, owner, captured);
  } finally {
    await connection.close();
  }
}

await onBenchDatabases("gallery_bench_suggest", { pglite: args.pglite, keep: args.keep }, benchOne);
