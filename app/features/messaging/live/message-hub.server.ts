import { sql } from "drizzle-orm";
import pg from "pg";
import { connection, type Database, type DatabaseConnection } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import type {
  LiveMessageEvent,
  LiveUnreadEvent,
} from "~/features/messaging/conversations/messages";
import {
  MESSAGE_COLUMNS,
  MESSAGE_JOINS,
  type MessageRow,
  toThreadMessage,
} from "~/features/messaging/conversations/rows.server";
import { logger } from "~/lib/logger.server";
import { type ChannelEvent, MESSAGES_CHANNEL, parseChannelEvent } from "./live-delivery.server";

/** What a stream is handed: a new message, changed unread counts, or "you may have missed some". */
export type Delivery =
  | { type: "message"; message: LiveMessageEvent }
  | { type: "unread"; event: LiveUnreadEvent }
  | { type: "resync" };

export type Subscriber = {
  userId: string;
  /** Only this conversation's events, when set. */
  conversationId?: string;
  deliver: (delivery: Delivery) => void;
};

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;

/** SQL for a member's unread totals, for `p.user_id` in conversation `convo`. */
const UNREAD_COLUMNS = (conversation: ReturnType<typeof sql>) => sql`
  (select count(*)::int from conversation_participants up
    join messages u on u.conversation_id = up.conversation_id
    where up.user_id = p.user_id and u.sender_id <> p.user_id and not u.is_read) as unread,
  (select count(*)::int from messages u
    where u.conversation_id = ${conversation} and u.sender_id <> p.user_id and not u.is_read)
    as conversation_unread`;

