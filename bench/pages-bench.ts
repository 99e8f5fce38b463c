// Pages as visitors and members get them:
// `npx tsx bench/pages-bench.ts [--duration 8] [--connections 10] [--postgres] [--skip-lighthouse] [--skip-load] [--build-dir DIR] [--lighthouse-reports DIR]`
//
// 1. Requests per second of /, /search and /artwork/{id}, for a visitor and
//    for a signed-in member, each beside a raw `node:http` server (its own
//    process, like the app) sending the same bytes in the same run: the ratio
//    is what to read on a shared machine.
//    Then a member's floor: /search's loaders alone (`.data`) and the root
//    loader alone (what every signed-in request pays), each beside its raw
//    server too.
// 2. Full page against its data alone (`.data`, the loaders without
//    rendering), one request at a time, for a member (whose pages are always
//    rendered).
// 3. JavaScript each page makes a first visit download, gzipped.
// 4. Lighthouse (mobile, simulated throttling) for the three pages, median of
//    three runs: performance score, FCP, LCP, TBT; straight from the app over
//    HTTP/1.1, and (with Debian's nginx) through nginx with TLS and HTTP/2, as a
//    gallery is served to browsers.
//
// The app runs the production build on a fresh demo gallery (embedded
// database, or a throwaway PostgreSQL database with --postgres), configured as
// a production installation; everything is removed at the end.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/support/chromium";
import { buildApp, type DemoServer, startDemoServer, waitFor } from "../tests/support/demo-server";
import { nginxMissing, selfSignedCertificate, startNginx } from "../tests/support/nginx";
import { freePort } from "../tests/support/ports";
import { createDatabase, uniqueDatabaseName } from "../tests/support/postgres";
import { benchPostgresServer, percentile } from "./kit";
import { signIn } from "./server-kit";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "10" },
    postgres: { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    // Lighthouse and the JavaScript sizes only: no load tests, no HTML against `.data`.
    "skip-load": { type: "boolean", default: false },
    "build-dir": { type: "string" },
    // Keeps each Lighthouse report (JSON) here, to read what decided a figure.
    "lighthouse-reports": { type: "string" },
  },
});
const scratch = mkdtempSync(path.join(tmpdir(), "gallery-pages-bench-"));
const cleanups: (() => Promise<unknown> | unknown)[] = [
  () => rmSync(scratch, { recursive: true, force: true }),
];

type Who = "visitor" | "member";
type Load = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

function load(url: string, headers: Record<string, string>): Promise<Load> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        headers,
        connections: Number(args.connections),
        duration: Number(args.duration),
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: result.requests.average,
              p50: result.latency.p50,
              p99: result.latency.p99,
              non2xx: result.non2xx,
              errors: result.errors,
            }),
    );
  });
}

/** A plain node:http server in a process of its own, answering every request with `file`. */
async function rawServer(file: string, contentType: string) {
  const port = await freePort();
  const source = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    http.createServer((req, res) => {
      res.writeHead(200, { "Content-Type": ${JSON.stringify(contentType)}, "Content-Length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1");`;
  const child: ChildProcess = spawn(process.execPath, ["-e", source], { stdio: "inherit" });
  const url = `http://127.0.0.1:${port}`;
  await waitFor("The raw server", async () => (await fetch(url)).ok, child, 10_000);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill();
      }),
  };
}

