import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { Link, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { Avatar } from "~/components/avatar";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import { imageUrl } from "~/features/media";
import { conversationPath, MESSAGES_PATH } from "~/features/messaging/conversations/paths";
import { conversationTitle, MESSAGING_TEXT } from "~/features/messaging/conversations/texts";
import type { ConversationSummary } from "~/features/messaging/conversations/types";
import { useLiveMessageEvents } from "~/features/messaging/live/components/live-messages";
import { useFollowingState } from "~/lib/use-following-state";
import { LoadFailed } from "../load-failed";
import { MessageTime } from "../message-time";
import panes from "../messages-layout.module.css";
import classes from "./conversation-list.module.css";

function byActivity(a: ConversationSummary, b: ConversationSummary) {
  return b.lastActivityAt.localeCompare(a.lastActivityAt);
}

/**
 * The loader's conversations, kept current by live events: a new message
 * moves its conversation to the top with the new preview and unread count;
 * one the page has not seen yet is fetched by revalidating.
 */
function useLiveConversations(initial: ConversationSummary[] | null) {
  // A new loader answer replaces the list.
  const [list, setList] = useFollowingState(initial);
  const listed = useRef(list);
  listed.current = list;
  const revalidator = useRevalidator();
  const refresh = useDebouncedCallback(() => revalidator.revalidate(), 300);

  useLiveMessageEvents((event) => {
    if (event.type === "message") {
      const message = event.message;
      if (!listed.current?.some((c) => c.id === message.conversationId)) {
        // One this page has not listed yet (new, or outside the search): ask the server.
        refresh();
        return;
      }
      setList((current) => {
        const found = current?.find((c) => c.id === message.conversationId);
        if (!current || !found) return current;
        const newer = !found.lastMessage || found.lastMessage.createdAt <= message.createdAt;
        const updated: ConversationSummary = {
          ...found,
          unread:
            typeof message.conversationUnread === "number"
              ? message.conversationUnread
              : found.unread,
          ...(newer
            ? {
                lastMessage: {
                  content: message.content,
                  senderId: message.senderId,
                  createdAt: message.createdAt,
                },
                lastActivityAt: message.createdAt,
              }
            : {}),
        };
        return current.map((c) => (c.id === found.id ? updated : c)).sort(byActivity);
      });
    } else if (event.event.conversationId) {
      const { conversationId, conversationUnread = 0 } = event.event;
      setList(
        (current) =>
          current?.map((c) =>
            c.id === conversationId ? { ...c, unread: conversationUnread } : c,
          ) ?? null,
      );
    }
  });
  return list;
}

function SearchBox() {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(params.get("q") ?? "");
  const navigate = useDebouncedCallback((next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set("q", next.trim());
        else updated.delete("q");
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }, 300);
  return (
    <form action={MESSAGES_PATH} onSubmit={(e) => e.preventDefault()}>
      <TextInput
        type="search"
        name="q"
        label="Search conversations"
        hideLabel
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        placeholder="Search conversations..."
        value={value}
        maxLength={200}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          navigate(event.currentTarget.value);
        }}
      />
    </form>
  );
}

function ConversationItem({
  conversation,
  viewerId,
  active,
  search,
}: {
  conversation: ConversationSummary;
  viewerId: string;
  active: boolean;
  search: string;
}) {
  const title = conversationTitle(conversation.participants);
  const other = conversation.participants[0];
  const unread = active ? 0 : conversation.unread;
  const last = conversation.lastMessage;
  const preview = last
    ? `${last.senderId === viewerId ? "You: " : ""}${last.content.replace(/\s+/g, " ")}`
    : "No messages yet";
  const to = `${conversationPath(conversation.id)}${search ? `?q=${encodeURIComponent(search)}` : ""}`;
  return (
    <li>
      <Link
        to={to}
        className={classes.item}
        aria-current={active ? "page" : undefined}
        data-unread={unread > 0 ? "" : undefined}
        data-testid="conversation-item"
      >
        <Avatar
          size={44}
          src={other?.avatarKey ? imageUrl(other.avatarKey, "avatar") : null}
          name={title}
          color="teal"
          hidden
        />
        <span className={classes.itemBody}>
          <span className={classes.itemTop}>
            <span className={classes.itemName}>{title}</span>
            <MessageTime value={conversation.lastActivityAt} className={classes.itemTime} />
          </span>
          <span className={classes.itemBottom}>
            <span className={classes.preview}>{preview}</span>
            {unread > 0 ? (
              <Badge
                size="sm"
                // The theme's dark red, which white text passes AA on.
                color="red.9"
                variant="filled"
                className={classes.unread}
                data-testid="unread"
              >
                {unread > 99 ? "99+" : unread}
                <span className={layout.visuallyHidden}> unread</span>
              </Badge>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The list pane: heading, search, and the viewer's conversations (newest activity first). */
export function ConversationList({
  conversations: initial,
  viewerId,
  activeId,
  search,
}: {
  conversations: ConversationSummary[] | null;
  viewerId: string;
  activeId?: string;
  search: string;
}) {
  const conversations = useLiveConversations(initial);
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname === MESSAGES_PATH;

  return (
    <>
      <div className={panes.paneHeader}>
        <div className={`${layout.stack} ${classes.header}`}>
          <h1 className={`${text.title} ${text.h3}`}>Messages</h1>
          <SearchBox />
        </div>
      </div>
      <div className={panes.scroll} aria-busy={searching || undefined}>
        {conversations === null ? (
          <LoadFailed title={MESSAGING_TEXT.loadConversationsFailed} />
        ) : conversations.length === 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: what the search found, not a form's result (<output>)
          <div className={`${layout.stack} ${classes.none}`} role="status">
            <p className={`${text.plain} ${text.strong}`}>
              {search ? "No conversations match your search" : "No conversations yet"}
            </p>
            <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
              {search
                ? "Try another name or word."
                : "Ask an artist about a piece with 'Questions about this piece?' on its page."}
            </p>
            {search ? null : (
              <Button to="/search" variant="light" size="xs" className={classes.browse}>
                Browse Artwork
              </Button>
            )}
          </div>
        ) : (
          <ul className={classes.list} aria-label="Conversations">
            {conversations.map((conversation) => (
              <ConversationItem
                key={conversation.id}
                conversation={conversation}
                viewerId={viewerId}
                active={conversation.id === activeId}
                search={search}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
