// What other parts of the app may use from messaging on the server only.
export { askedArtwork, openDraft } from "./conversations/draft.server";
export {
  markConversationRead,
  pairKey,
  postMoveMessage,
  sendFirstMessage,
  sendMessage,
  startConversation,
} from "./conversations/mutations.server";
export { loadConversationList, openThread } from "./conversations/pages.server";
export {
  listConversations,
  unreadCount,
  unreadMessages,
} from "./conversations/queries.server";
export { closeMessageHub } from "./live/message-hub.server";
export { openMessageStream } from "./live/message-stream.server";
export { closeMessaging, startMessaging, stopMessaging } from "./live/start-messaging.server";
