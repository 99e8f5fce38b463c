// What other parts of the app may use from messaging: rules, schemas, types and texts (browser and server).
export {
  askedAbout,
  conversationPath,
  conversationTitle,
  idSchema,
  MESSAGES_PATH,
  MESSAGING_TEXT,
  sendMessageSchema,
  startConversationSchema,
} from "./conversations/messages";
export { readServerSentEvents } from "./live/sse-reader";
