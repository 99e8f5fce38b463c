// Server memory over a compressed hour of use:
// `npx tsx bench/server-memory.ts [--db both|pglite|postgres] [--runs 3] [--rounds 6] [--build-dir DIR]`.
//
// The built server is started on a fresh demo gallery (PGlite in a temporary
// directory, or a throwaway PostgreSQL database that is dropped at the end)
// and, while its /proc/<pid>/status is sampled every 20 ms, gets rounds of:
// page views of /, /search with filters and /artwork/{id} (visitor and signed
// in), several concurrent artwork uploads of 12-megapixel photos and a few
// space uploads. It prints the resident memory when idle after start, the
// peak (the larger of the sampled VmRSS and VmHWM), and the resident memory
// once the workload has settled; with several runs, their medians.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { demoServerEnv } from "../tests/support/demo-server";
import { freePort } from "../tests/support/ports";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from "../tests/support/postgres";
import { benchPostgresServer } from "./kit";
import {
  MB,
  processMemory,
  signIn,
  startServer,
  stopServer,
  twelveMegapixelJpeg,
} from "./server-kit";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    runs: { type: "string", default: "3" },
    rounds: { type: "string", default: "6" },
    "page-workers": { type: "string", default: "6" },
    "pages-per-worker": { type: "string", default: "25" },
    uploads: { type: "string", default: "4" },
    spaces: { type: "string", default: "2" },
    settle: { type: "string", default: "15" },
    "build-dir": { type: "string" },
  },
});
const runs = Number(args.runs);
const rounds = Number(args.rounds);
const pageWorkers = Number(args["page-workers"]);
const pagesPerWorker = Number(args["pages-per-worker"]);
const uploadsPerRound = Number(args.uploads);
const spacesPerRound = Number(args.spaces);
const settleSeconds = Number(args.settle);
const kinds = (args.db === "both" ? ["pglite", "postgres"] : [args.db]) as (
  | "pglite"
  | "postgres"
)[];
const scratch = mkdtempSync(path.join(tmpdir(), "gallery-memory-bench-"));
/** How long the server may take to seed the demo gallery (on PostgreSQL too) and answer. */
const START_TIMEOUT_MS = 300_000;
const SEARCHES = JSON.parse(readFileSync(path.join(root, "bench/searches.json"), "utf8")) as {
  who: "v" | "m";
  query: string;
}[];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function post(base: string, url: string, cookie: string, form: FormData) {
  const response = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base },
    body: form,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

function photo(jpeg: Buffer) {
  return new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" });
}

function uploadArtwork(base: string, cookie: string, jpeg: Buffer, index: number) {
  const form = new FormData();
  const fields: Record<string, string> = {
    title: `Memory bench ${index}`,
    medium: "Digital Photography",
    description: "A 12-megapixel photo uploaded by the memory benchmark.",
    location: "Baltimore, MD",
    isAvailable: "true",
    processWithAi: "true",
    images: "new:0",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("files", photo(jpeg), "photo.jpg");
  return post(base, "/artist/artwork/upload", cookie, form).then((s) => `artwork ${s}`);
}

function uploadSpace(base: string, cookie: string, jpeg: Buffer, index: number) {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: `Memory bench space ${index}`,
    type: "residential",
    description: "A living room wall photographed at 12 megapixels.",
    wallUnit: "in",
    images: "new:0",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("files", photo(jpeg), "wall.jpg");
  return post(base, "/curator/spaces/upload", cookie, form).then((s) => `space ${s}`);
}

/** Deletes the curator's spaces, so the plan's space quota leaves room for the next uploads. */
async function clearSpaces(base: string, cookie: string) {
  const page = await fetch(`${base}/curator/spaces`, { headers: { Cookie: cookie } }).then((r) =>
    r.text(),
  );
  const ids = new Set(page.match(/(?<=\/curator\/spaces\/gallery\/)[0-9a-f-]{36}/g) ?? []);
  for (const id of ids) {
    await fetch(`${base}/curator/spaces`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: base },
      body: new URLSearchParams({ intent: "delete", id }),
    }).then((r) => r.arrayBuffer());
  }
}

