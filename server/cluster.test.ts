/**
 * `node server.js` with WEB_CONCURRENCY=2 on PostgreSQL: two workers share one
 * port and both answer; the jobs that must happen once (allowance renewal, the
 * unread-message e-mail) happen once although both workers run them; a worker
 * that dies is replaced; SIGTERM ends live streams with a hint to reconnect
 * and stops everything with exit code 0. Runs only when TEST_DATABASE_URL
 * names a PostgreSQL server (on a throwaway database there). Builds the app
 * into its own folder in the project, unless TEST_BUILD_DIR names a build
 * to reuse (and TEST_BUILD_READY_FILE, when set, the file that appears
 * once it is done; see tests/support/shared-build.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type DatabaseConnection, setConnection } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { emailOutbox, messages, userSubscriptions } from "~/db/schema";
import { startConversation } from "~/features/messaging/index.server";
import { ensureDefaultPlans } from "~/features/plans/index.server";
import { buildForTest } from "../tests/support/demo-server";
import { freePort } from "../tests/support/ports";
import { createDatabase, dropDatabase, uniqueDatabaseName } from "../tests/support/postgres";
import { type SignedIn, signedInMember } from "../tests/support/sessions";
import { streamText } from "../tests/support/stream-text";

const root = process.cwd();
const serverUrl = process.env.TEST_DATABASE_URL;
/** Jobs run this often in the workers, instead of every minute or hour. */
const JOB_INTERVAL_MS = 300;

type Primary = { url: string; process: ChildProcess; output: string[] };

let databaseName: string;
let databaseUrl: string;
let connection: DatabaseConnection | undefined;
let build: ReturnType<typeof buildForTest> | undefined;
let dataDir: string;
let primary: Primary | undefined;

function serverEnv(port: number, overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    BUILD_DIR: build?.dir,
    DEMO_DATA: "false",
    MEDIA_DIR: path.join(dataDir, "media"),
    PGLITE_DATA_DIR: path.join(dataDir, "db"),
    LOG_LEVEL: "info",
    JOB_INTERVAL_MS: String(JOB_INTERVAL_MS),
    WEB_CONCURRENCY: "2",
    ...overrides,
  };
}

function spawnServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  return { child, output };
}

/** The worker processes the primary has forked, as the kernel lists them. */
function childrenOf(pid: number) {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

/** The JSON log lines the workers wrote. */
function logLines(output: string[]) {
  return output
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown> & { pid?: number; msg?: string });
}

async function waitUntil(what: string, check: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen within ${ms} ms:\n${primary?.output.join("")}`);
}

async function startPrimary(): Promise<Primary> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = spawnServer(serverEnv(port, { DATABASE_URL: databaseUrl }));
  const listening = () => output.join("").match(/worker \d+ is listening/g)?.length ?? 0;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output.join("")}`);
    }
    if (listening() === 2) return { url, process: child, output };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`The workers did not start at ${url}:\n${output.join("")}`);
}

