/**
 * Live message delivery figures, against the built app:
 *
 *   npx tsx bench/messaging-delivery.ts [--db postgres|pglite|both] [--streams 200]
 *     [--messages 400] [--concurrency 8] [--extra-streams 800] [--build-dir .build-x]
 *
 * For each database: members in pairs, each with a conversation and one open
 * message stream (200 streams on one server process by default). Messages are
 * posted over HTTP by one member of a pair and timed until the other member's
 * stream receives them: the delivery latency, median and p99. The server's
 * memory is read after a full garbage collection (bench/messaging-memory-probe.mjs
 * is preloaded into it) before and after opening the streams, and again after
 * `--extra-streams` more: heap plus off-heap buffers per open stream.
 *
 * PostgreSQL: a throwaway database on BENCH_POSTGRES_URL (else TEST_DATABASE_URL's
 * server, else postgres://postgres@127.0.0.1:5432), dropped at the end. PGlite:
 * a temporary directory. The app is built into a folder of its own inside the
 * project (removed afterwards) unless --build-dir names an existing build.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { connect, type DatabaseConnection, setConnection } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { readServerSentEvents } from "~/features/messaging";
import { startConversation } from "~/features/messaging/index.server";
import { ensureDefaultPlans } from "~/features/plans/index.server";
import { freePort } from "../tests/support/ports";
import { createDatabase, uniqueDatabaseName } from "../tests/support/postgres";
import { type SignedIn, signedInMember } from "../tests/support/sessions";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    streams: { type: "string", default: "200" },
    messages: { type: "string", default: "400" },
    concurrency: { type: "string", default: "8" },
    "extra-streams": { type: "string", default: "800" },
    "build-dir": { type: "string" },
  },
});
const STREAMS = Math.max(2, Number(args.streams) - (Number(args.streams) % 2));
const MESSAGES = Number(args.messages);
const CONCURRENCY = Number(args.concurrency);
const EXTRA_STREAMS = Number(args["extra-streams"]);
const postgresServer =
  process.env.BENCH_POSTGRES_URL ??
  (process.env.TEST_DATABASE_URL
    ? Object.assign(new URL(process.env.TEST_DATABASE_URL), { pathname: "/postgres" }).toString()
    : "postgres://postgres@127.0.0.1:5432/postgres");

const scratch = mkdtempSync(path.join(tmpdir(), "gallery-bench-messaging-"));
const cleanups: (() => Promise<void> | void)[] = [
  () => rmSync(scratch, { recursive: true, force: true }),
];

function log(text: string) {
  process.stdout.write(`${text}\n`);
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

/** The server's memory after a full garbage collection, from the probe preloaded into it. */
async function serverMemory(pid: number, file: string): Promise<Memory> {
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      try {
        return JSON.parse(readFileSync(file, "utf8")) as Memory;
      } catch {
        // still being written
      }
    }
    await settle(50);
  }
  throw new Error("The server's memory probe did not answer");
}

/** KiB per stream of JavaScript heap plus buffers held outside it, between two readings. */
function kibPerStream(from: Memory, to: Memory, streams: number) {
  const held = (m: Memory) => m.heapUsed + m.external;
  return +((held(to) - held(from)) / 1024 / streams).toFixed(1);
}

const mib = (bytes: number) => +(bytes / 1024 / 1024).toFixed(1);

async function settle(ms: number) {
  await new Promise((r) => setTimeout(r, ms));
}

function build(): string {
  if (args["build-dir"]) return path.resolve(args["build-dir"]);
  const dir = path.join(root, `.build-bench-messaging-${randomBytes(4).toString("hex")}`);
  log(`Building the app into ${path.relative(root, dir)}…`);
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, BUILD_DIR: dir, NODE_ENV: "production" },
    },
  );
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Members in pairs, each pair with a conversation. */
async function prepare(connection: DatabaseConnection) {
  await migrate(connection);
  await ensureDefaultPlans(connection.db);
  setConnection(connection);
  const members: SignedIn[] = [];
  for (let i = 0; i < STREAMS; i += 10) {
    const batch = Math.min(10, STREAMS - i);
    members.push(
      ...(await Promise.all(Array.from({ length: batch }, () => signedInMember(connection.db)))),
    );
  }
  const pairs: { a: SignedIn; b: SignedIn; conversationId: string }[] = [];
  for (let i = 0; i < members.length; i += 2) {
    const a = members[i] as SignedIn;
    const b = members[i + 1] as SignedIn;
    const { conversationId } = await startConversation(connection.db, a.userId, { to: b.userId });
    pairs.push({ a, b, conversationId });
  }
  return { members, pairs };
}

