import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { cp, mkdir } from "node:fs/promises";
import path from "node:path";
import { freePort } from "./ports";
import { createDatabase, uniqueDatabaseName } from "./postgres";

/**
 * The environment for `node server.js` serving the production build in
 * `buildDir` with demo data on the embedded database in `dataDir`.
 */
export function demoServerEnv(options: {
  port: number;
  appUrl: string;
  buildDir: string;
  dataDir: string;
}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    APP_URL: options.appUrl,
    BUILD_DIR: options.buildDir,
    PGLITE_DATA_DIR: path.join(options.dataDir, "db"),
    MEDIA_DIR: path.join(options.dataDir, "media"),
    DEMO_DATA: "true",
    LOG_LEVEL: "warn",
    SIGN_IN_LIMIT: "1000",
  };
  delete env.DATABASE_URL;
  return env;
}

/** Resolves once `check` passes; fails as soon as `child` exits, or after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  child: ChildProcess,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer within ${timeoutMs} ms`);
}

/** Builds the app for production into `buildDir` (inside the project, so it resolves node_modules). */
export async function buildApp(buildDir: string) {
  const root = process.cwd();
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`Building the app failed (exit ${code}):\n${errors}`);
}

/** A given build must at least be a whole one: the server and the browser's files. */
export function checkBuild(buildDir: string) {
  for (const part of ["server/index.js", "client/assets"]) {
    if (!existsSync(path.join(buildDir, part))) {
      throw new Error(`TEST_BUILD_DIR=${buildDir} has no ${part}: run npm run build first`);
    }
  }
}

/**
 * The production build a test that starts its own servers runs: the one
 * TEST_BUILD_DIR names (given by the caller, or being made by the built-server
 * project's setup, tests/support/shared-build.ts, which names in
 * TEST_BUILD_READY_FILE the file that appears once it is finished), else a new
 * one in `.e2e-builds/` named after `scratchDir`. `remove` deletes only a build made here.
 */
export function buildForTest(scratchDir: string) {
  const shared = process.env.TEST_BUILD_DIR;
  const dir = shared
    ? path.resolve(shared)
    : path.join(process.cwd(), ".e2e-builds", path.basename(scratchDir));
  const ready = !shared
    ? buildApp(dir)
    : process.env.TEST_BUILD_READY_FILE
      ? waitForBuild(process.env.TEST_BUILD_READY_FILE)
      : Promise.resolve();
  return {
    dir,
    ready,
    remove: () => {
      if (!shared) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Resolves once the build announced by `readyFile` (written by the built-server
 * project's setup when its build finishes) is there; throws with the build's error if it failed.
 */
export async function waitForBuild(readyFile: string, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(readyFile)) {
    if (Date.now() > deadline) throw new Error("The app's build did not finish in time");
    await new Promise((r) => setTimeout(r, 250));
  }
  const status = JSON.parse(readFileSync(readyFile, "utf8")) as { ok: boolean; reason?: string };
  if (!status.ok) throw new Error(`The app's build failed:\n${status.reason}`);
}

export type DemoServer = {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  url: string;
  port: number;
  process: ChildProcess;
  stop: () => Promise<void>;
};

/**
 * Starts `node server.js` on the build in `buildDir` with the demo data in
 * `dataDir` (seeded on first start), or on the PostgreSQL database at
 * `databaseUrl`, and resolves once it answers /healthz.
 */
export async function startDemoServer(options: {
  buildDir: string;
  dataDir: string;
  databaseUrl?: string;
  /** The public origin, when a proxy stands in front; else the server's own address. */
  appUrl?: string;
  port?: number;
  env?: NodeJS.ProcessEnv;
  /** How long to wait for the first answer; seeding the demo gallery takes a while. */
  timeoutMs?: number;
}): Promise<DemoServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...demoServerEnv({
      port,
      appUrl: options.appUrl ?? url,
      buildDir: options.buildDir,
      dataDir: options.dataDir,
    }),
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, ["server.js"], {
    cwd: process.cwd(),
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitFor(
      "The app",
      async () => (await fetch(`${url}/healthz`)).ok,
      child,
      options.timeoutMs ?? 300_000,
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return { url, port, process: child, stop };
}

/** Copies a stopped server's demo data (embedded database and media) to `to`. */
export async function copyDemoData(from: string, to: string) {
  await mkdir(to, { recursive: true });
  await cp(from, to, { recursive: true });
}

/** Where a run's seeded demo gallery is: its media (and embedded database), and its PostgreSQL database if on one. */
export type SeededGallery = {
  dataDir: string;
  /** The server of TEST_DATABASE_URL and the seeded database on it, copied as a template. */
  postgres?: { serverUrl: string; database: string };
};

/**
 * Starts a server on a copy of the seeded demo gallery, so it starts without
 * seeding: the media and the embedded database copied into `dataDir`, or on
 * PostgreSQL a database made from the seeded one. Stopping it drops that copy.
 */
export async function startSeededCopy(
  seeded: SeededGallery,
  {
    beforeStart,
    ...options
  }: Omit<Parameters<typeof startDemoServer>[0], "databaseUrl"> & {
    /** Changes the copy's database before the server starts (its jobs run at start). */
    beforeStart?: (database: { databaseUrl?: string; pgliteDataDir: string }) => Promise<void>;
  },
): Promise<DemoServer> {
  await copyDemoData(seeded.dataDir, options.dataDir);
  const database = seeded.postgres
    ? await createDatabase(seeded.postgres.serverUrl, uniqueDatabaseName("gallery_e2e"), {
        template: seeded.postgres.database,
      })
    : undefined;
  try {
    await beforeStart?.({
      databaseUrl: database?.url,
      pgliteDataDir: path.join(options.dataDir, "db"),
    });
    const server = await startDemoServer({ ...options, databaseUrl: database?.url });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await database?.drop();
      },
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}
