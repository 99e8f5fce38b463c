import { IconSend } from "@tabler/icons-react";
import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { IconButton } from "~/components/button";
import text from "~/components/text.module.css";
import field from "~/components/text-field.module.css";
import { showToast } from "~/components/toast";
import { MESSAGE_MAX_LENGTH } from "~/features/messaging/conversations/limits";
import { messageMemberPath } from "~/features/messaging/conversations/paths";
import { MESSAGING_TEXT } from "~/features/messaging/conversations/texts";
import type { SendResult, ThreadMessage } from "~/features/messaging/conversations/types";
import type { ActionFailure } from "~/lib/errors";
import { formatWhole } from "~/lib/format";
import { useActionResult } from "~/lib/http/use-action-result";
import classes from "./composer.module.css";

/** Shown once the text gets this long. */
const COUNTER_FROM = 4_000;

async function postMessage(conversationId: string, content: string, artworkId: string | null) {
  const body = new FormData();
  body.set("intent", "send");
  body.set("content", content);
  if (artworkId) body.set("artwork", artworkId);
  const response = await fetch(`/api/messages/${conversationId}`, { method: "POST", body });
  const result = (await response.json().catch(() => null)) as SendResult | null;
  return { status: response.status, result };
}

function sendFailed() {
  showToast(MESSAGING_TEXT.sendFailed, "red");
}

/** The text as it may be sent, or the reason it may not. */
function checked(text: string): { content: string; error?: undefined } | { error: string } {
  const content = text.trim();
  if (!content) return { error: MESSAGING_TEXT.empty };
  if (content.length > MESSAGE_MAX_LENGTH) return { error: MESSAGING_TEXT.tooLong };
  return { content };
}

/**
 * The send box itself: Enter sends, Shift+Enter starts a new line. Text that
 * may not be sent shows why under the field; otherwise `send` gets it trimmed.
 * Without scripts it posts as a plain form (`hidden` carries the other fields).
 */
function ComposerForm({
  text: message,
  setText,
  error,
  setError,
  busy,
  send,
  recipientName,
  field: textField,
  hidden,
}: {
  text: string;
  setText: (text: string) => void;
  error: string | null;
  setError: (error: string | null) => void;
  busy: boolean;
  send: (content: string) => void;
  recipientName: string;
  field: RefObject<HTMLTextAreaElement | null>;
  hidden?: ReactNode;
}) {
  const length = message.trim().length;
  const errorId = useId();

  function submit() {
    if (busy) return;
    const input = checked(message);
    if (input.error !== undefined) {
      setError(input.error);
      return;
    }
    setError(null);
    send(input.content);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      method="post"
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input type="hidden" name="intent" value="send" />
      {hidden}
      <div className={classes.row}>
        <div className={`${field.field} ${classes.field}`} data-error={error ? true : undefined}>
          <textarea
            ref={textField}
            name="content"
            className={`${field.input} ${classes.input}`}
            aria-label={`Message ${recipientName}`}
            placeholder="Write a message..."
            rows={1}
            value={message}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <IconButton
          type="submit"
          label="Send message"
          variant="filled"
          color="teal"
          round
          aria-busy={busy || undefined}
          disabled={busy || length === 0 || length > MESSAGE_MAX_LENGTH}
        >
          {busy ? (
            <span className={classes.spinner} aria-hidden="true" />
          ) : (
            <IconSend size={18} aria-hidden="true" />
          )}
        </IconButton>
      </div>
      {error ? (
        <p className={field.error} id={errorId}>
          {error}
        </p>
      ) : null}
      <div className={classes.hints}>
        <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
          Enter to send · Shift+Enter for a new line
        </p>
        {length >= COUNTER_FROM ? (
          <p
            className={`${text.plain} ${text.xs} ${length > MESSAGE_MAX_LENGTH ? classes.over : text.dimmed}`}
            aria-live="polite"
          >
            {formatWhole(length)} / {formatWhole(MESSAGE_MAX_LENGTH)}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The send box of a conversation. Text must not be empty once trimmed and may
 * be at most 5,000 characters; the server checks again. On failure the text
 * stays so that nothing typed is lost. With `artworkId` (a question about a
 * piece), the message makes that artwork the subject and carries it.
 */
export function Composer({
  conversationId,
  artworkId = null,
  recipientName,
  onSent,
}: {
  conversationId: string;
  artworkId?: string | null;
  recipientName: string;
  onSent: (message: ThreadMessage) => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  async function send(content: string) {
    setBusy(true);
    try {
      const { status, result } = await postMessage(conversationId, content, artworkId);
      if (result?.ok) {
        onSent(result.message);
        setText("");
      } else if (result && status < 500) {
        setError(result.error);
      } else {
        sendFailed();
      }
    } catch {
      sendFailed();
    } finally {
      setBusy(false);
      field.current?.focus();
    }
  }

  return (
    <ComposerForm
      text={text}
      setText={setText}
      error={error}
      setError={setError}
      busy={busy}
      send={(content) => void send(content)}
      recipientName={recipientName}
      field={field}
      hidden={artworkId ? <input type="hidden" name="artwork" value={artworkId} /> : null}
    />
  );
}

/**
 * The send box of a thread not written yet: the first message starts the
 * conversation (with the artwork asked about) and the page moves to it.
 */
export function FirstMessageComposer({
  to,
  artworkId,
  recipientName,
}: {
  to: string;
  artworkId: string | null;
  recipientName: string;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // On success the action answers with a redirect to the new thread.
  const fetcher = useFetcher<ActionFailure>();
  const busy = fetcher.state !== "idle";

  useActionResult(fetcher, (answer) => {
    if (answer.code === "unexpected") sendFailed();
    else setError(answer.error);
    field.current?.focus();
  });

  function send(content: string) {
    const fields: Record<string, string> = { intent: "send", to, content };
    if (artworkId) fields.artwork = artworkId;
    fetcher.submit(fields, {
      method: "post",
      action: messageMemberPath(to, artworkId ?? undefined),
    });
  }

  return (
    <ComposerForm
      text={text}
      setText={setText}
      error={error}
      setError={setError}
      busy={busy}
      send={send}
      recipientName={recipientName}
      field={field}
      hidden={
        <>
          <input type="hidden" name="to" value={to} />
          {artworkId ? <input type="hidden" name="artwork" value={artworkId} /> : null}
        </>
      }
    />
  );
}
