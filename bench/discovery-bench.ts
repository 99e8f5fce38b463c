/**
 * Server time of a Discovery Mode page on a large gallery:
 *
 *   npx tsx bench/discovery-bench.ts [--artworks 100000] [--runs 30] [--pglite]
 *
 * A throwaway PostgreSQL database on BENCH_POSTGRES_URL (else TEST_DATABASE_URL's
 * server, else postgres://postgres@127.0.0.1:5432), dropped at the end; with
 * --pglite, an in-memory PGlite as well. The gallery is generated as for the
 * search bench (bench/generate.ts: 100,000 artworks by 2,500 artists), a third
 * of the artists get promotion stars, and some stars were spent this morning.
 * Each case runs a few times to warm up, then `--runs` times; medians, p95 and
 * max are printed. For comparison, "every available work" reads what the
 * original app read before showing its first slide: all available works with
 * their owner's name.
 *
 * What a page costs: one grouped read of owners and counts (the whole
 * catalogue, index-only where it can), dealing the order up to the page in
 * memory (linear in the offset), and the page's works ranked among their
 * owners' works only.
 *
 * Figures (2 CPUs shared with other work, 100,000 artworks, 88,000 available,
 * 2,500 owners, 20 runs; median / p95 ms): PostgreSQL 15: first page (8)
 * 26 / 36, second page (24) 24 / 41, at slide 1,000 20 / 32, last page 36 /
 * 49, against 1,720 / 2,084 for reading every available work; PGlite: 34 /
 * 42, 35 / 45, 40 / 54, 62 / 78, against 6,776 / 10,957.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { rows } from "~/db/rows.server";
import { discoveryPage, discoverySeed } from "~/features/curation/index.server";
import { ensureZipCentroids } from "~/features/geo/index.server";
import { BENCH_VIEWER_EMAIL, generateGallery } from "./generate";
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
    pglite: { type: "boolean", default: false },
  },
});
const ARTWORKS = Number(args.artworks);
const RUNS = Number(args.runs);

/** Stars for every third artist, and this morning's spends on a few hundred works. */
async function addStars(db: Database, viewerId: string) {
  await db.execute(sql`update profiles set current_promotion_stars = 10
    where id in (select user_id from artworks group by user_id having hashtext(user_id::text) % 3 = 0)`);
  await db.execute(sql`insert into discovery_views (member_id, artwork_id, day, owner_id, shown_at, star_spent_at)
    select ${viewerId}, a.id, current_date, a.user_id, now() - interval '3 hours', now() - interval '3 hours'
    from artworks a where a.is_available order by md5(a.id::text) limit 300`);
}

async function measure(db: Database, viewerId: string) {
  const seed = discoverySeed(viewerId, "2026-11-23");
  const visitStart = new Date(Date.now() - 60 * 60 * 1000);
  const { total } = await discoveryPage(
    db,
    { id: viewerId },
    { seed, offset: 0, limit: 1, visitStart },
  );
  const cases: BenchCase[] = [
    ...[
      ["first page (8 slides)", 0, 8],
      ["second page (24)", 8, 24],
      ["page at slide 1,000", 1000, 24],
      ["last page (wrap to the end)", Math.max(0, total - 24), 24],
    ].map(([name, offset, limit]) => ({
      name: name as string,
      run: () =>
        discoveryPage(
          db,
          { id: viewerId },
          { seed, offset: offset as number, limit: limit as number, visitStart },
        ).then((page) => `${page.slides.length} slides of ${page.total}`),
    })),
    {
      name: "every available work (the original read)",
      run: () =>
        rows(
          db,
          sql`select a.*, p.full_name from artworks a left join profiles p on p.id = a.user_id
              where a.is_available`,
        ).then((found) => `${found.length} works`),
    },
  ];
  return timeCases(cases, RUNS);
}

async function benchOne(kind: "postgres" | "pglite", url: string) {
  const connection = openBenchDatabase(kind, url);
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
    const [viewer] = await rows<{ id: string }>(
      db,
      sql`select id from "user" where email = ${BENCH_VIEWER_EMAIL}`,
    );
    await addStars(db, viewer?.id as string);
    await db.execute(sql`vacuum analyze`);
    console.log(
      `${kind}: gallery ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      JSON.stringify(counts),
    );
    const results = await measure(db, viewer?.id as string);
    printTimings(
      `${kind}, ${ARTWORKS.toLocaleString("en-US")} artworks, ${RUNS} runs each (ms):`,
      results,
    );
  } finally {
    await connection.close();
  }
}

await onBenchDatabases("gallery_bench_discovery", { pglite: args.pglite }, benchOne);
