import {
  startUnreadNotices,
  stopUnreadNotices,
} from "~/features/messaging/notices/unread-notices.server";
import { closeMessageHub } from "./message-hub.server";
import { closeAllMessageStreams } from "./message-stream.server";

/** Messaging's part of server start: the unread-message e-mail job. */
export function startMessaging() {
  startUnreadNotices();
}

/**
 * Messaging's first part of a graceful stop: ends the open message streams
 * with a hint to reconnect soon (to another process, catching up from the last
 * id), so that the server can finish its requests; and stops the notices.
 */
export function stopMessaging() {
  stopUnreadNotices();
  closeAllMessageStreams();
}

/** Messaging's last part of a stop, once no request is left: stops listening for messages. */
export async function closeMessaging() {
  await closeMessageHub();
}