/** Median time of `runs` requests made one after another. */
async function sequentialMedian(url: string, headers: Record<string, string>, runs = 40) {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

/** The JavaScript a first visit to `page` downloads: module preloads, scripts and imports. */
async function pageJavaScript(base: string, page: string) {
  const html = await (await fetch(`${base}${page}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/import\(?\s*["'](\/[^"']+\.js)["']/g)) {
    urls.add(match[1] as string);
  }
  let gzipped = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, gzipKB: gzipped / 1024 };
}

type LighthouseFigures = { score: number; fcp: number; lcp: number; tbt: number };

async function lighthouseRuns(base: string, pages: string[], runs = 3) {
  const { default: lighthouse } = await import("lighthouse");
  const port = await freePort();
  const chrome = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_ARGS,
      // The HTTP/2 runs go through nginx with a certificate made for the run.
      "--ignore-certificate-errors",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${mkdtempSync(path.join(scratch, "chrome-"))}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  cleanups.unshift(() => chrome.kill());
  await waitFor(
    "Chromium",
    async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok,
    chrome,
    30_000,
  );
  const figures: Record<string, LighthouseFigures> = {};
  for (const page of pages) {
    const seen: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${page}`, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        formFactor: "mobile",
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
      const reports = args["lighthouse-reports"];
      if (reports) {
        mkdirSync(reports, { recursive: true });
        const name = `${new URL(base).protocol.replace(":", "")}${page.replace(/\W+/g, "-")}-${i + 1}.json`;
        writeFileSync(path.join(reports, name), JSON.stringify(lhr));
      }
      seen.push({
        score: (lhr.categories.performance?.score ?? 0) * 100,
        fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      });
    }
    const median = (pick: (f: LighthouseFigures) => number) =>
      percentile(
        seen.map(pick).sort((a, b) => a - b),
        50,
      );
    figures[page] = {
      score: median((f) => f.score),
      fcp: median((f) => f.fcp),
      lcp: median((f) => f.lcp),
      tbt: median((f) => f.tbt),
    };
  }
  return figures;
}

/**
 * Lighthouse through nginx terminating TLS with HTTP/2, as browsers reach a
 * gallery served over HTTPS: a first visit's scripts share one connection
 * instead of queueing for HTTP/1.1's six.
 */
async function lighthouseThroughNginx(appUrl: string, pages: string[]) {
  const workDir = path.join(scratch, "nginx");
  mkdirSync(workDir);
  const port = await freePort();
  const nginx = await startNginx({
    workDir,
    port,
    upstreams: [Number(new URL(appUrl).port)],
    ssl: selfSignedCertificate(workDir),
  });
  try {
    return await lighthouseRuns(`https://127.0.0.1:${port}`, pages);
  } finally {
    await nginx.stop();
  }
}

/**
 * Configured as a production gallery, so that visitors meet the pages as they
 * would there: a test installation greets every new visitor with its warning
 * dialog, which no production visitor sees. Nothing listens at the SMTP
 * address; no mail is sent while measuring.
 */
async function productionEnv(): Promise<NodeJS.ProcessEnv> {
  return {
    APP_ENV: "production",
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    DEMO_DATA: "true",
  };
}

async function startApp(buildDir: string): Promise<DemoServer> {
  const env = await productionEnv();
  if (!args.postgres) {
    return startDemoServer({ buildDir, dataDir: path.join(scratch, "data"), env });
  }
  const database = await createDatabase(
    benchPostgresServer(),
    uniqueDatabaseName("gallery_pages_bench"),
  );
  cleanups.push(database.drop);
  return startDemoServer({
    buildDir,
    dataDir: path.join(scratch, "data"),
    databaseUrl: database.url,
    env,
  });
}

async function main() {
  const loadAtStart = loadavg()[0] ?? 0;
  let buildDir = args["build-dir"];
  if (!buildDir) {
    buildDir = path.join(root, ".e2e-builds", `pages-bench-${randomBytes(4).toString("hex")}`);
    const built = buildDir;
    cleanups.push(() => rmSync(built, { recursive: true, force: true }));
    console.log("Building the app…");
    await buildApp(buildDir);
  }
  console.log(`Starting the app on ${args.postgres ? "PostgreSQL" : "the embedded database"}…`);
  const app = await startApp(buildDir);
  cleanups.unshift(app.stop);
  const cookie = await signIn(app.url, "member@demo.gallery");
  const search = await (await fetch(`${app.url}/search`)).text();
  const artwork = /\/artwork\/[0-9a-f-]{36}/.exec(search)?.[0];
  if (!artwork) throw new Error("No artwork on /search");
  const pages = ["/", "/search", artwork];

  const rows: { page: string; who: Who; raw: Load; app: Load; bytes: number }[] = [];
  /** `page` under load, right after a raw server sending the very bytes it answers with. */
  const measure = async (page: string, who: Who, contentType: string) => {
    const headers: Record<string, string> = who === "member" ? { Cookie: cookie } : {};
    const response = await fetch(`${app.url}${page}`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    const file = path.join(scratch, `response-${rows.length}`);
    writeFileSync(file, body);
    const raw = await rawServer(file, contentType);
    const rawLoad = await load(raw.url, {});
    await raw.stop();
    const appLoad = await load(`${app.url}${page}`, headers);
    rows.push({ page, who, raw: rawLoad, app: appLoad, bytes: body.byteLength });
    console.log(`  measured ${page} as a ${who}`);
  };
  for (const page of args["skip-load"] ? [] : pages) {
    for (const who of ["visitor", "member"] as Who[]) await measure(page, who, "text/html");
  }
  // A member's floor: the loaders of /search without rendering, and the root
  // loader alone (the session, the viewer, the unread count), which every
  // signed-in request pays before any page of its own.
  for (const page of args["skip-load"] ? [] : ["/search.data", "/about.data?_routes=root"]) {
    await measure(page, "member", "text/x-script");
  }

  const member = { Cookie: cookie };
  const htmlVsData = [];
  for (const page of args["skip-load"] ? [] : ["/search", artwork]) {
    const html = await sequentialMedian(`${app.url}${page}`, member);
    const data = await sequentialMedian(`${app.url}${page}.data`, member);
    htmlVsData.push({ page, html, data });
  }

  const javascript = [];
  for (const page of pages) javascript.push({ page, ...(await pageJavaScript(app.url, page)) });

  const lighthouse = args["skip-lighthouse"] ? null : await lighthouseRuns(app.url, pages);
  const lighthouseHttp2 =
    args["skip-lighthouse"] || nginxMissing() ? null : await lighthouseThroughNginx(app.url, pages);

  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "–");
  const name = (page: string) =>
    page.startsWith("/artwork/")
      ? "/artwork/{id}"
      : page === "/about.data?_routes=root"
        ? "root .data"
        : page;
  console.log("\n==================== Pages ====================");
  console.log(
    `Machine: ${cpus().length} CPUs, load average ${f(loadAtStart)} at start, ${f(loadavg()[0] ?? 0)} at the end. ` +
      `${args.postgres ? "PostgreSQL" : "Embedded database"}, one app process, ${args.connections} connections, ${args.duration} s each.`,
  );
  if (rows.length > 0) {
    console.log(
      "\n  page           who        app req/s   raw req/s   ratio   app p50/p99 ms   page KB",
    );
  }
  for (const r of rows) {
    console.log(
      `  ${name(r.page).padEnd(14)} ${r.who.padEnd(9)} ${f(r.app.rps, 0).padStart(10)} ${f(r.raw.rps, 0).padStart(11)} ${`${f((100 * r.app.rps) / r.raw.rps)} %`.padStart(8)}   ${`${r.app.p50}/${r.app.p99}`.padStart(14)}   ${f(r.bytes / 1024, 0).padStart(7)}` +
        (r.app.non2xx || r.app.errors
          ? `   (${r.app.non2xx} non-2xx, ${r.app.errors} errors)`
          : ""),
    );
  }
  if (htmlVsData.length > 0) {
    console.log("\n  Member's full page against its data alone, one at a time (median ms):");
  }
  for (const r of htmlVsData) {
    console.log(
      `  ${name(r.page).padEnd(14)} HTML ${f(r.html).padStart(6)}   .data ${f(r.data).padStart(6)}   rendering ${f(r.html - r.data).padStart(6)}`,
    );
  }
  console.log("\n  JavaScript of a first visit (gzipped):");
  for (const j of javascript) {
    console.log(`  ${name(j.page).padEnd(14)} ${f(j.gzipKB).padStart(7)} KB in ${j.files} files`);
  }
  const lighthouseTable = (title: string, figures: Record<string, LighthouseFigures>) => {
    console.log(`\n  ${title.padEnd(34)} score    FCP ms    LCP ms    TBT ms`);
    for (const page of pages) {
      const l = figures[page] as LighthouseFigures;
      console.log(
        `  ${name(page).padEnd(33)} ${f(l.score, 0).padStart(6)} ${f(l.fcp, 0).padStart(9)} ${f(l.lcp, 0).padStart(9)} ${f(l.tbt, 0).padStart(9)}`,
      );
    }
  };
  if (lighthouse) lighthouseTable("Lighthouse, mobile, HTTP/1.1:", lighthouse);
  if (lighthouseHttp2) lighthouseTable("Lighthouse, mobile, HTTP/2 (nginx):", lighthouseHttp2);
  else if (!args["skip-lighthouse"]) console.log(`\n  No HTTP/2 runs: ${nginxMissing()}`);
}

try {
  await main();
} finally {
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
}
