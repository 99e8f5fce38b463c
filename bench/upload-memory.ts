// Artwork uploads: `npx tsx bench/upload-memory.ts [--uploads 5] [--runs 5] [--build-dir DIR]`.
//
// 1. Time to process one 12-megapixel JPEG into every artwork variant
//    (processImage, in this process), median of a few runs after a warm-up.
// 2. Peak memory of the built server while N uploads of one ~5 MB photo each
//    run at once: the server is started on a fresh demo gallery, signed in as
//    the demo admin, and its /proc/<pid>/status is sampled (VmRSS every 10 ms,
//    VmHWM at the end, after the peak was reset once the server was warm).
//
// Everything lives in a temporary directory that is removed at the end.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { freePort } from "../tests/support/ports";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    uploads: { type: "string", default: "5" },
    runs: { type: "string", default: "5" },
    "build-dir": { type: "string" },
  },
});
const uploads = Number(args.uploads);
const runs = Number(args.runs);
const scratch = mkdtempSync(path.join(tmpdir(), "gallery-upload-bench-"));
const fixtures = process.env.IMAGE_FIXTURES_DIR ?? path.resolve(root, "../shared/fixtures/images");
const MB = 1024 * 1024;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A real photo scaled up to 12 megapixels (4243 × 2829), with grain so it does not compress away. */
async function twelveMegapixelJpeg(quality: number) {
  const source = readFileSync(path.join(fixtures, "orientation/Landscape_0.jpg"));
  const width = 4243;
  const height = 2829;
  const base = await sharp(source).resize(width, height, { fit: "fill" }).raw().toBuffer();
  // Deterministic grain, like a camera's sensor noise.
  let seed = 12345;
  for (let i = 0; i < base.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed % 25) - 12;
    base[i] = Math.max(0, Math.min(255, base[i]! + grain));
  }
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

/** The largest quality whose file stays at or under 5 MB, so the upload is accepted. */
async function fiveMegabyteJpeg() {
  let best: Buffer | null = null;
  for (const quality of [96, 94, 92, 90, 88, 85, 80, 75]) {
    const jpeg = await twelveMegapixelJpeg(quality);
    if (jpeg.byteLength <= 5 * MB) {
      best = jpeg;
      break;
    }
  }
  if (!best) throw new Error("Could not make a JPEG under 5 MB");
  return best;
}

async function measureProcessing(jpeg: Buffer) {
  process.env.MEDIA_DIR = path.join(scratch, "processing-media");
  process.env.LOG_LEVEL = "silent";
  const { processImage } = await import("~/features/media/index.server");
  await processImage(jpeg, { kind: "artwork" }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await processImage(jpeg, { kind: "artwork" });
    times.push(performance.now() - started);
  }
  return times;
}

function status(pid: number) {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0);
  return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
}

async function startServer(env: NodeJS.ProcessEnv, base: string) {
  const server = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode}`);
    const healthy = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The app did not start");
}

async function stopServer(server: ChildProcess) {
  server.kill("SIGTERM");
  await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
}

async function signIn(base: string) {
  // The sign-in page's own form, as a browser without JavaScript sends it.
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { Origin: base },
    body: new URLSearchParams({ email: "admin@demo.gallery", password: "gallery-demo-2026" }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`Sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function upload(base: string, cookie: string, jpeg: Buffer, index: number) {
  const form = new FormData();
  const fields: Record<string, string> = {
    title: `Benchmark ${index}`,
    medium: "Digital Photography",
    description: "A 12-megapixel photo uploaded by the memory benchmark.",
    location: "Baltimore, MD",
    isAvailable: "true",
    processWithAi: "true",
    images: "new:0",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("files", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
  const started = performance.now();
  const response = await fetch(`${base}/artist/artwork/upload`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base },
    body: form,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function measureServer(jpeg: Buffer) {
  let buildDir = args["build-dir"] ? path.resolve(args["build-dir"]) : "";
  if (!buildDir) {
    // Inside the project, so the server bundle resolves node_modules.
    buildDir = path.join(root, ".e2e-builds", `upload-bench-${path.basename(scratch)}`);
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
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: base,
    BUILD_DIR: buildDir,
    PGLITE_DATA_DIR: path.join(scratch, "db"),
    MEDIA_DIR: path.join(scratch, "media"),
    DEMO_DATA: "true",
    LOG_LEVEL: "warn",
    SIGN_IN_LIMIT: "1000",
  };
  delete env.DATABASE_URL;
  try {
    // The first start seeds the demo gallery; measure a second, clean process.
    process.stdout.write("Seeding the demo gallery... ");
    await stopServer(await startServer(env, base));
    console.log("done");
    const server = await startServer(env, base);
    const pid = server.pid!;
    try {
      const cookie = await signIn(base);
      await fetch(`${base}/artist/artwork`, { headers: { Cookie: cookie } }).then((r) =>
        r.arrayBuffer(),
      );
      const idle = status(pid);
      let peakReset = true;
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, "5");
      } catch {
        peakReset = false;
      }
      let sampledPeak = status(pid).rss;
      const sampler = setInterval(() => {
        sampledPeak = Math.max(sampledPeak, status(pid).rss);
      }, 10);
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: uploads }, (_, i) => upload(base, cookie, jpeg, i)),
      );
      const wall = performance.now() - started;
      clearInterval(sampler);
      const after = status(pid);
      return { idle, after, sampledPeak, peakReset, results, wall };
    } finally {
      await stopServer(server);
    }
  } finally {
    if (!args["build-dir"]) rmSync(buildDir, { recursive: true, force: true });
  }
}

const fmt = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

try {
  const jpeg = await fiveMegabyteJpeg();
  const meta = await sharp(jpeg).metadata();
  console.log(
    `Test photo: ${meta.width} × ${meta.height} (${(((meta.width ?? 0) * (meta.height ?? 0)) / 1e6).toFixed(1)} MP), ${(jpeg.byteLength / MB).toFixed(2)} MB JPEG`,
  );

  const times = await measureProcessing(jpeg);
  console.log(
    `processImage, all ${4} artwork variants: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, ${runs} runs)`,
  );

  const server = await measureServer(jpeg);
  const ok = server.results.filter((r) => r.status === 302).length;
  console.log(
    `${uploads} concurrent uploads: ${ok}/${uploads} saved in ${server.wall.toFixed(0)} ms (each ${server.results.map((r) => r.ms.toFixed(0)).join(", ")} ms)`,
  );
  console.log(
    `Server RSS: ${fmt(server.idle.rss)} warm and idle → peak ${fmt(Math.max(server.sampledPeak, server.peakReset ? server.after.hwm : 0))} during the uploads (VmHWM ${fmt(server.after.hwm)}${server.peakReset ? ", reset before the uploads" : ", since start"}; sampled VmRSS peak ${fmt(server.sampledPeak)})`,
  );
  if (ok !== uploads) process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
