import type { ThreadMessage } from "~/features/messaging/conversations/types";

/** What the live stream sends about a new message, with the recipient's unread counts. */
export type LiveMessageEvent = ThreadMessage & {
  /** The recipient's unread messages in all conversations. */
  unread: number;
  /** The recipient's unread messages in this conversation. */
  conversationUnread: number;
};

/** What the live stream sends when read state changes (or on connecting). */
export type LiveUnreadEvent = {
  unread: number;
  conversationId?: string;
  conversationUnread?: number;
};
