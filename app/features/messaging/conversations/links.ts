// R-message-content: a message's text is never markup; only http(s) addresses become links.

import type { TextPart } from "~/lib/links";

// The one linkifier of the app; a message's parts are its parts.
export { linkify as splitMessage, safeHref } from "~/lib/links";
export type MessagePart = TextPart;

/** Attributes of every link in a message: a new tab that cannot reach back, and no endorsement. */
export const MESSAGE_LINK_PROPS = {
  target: "_blank",
  rel: "noopener noreferrer nofollow",
} as const;
