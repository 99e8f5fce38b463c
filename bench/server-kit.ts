/**
 * What the benches of a running server share: starting the built server and
 * stopping it, its memory, signing in, and a 12-megapixel photo to upload.
 * (No database imports: kit.ts has those.)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { waitFor } from "../tests/support/demo-server";

const root = path.resolve(import.meta.dirname, "..");
const fixtures = path.join(root, "tests/fixtures/images");

export const MB = 1024 * 1024;
/** Every demo account's password (demo-people.ts, which is not among the demo domain's entry points). */
export const DEMO_PASSWORD = "gallery-demo-2026";

/** Resident memory (VmRSS) and its peak since start or the last reset (VmHWM) of `pid`, in bytes. */
export function processMemory(pid: number) {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0);
  return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
}

/**
 * Starts `node server.js` with `env` (a build and demo data of the bench's own
 * layout; see demoServerEnv) and resolves once `base` answers /healthz; fails
 * as soon as the server exits, or after `timeoutMs`. Its output is dropped but
 * for errors, so the bench's own lines stay readable.
 */
export async function startServer(env: NodeJS.ProcessEnv, base: string, timeoutMs: number) {
  const server = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor("The app", async () => (await fetch(`${base}/healthz`)).ok, server, timeoutMs);
  } catch (error) {
    // A server still seeding or hung would outlive the bench.
    server.kill("SIGKILL");
    throw error;
  }
  return server;
}

/** Stops the server and resolves once it has exited. */
export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/** Signs `email` in through the sign-in page's own form, as a browser without JavaScript sends it; returns the Cookie header. */
export async function signIn(base: string, email: string, password = DEMO_PASSWORD) {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { Origin: base },
    body: new URLSearchParams({ email, password, redirectTo: "/" }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) {
    throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  }
  return cookie;
}

/**
 * A real photo scaled up to 12 megapixels (4243 × 2829), with grain so it does
 * not compress away, as a JPEG at the first of `qualities` whose file stays at
 * or under 5 MB, so the upload is accepted.
 */
export async function twelveMegapixelJpeg(qualities: readonly number[]) {
  const source = readFileSync(path.join(fixtures, "orientation/Landscape_0.jpg"));
  const width = 4243;
  const height = 2829;
  const base = await sharp(source).resize(width, height, { fit: "fill" }).raw().toBuffer();
  // Deterministic grain, like a camera's sensor noise.
  let seed = 12345;
  for (let i = 0; i < base.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    base[i] = Math.max(0, Math.min(255, base[i]! + (seed % 25) - 12));
  }
  for (const quality of qualities) {
    const jpeg = await sharp(base, { raw: { width, height, channels: 3 } })
      .jpeg({ quality, chromaSubsampling: "4:4:4" })
      .toBuffer();
    if (jpeg.byteLength <= 5 * MB) return jpeg;
  }
  throw new Error("Could not make a JPEG under 5 MB");
}
