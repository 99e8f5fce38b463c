/**
 * Live delivery across app processes: two built servers share one PostgreSQL
 * database; a message posted through one reaches a stream held open on the
 * other, through LISTEN/NOTIFY. Runs against the server of TEST_DATABASE_URL,
 * else the local PostgreSQL at postgres://postgres@127.0.0.1:5432, on a
 * throwaway database. Builds the app into its own folder in the project,
 * unless TEST_BUILD_DIR names a build to reuse (and TEST_BUILD_READY_FILE,
 * when set, the file that appears once that build is done).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type DatabaseConnection, setConnection } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { startConversation } from "~/features/messaging/conversations/mutations.server";
import { ensureDefaultPlans } from "~/features/plans/index.server";
import { buildForTest } from "../../../../tests/support/demo-server";
import { freePort } from "../../../../tests/support/ports";
import {
  createDatabase,
  dropDatabase,
  LOCAL_POSTGRES,
  uniqueDatabaseName,
} from "../../../../tests/support/postgres";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import type { LiveMessageEvent } from "./events";
import { readServerSentEvents } from "./sse-reader";

const root = process.cwd();

type AppServer = { url: string; process: ChildProcess; output: string[] };

async function startServer(buildDir: string, databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: url,
      BUILD_DIR: buildDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "false",
      MEDIA_DIR: path.join(dataDir, `media-${port}`),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`A server exited with ${child.exitCode}:\n${output.join("")}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, process: child, output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`A server did not start at ${url}:\n${output.join("")}`);
}

async function stopServer(server: AppServer | undefined) {
  if (!server || server.process.exitCode !== null) return;
  const exited = new Promise((r) => server.process.once("exit", r));
  server.process.kill("SIGTERM");
  const timer = setTimeout(() => server.process.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

let serverUrl: string;
let databaseName: string;
let databaseUrl: string;
let connection: DatabaseConnection | undefined;
let build: ReturnType<typeof buildForTest> | undefined;
let dataDir: string;
let first: AppServer | undefined;
let second: AppServer | undefined;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
let conversationId: string;

beforeAll(async () => {
  serverUrl = process.env.TEST_DATABASE_URL || LOCAL_POSTGRES;
  databaseName = uniqueDatabaseName("gallery_two_processes");
  ({ url: databaseUrl } = await createDatabase(serverUrl, databaseName));

  dataDir = mkdtempSync(path.join(tmpdir(), "gallery-two-processes-"));
  build = buildForTest(dataDir);

  // Migrate once before the servers start, and make the members meanwhile.
  connection = connect({ databaseUrl });
  await migrate(connection);
  await ensureDefaultPlans(connection.db);
  setConnection(connection);
  alice = await signedInMember(connection.db);
  bob = await signedInMember(connection.db);
  carol = await signedInMember(connection.db);
  await build.ready;

  [first, second] = await Promise.all([
    startServer(build.dir, databaseUrl, dataDir),
    startServer(build.dir, databaseUrl, dataDir),
  ]);

  // Alice and Bob's conversation (a page opens it with the first message; none is sent yet here).
  ({ conversationId } = await startConversation(connection.db, alice.userId, { to: bob.userId }));
}, 600_000);

afterAll(async () => {
  await Promise.all([stopServer(first), stopServer(second)]);
  setConnection(undefined);
  await connection?.close();
  if (databaseName) await dropDatabase(serverUrl, databaseName);
  build?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function openStream(server: AppServer, member: SignedIn, lastEventId?: string) {
  const abort = new AbortController();
  const headers: Record<string, string> = { Cookie: member.cookie, Accept: "text/event-stream" };
  if (lastEventId) headers["Last-Event-ID"] = lastEventId;
  const response = await fetch(`${server.url}/api/messages/stream`, {
    headers,
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(response.headers.get("content-encoding")).toBeNull();
  const events = readServerSentEvents(response.body!);
  // The first unread event says the stream is listening.
  await events.next("unread", 10_000);
  return {
    events,
    close: async () => {
      abort.abort();
      await events.close();
    },
  };
}

type Events = ReturnType<typeof readServerSentEvents>;

/**
 * The message event with `id`. A stream opened without Last-Event-ID first
 * repeats the last few seconds (to cover the gap between a page and its
 * stream), so earlier messages may come first; the browser drops those.
 */
async function messageWithId(events: Events, id: string) {
  while (true) {
    const event = await events.next("message", 5_000);
    if (event.id === id) return event;
  }
}

async function send(server: AppServer, member: SignedIn, content: string) {
  const response = await fetch(`${server.url}/api/messages/${conversationId}`, {
    method: "POST",
    headers: { Cookie: member.cookie },
    body: new URLSearchParams({ intent: "send", content }),
  });
  const body = (await response.json()) as { ok: boolean; message: { id: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.message;
}

describe("two app processes on one PostgreSQL database", () => {
  it("delivers a message sent through one process to a stream open on the other", async () => {
    const bobOnSecond = await openStream(second!, bob);
    const carolOnSecond = await openStream(second!, carol);

    const sent = await send(first!, alice, "Hello across processes");
    // It arrives on the open stream, without a reload (messageWithId waits up to 5 s per event);
    // how fast is bench/messaging-delivery.ts's figure, not an assertion on a shared machine.
    const received = await messageWithId(bobOnSecond.events, sent.id);
    const message = JSON.parse(received.data) as LiveMessageEvent;
    expect(received.id).toBe(sent.id);
    expect(message).toMatchObject({
      conversationId,
      senderId: alice.userId,
      content: "Hello across processes",
      unread: 1,
      conversationUnread: 1,
    });
    // Someone outside the conversation hears nothing.
    expect(await carolOnSecond.events.collect("message", 300)).toEqual([]);

    // And the other way round: Bob answers through the second, Alice listens on the first.
    const aliceOnFirst = await openStream(first!, alice);
    const reply = await send(second!, bob, "Hello back");
    expect((await messageWithId(aliceOnFirst.events, reply.id)).id).toBe(reply.id);

    // Reading on one process updates the badge count on the other.
    await fetch(`${first!.url}/api/messages/${conversationId}`, {
      method: "POST",
      headers: { Cookie: bob.cookie },
      body: new URLSearchParams({ intent: "read" }),
    });
    const read = JSON.parse((await bobOnSecond.events.next("unread", 5_000)).data);
    expect(read).toMatchObject({ unread: 0, conversationId });

    await Promise.all([bobOnSecond.close(), carolOnSecond.close(), aliceOnFirst.close()]);
  });

  it("fills in what a dropped stream missed when it reconnects to the other process", async () => {
    const before = await openStream(first!, bob);
    const seen = await send(second!, alice, "Before the drop");
    const last = await messageWithId(before.events, seen.id);
    await before.close();

    const missed = [
      await send(first!, alice, "While away, one"),
      await send(second!, alice, "While away, two"),
    ];
    const after = await openStream(second!, bob, last.id);
    const caughtUp = [
      await after.events.next("message", 5_000),
      await after.events.next("message", 5_000),
    ];
    expect(caughtUp.map((e) => e.id)).toEqual(missed.map((m) => m.id));
    // Then live again.
    const live = await send(first!, alice, "Back online");
    expect((await after.events.next("message", 5_000)).id).toBe(live.id);
    await after.close();
  });
});
