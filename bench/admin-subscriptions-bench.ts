/**
 * Server time of Manage Subscriptions on a large gallery:
 *
 *   npx tsx bench/admin-subscriptions-bench.ts [--members 100000] [--runs 30] [--pglite] [--explain]
 *
 * A throwaway PostgreSQL database on BENCH_POSTGRES_URL (else TEST_DATABASE_URL's
 * server, else postgres://postgres@127.0.0.1:5432), dropped at the end; with
 * --pglite, an in-memory PGlite as well. `--members` members (names from 60
 * first names × 60 last names and a number, handles `member_N`, e-mails
 * `first.lastN@mail.example`) each hold one subscription on one of the four
 * default plans (85 % active, 8 % canceled, 5 % past due, 2 % unpaid), renewing
 * within 180 days either side of today. Every case is what the page's loader
 * reads: one page of 25 rows and the count of all matching (listSubscriptions);
 * the user search (searchMembers) is timed too. Each case runs 3 times to warm
 * up, then `--runs` times; median, p95 and max are printed. --explain prints
 * PostgreSQL's plan of each page query.
 *
 * How it stays fast (migration 0013): the page's ids are chosen from
 * user_subscriptions alone along an index ((current_period_end, id),
 * (status, current_period_end, id), profiles (full_name, id); by plan, each
 * plan's part from (plan_id, current_period_end, id)), and only those 25 rows
 * are joined to member, e-mail and plan. Member search goes through the GIN
 * index of name and handle words and the text_pattern_ops prefix indexes of
 * handle and e-mail; a search matching members only is counted in the same pass.
 * Every list read also counts what matches, which reads the whole filtered set.
 *
 * Figures (2 CPUs with a load average of 11–15 from other work, 100,000
 * subscriptions, 30 runs; median / p95 ms, page + count): first page 18 / 95,
 * oldest first page 200 20 / 62, Past Due 5 / 43, Unpaid page 20 6 / 33, by
 * status 15 / 25, by user 12 / 28, by user Z-A page 50 19 / 29, by plan 71 /
 * 128 (28–71 over four runs), by plan Z-A page 100 49 / 169, search 'mar'
 * (4,976 matches) 74 / 147 (35–93 over four runs), a rare name 10 / 17, an
 * e-mail 6 / 21, a handle 37 / 80, a plan (25,118) 27 / 143, 'mar' + Past Due
 * by user 72 / 127, no match 3 / 13; the user search 29 / 107 ('mar') and 2 /
 * 19. PostgreSQL's own execution time of each page query (EXPLAIN ANALYZE,
 * --explain) is under 1 ms for every order and filter, 9 ms for by user page
 * 50, and 48–83 ms for the searches matching hundreds to thousands of members
 * (a scan of the subscriptions, slowed by the load).
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Database } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { DEFAULT_LIST_PARAMS, type SubscriptionListParams } from "~/features/admin";
import { listSubscriptions, searchMembers } from "~/features/admin/index.server";
import { ensureDefaultPlans } from "~/features/plans/index.server";
import {
  type BenchCase,
  onBenchDatabases,
  openBenchDatabase,
  printTimings,
  timeCases,
} from "./kit";

const { values: args } = parseArgs({
  options: {
    members: { type: "string", default: "100000" },
    runs: { type: "string", default: "30" },
    pglite: { type: "boolean", default: false },
    explain: { type: "boolean", default: false },
  },
});
const MEMBERS = Number(args.members);
const RUNS = Number(args.runs);

const FIRST = `Ada Alma Amos Anya Arlo Bea Bruno Cai Cleo Dara Dev Eli Emil Esme Ezra Faye Finn Gia
  Gus Hana Hugo Ida Ines Ivo Jade Jon Kai Kit Lea Leo Lina Luca Mae Malik Mara Marco Mina Nia Noor
  Omar Otto Pia Quinn Rafa Remy Rosa Sami Sana Tao Tess Theo Uma Vera Wes Xena Yara Yuri Zane Zoe
  Zephyrine`.split(/\s+/);
const LAST = `Abbott Baker Banks Cole Cruz Diaz Dunn Ellis Evans Fox Frost Garcia Gray Hale Hayes
  Ito Jensen Khan Kim Lane Lopez Marsh Meyer Moss Nash Novak Owens Park Patel Pike Quinn Reed Reyes
  Rossi Ruiz Shaw Silva Stone Tan Torres Usman Vance Vega Voss Wade Walsh Ward Webb West Wolfe Wood
  Xu Yang Yoon Young Zhang Ziegler Zimmer Zuniga Lovelace`.split(/\s+/);

/** Members, their profiles and one subscription each, in three INSERT … SELECT statements. */
async function generate(db: Database) {
  const first = sql.raw(`array[${FIRST.map((n) => `'${n}'`).join(",")}]`);
  const last = sql.raw(`array[${LAST.map((n) => `'${n}'`).join(",")}]`);
  await db.execute(sql`
    create temporary table bench_people as
    select n, gen_random_uuid() as id,
      (${first})[1 + (hashtext('f' || n) & 2147483647) % ${FIRST.length}] as first_name,
      (${last})[1 + (hashtext('l' || n) & 2147483647) % ${LAST.length}] as last_name
    from generate_series(1, ${MEMBERS}) as n`);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select id, first_name || ' ' || last_name,
      lower(first_name || '.' || last_name || n || '@mail.example'), true
    from bench_people`);
  await db.execute(sql`
    insert into profiles (id, full_name, handle)
    select id, case when n % 500 = 0 then null else first_name || ' ' || last_name end,
      'member_' || n
    from bench_people`);
  await db.execute(sql`
    insert into user_subscriptions (user_id, plan_id, status, current_period_start, current_period_end, cancel_at_period_end)
    select b.id, p.id,
      (case when h < 85 then 'active' when h < 93 then 'canceled' when h < 98 then 'past_due' else 'unpaid' end)::subscription_status,
      now() - interval '30 days' + ((hashtext('d' || b.n) % 180) || ' days')::interval,
      now() + ((hashtext('d' || b.n) % 180) || ' days')::interval + (b.n || ' seconds')::interval,
      b.n % 17 = 0
    from (select *, (hashtext('s' || n) & 2147483647) % 100 as h,
            (hashtext('p' || n) & 2147483647) % 4 as plan_index from bench_people) b
    join (select id, row_number() over (order by price_cents) - 1 as plan_index
          from subscription_plans) p on p.plan_index = b.plan_index`);
  await db.execute(sql`drop table bench_people`);
}

type Case = BenchCase & { explain?: SubscriptionListParams };

function listCase(db: Database, name: string, overrides: Partial<SubscriptionListParams>): Case {
  const params = { ...DEFAULT_LIST_PARAMS, ...overrides };
  return {
    name,
    explain: params,
    run: () =>
      listSubscriptions(db, params).then(
        (found) => `${found.rows.length} rows of ${found.total.toLocaleString("en-US")}`,
      ),
  };
}

async function measure(db: Database) {
  const cases: Case[] = [
    listCase(db, "first page (renewal date, newest first)", {}),
    listCase(db, "renewal date oldest first, page 200", { dir: "asc", page: 200 }),
    listCase(db, "status Past Due", { status: "past_due" }),
    listCase(db, "status Unpaid, page 20", { status: "unpaid", page: 20 }),
    listCase(db, "sorted by status", { sort: "status", dir: "asc" }),
    listCase(db, "sorted by user A-Z", { sort: "user", dir: "asc" }),
    listCase(db, "sorted by user Z-A, page 50", { sort: "user", dir: "desc", page: 50 }),
    listCase(db, "sorted by plan A-Z", { sort: "plan", dir: "asc" }),
    listCase(db, "sorted by plan Z-A, page 100", { sort: "plan", dir: "desc", page: 100 }),
    listCase(db, "search 'mar' (a common name start)", { q: "mar" }),
    listCase(db, "search 'zephyrine lovelace' (rare)", { q: "zephyrine lovelace" }),
    listCase(db, "search e-mail 'ada.abbott1'", { q: "ada.abbott1" }),
    listCase(db, "search handle '@member_4242'", { q: "@member_4242" }),
    listCase(db, "search plan 'patron' (a quarter)", { q: "patron" }),
    listCase(db, "search 'mar' + Past Due, by user", {
      q: "mar",
      status: "past_due",
      sort: "user",
    }),
    listCase(db, "search 'nobody'", { q: "nobody" }),
    {
      name: "user search 'mar' (Add New Subscription)",
      run: () => searchMembers(db, "mar").then((found) => `${found.length} members`),
    },
    {
      name: "user search 'zephyrine lo'",
      run: () => searchMembers(db, "zephyrine lo").then((found) => `${found.length} members`),
    },
  ];
  const results = await timeCases(cases, RUNS);
  return { cases, results };
}

/** Prints the plan of each list case's page query, by logging what the driver sends. */
async function explainAll(url: string, cases: Case[]) {
  const sent: { text: string; values: unknown[] }[] = [];
  const connection = openBenchDatabase("postgres", url, {
    logQuery: (text, values) => sent.push({ text, values }),
  });
  const pool = connection.pool as pg.Pool;
  try {
    for (const c of cases) {
      if (!c.explain) continue;
      sent.length = 0;
      await listSubscriptions(connection.db, c.explain);
      const page = sent.find((q) => q.text.includes("limit"));
      if (!page) continue;
      const plan = await pool.query(`explain (analyze, buffers off) ${page.text}`, page.values);
      console.log(`\n-- ${c.name}`);
      for (const row of plan.rows) console.log(row["QUERY PLAN"]);
    }
  } finally {
    await connection.close();
  }
}

async function benchOne(kind: "postgres" | "pglite", url: string) {
  const connection = openBenchDatabase(kind, url);
  const { db } = connection;
  try {
    const started = performance.now();
    await migrate(connection);
    await ensureDefaultPlans(db);
    await generate(db);
    await db.execute(sql`vacuum analyze`);
    console.log(
      `${kind}: ${MEMBERS.toLocaleString("en-US")} members and subscriptions ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { cases, results } = await measure(db);
    printTimings(
      `${kind}, ${MEMBERS.toLocaleString("en-US")} subscriptions, ${RUNS} runs each (ms; page of 25 + count):`,
      results,
    );
    if (kind === "postgres" && args.explain) await explainAll(url, cases);
  } finally {
    await connection.close();
  }
}

await onBenchDatabases("gallery_bench_subscriptions", { pglite: args.pglite }, benchOne);