async function startServer(buildDir: string, env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const probeFile = path.join(scratch, `memory-${port}.json`);
  const probe = path.join(root, "bench/messaging-memory-probe.mjs");
  const child = spawn(process.execPath, ["--expose-gc", "--import", probe, "server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: url,
      BUILD_DIR: buildDir,
      DEMO_DATA: "false",
      MEDIA_DIR: path.join(scratch, `media-${port}`),
      LOG_LEVEL: "warn",
      MEMORY_PROBE_FILE: probeFile,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    await settle(250);
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const pid = child.pid as number;
  return { url, pid, stop, memory: () => serverMemory(pid, probeFile) };
}

type OpenStream = { close: () => Promise<void> };

/** Opens a stream and calls `onMessage(content, receivedAt)` for each message event. */
async function openStream(
  url: string,
  member: SignedIn,
  onMessage?: (content: string, at: number) => void,
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${url}/api/messages/stream`, {
    headers: { Cookie: member.cookie },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`Stream answered ${response.status}`);
  const events = readServerSentEvents(response.body as ReadableStream<Uint8Array>);
  await events.next("unread", 30_000);
  let open = true;
  void (async () => {
    while (open) {
      try {
        const event = await events.next("message", 3_600_000);
        const at = performance.now();
        onMessage?.((JSON.parse(event.data) as { content: string }).content, at);
      } catch {
        return;
      }
    }
  })();
  return {
    close: async () => {
      open = false;
      abort.abort();
      await events.close();
    },
  };
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  }
  return results;
}

async function measure(kind: "postgres" | "pglite", buildDir: string) {
  log(`\n== ${kind} ==`);
  let connection: DatabaseConnection;
  let serverEnv: Record<string, string>;
  let dropDatabase = async () => {};
  if (kind === "postgres") {
    const created = await createDatabase(
      postgresServer,
      uniqueDatabaseName("gallery_bench_messaging"),
    );
    connection = connect({ databaseUrl: created.url });
    serverEnv = { DATABASE_URL: created.url };
    dropDatabase = created.drop;
  } else {
    const dir = path.join(scratch, "pglite");
    connection = connect({ pgliteDataDir: dir });
    serverEnv = { PGLITE_DATA_DIR: dir };
  }

  const started = performance.now();
  const { members, pairs } = await prepare(connection);
  log(
    `${members.length} members, ${pairs.length} conversations ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  setConnection(undefined);
  // PGlite allows one process: hand the directory to the server.
  if (kind === "pglite") await connection.close();

  const server = await startServer(buildDir, serverEnv);
  const streams: OpenStream[] = [];
  try {
    // Warm up: the pages, and streams opened and closed, so that code and pools are in place.
    await fetch(`${server.url}/messages`, { headers: { Cookie: members[0]?.cookie ?? "" } });
    const warm = await inBatches(members.slice(0, 20), 20, (m) => openStream(server.url, m));
    await Promise.all(warm.map((s) => s.close()));
    await settle(1_000);
    const memoryBefore = await server.memory();

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const onMessage = (content: string, at: number) => {
      const start = sentAt.get(content);
      if (start === undefined) return;
      sentAt.delete(content);
      latencies.push(at - start);
    };
    streams.push(...(await inBatches(members, 20, (m) => openStream(server.url, m, onMessage))));
    await settle(1_000);
    const memoryWithStreams = await server.memory();

    // Messages: one member of a pair writes, the other's stream receives.
    const postTimes: number[] = [];
    const jobs = Array.from({ length: MESSAGES }, (_, k) => k);
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const k = next++;
        const pair = pairs[k % pairs.length] as (typeof pairs)[number];
        const [from] = k % (2 * pairs.length) < pairs.length ? [pair.a] : [pair.b];
        const content = `bench ${kind} ${k}`;
        const start = performance.now();
        sentAt.set(content, start);
        const response = await fetch(`${server.url}/api/messages/${pair.conversationId}`, {
          method: "POST",
          headers: { Cookie: from.cookie },
          body: new URLSearchParams({ intent: "send", content }),
        });
        if (response.status !== 200) throw new Error(`Sending answered ${response.status}`);
        await response.arrayBuffer();
        postTimes.push(performance.now() - start);
      }
    };
    const sendStart = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const deadline = Date.now() + 10_000;
    while (sentAt.size > 0 && Date.now() < deadline) await settle(50);
    const sendSeconds = (performance.now() - sendStart) / 1000;

    // Memory per stream: open more streams on the same members.
    const extraMembers = Array.from(
      { length: EXTRA_STREAMS },
      (_, i) => members[i % members.length] as SignedIn,
    );
    streams.push(...(await inBatches(extraMembers, 25, (m) => openStream(server.url, m))));
    await settle(1_000);
    const memoryWithExtra = await server.memory();

    latencies.sort((a, b) => a - b);
    postTimes.sort((a, b) => a - b);
    const result = {
      database: kind,
      openStreams: members.length,
      messages: MESSAGES,
      concurrency: CONCURRENCY,
      delivered: latencies.length,
      lost: sentAt.size,
      messagesPerSecond: Math.round(MESSAGES / sendSeconds),
      deliveryMs: {
        median: +percentile(latencies, 50).toFixed(1),
        p99: +percentile(latencies, 99).toFixed(1),
        max: +(latencies.at(-1) ?? Number.NaN).toFixed(1),
      },
      postMs: {
        median: +percentile(postTimes, 50).toFixed(1),
        p99: +percentile(postTimes, 99).toFixed(1),
      },
      memoryMiB: {
        before: { rss: mib(memoryBefore.rss), heapUsed: mib(memoryBefore.heapUsed) },
        [`with${members.length}Streams`]: {
          rss: mib(memoryWithStreams.rss),
          heapUsed: mib(memoryWithStreams.heapUsed),
        },
        [`with${members.length + EXTRA_STREAMS}Streams`]: {
          rss: mib(memoryWithExtra.rss),
          heapUsed: mib(memoryWithExtra.heapUsed),
        },
      },
      // Heap and off-heap buffers kept alive per open stream, after garbage collection.
      kiBPerStream: {
        [`first${members.length}`]: kibPerStream(memoryBefore, memoryWithStreams, members.length),
        [`next${EXTRA_STREAMS}`]: EXTRA_STREAMS
          ? kibPerStream(memoryWithStreams, memoryWithExtra, EXTRA_STREAMS)
          : null,
      },
    };
    log(JSON.stringify(result, null, 2));
    return result;
  } finally {
    await Promise.all(streams.map((s) => s.close().catch(() => {})));
    await server.stop();
    if (kind === "postgres") await connection.close();
    await dropDatabase();
  }
}

async function main() {
  log(
    `Machine: ${cpus().length} CPU(s) ${cpus()[0]?.model ?? ""}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; Node ${process.version}`,
  );
  const buildDir = build();
  const kinds =
    args.db === "both" ? (["postgres", "pglite"] as const) : [args.db as "postgres" | "pglite"];
  const results = [];
  for (const kind of kinds) results.push(await measure(kind, buildDir));
  log("\nSummary");
  for (const r of results) {
    log(
      `  ${r.database.padEnd(8)} ${r.openStreams} streams: delivery median ${r.deliveryMs.median} ms, p99 ${r.deliveryMs.p99} ms (${r.delivered}/${r.messages} delivered, ${r.messagesPerSecond} msg/s); memory ${Object.values(
        r.kiBPerStream,
      )
        .map((v) => `${v} KiB`)
        .join(" / ")} per stream`,
    );
  }
}

main()
  .catch((error) => {
    process.exitCode = 1;
    console.error(error);
  })
  .finally(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
