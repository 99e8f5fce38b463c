// Preloaded into the server by bench/messaging-delivery.ts (node --expose-gc --import …):
// on SIGUSR2 it collects garbage and writes process.memoryUsage() to MEMORY_PROBE_FILE,
// so the benchmark can weigh what open message streams keep alive.
import { writeFileSync } from "node:fs";

process.on("SIGUSR2", () => {
  const target = process.env.MEMORY_PROBE_FILE;
  if (!target) return;
  globalThis.gc?.();
  globalThis.gc?.();
  writeFileSync(target, JSON.stringify(process.memoryUsage()));
});
