import type { ActionResult } from "~/lib/errors";

/** A member as a conversation shows them: public name and avatar only. */
export type Participant = {
  id: string;
  name: string;
  handle: string | null;
  avatarKey: string | null;
};

/** The artwork a conversation or a message is about. */
export type ArtworkContext = {
  id: string;
  title: string;
  artistName: string | null;
  imageKey: string | null;
};

export type ConversationSummary = {
  id: string;
  /** The other members of the conversation. */
  participants: Participant[];
  lastMessage: { content: string; senderId: string; createdAt: string } | null;
  /** The last message's time, else when the conversation started (ISO). */
  lastActivityAt: string;
  /** Messages from the others that the viewer has not read. */
  unread: number;
};

export type ConversationDetail = {
  id: string;
  participants: Participant[];
  artwork: ArtworkContext | null;
  createdAt: string;
};

export type ThreadMessage = {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  createdAt: string;
  isRead: boolean;
  artwork: ArtworkContext | null;
  sender: { name: string; avatarKey: string | null };
};

/** What the send box's API answers to a message sent. */
export type SendResult = ActionResult<{ message: ThreadMessage }>;

/** A thread not written yet: who it will go to, and the artwork asked about. */
export type DraftThread = { recipient: Participant; artwork: ArtworkContext | null };
