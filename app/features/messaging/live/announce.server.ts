import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/** The PostgreSQL channel that carries message announcements between app processes. */
export const MESSAGES_CHANNEL = "gallery_messages";

/**
 * What goes over the channel: ids only, never content. Each process re-reads
 * the message, checking participation, before it sends anything to a browser.
 * `t`: "m" a new message, "r" messages read; `c` the conversation; `m` the
 * message; `u` the members whose streams should hear of it.
 */
export type Announcement =
  | { t: "m"; c: string; m: string; u: string[] }
  | { t: "r"; c: string; u: string[] };

/** Queues an announcement; PostgreSQL delivers it when the surrounding transaction commits. */
async function announce(tx: Database, announcement: Announcement) {
  await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${JSON.stringify(announcement)})`);
}

/** A new message in `conversationId`, for the streams of `memberIds`. */
export function announceMessage(
  tx: Database,
  conversationId: string,
  messageId: string,
  memberIds: string[],
) {
  return announce(tx, { t: "m", c: conversationId, m: messageId, u: memberIds });
}

/** `memberId` read messages in `conversationId`: their other pages update their counts. */
export function announceRead(tx: Database, conversationId: string, memberId: string) {
  return announce(tx, { t: "r", c: conversationId, u: [memberId] });
}

/** The announcement in a channel payload, or null when it is not one. */
export function parseAnnouncement(payload: string): Announcement | null {
  try {
    const value = JSON.parse(payload) as { t?: unknown; c?: unknown; m?: unknown; u?: unknown };
    if (
      (value.t === "m" || value.t === "r") &&
      typeof value.c === "string" &&
      Array.isArray(value.u) &&
      (value.t === "r" || typeof value.m === "string")
    ) {
      return value as unknown as Announcement;
    }
  } catch {
    // not ours
  }
  return null;
}
