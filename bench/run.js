// The benchmarks: `npm run bench [-- --artworks 100000 --runs 200 --duration 10 --connections 20]`.
//
// 1. Server time of the search page's data and of the artwork page's query on a
//    generated gallery, on PostgreSQL (a throwaway database created here and
//    dropped at the end) and on PGlite (a temporary directory): bench/search-bench.ts.
// 2. Requests per second of /search and /artwork/{id} under concurrent load
//    (autocannon), against the built app serving the PostgreSQL database.
// 3. bench/pages-bench.ts: /, /search and /artwork/{id} for a visitor and a
//    member beside a raw node:http server sending the same bytes, each page's
//    JavaScript, and Lighthouse's mobile scores.
//
// Nothing here touches ./data: every database and directory is new and removed.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
// The test kits' own helpers (Node runs TypeScript without its types).
import { freePort } from "../tests/support/ports.ts";
import { createDatabase, databaseUrl, uniqueDatabaseName } from "../tests/support/postgres.ts";
import searches from "./searches.json" with { type: "json" };

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    artworks: { type: "string", default: "100000" },
    runs: { type: "string", default: "200" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    "skip-pglite": { type: "boolean", default: false },
    "skip-http": { type: "boolean", default: false },
    explain: { type: "boolean", default: true },
    "skip-pages": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
  },
});
const serverUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const scratch = mkdtempSync(path.join(tmpdir(), "gallery-bench-"));
const dbName = uniqueDatabaseName("gallery_bench");
const dbUrl = databaseUrl(serverUrl, dbName);
const cleanups = [];

function run(file, argv, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), file, ...argv],
      { cwd: root, stdio: "inherit", env: { ...process.env, LOG_LEVEL: "silent", ...env } },
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`)),
    );
  });
}

async function waitForHealthy(base, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The app did not start");
}

function load(title, base, paths) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        title,
        connections: Number(args.connections),
        duration: Number(args.duration),
        requests: [
          {
            setupRequest: (request) => {
              request.path = paths[next++ % paths.length];
              return request;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const results = {};

const loadAtStart = loadavg()[0];

async function main() {
  console.log(`Benchmark: ${Number(args.artworks).toLocaleString("en-US")} artworks`);
  console.log(`  PostgreSQL database ${dbName} (dropped afterwards), scratch ${scratch}\n`);
  const database = await createDatabase(serverUrl, dbName);
  cleanups.push(database.drop);

  const common = ["--artworks", args.artworks, "--runs", args.runs];
  const pgOut = path.join(scratch, "postgres.json");
  await run(
    "bench/search-bench.ts",
    ["--postgres", dbUrl, ...common, ...(args.explain ? ["--explain"] : [])],
    {
      BENCH_OUT: pgOut,
    },
  );
  results.postgres = JSON.parse(readFileSync(pgOut, "utf8"));

  if (!args["skip-pglite"]) {
    const pgliteOut = path.join(scratch, "pglite.json");
    await run("bench/search-bench.ts", ["--pglite", path.join(scratch, "pglite"), ...common], {
      BENCH_OUT: pgliteOut,
    });
    results.pglite = JSON.parse(readFileSync(pgliteOut, "utf8"));
  }

  if (!args["skip-http"]) {
    const buildDir = path.join(root, ".e2e-builds", `bench-${randomBytes(4).toString("hex")}`);
    cleanups.push(() => rmSync(buildDir, { recursive: true, force: true }));
    console.log("\nBuilding the app for the load test…");
    execFileSync(
      process.execPath,
      [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
      {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
      },
    );
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The server's own output (for example streams cut off when the load test stops) goes to a file.
    const serverLog = createWriteStream(path.join(scratch, "server.log"));
    const server = spawn(process.execPath, ["server.js"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        APP_ENV: "test",
        HOST: "127.0.0.1",
        PORT: String(port),
        APP_URL: base,
        BUILD_DIR: buildDir,
        DATABASE_URL: dbUrl,
        DEMO_DATA: "false",
        MEDIA_DIR: path.join(scratch, "media"),
        LOG_LEVEL: "warn",
      },
    });
    server.stdout.pipe(serverLog);
    server.stderr.pipe(serverLog);
    cleanups.unshift(
      () =>
        new Promise((resolve) => {
          if (server.exitCode !== null) return resolve();
          server.once("exit", resolve);
          server.kill("SIGTERM");
        }),
    );
    await waitForHealthy(base, server);

    const searchPaths = searches
      .filter((s) => s.who === "v")
      .map((s) => (s.query ? `/search?${s.query}` : "/search"));
    const artworkPaths = results.postgres.ids.map((id) => `/artwork/${id}`);
    // Warm up both routes, then measure one after the other.
    await load("warm-up", base, [...searchPaths, ...artworkPaths.slice(0, 5)]).catch(() => {});
    const searchLoad = await load("/search", base, searchPaths);
    const artworkLoad = await load("/artwork/{id}", base, artworkPaths);
    const summary = (r) => ({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
    });
    results.http = { search: summary(searchLoad), artwork: summary(artworkLoad) };
  }

  if (!args["skip-pages"]) {
    // Pages for visitors and members against a raw server, JavaScript and Lighthouse.
    await run("bench/pages-bench.ts", args["skip-lighthouse"] ? ["--skip-lighthouse"] : []);
  }
}

function report() {
  const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "–");
  console.log("\n==================== Results ====================");
  console.log(
    `Machine: ${cpus().length} CPUs, load average ${f(loadAtStart)} at start and ${f(loadavg()[0])} at the end (other work on the machine slows every figure).`,
  );
  console.log(`Generated gallery: ${JSON.stringify(results.postgres?.counts ?? {})}`);
  console.log("\nServer time (ms)                         median    p95    max");
  for (const key of ["postgres", "pglite"]) {
    const r = results[key];
    if (!r) continue;
    console.log(
      `  ${r.database.padEnd(10)} search page 1           ${f(r.search.median).padStart(6)} ${f(r.search.p95).padStart(6)} ${f(r.search.max).padStart(6)}`,
    );
    console.log(
      `  ${r.database.padEnd(10)} ${r.artwork.name.padEnd(23).slice(0, 23)} ${f(r.artwork.median).padStart(6)} ${f(r.artwork.p95).padStart(6)} ${f(r.artwork.max).padStart(6)}`,
    );
  }
  if (results.http) {
    const { search, artwork } = results.http;
    console.log(
      `\nUnder load (${args.connections} connections, ${args.duration} s each, PostgreSQL, one app process):`,
    );
    for (const [name, r] of [
      ["/search", search],
      ["/artwork/{id}", artwork],
    ]) {
      console.log(
        `  ${name.padEnd(14)} ${f(r.rps, 0).padStart(6)} req/s   latency p50 ${r.p50} ms, p99 ${r.p99} ms   (${r.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`,
      );
    }
  }
}

try {
  await main();
  report();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (error) {
      console.error("cleanup:", error.message);
    }
  }
  rmSync(scratch, { recursive: true, force: true });
}
