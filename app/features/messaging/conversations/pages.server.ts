import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { markConversationRead } from "./mutations.server";
import { getConversation, listConversations, listMessages, unreadCount } from "./queries.server";
import type { ConversationDetail, ConversationSummary, ThreadMessage } from "./types";

/** The conversation list for the messages pages; null when it could not be read (the page says so). */
export async function loadConversationList(
  db: Database,
  viewerId: string,
  search: string,
): Promise<ConversationSummary[] | null> {
  try {
    return await listConversations(db, viewerId, search);
  } catch (error) {
    logger.error({ err: error }, "loading conversations failed");
    return null;
  }
}

export type ThreadData = {
  conversation: ConversationDetail;
  /** Null when the messages could not be read (the page says so). */
  messages: ThreadMessage[] | null;
  hasEarlier: boolean;
  /** The viewer's unread total after opening the thread, for the badge. */
  unread: number | null;
};

/**
 * Opens a thread for the viewer: the conversation (null unless they take
 * part), its others' messages marked read, and the latest messages.
 */
export async function openThread(
  db: Database,
  viewerId: string,
  conversationId: string,
): Promise<ThreadData | null> {
  const conversation = await getConversation(db, viewerId, conversationId);
  if (!conversation) return null;
  try {
    await markConversationRead(db, viewerId, conversationId);
    const [{ messages, hasEarlier }, unread] = await Promise.all([
      listMessages(db, viewerId, conversationId),
      unreadCount(db, viewerId),
    ]);
    return { conversation, messages, hasEarlier, unread };
  } catch (error) {
    logger.error({ err: error, conversationId }, "loading messages failed");
    return { conversation, messages: null, hasEarlier: false, unread: null };
  }
}
