import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/** The PostgreSQL channel that carries message events between app processes. */
export const MESSAGES_CHANNEL = "gallery_messages";

/**
 * What goes over the channel: ids only, never content. Each process re-reads
 * the message, checking participation, before it sends anything to a browser.
 * `t`: "m" a new message, "r" messages read; `c` the conversation; `m` the
 * message; `u` the members whose streams should hear of it.
 */
export type ChannelEvent =
  | { t: "m"; c: string; m: string; u: string[] }
  | { t: "r"; c: string; u: string[] };

/** Queues a notification; PostgreSQL delivers it when the surrounding transaction commits. */
export async function notifyChannel(tx: Database, event: ChannelEvent) {
  await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${JSON.stringify(event)})`);
}

export function parseChannelEvent(payload: string): ChannelEvent | null {
  try {
    const value = JSON.parse(payload) as { t?: unknown; c?: unknown; m?: unknown; u?: unknown };
    if (
      (value.t === "m" || value.t === "r") &&
      typeof value.c === "string" &&
      Array.isArray(value.u) &&
      (value.t === "r" || typeof value.m === "string")
    ) {
      return value as unknown as ChannelEvent;
    }
  } catch {
    // not ours
  }
  return null;
}
