// The primary process of `node server.js` with WEB_CONCURRENCY above 1: it forks
// the workers that serve one shared port and watches over them. It never opens
// the database nor runs jobs; the workers do.
import cluster from "node:cluster";

/** The first restart of a worker that died waits this long, so a crash loop does not spin. */
const RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that dies sooner than this after it started is crashing again: wait longer each time. */
const STABLE_AFTER_MS = 30_000;
/** Workers have 10 s to finish their requests; past this the primary ends them. */
const STOP_DEADLINE_MS = 15_000;

function say(message) {
  console.log(`[primary ${process.pid}] ${message}`);
}

/** Runs `count` workers until SIGTERM or SIGINT, then stops them and exits. */
export function runPrimary(count) {
  const live = new Set();
  const restarts = new Set();
  let stopping = false;
  let listening = false;
  let exitCode = 0;
  let delay = RESTART_DELAY_MS;

  const fork = () => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    live.add(worker);
    worker.once("listening", () => {
      say(`worker ${worker.process.pid} is listening`);
      if (!listening) {
        listening = true;
        // The first worker has migrated the database and seeded it; the others start on it at once.
        for (let i = 1; i < count; i++) fork();
      }
    });
    worker.once("exit", (code, signal) => {
      live.delete(worker);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (stopping) {
        if (code !== 0 && signal !== "SIGTERM") exitCode = 1;
        say(`worker ${worker.process.pid} stopped (${how})`);
        if (live.size === 0) process.exit(exitCode);
        return;
      }
      if (!listening) {
        // The first worker could not start (a bad setting, no database): it said why.
        stopAll();
        process.exit(code || 1);
      }
      delay = Date.now() - startedAt < STABLE_AFTER_MS ? delay : RESTART_DELAY_MS;
      say(`worker ${worker.process.pid} died (${how}); starting another in ${delay} ms`);
      const timer = setTimeout(() => {
        restarts.delete(timer);
        fork();
      }, delay);
      restarts.add(timer);
      delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    });
  };

  const stopAll = () => {
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    for (const worker of live) worker.process.kill("SIGTERM");
  };

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping ${live.size} workers`);
    if (live.size === 0) process.exit(0);
    stopAll();
    setTimeout(() => {
      say("workers did not stop in time; ending them");
      for (const worker of live) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  fork();
}
