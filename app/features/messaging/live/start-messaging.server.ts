import { startUnreadNotices } from "~/features/messaging/notices/unread-notices.server";
import { closeMessageHub } from "./message-hub.server";
import { closeAllMessageStreams } from "./message-stream.server";

/**
 * Messaging's part of server start: the unread-message e-mail job, and ending
 * the open message streams when the server is asked to stop, so that it can
 * close (browsers reconnect elsewhere and catch up).
 */
export function startMessaging() {
  startUnreadNotices();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      closeAllMessageStreams();
      void closeMessageHub();
    });
  }
}
