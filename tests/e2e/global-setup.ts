import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { demoServerEnv, waitFor } from "../support/demo-server";
import { freePort } from "../support/ports";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    databaseUrl: string;
    /** The production build the server runs, for journeys that start a server of their own. */
    buildDir: string;
  }
}

/** Builds the app and serves it on a free loopback port with fresh demo data. */
export default async function setup(project: TestProject) {
  const root = process.cwd();
  const dataDir = mkdtempSync(path.join(tmpdir(), "gallery-e2e-"));
  // Inside the project, so the server bundle resolves node_modules.
  const buildDir = path.join(root, ".e2e-builds", path.basename(dataDir));
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
  const baseURL = `http://127.0.0.1:${port}`;
  const env = demoServerEnv({ port, appUrl: baseURL, buildDir, dataDir });

  let dropDatabase = async () => {};
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `gallery_e2e_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }

  const server = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  // First start builds the demo gallery (about 15 s idle, much longer on a loaded machine).
  await waitFor("The app", async () => (await fetch(`${baseURL}/healthz`)).ok, server, 300_000);

  project.provide("baseURL", baseURL);
  project.provide("dataDir", dataDir);
  project.provide("databaseUrl", env.DATABASE_URL ?? "");
  project.provide("buildDir", buildDir);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
}
