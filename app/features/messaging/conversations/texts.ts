import type { Participant } from "./types";

/** R-message-content: the send box's rules and the toasts of the messages pages. */
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

/** The name shown for a conversation: its other members' names. */
export function conversationTitle(participants: readonly Participant[]) {
  return participants.map((p) => p.name).join(", ") || "Conversation";
}
