import type { Database } from "~/db/client.server";
import { messagingErrors } from "~/features/messaging/conversations/errors";
import { isParticipant, unreadCount } from "~/features/messaging/conversations/queries.server";
import { idSchema } from "~/features/messaging/conversations/schema";
import { logger } from "~/lib/logger.server";
import type { LiveMessageEvent, LiveUnreadEvent } from "./events";
import { type Delivery, messageHub } from "./message-hub.server";
import { databaseNow, messagesAfter } from "./queries.server";

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
export const RETRY_MS = 3_000;
/** Ids a stream remembers, so a message is not sent twice after a catch-up. */
const REMEMBERED_IDS = 200;

export const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the compression middleware leaves the stream alone instead of buffering it.
  "Cache-Control": "no-cache, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
} as const;

export type StreamOptions = {
  /** Only this conversation; a member who does not take part gets a 404 (R-message-participants-only). */
  conversationId?: string;
  /** The last message id the browser received (Last-Event-ID); what came after is sent first. */
  lastEventId?: string | null;
  /** Ends the stream, e.g. when the browser goes away. */
  signal?: AbortSignal;
  heartbeatMs?: number;
};

const encoder = new TextEncoder();

/** Every stream open in this process, to end them all when it shuts down. */
const openStreams = new Set<(retryMs?: number) => void>();

/** Open message streams in this process. */
export function openStreamCount() {
  return openStreams.size;
}

/** How soon a browser reconnects when a stopping server ends its stream. */
export const SHUTDOWN_RETRY_MS = 1_000;

/**
 * Ends every open stream, so that a stopping server can finish its requests;
 * each is told to reconnect after `retryMs`, which browsers do (to another
 * process) and catch up from their last id.
 */
export function closeAllMessageStreams(retryMs = SHUTDOWN_RETRY_MS) {
  for (const end of [...openStreams]) end(retryMs);
}

/** Remembers the latest ids it was given. */
class RecentIds {
  private readonly ids = new Set<string>();
  constructor(private readonly max: number) {}
  has(id: string) {
    return this.ids.has(id);
  }
  add(id: string) {
    this.ids.add(id);
    if (this.ids.size > this.max) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
  }
}

/**
 * A member's live messages as Server-Sent Events: `message` events (with the
 * message id as the event id) and `unread` events. A browser that reconnects
 * with Last-Event-ID first gets the messages it missed; then live ones follow.
 */
export async function openMessageStream(
  db: Database,
  viewerId: string,
  options: StreamOptions = {},
): Promise<Response> {
  const { conversationId, signal } = options;
  if (conversationId !== undefined) {
    if (
      !idSchema.safeParse(conversationId).success ||
      !(await isParticipant(db, viewerId, conversationId))
    ) {
      throw messagingErrors.raise("conversation-not-found");
    }
  }
  const lastEventId = options.lastEventId?.trim();
  let lastId = lastEventId && idSchema.safeParse(lastEventId).success ? lastEventId : undefined;
  const since = await databaseNow(db);
  const sent = new RecentIds(REMEMBERED_IDS);

  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  let pending: Delivery[] | null = []; // held while missed messages are fetched
  let catchUpAgain = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let unsubscribe = () => {};

  const write = (text: string) => {
    if (!open || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  const sendMessage = (message: LiveMessageEvent) => {
    if (sent.has(message.id)) return;
    sent.add(message.id);
    lastId = message.id;
    write(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
  };
  const sendUnread = (event: LiveUnreadEvent) => {
    write(`event: unread\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const handle = (delivery: Delivery) => {
    if (pending) {
      if (delivery.type === "resync") catchUpAgain = true;
      else pending.push(delivery);
      return;
    }
    if (delivery.type === "message") sendMessage(delivery.message);
    else if (delivery.type === "unread") sendUnread(delivery.event);
    else void catchUp();
  };

  /** Sends what was missed since the last message sent (or since the stream opened), then the unread total. */
  async function catchUp() {
    pending ??= [];
    do {
      catchUpAgain = false;
      try {
        const missed = await messagesAfter(db, viewerId, {
          afterId: lastId,
          since,
          conversationId,
        });
        for (const message of missed) sendMessage(message);
        sendUnread({ unread: await unreadCount(db, viewerId) });
      } catch (error) {
        logger.warn({ err: error }, "a message stream could not catch up");
      }
    } while (catchUpAgain && open);
    const held = pending ?? [];
    pending = null;
    for (const delivery of held) handle(delivery);
  }

  function close() {
    if (!open) return;
    open = false;
    openStreams.delete(end);
    clearInterval(heartbeat);
    unsubscribe();
    signal?.removeEventListener("abort", close);
    try {
      controller?.close();
    } catch {
      // already closed or errored
    }
  }

  /** Ends the stream with a reconnection hint: the browser comes back after `retryMs`. */
  function end(retryMs?: number) {
    if (retryMs !== undefined) write(`retry: ${retryMs}\n\n`);
    close();
  }

  // Listen first, holding events, so nothing falls between the catch-up and live delivery.
  unsubscribe = await messageHub().subscribe({ userId: viewerId, conversationId, deliver: handle });
  if (signal?.aborted) {
    unsubscribe();
    return new Response(null, { status: 204 });
  }
  signal?.addEventListener("abort", close, { once: true });
  openStreams.add(end);

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      heartbeat = setInterval(() => write(": ping\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref?.();
      void catchUp();
    },
    cancel() {
      close();
    },
  });
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}
