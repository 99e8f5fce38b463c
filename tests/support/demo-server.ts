import type { ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * The environment for `node server.js` serving the production build in
 * `buildDir` with fresh demo data on the embedded database in `dataDir`.
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