function idList(ids: readonly string[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * A new message as each of `recipients` may see it: only those who take part
 * in its conversation get a row, so participation is checked for every event.
 */
export async function liveMessageFor(
  db: Database,
  messageId: string,
  recipients: readonly string[],
): Promise<{ userId: string; message: LiveMessageEvent }[]> {
  if (recipients.length === 0) return [];
  const found = await rows<
    MessageRow & { recipient: string; unread: number; conversation_unread: number }
  >(
    db,
    sql`
    select ${MESSAGE_COLUMNS}, p.user_id as recipient, ${UNREAD_COLUMNS(sql`m.conversation_id`)}
    from messages m
    join conversation_participants p on p.conversation_id = m.conversation_id
    ${MESSAGE_JOINS}
    where m.id = ${messageId} and p.user_id in (${idList(recipients)})`,
  );
  return found.map((row) => ({
    userId: row.recipient,
    message: {
      ...toThreadMessage(row),
      unread: Number(row.unread),
      conversationUnread: Number(row.conversation_unread),
    },
  }));
}

/** Unread counts after a change of read state, for those of `recipients` who take part. */
export async function liveUnreadFor(
  db: Database,
  conversationId: string,
  recipients: readonly string[],
): Promise<{ userId: string; event: LiveUnreadEvent }[]> {
  if (recipients.length === 0) return [];
  const found = await rows<{ recipient: string; unread: number; conversation_unread: number }>(
    db,
    sql`
    select p.user_id as recipient, ${UNREAD_COLUMNS(sql`p.conversation_id`)}
    from conversation_participants p
    where p.conversation_id = ${conversationId} and p.user_id in (${idList(recipients)})`,
  );
  return found.map((row) => ({
    userId: row.recipient,
    event: {
      unread: Number(row.unread),
      conversationId,
      conversationUnread: Number(row.conversation_unread),
    },
  }));
}

type Stop = () => Promise<void>;

/**
 * LISTEN on one dedicated connection (not a pooled one), reconnecting with
 * back-off when it drops; `onReconnected` lets streams fetch what they missed.
 */
async function listenPostgres(
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

/**
 * This process's side of live delivery: one LISTEN on the messages channel,
 * fanned out to the streams open here. Nothing in it is needed by another
 * process; PostgreSQL carries events between processes. Each event is re-read
 * from the database for the members with a stream here, so a stream only ever
 * receives what its member may read at that moment.
 */
export class MessageHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private listening: Promise<void> | null = null;
  private stopListening: Stop | null = null;
  // Events are loaded in parallel but handed out in the order they arrived.
  private delivered: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(readonly connection: DatabaseConnection) {}

  /** Streams open in this process. */
  get size() {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  /** Starts delivering to `subscriber`; resolves once this process listens. Returns the unsubscribe. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    let set = this.subscribers.get(subscriber.userId);
    if (!set) {
      set = new Set();
      this.subscribers.set(subscriber.userId, set);
    }
    set.add(subscriber);
    const unsubscribe = () => {
      const current = this.subscribers.get(subscriber.userId);
      current?.delete(subscriber);
      if (current?.size === 0) this.subscribers.delete(subscriber.userId);
    };
    try {
      await this.ensureListening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  async close() {
    this.closed = true;
    this.subscribers.clear();
    const stop = this.stopListening;
    this.stopListening = null;
    this.listening = null;
    await stop?.().catch(() => {});
  }

  private ensureListening() {
    if (this.closed) return Promise.reject(new Error("The message hub is closed"));
    this.listening ??= this.listen().catch((error) => {
      this.listening = null;
      throw error;
    });
    return this.listening;
  }

  private async listen() {
    const onPayload = (payload: string) => this.receive(payload);
    const { kind, pglite, pool } = this.connection;
    if (kind === "pglite" && pglite) {
      const unlisten = await pglite.listen(MESSAGES_CHANNEL, onPayload);
      this.stopListening = async () => {
        if (!pglite.closed) await unlisten();
      };
      return;
    }
    const connectionString = pool?.options.connectionString;
    if (!connectionString) throw new Error("No connection string to listen with");
    this.stopListening = await listenPostgres(connectionString, onPayload, () => this.resync());
  }

  private receive(payload: string) {
    const event = parseChannelEvent(payload);
    if (!event) return;
    const here = [...new Set(event.u)].filter((id) => this.subscribers.has(id));
    if (here.length === 0) return;
    const loading = this.load(event, here);
    loading.catch(() => {}); // reported in order below
    this.delivered = this.delivered.then(async () => {
      try {
        for (const [userId, delivery, conversationId] of await loading) {
          this.deliver(userId, delivery, conversationId);
        }
      } catch (error) {
        logger.error({ err: error, event: event.t }, "a message event could not be delivered");
      }
    });
  }

  private async load(
    event: ChannelEvent,
    userIds: string[],
  ): Promise<[string, Delivery, string][]> {
    const db = this.connection.db;
    if (event.t === "m") {
      const found = await liveMessageFor(db, event.m, userIds);
      return found.map(({ userId, message }) => [
        userId,
        { type: "message", message },
        message.conversationId,
      ]);
    }
    const found = await liveUnreadFor(db, event.c, userIds);
    return found.map(({ userId, event: unread }) => [
      userId,
      { type: "unread", event: unread },
      event.c,
    ]);
  }

  private deliver(userId: string, delivery: Delivery, conversationId?: string) {
    for (const subscriber of this.subscribers.get(userId) ?? []) {
      if (
        conversationId &&
        subscriber.conversationId &&
        subscriber.conversationId !== conversationId
      )
        continue;
      try {
        subscriber.deliver(delivery);
      } catch (error) {
        logger.warn({ err: error }, "a message stream refused an event");
      }
    }
  }

  /** After the listener reconnected, every stream fetches what it may have missed. */
  private resync() {
    for (const userId of this.subscribers.keys()) this.deliver(userId, { type: "resync" });
  }
}

let hub: MessageHub | undefined;

/** The hub of the process-wide database connection. */
export function messageHub(): MessageHub {
  const current = connection();
  if (!hub || hub.connection !== current) {
    const previous = hub;
    hub = new MessageHub(current);
    void previous?.close();
  }
  return hub;
}

/** Stops listening, e.g. before the database closes in a test. */
export async function closeMessageHub() {
  const current = hub;
  hub = undefined;
  await current?.close();
}
