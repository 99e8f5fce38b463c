import { logger } from "~/lib/logger.server";

const running = new Map<string, ReturnType<typeof setInterval>>();

/**
 * Runs `task` now and then every `intervalMs`: once per process whatever the
 * number of calls, never two runs of it at once, and without keeping the
 * process alive. A failure is logged and the next run goes on. Tasks must be
 * safe to run in several processes at once (claims, conditional updates).
 */
export function startJob(name: string, intervalMs: number, task: () => Promise<void>) {
  if (running.has(name)) return;
  let busy = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      await task();
    } catch (error) {
      logger.error({ err: error, job: name }, `${name} failed`);
    } finally {
      busy = false;
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  running.set(name, timer);
}

/** Stops the job started under `name`, if any; it may be started again afterwards. */
export function stopJob(name: string) {
  clearInterval(running.get(name));
  running.delete(name);
}
