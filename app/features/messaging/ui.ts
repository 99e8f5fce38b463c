// The components of messaging that pages and other parts of the app may render.
export { DraftThread } from "./conversations/components/draft-thread";
export { MessageMemberButton } from "./conversations/components/message-member-button";
export { MessageText } from "./conversations/components/message-text";
export { MessagesLayout, useFailureToast } from "./conversations/components/messages-layout";
export { Thread } from "./conversations/components/thread";
export { LiveMessagesProvider, useSetUnreadMessages } from "./live/components/live-messages";
export { navItemBadge, UnreadCorner, useLabelWithUnread } from "./live/components/unread-badge";
