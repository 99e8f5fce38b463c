import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";

type Job = { timer: ReturnType<typeof setInterval>; current: () => Promise<void> };

const running = new Map<string, Job>();

/**
 * Runs `task` now and then every `intervalMs` (or every JOB_INTERVAL_MS, when
 * set): once per process whatever the number of calls, never two runs of it
 * at once, and without keeping the process alive. A failure is logged and the
 * next run goes on. Tasks must be safe to run in several processes at once
 * (claims, conditional updates).
 */
export function startJob(name: string, intervalMs: number, task: () => Promise<void>) {
  if (running.has(name)) return;
  let current: Promise<void> | null = null;
  const run = async () => {
    if (current) return;
    current = (async () => {
      try {
        await task();
      } catch (error) {
        logger.error({ err: error, job: name }, `${name} failed`);
      }
    })();
    await current;
    current = null;
  };
  void run();
  const timer = setInterval(run, env().JOB_INTERVAL_MS ?? intervalMs);
  timer.unref();
  running.set(name, { timer, current: () => current ?? Promise.resolve() });
}

/** Stops the job started under `name`, if any; it may be started again afterwards. */
export function stopJob(name: string) {
  const job = running.get(name);
  if (job) clearInterval(job.timer);
  running.delete(name);
}

/**
 * Stops every job and resolves once the runs under way have finished, so that
 * a stopping server closes its database only after them.
 */
export async function stopAllJobs() {
  const jobs = [...running.values()];
  for (const name of [...running.keys()]) stopJob(name);
  await Promise.all(jobs.map((job) => job.current()));
}