/** One GET on a connection of its own, so that the primary hands it to the next worker. */
function getOnNewConnection(url: string, requestId: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { "x-request-id": requestId } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

describe.skipIf(!serverUrl)("several worker processes on one port", () => {
  let member: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    databaseName = uniqueDatabaseName("gallery_cluster");
    ({ url: databaseUrl } = await createDatabase(serverUrl!, databaseName));
    dataDir = mkdtempSync(path.join(tmpdir(), "gallery-cluster-"));
    build = buildForTest(dataDir);

    connection = connect({ databaseUrl });
    await migrate(connection);
    await ensureDefaultPlans(connection.db);
    setConnection(connection);
    member = await signedInMember(connection.db);
    other = await signedInMember(connection.db);
    await build.ready;
    primary = await startPrimary();
  }, 600_000);

  afterAll(async () => {
    if (primary && primary.process.exitCode === null) {
      for (const pid of childrenOf(primary.process.pid!)) process.kill(pid, "SIGKILL");
      primary.process.kill("SIGKILL");
    }
    setConnection(undefined);
    await connection?.close();
    if (databaseName) await dropDatabase(serverUrl!, databaseName);
    build?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("refuses more than one worker on the embedded database, in one message", async () => {
    const port = await freePort();
    const { child, output } = spawnServer(serverEnv(port, { DATABASE_URL: "" }));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    const said = output.join("");
    const refusal =
      "WEB_CONCURRENCY: above 1 needs DATABASE_URL: the embedded database belongs to one process";
    expect(said.split(refusal)).toHaveLength(2);
    expect(said).not.toMatch(/ at /);
  });

  it("serves from both workers on one port", async () => {
    const workers = childrenOf(primary!.process.pid!);
    expect(workers).toHaveLength(2);
    const ids = Array.from({ length: 20 }, (_, i) => `cluster-${i}-${Date.now()}`);
    for (const id of ids) expect(await getOnNewConnection(`${primary!.url}/healthz`, id)).toBe(200);
    await waitUntil("every request logged", () => {
      const logged = logLines(primary!.output).filter((l) => ids.includes(String(l.requestId)));
      return logged.length === ids.length;
    });
    const answeredBy = new Set(
      logLines(primary!.output)
        .filter((line) => ids.includes(String(line.requestId)))
        .map((line) => line.pid),
    );
    expect([...answeredBy].sort()).toEqual([...workers].sort());
  });

  it("renews a due subscription and sends an unread-message e-mail once, with both workers running them", async () => {
    const db = connection!.db;
    // Registration gave the member a subscription; its period ended a minute ago.
    const [subscription] = await db
      .update(userSubscriptions)
      .set({
        currentPeriodStart: sql`now() - interval '1 month 1 minute'`,
        currentPeriodEnd: sql`now() - interval '1 minute'`,
        allowancesGrantedAt: sql`now() - interval '1 month 1 minute'`,
      })
      .where(
        and(eq(userSubscriptions.userId, member.userId), eq(userSubscriptions.status, "active")),
      )
      .returning();
    const { conversationId } = await startConversation(db, other.userId, { to: member.userId });
    await db.insert(messages).values({
      conversationId,
      senderId: other.userId,
      content: "Are you still selling the blue harbour painting?",
      createdAt: sql`now() - interval '15 minutes'`,
    });

    const notices = () =>
      db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.toAddress, member.email), eq(emailOutbox.kind, "message-notice")),
        );
    const periodEnd = async () =>
      (
        await db
          .select({ end: userSubscriptions.currentPeriodEnd })
          .from(userSubscriptions)
          .where(eq(userSubscriptions.id, subscription!.id))
      )[0]!.end;
    await waitUntil("the renewal and the notice", async () => {
      return (await periodEnd()) > new Date() && (await notices()).length > 0;
    });
    // Many more runs of both jobs in both workers.
    await new Promise((r) => setTimeout(r, JOB_INTERVAL_MS * 8));

    expect(await notices()).toHaveLength(1);
    const end = await periodEnd();
    const expected = new Date(subscription!.currentPeriodEnd);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(end.getTime() - expected.getTime())).toBeLessThan(3 * 24 * 3600 * 1000);
    expect(end.getTime() - Date.now()).toBeLessThan(32 * 24 * 3600 * 1000);

    const lines = logLines(primary!.output);
    const sum = (msg: string, field: string) =>
      lines.filter((l) => l.msg === msg).reduce((total, l) => total + Number(l[field] ?? 0), 0);
    expect(sum("allowances renewed", "renewed")).toBe(1);
    expect(sum("unread message notices sent", "sent")).toBe(1);
    expect(lines.filter((l) => /failed/.test(String(l.msg)))).toEqual([]);
  });

  it("starts another worker when one dies", async () => {
    const [victim, survivor] = childrenOf(primary!.process.pid!);
    process.kill(victim!, "SIGKILL");
    await waitUntil("a new worker", () => {
      const workers = childrenOf(primary!.process.pid!);
      return workers.length === 2 && !workers.includes(victim!);
    });
    const [replacement] = childrenOf(primary!.process.pid!).filter((pid) => pid !== survivor);
    await waitUntil("the new worker listening", () =>
      primary!.output.join("").includes(`worker ${replacement} is listening`),
    );
    expect(primary!.output.join("")).toContain(`worker ${victim} died (signal SIGKILL)`);
    expect((await fetch(`${primary!.url}/healthz`)).status).toBe(200);
  });

  it("on SIGTERM ends live streams with a hint to reconnect, and exits 0 within the deadline", async () => {
    const workers = childrenOf(primary!.process.pid!);
    const response = await fetch(`${primary!.url}/api/messages/stream`, {
      headers: { Cookie: member.cookie, Accept: "text/event-stream" },
    });
    expect(response.status).toBe(200);
    const body = streamText(response.body!);
    await body.until("event: unread");

    const started = Date.now();
    const exited = new Promise<number | null>((resolve) =>
      primary!.process.once("exit", (code) => resolve(code)),
    );
    primary!.process.kill("SIGTERM");
    expect((await body.toEnd()).endsWith("retry: 1000\n\n")).toBe(true);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const pid of workers) expect(existsSync(`/proc/${pid}`)).toBe(false);
    expect(primary!.output.join("")).toMatch(
      /worker \d+ stopped \(code 0\)[\s\S]*worker \d+ stopped \(code 0\)/,
    );
  });
});
