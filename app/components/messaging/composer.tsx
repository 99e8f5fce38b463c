import { ActionIcon, Group, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { type KeyboardEvent, useRef, useState } from "react";
import {
  MESSAGE_MAX_LENGTH,
  MESSAGING_TEXT,
  type SendResult,
  type ThreadMessage,
} from "~/features/messaging/messages";
import classes from "./messaging.module.css";

/** Shown once the text gets this long. */
const COUNTER_FROM = 4_000;

async function postMessage(conversationId: string, content: string) {
  const body = new FormData();
  body.set("intent", "send");
  body.set("content", content);
  const response = await fetch(`/api/messages/${conversationId}`, { method: "POST", body });
  const result = (await response.json().catch(() => null)) as SendResult | null;
  return { status: response.status, result };
}

/**
 * The send box: Enter sends, Shift+Enter starts a new line. Text must not be
 * empty once trimmed and may be at most 5,000 characters; the server checks
 * again. On failure the text stays so that nothing typed is lost.
 */
export function Composer({
  conversationId,
  recipientName,
  onSent,
}: {
  conversationId: string;
  recipientName: string;
  onSent: (message: ThreadMessage) => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const length = text.trim().length;

  async function send() {
    if (busy) return;
    const content = text.trim();
    if (!content) {
      setError(MESSAGING_TEXT.empty);
      return;
    }
    if (content.length > MESSAGE_MAX_LENGTH) {
      setError(MESSAGING_TEXT.tooLong);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { status, result } = await postMessage(conversationId, content);
      if (result?.ok) {
        onSent(result.message);
        setText("");
      } else if (result && status < 500) {
        setError(result.error);
      } else {
        notifications.show({ color: "red", message: MESSAGING_TEXT.sendFailed });
      }
    } catch {
      notifications.show({ color: "red", message: MESSAGING_TEXT.sendFailed });
    } finally {
      setBusy(false);
      field.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form
      method="post"
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <input type="hidden" name="intent" value="send" />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Textarea
          ref={field}
          name="content"
          aria-label={`Message ${recipientName}`}
          placeholder="Write a message..."
          autosize
          minRows={1}
          maxRows={6}
          radius="lg"
          style={{ flex: 1 }}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          aria-label="Send message"
          loading={busy}
          disabled={length === 0 || length > MESSAGE_MAX_LENGTH}
          mb={error ? 22 : 0}
        >
          <IconSend size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <Group justify="space-between" gap="xs" mt={4}>
        <Text size="xs" c="dimmed">
          Enter to send · Shift+Enter for a new line
        </Text>
        {length >= COUNTER_FROM ? (
          <Text size="xs" c={length > MESSAGE_MAX_LENGTH ? "red.9" : "dimmed"} aria-live="polite">
            {length.toLocaleString("en-US")} / {MESSAGE_MAX_LENGTH.toLocaleString("en-US")}
          </Text>
        ) : null}
      </Group>
    </form>
  );
}
