import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { LiveMessageEvent, LiveUnreadEvent } from "~/features/messaging/live/events";
import { useFollowingState } from "~/lib/use-following-state";

export const MESSAGE_STREAM_PATH = "/api/messages/stream";

export type LiveEvent =
  | { type: "message"; message: LiveMessageEvent }
  | { type: "unread"; event: LiveUnreadEvent };

type Listener = (event: LiveEvent) => void;

type LiveMessages = {
  /** The viewer's unread messages in all conversations. */
  unread: number;
  /** Whether the stream is connected right now. */
  connected: boolean;
  setUnread: (count: number) => void;
  subscribe: (listener: Listener) => () => void;
};

const LiveMessagesContext = createContext<LiveMessages>({
  unread: 0,
  connected: false,
  setUnread: () => {},
  subscribe: () => () => {},
});

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

function parse<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/**
 * Holds one live connection per signed-in page to the message stream, and
 * hands its events to the navigation badge, the conversation list and the
 * open thread. The browser reconnects a dropped stream by itself (sending the
 * last message id); when it gives up, for instance after a server restart,
 * this reconnects with back-off and asks for what was missed.
 */
export function LiveMessagesProvider({
  viewerId,
  unread: serverUnread,
  children,
}: {
  /** The signed-in member; null for visitors, who get no stream. */
  viewerId: string | null;
  /** The count the server rendered; it wins whenever it changes. */
  unread: number;
  children: ReactNode;
}) {
  const [unread, setUnread] = useFollowingState(serverUnread);
  const [connected, setConnected] = useState(false);
  const listeners = useRef(new Set<Listener>());

  // Shown on <html data-messages-live> for support and end-to-end tests.
  useEffect(() => {
    if (viewerId) document.documentElement.dataset.messagesLive = connected ? "open" : "closed";
    else delete document.documentElement.dataset.messagesLive;
  }, [viewerId, connected]);

  useEffect(() => {
    if (!viewerId || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let lastEventId: string | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_MIN_MS;
    let stopped = false;

    const emit = (event: LiveEvent) => {
      for (const listener of listeners.current) listener(event);
    };

    const connect = () => {
      const url = lastEventId
        ? `${MESSAGE_STREAM_PATH}?lastEventId=${encodeURIComponent(lastEventId)}`
        : MESSAGE_STREAM_PATH;
      const current = new EventSource(url);
      source = current;
      current.addEventListener("open", () => {
        delay = RETRY_MIN_MS;
        setConnected(true);
      });
      current.addEventListener("message", (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        const message = parse<LiveMessageEvent>(event.data);
        if (!message?.id) return;
        if (typeof message.unread === "number") setUnread(message.unread);
        emit({ type: "message", message });
      });
      current.addEventListener("unread", (event) => {
        const data = parse<LiveUnreadEvent>((event as MessageEvent<string>).data);
        if (!data || typeof data.unread !== "number") return;
        setUnread(data.unread);
        emit({ type: "unread", event: data });
      });
      current.addEventListener("error", () => {
        setConnected(false);
        // CONNECTING: the browser retries by itself. CLOSED: it gave up, so we try again later.
        if (current.readyState !== EventSource.CLOSED || stopped) return;
        current.close();
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setConnected(false);
    };
  }, [viewerId]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const value = useMemo(
    () => ({ unread, connected, setUnread, subscribe }),
    [unread, connected, subscribe],
  );
  return <LiveMessagesContext.Provider value={value}>{children}</LiveMessagesContext.Provider>;
}

/** The viewer's unread message count, kept live. 0 for visitors. */
export function useUnreadMessages() {
  return useContext(LiveMessagesContext).unread;
}

/** Sets the badge from a count the server just answered with. */
export function useSetUnreadMessages() {
  return useContext(LiveMessagesContext).setUnread;
}

export function useLiveConnected() {
  return useContext(LiveMessagesContext).connected;
}

/** Calls `listener` with every live message event while mounted. */
export function useLiveMessageEvents(listener: Listener) {
  const { subscribe } = useContext(LiveMessagesContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}

/** "3 unread messages" */
export function unreadLabel(count: number) {
  return `${count} unread ${count === 1 ? "message" : "messages"}`;
}
