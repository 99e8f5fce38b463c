// The components of messaging that pages and other parts of the app may render.

export { MessageMemberButton } from "./conversations/components/message-member-button";
export { MessagesLayout, useFailureToast } from "./conversations/components/messages-layout";
export { DraftThread } from "./conversations/components/thread/draft-thread";
export { MessageText } from "./conversations/components/thread/message-text";
export { Thread } from "./conversations/components/thread/thread";
export { useSetUnreadMessages } from "./live/components/live-messages";
