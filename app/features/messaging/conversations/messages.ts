import { z } from "zod";
import { plainText } from "~/lib/text";

/** Part 2 §5, §8 and §9: the send box's rules and the toasts of the messages pages. */
export const MESSAGING_TEXT = {
  loadConversationsFailed: "Failed to load conversations",
  loadMessagesFailed: "Failed to load messages",
  sendFailed: "Failed to send message",
  empty: "Please write a message before sending",
  tooLong: "Messages can be at most 5,000 characters",
  toSelf: "You can't send a message to yourself",
  memberNotFound: "That member could not be found",
  conversationNotFound: "Conversation not found",
  signIn: "Please sign in to message the artist",
  rateLimited: "You're sending messages very quickly. Please wait a minute and try again.",
} as const;

export const MESSAGE_MAX_LENGTH = 5000;

/** Posting is limited per member: this many messages per window. */
export const MESSAGE_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

/** A member's unread messages are e-mailed once per conversation after this long. */
export const UNREAD_NOTICE_AFTER_MINUTES = 10;

export const MESSAGES_PATH = "/messages";
export const conversationPath = (id: string) => `${MESSAGES_PATH}/${id}`;
export const messageMemberPath = (memberId: string, artworkId?: string) =>
  `${MESSAGES_PATH}?to=${encodeURIComponent(memberId)}${
    artworkId ? `&artwork=${encodeURIComponent(artworkId)}` : ""
  }`;

/** Any 8-4-4-4-12 hexadecimal id, as PostgreSQL's uuid type accepts it. */
export const idSchema = z.guid();

export const sendMessageSchema = z.object({
  content: plainText({ error: MESSAGING_TEXT.empty })
    .trim()
    .min(1, MESSAGING_TEXT.empty)
    .max(MESSAGE_MAX_LENGTH, MESSAGING_TEXT.tooLong),
});

export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** `/messages?to={memberId}&artwork={artworkId}`: open or start a conversation. */
export const startConversationSchema = z.object({
  to: idSchema,
  // A malformed artwork id only loses the artwork card, not the conversation.
  artwork: idSchema.optional().catch(undefined),
});

export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** The artwork a message asks about (the `artwork` field or parameter), or null. */
export function askedAbout(value: unknown): string | null {
  return startConversationSchema.shape.artwork.parse(value) ?? null;
}

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

export type SendResult =
  | { ok: true; message: ThreadMessage }
  | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** The name shown for a member: full name, else handle. */
export function displayName(
  fullName: string | null | undefined,
  handle: string | null | undefined,
) {
  return fullName?.trim() || handle?.trim() || "Gallery member";
}

/** The name shown for a conversation: its other members' names. */
export function conversationTitle(participants: readonly Participant[]) {
  return participants.map((p) => p.name).join(", ") || "Conversation";
}

/** A thread not written yet: who it will go to, and the artwork asked about. */
export type DraftThread = { recipient: Participant; artwork: ArtworkContext | null };