async function view(base: string, url: string, cookie?: string) {
  const response = await fetch(`${base}${url}`, { headers: cookie ? { Cookie: cookie } : {} });
  await response.arrayBuffer();
  return response.status;
}

type Sessions = { admin: string; member: string; curator: string };

/** One worker's share of page views: the home page, searches, artwork pages, as a visitor and signed in. */
async function browse(base: string, sessions: Sessions, artworkIds: string[], worker: number) {
  const statuses: number[] = [];
  for (let i = 0; i < pagesPerWorker; i++) {
    const n = worker * pagesPerWorker + i;
    const signedIn = n % 2 === 1;
    const cookie = signedIn ? sessions.member : undefined;
    const pick = n % 4;
    if (pick === 0) statuses.push(await view(base, "/", cookie));
    else if (pick === 1) {
      const search = SEARCHES[n % SEARCHES.length]!;
      const who = search.who === "m" ? sessions.member : cookie;
      statuses.push(await view(base, `/search?${search.query}`, who));
    } else statuses.push(await view(base, `/artwork/${artworkIds[n % artworkIds.length]}`, cookie));
  }
  return statuses;
}

type RunResult = {
  idle: number;
  peak: number;
  settled: number;
  pages: number;
  pageErrors: number;
  uploads: number;
  /** Each upload that was not saved, as its kind and status. */
  uploadErrors: string[];
  seconds: number;
};

async function measure(env: NodeJS.ProcessEnv, base: string, jpeg: Buffer): Promise<RunResult> {
  const server = await startServer(env, base, START_TIMEOUT_MS);
  const pid = server.pid!;
  try {
    await sleep(3000);
    const idle = processMemory(pid).rss;
    const sessions: Sessions = {
      admin: await signIn(base, "admin@demo.gallery"),
      member: await signIn(base, "member@demo.gallery"),
      curator: await signIn(base, "curator@demo.gallery"),
    };
    const listing = await fetch(`${base}/search`).then((r) => r.text());
    const artworkIds = [...new Set(listing.match(/(?<=\/artwork\/)[0-9a-f-]{36}/g) ?? [])];
    if (artworkIds.length === 0) throw new Error("No artwork found on /search");

    let peak = processMemory(pid).rss;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, processMemory(pid).rss);
      } catch {}
    }, 20);
    const started = performance.now();
    const pageStatuses: number[] = [];
    const uploadStatuses: string[] = [];
    let index = 0;
    for (let round = 0; round < rounds; round++) {
      if (spacesPerRound > 0) await clearSpaces(base, sessions.curator);
      const [pages, uploads] = await Promise.all([
        Promise.all(
          Array.from({ length: pageWorkers }, (_, w) =>
            browse(base, sessions, artworkIds, round * pageWorkers + w),
          ),
        ),
        Promise.all([
          ...Array.from({ length: uploadsPerRound }, () =>
            uploadArtwork(base, sessions.admin, jpeg, index++),
          ),
          ...Array.from({ length: spacesPerRound }, () =>
            uploadSpace(base, sessions.curator, jpeg, index++),
          ),
        ]),
      ]);
      pageStatuses.push(...pages.flat());
      uploadStatuses.push(...uploads);
    }
    const seconds = (performance.now() - started) / 1000;
    await sleep(settleSeconds * 1000);
    clearInterval(sampler);
    const after = processMemory(pid);
    return {
      idle,
      peak: Math.max(peak, after.hwm),
      settled: after.rss,
      pages: pageStatuses.length,
      pageErrors: pageStatuses.filter((s) => s !== 200).length,
      uploads: uploadStatuses.length,
      uploadErrors: uploadStatuses.filter((s) => !s.endsWith(" 302")),
      seconds,
    };
  } finally {
    await stopServer(server);
  }
}

