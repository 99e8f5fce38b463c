import pg from "pg";
import { logger } from "~/lib/logger.server";
import { MESSAGES_CHANNEL } from "./announce.server";

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;

export type Stop = () => Promise<void>;

/**
 * LISTEN on one dedicated connection (not a pooled one), reconnecting with
 * back-off when it drops; `onReconnected` lets streams fetch what they missed.
 */
export async function listenPostgres(
  connectionString: string,
  onPayload: (payload: string) => void,
  onReconnected: () => void,
): Promise<Stop> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_MIN_MS;

  const drop = (dropped: pg.Client, reason: unknown) => {
    if (client !== dropped) return;
    client = null;
    dropped.end().catch(() => {});
    if (stopped) return;
    logger.warn({ err: reason }, "message listener lost its connection; reconnecting");
    schedule();
  };

  const open = async () => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on("notification", (note) => {
      if (note.channel === MESSAGES_CHANNEL && note.payload) onPayload(note.payload);
    });
    next.on("error", (error) => drop(next, error));
    next.on("end", () => drop(next, "connection ended"));
    try {
      await next.connect();
      await next.query(`LISTEN ${MESSAGES_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
  };

  const schedule = () => {
    if (retry || stopped) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await open();
        logger.info("message listener reconnected");
        onReconnected();
      } catch (error) {
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        logger.warn({ err: error, retryInMs: delay }, "message listener could not reconnect");
        schedule();
      }
    }, delay);
    retry.unref?.();
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
