import type { Server } from "node:http";

/** How long in-flight requests may take to finish once the server is asked to stop. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/** How often connections that have just gone idle are closed while draining. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections and resolves once every open one has ended:
 * idle keep-alive connections are closed at once and as they go idle (they
 * would otherwise hold the server open), requests under way may finish until
 * `deadlineMs`, after which their sockets are destroyed. Answers whether any
 * had to be destroyed.
 */
export async function drainServer(listener: Server, deadlineMs = SHUTDOWN_DEADLINE_MS) {
  const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
  listener.closeIdleConnections();
  const sweep = setInterval(() => listener.closeIdleConnections(), IDLE_SWEEP_MS);
  let forced = false;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  // A socket the server no longer tracks (an upgraded one) must not keep the stop waiting either.
  const late = new Promise<void>((resolve) => {
    deadline = setTimeout(() => {
      forced = true;
      listener.closeAllConnections();
      setTimeout(resolve, 1_000).unref();
    }, deadlineMs);
  });
  try {
    await Promise.race([closed, late]);
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  return { forced };
}

/**
 * A graceful stop of one app process: `stop` first (mark the process as
 * stopping, end live streams, stop jobs), then drain the HTTP server, then
 * `close` (what requests and jobs needed: the database). The same promise for
 * every call, so a second signal does not start another stop.
 */
export function gracefulShutdown(
  listener: Server,
  hooks: { stop: () => void; close: () => Promise<void> },
  deadlineMs = SHUTDOWN_DEADLINE_MS,
) {
  let stopping: Promise<{ forced: boolean }> | undefined;
  return () => {
    stopping ??= (async () => {
      hooks.stop();
      const drained = await drainServer(listener, deadlineMs);
      await hooks.close();
      return drained;
    })();
    return stopping;
  };
}
