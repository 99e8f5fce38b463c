// What the page frame (root and app/shell) takes from messaging: the live unread count and its badges.
export { LiveMessagesProvider } from "./live/components/live-messages";
export { navItemBadge, UnreadCorner, useLabelWithUnread } from "./live/components/unread-badge";
