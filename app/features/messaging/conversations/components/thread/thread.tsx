import { useDebouncedCallback } from "@mantine/hooks";
import { IconArrowLeft } from "@tabler/icons-react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Avatar } from "~/components/avatar";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { imageUrl } from "~/features/media";
import { conversationPath, MESSAGES_PATH } from "~/features/messaging/conversations/paths";
import { conversationTitle, MESSAGING_TEXT } from "~/features/messaging/conversations/texts";
import type {
  ArtworkContext,
  ConversationDetail,
  Participant,
  ThreadMessage,
} from "~/features/messaging/conversations/types";
import { useLiveMessageEvents } from "~/features/messaging/live/components/live-messages";
import { Composer } from "../composer/composer";
import { LoadFailed } from "../load-failed";
import { MessageTime } from "../message-time";
import panes from "../messages-layout.module.css";
import { ArtworkContextCard } from "./artwork-context";
import { MessageText } from "./message-text";
import classes from "./thread.module.css";

// useLayoutEffect warns when rendered on the server.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function byTime(a: ThreadMessage, b: ThreadMessage) {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/** The loader's messages plus those that arrived since, once each, oldest first. */
function merge(loaded: readonly ThreadMessage[], arrived: readonly ThreadMessage[]) {
  const byId = new Map<string, ThreadMessage>();
  for (const message of [...loaded, ...arrived]) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

/** Tells the server the viewer has read this thread (after live messages arrived in it). */
function useMarkRead(conversationId: string) {
  return useDebouncedCallback(() => {
    const body = new FormData();
    body.set("intent", "read");
    void fetch(`/api/messages/${conversationId}`, { method: "POST", body }).catch(() => {});
  }, 150);
}

function MessageRow({ message, mine }: { message: ThreadMessage; mine: boolean }) {
  return (
    <li className={classes.row} data-mine={mine ? "" : undefined} data-testid="message">
      <span className={classes.rowAvatar}>
        <Avatar
          size={32}
          src={message.sender.avatarKey ? imageUrl(message.sender.avatarKey, "avatar") : null}
          name={message.sender.name}
          color={mine ? "gray" : "teal"}
          hidden
        />
      </span>
      <div className={classes.column}>
        {message.artwork ? <ArtworkContextCard artwork={message.artwork} label="About" /> : null}
        <div className={classes.bubble}>
          <span className={layout.visuallyHidden}>{mine ? "You" : message.sender.name}: </span>
          <MessageText content={message.content} />
        </div>
        <MessageTime value={message.createdAt} className={classes.meta} />
      </div>
    </li>
  );
}

/** Who a thread is with: avatar, name (to their profile) and handle; on a phone, a way back. */
export function ThreadHeader({ participants }: { participants: Participant[] }) {
  const title = conversationTitle(participants);
  const other = participants[0];
  return (
    <div className={classes.threadHeader}>
      <Link to={MESSAGES_PATH} aria-label="All conversations" className={classes.back}>
        <IconArrowLeft size={22} aria-hidden="true" />
      </Link>
      <Avatar
        size={40}
        src={other?.avatarKey ? imageUrl(other.avatarKey, "avatar") : null}
        name={title}
        color="teal"
        hidden
      />
      <div className={classes.threadWho}>
        <h2 className={`${text.plain} ${text.md} ${classes.threadTitle}`}>
          {other ? (
            <Link to={`/profile/${other.id}`} className={classes.threadName}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {other?.handle ? (
          <p className={`${text.plain} ${text.xs} ${text.dimmed} ${classes.truncate}`}>
            @{other.handle}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The thread before anything is written. */
export function EmptyThread({ title }: { title: string }) {
  return (
    <div className={panes.empty}>
      <div className={`${layout.stack} ${classes.emptyThread}`}>
        <p className={`${text.plain} ${text.strong}`}>No messages yet</p>
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>Say hello to {title}.</p>
      </div>
    </div>
  );
}

/**
 * One conversation: who it is with, the artwork it is about, the messages
 * (oldest first, each on its sender's side) and the send box. New messages
 * arrive live; those from others are marked read while the thread is open.
 */
export function Thread({
  conversation,
  messages: loaded,
  hasEarlier,
  viewerId,
  asked = null,
}: {
  conversation: ConversationDetail;
  messages: ThreadMessage[] | null;
  hasEarlier: boolean;
  viewerId: string;
  /** An artwork the viewer came to ask about; the next message makes it the subject. */
  asked?: ArtworkContext | null;
}) {
  const [arrived, setArrived] = useState<ThreadMessage[]>([]);
  const messages = useMemo(() => merge(loaded ?? [], arrived), [loaded, arrived]);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const markRead = useMarkRead(conversation.id);
  const navigate = useNavigate();
  const title = conversationTitle(conversation.participants);
  const subject = asked ?? conversation.artwork;

  useLiveMessageEvents((event) => {
    if (event.type !== "message" || event.message.conversationId !== conversation.id) return;
    const message = event.message;
    setArrived((current) =>
      current.some((m) => m.id === message.id) ? current : [...current, message],
    );
    if (message.senderId !== viewerId) markRead();
  });

  function add(message: ThreadMessage) {
    stickToBottom.current = true;
    setArrived((current) =>
      current.some((m) => m.id === message.id) ? current : [...current, message],
    );
    // The question went out with its artwork, which is now the subject.
    if (asked) navigate(conversationPath(conversation.id), { replace: true });
  }

  // Start at the newest message; follow new ones unless the reader scrolled up.
  const count = messages.length;
  useIsomorphicLayoutEffect(() => {
    const element = scroller.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [count]);

  return (
    <>
      <ThreadHeader participants={conversation.participants} />

      {subject ? (
        <div className={classes.context}>
          <ArtworkContextCard artwork={subject} />
        </div>
      ) : null}

      <div
        ref={scroller}
        className={panes.scroll}
        onScroll={(event) => {
          const element = event.currentTarget;
          stickToBottom.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < 80;
        }}
      >
        {loaded === null ? (
          <LoadFailed title={MESSAGING_TEXT.loadMessagesFailed} />
        ) : messages.length === 0 ? (
          <EmptyThread title={title} />
        ) : (
          <>
            {hasEarlier ? (
              <p className={`${text.plain} ${text.xs} ${text.dimmed} ${classes.earlier}`}>
                Showing the latest {messages.length} messages
              </p>
            ) : null}
            <ol
              className={classes.messages}
              aria-label={`Messages with ${title}`}
              aria-live="polite"
              aria-relevant="additions"
            >
              {messages.map((message) => (
                <MessageRow
                  key={message.id}
                  message={message}
                  mine={message.senderId === viewerId}
                />
              ))}
            </ol>
          </>
        )}
      </div>

      <Composer
        conversationId={conversation.id}
        artworkId={asked?.id ?? null}
        recipientName={title}
        onSent={add}
      />
    </>
  );
}