async function benchKind(kind: "pglite" | "postgres", buildDir: string, jpeg: Buffer) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = path.join(scratch, kind);
  const env: NodeJS.ProcessEnv = {
    ...demoServerEnv({ port, appUrl: base, buildDir, dataDir: dir }),
    // The seed that every run copies.
    PGLITE_DATA_DIR: path.join(dir, "seed-db"),
    MEDIA_DIR: path.join(dir, "seed-media"),
    // Every run signs in again from the same address.
    SIGN_IN_LIMIT: "100000",
  };
  const server = benchPostgresServer();
  const seedName = uniqueDatabaseName("gallery_memory_seed");
  const copies: string[] = [];
  try {
    if (kind === "postgres") {
      await createDatabase(server, seedName);
      env.DATABASE_URL = databaseUrl(server, seedName);
    }
    // The first start seeds the demo gallery; every run then starts from a copy of it.
    process.stdout.write(`Seeding the demo gallery (${kind})... `);
    await stopServer(await startServer(env, base, START_TIMEOUT_MS));
    console.log("done");
    const results: RunResult[] = [];
    for (let run = 0; run < runs; run++) {
      const runEnv: NodeJS.ProcessEnv = { ...env, MEDIA_DIR: path.join(dir, `media-${run}`) };
      cpSync(path.join(dir, "seed-media"), runEnv.MEDIA_DIR!, { recursive: true });
      if (kind === "postgres") {
        const name = uniqueDatabaseName("gallery_memory_run");
        copies.push(name);
        runEnv.DATABASE_URL = (await createDatabase(server, name, { template: seedName })).url;
      } else {
        runEnv.PGLITE_DATA_DIR = path.join(dir, `db-${run}`);
        cpSync(path.join(dir, "seed-db"), runEnv.PGLITE_DATA_DIR, { recursive: true });
      }
      const result = await measure(runEnv, base, jpeg);
      results.push(result);
      console.log(
        `  ${kind} run ${run + 1}: idle ${fmt(result.idle)}, peak ${fmt(result.peak)}, settled ${fmt(result.settled)} ` +
          `(${result.pages} pages, ${result.pageErrors} not 200; ${result.uploads} uploads, ${result.uploadErrors.length} not saved${result.uploadErrors.length ? ` (${result.uploadErrors.join(", ")})` : ""}; ${result.seconds.toFixed(0)} s)`,
      );
      if (kind === "postgres") await dropDatabase(server, copies.pop()!);
      rmSync(runEnv.MEDIA_DIR!, { recursive: true, force: true });
      if (kind === "pglite") rmSync(runEnv.PGLITE_DATA_DIR!, { recursive: true, force: true });
    }
    return results;
  } finally {
    if (kind === "postgres") {
      for (const name of copies) await dropDatabase(server, name);
      await dropDatabase(server, seedName);
    }
  }
}

let buildDir = args["build-dir"] ? path.resolve(args["build-dir"]) : "";
try {
  const jpeg = await twelveMegapixelJpeg([92, 90, 88, 85, 80, 75]);
  console.log(
    `Workload per run: ${rounds} rounds of ${pageWorkers} × ${pagesPerWorker} page views alongside ` +
      `${uploadsPerRound} artwork and ${spacesPerRound} space uploads of a ${(jpeg.byteLength / MB).toFixed(2)} MB 12-megapixel JPEG; settled after ${settleSeconds} s`,
  );
  if (!buildDir) {
    buildDir = path.join(root, ".e2e-builds", `memory-bench-${path.basename(scratch)}`);
    process.stdout.write("Building the app... ");
    execFileSync(
      process.execPath,
      [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
      {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
      },
    );
    console.log("done");
  }
  const summary: string[] = [];
  for (const kind of kinds) {
    const results = await benchKind(kind, buildDir, jpeg);
    summary.push(
      `${kind.padEnd(9)} idle ${fmt(median(results.map((r) => r.idle)))}, peak ${fmt(median(results.map((r) => r.peak)))}, settled ${fmt(median(results.map((r) => r.settled)))}`,
    );
    if (results.some((r) => r.pageErrors || r.uploadErrors.length)) process.exitCode = 1;
  }
  console.log(`\nMedians of ${runs} runs:`);
  for (const line of summary) console.log(`  ${line}`);
} finally {
  if (!args["build-dir"] && buildDir) rmSync(buildDir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
}
