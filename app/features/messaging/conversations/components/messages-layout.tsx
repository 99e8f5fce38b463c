import { IconMessages } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { showToast } from "~/components/toast";
import { MESSAGING_TEXT } from "~/features/messaging/conversations/texts";
import type { ConversationSummary } from "~/features/messaging/conversations/types";
import { ConversationList } from "./list/conversation-list";
import classes from "./messages-layout.module.css";

/** Shows a failure toast once when `failed` turns true. */
export function useFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) showToast(message, "red");
  }, [failed, message]);
}

/**
 * The messages screen: the conversation list beside the open thread. On a
 * phone only one shows: the list at /messages, the thread at /messages/{id}.
 */
export function MessagesLayout({
  conversations,
  viewerId,
  activeId,
  search,
  threadOpen = activeId !== undefined,
  children,
}: {
  conversations: ConversationSummary[] | null;
  viewerId: string;
  activeId?: string;
  search: string;
  /** Whether a thread (an open conversation, or one not written yet) takes the phone's screen. */
  threadOpen?: boolean;
  children?: ReactNode;
}) {
  useFailureToast(conversations === null, MESSAGING_TEXT.loadConversationsFailed);
  return (
    <div className={classes.frame}>
      <section
        className={`${classes.listPane} ${threadOpen ? classes.phoneHidden : ""}`}
        aria-label="Conversations"
      >
        <ConversationList
          conversations={conversations}
          viewerId={viewerId}
          activeId={activeId}
          search={search}
        />
      </section>
      <section
        className={`${classes.pane} ${threadOpen ? "" : classes.phoneHidden}`}
        aria-label="Conversation"
      >
        {threadOpen ? (
          // On a phone the list (and its heading) is hidden beside an open thread.
          <h1 className={`${layout.visuallyHidden} ${classes.phoneHeading}`}>Messages</h1>
        ) : null}
        {children ?? (
          <div className={classes.empty}>
            <div className={`${layout.stack} ${classes.emptyBody}`}>
              <IconMessages
                size={40}
                stroke={1.4}
                aria-hidden="true"
                className={classes.emptyIcon}
              />
              <p className={`${text.plain} ${text.strong}`}>Select a conversation</p>
              <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.emptyText}`}>
                Pick someone from the list to read and reply to your messages.
              </p>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
