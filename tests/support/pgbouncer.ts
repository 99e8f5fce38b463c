import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort, waitForListening } from "./ports";

/** Debian's PgBouncer (CI installs the `pgbouncer` package). */
export const PGBOUNCER_PATH = "/usr/sbin/pgbouncer";

/** Why PgBouncer tests cannot run here, or null when they can. */
export function pgbouncerMissing(): string | null {
  if (!process.env.TEST_DATABASE_URL)
    return "TEST_DATABASE_URL is not set (PgBouncer pools PostgreSQL)";
  if (!existsSync(PGBOUNCER_PATH))
    return `${PGBOUNCER_PATH} is not installed (apt-get install pgbouncer)`;
  return null;
}

/**
 * PgBouncer in transaction mode on a free loopback port, in front of the
 * PostgreSQL server of `serverUrl` (trust authentication, as the local test
 * server has). `url(database)` is a connection string through it.
 */
export async function startPgBouncer(serverUrl: string) {
  const server = new URL(serverUrl);
  const dir = await mkdtemp(path.join(tmpdir(), "gallery-pgbouncer-"));
  const port = await freePort();
  const user = decodeURIComponent(server.username || "postgres");
  await writeFile(path.join(dir, "users.txt"), `"${user}" ""\n`);
  await writeFile(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      "default_pool_size = 4",
      "unix_socket_dir =",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      `pidfile = ${path.join(dir, "pgbouncer.pid")}`,
      "ignore_startup_parameters = extra_float_digits,options",
      "",
    ].join("\n"),
  );
  // PgBouncer will not run as root; it drops to the postgres user, which must read its files.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    for (const file of ["", "users.txt", "pgbouncer.ini"])
      await chown(path.join(dir, file), uid, gid);
  }
  const args = [...(asRoot ? ["-u", "postgres"] : []), path.join(dir, "pgbouncer.ini")];
  const child: ChildProcess = spawn(PGBOUNCER_PATH, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const pool = {
    port,
    /** A connection string through the pooler to `database` on the server. */
    url(database: string) {
      const url = new URL(serverUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    async log() {
      return readFile(path.join(dir, "pgbouncer.log"), "utf8").catch(() => "");
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await waitForListening(port, "PgBouncer", {
      exited: () => child.exitCode !== null,
      output: () => stderr,
      timeoutMs: 5_000,
    });
  } catch (error) {
    await pool.stop();
    throw error;
  }
  return pool;
}

async function postgresUser() {
  const passwd = await readFile("/etc/passwd", "utf8");
  const line = passwd.split("\n").find((entry) => entry.startsWith("postgres:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (!uid || !gid) throw new Error("PgBouncer runs as the postgres user, and there is none");
  return { uid: Number(uid), gid: Number(gid) };
}
