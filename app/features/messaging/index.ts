// What other parts of the app may use from messaging: rules, schemas, types and texts (browser and server).
export { messagingErrors } from "./conversations/errors";
export { MESSAGE_MAX_LENGTH, MESSAGE_RATE_LIMIT } from "./conversations/limits";
export { MESSAGE_LINK_PROPS, type MessagePart } from "./conversations/links";
export { conversationPath, MESSAGES_PATH, messageMemberPath } from "./conversations/paths";
export {
  askedAbout,
  conversationIntentSchema,
  idSchema,
  type SendMessageInput,
  type StartConversationInput,
  sendMessageSchema,
  startConversationSchema,
} from "./conversations/schema";
export { conversationTitle, MESSAGING_TEXT } from "./conversations/texts";
export type {
  ArtworkContext,
  ConversationDetail,
  ConversationSummary,
  DraftThread,
  Participant,
  SendResult,
  ThreadMessage,
} from "./conversations/types";
export type { LiveMessageEvent, LiveUnreadEvent } from "./live/events";
export { readServerSentEvents, type ServerSentEvent } from "./live/sse-reader";
