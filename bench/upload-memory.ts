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
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { demoServerEnv } from "../tests/support/demo-server";
import { freePort } from "../tests/support/ports";
import {
  MB,
  processMemory,
  signIn,
  startServer,
  stopServer,
  twelveMegapixelJpeg,
} from "./server-kit";

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
/** How long the server may take to seed the demo gallery and answer. */
const START_TIMEOUT_MS = 180_000;
const scratch = mkdtempSync(path.join(tmpdir(), "gallery-upload-bench-"));

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
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
  // The demo gallery on the embedded database, in scratch/db and scratch/media.
  const env = demoServerEnv({ port, appUrl: base, buildDir, dataDir: scratch });
  try {
    // The first start seeds the demo gallery; measure a second, clean process.
    process.stdout.write("Seeding the demo gallery... ");
    await stopServer(await startServer(env, base, START_TIMEOUT_MS));
    console.log("done");
    const server = await startServer(env, base, START_TIMEOUT_MS);
    const pid = server.pid!;
    try {
      const cookie = await signIn(base, "admin@demo.gallery");
      await fetch(`${base}/artist/artwork`, { headers: { Cookie: cookie } }).then((r) =>
        r.arrayBuffer(),
      );
      const idle = processMemory(pid);
      let peakReset = true;
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, "5");
      } catch {
        peakReset = false;
      }
      let sampledPeak = processMemory(pid).rss;
      const sampler = setInterval(() => {
        sampledPeak = Math.max(sampledPeak, processMemory(pid).rss);
      }, 10);
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: uploads }, (_, i) => upload(base, cookie, jpeg, i)),
      );
      const wall = performance.now() - started;
      clearInterval(sampler);
      const after = processMemory(pid);
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
  const jpeg = await twelveMegapixelJpeg([96, 94, 92, 90, 88, 85, 80, 75]);
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
