import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp, checkBuild } from "./demo-server";

/**
 * The built-server project's global setup: the production build its files start
 * servers from. TEST_BUILD_DIR names one to use (CI's, made a step before);
 * else one is made once for the run, in the background while the integration
 * tests run (it is mostly one thread), and announced to the files through
 * TEST_BUILD_DIR and TEST_BUILD_READY_FILE (see buildForTest).
 */
export default function setup() {
  if (process.env.TEST_BUILD_DIR) {
    checkBuild(path.resolve(process.env.TEST_BUILD_DIR));
    return;
  }
  const buildDir = path.join(process.cwd(), ".e2e-builds", `shared-${process.pid}-${Date.now()}`);
  const readyFile = `${buildDir}.ready.json`;
  mkdirSync(path.dirname(buildDir), { recursive: true });
  const building = buildApp(buildDir).then(
    () => writeFileSync(readyFile, JSON.stringify({ ok: true })),
    (error: unknown) =>
      writeFileSync(readyFile, JSON.stringify({ ok: false, reason: String(error) })),
  );
  process.env.TEST_BUILD_DIR = buildDir;
  process.env.TEST_BUILD_READY_FILE = readyFile;
  return async () => {
    await building;
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(readyFile, { force: true });
  };
}
