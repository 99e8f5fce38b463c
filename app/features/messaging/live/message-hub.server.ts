import { connection, type DatabaseConnection } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { type Announcement, MESSAGES_CHANNEL, parseAnnouncement } from "./announce.server";
import type { LiveMessageEvent, LiveUnreadEvent } from "./events";
import { listenPostgres, type Stop } from "./postgres-listener.server";
import { liveMessageFor, liveUnreadFor } from "./queries.server";

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

/**
 * This process's side of live delivery: one LISTEN on the messages channel,
 * fanned out to the streams open here. Nothing in it is needed by another
 * process; PostgreSQL carries the announcements between processes. Each event is re-read
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
    const { kind, pglite, directUrl } = this.connection;
    if (kind === "pglite" && pglite) {
      const unlisten = await pglite.listen(MESSAGES_CHANNEL, onPayload);
      this.stopListening = async () => {
        if (!pglite.closed) await unlisten();
      };
      return;
    }
    // LISTEN needs a session of its own: never through a transaction pooler.
    if (!directUrl) throw new Error("No connection string to listen with");
    this.stopListening = await listenPostgres(directUrl, onPayload, () => this.resync());
  }

  private receive(payload: string) {
    const event = parseAnnouncement(payload);
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
    event: Announcement,
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
