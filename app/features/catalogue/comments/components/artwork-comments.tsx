import { IconLock, IconMessageCircle } from "@tabler/icons-react";
import {
  type CSSProperties,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Await, Link, useFetcher } from "react-router";
import { Avatar } from "~/components/avatar";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import skeleton from "~/components/skeleton.module.css";
import text from "~/components/text.module.css";
import field from "~/components/text-field.module.css";
import link from "~/components/text-link.module.css";
import { showToast } from "~/components/toast";
import { signInThen } from "~/features/catalogue/artwork/links";
import { commentErrors } from "~/features/catalogue/comments/errors";
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from "~/features/catalogue/comments/messages";
import type { CommentGate } from "~/features/catalogue/comments/policy";
import type { ArtworkComment, CommentActionResult } from "~/features/catalogue/comments/schema";
import { imageUrl } from "~/features/media";
import { formatDate } from "~/lib/format";
import { useActionResult, useEachValue } from "~/lib/http/use-action-result";
import classes from "./artwork-comments.module.css";

/** A column of blocks `gap` apart (a theme spacing or pixels). */
function gap(value: string | number) {
  return {
    "--gap": typeof value === "number" ? `${value}px` : `var(--spacing-${value})`,
  } as CSSProperties;
}

/**
 * The conversation under an artwork: the comment box (or why it is closed) and
 * the comments, newest first. The list streams in after the page, with 3 skeleton rows meanwhile.
 */
export function ArtworkComments({
  artworkId,
  comments,
  gate,
}: {
  artworkId: string;
  comments: Promise<ArtworkComment[]>;
  gate: CommentGate;
}) {
  const fetcher = useFetcher<CommentActionResult>();
  // The list from the last post that went through: a refused one (too many at once) keeps it.
  const [posted, setPosted] = useState<ArtworkComment[] | null>(null);
  useEachValue(fetcher.data?.ok ? fetcher.data.comments : null, setPosted);
  const fresh = fetcher.data?.ok ? fetcher.data.comments : posted;

  return (
    <section aria-labelledby="comments-heading">
      <h2 className={classes.heading} id="comments-heading">
        Comments
      </h2>
      <div className={classes.stack} style={gap("lg")}>
        <CommentBox artworkId={artworkId} gate={gate} fetcher={fetcher} />
        <Suspense fallback={<CommentSkeleton />}>
          <Await resolve={comments} errorElement={<CommentsFailed />}>
            {(loaded) => <CommentList comments={fresh ?? loaded} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

function CommentBox({
  artworkId,
  gate,
  fetcher,
}: {
  artworkId: string;
  gate: CommentGate;
  fetcher: ReturnType<typeof useFetcher<CommentActionResult>>;
}) {
  const [content, setContent] = useState("");
  const busy = fetcher.state !== "idle";

  useActionResult(fetcher, (result) => {
    if (result.ok) {
      setContent("");
      showToast(COMMENT_MESSAGES.posted, "green");
    } else {
      showToast(COMMENT_MESSAGES.postFailed, "red");
    }
  });

  if (gate !== "open") {
    const signIn = gate === "sign-in";
    return (
      <div className={classes.gate}>
        <div className={classes.gateReason}>
          <IconLock size={20} aria-hidden />
          <p>{signIn ? COMMENT_MESSAGES.signIn : COMMENT_MESSAGES.upgrade}</p>
        </div>
        <Button
          to={signIn ? signInThen(`/artwork/${artworkId}`) : "/subscribe"}
          size="xs"
          variant="light"
        >
          {signIn ? "Sign In" : "View Plans"}
        </Button>
      </div>
    );
  }

  const trimmed = content.trim();
  const result = fetcher.data;
  const error = !busy && result && !result.ok ? fieldError(result) : null;
  return (
    <fetcher.Form method="post" action={`/artwork/${artworkId}`}>
      <input type="hidden" name="intent" value="comment" />
      <div className={classes.stack} style={gap("xs")}>
        <CommentField value={content} onChange={setContent} error={error} />
        <div className={classes.formFooter}>
          <p className={`${text.plain} ${text.xs} ${text.dimmed}`} aria-live="polite">
            {content.length > COMMENT_MAX_LENGTH - 200
              ? `${COMMENT_MAX_LENGTH - content.length} characters left`
              : ""}
          </p>
          <Button
            type="submit"
            loading={busy}
            disabled={!trimmed || busy}
            leftSection={<IconMessageCircle size={18} aria-hidden />}
          >
            Post Comment
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}

/**
 * The comment's text, growing from 3 to 10 lines as it is written. A plain
 * textarea with the fields' look.
 */
export function CommentField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const box = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    if (box.current) fitHeight(box.current);
  }, [value]);
  return (
    <div className={field.field} data-error={error ? true : undefined}>
      <label className={field.label} htmlFor={id}>
        Add a comment
      </label>
      <textarea
        ref={box}
        id={id}
        className={field.input}
        name="content"
        placeholder="Share your thoughts about this piece"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Where the browser cannot size a field to its text (`field-sizing`, not in
 * Firefox yet), the comment box grows by script, up to its CSS maximum.
 */
function fitHeight(field: HTMLTextAreaElement) {
  if (CSS.supports("field-sizing", "content")) return;
  field.style.height = "auto";
  field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`;
}

/** The text under the comment field: the field's own error, or the upgrade refusal. */
function fieldError(result: Extract<CommentActionResult, { ok: false }>) {
  return (
    result.fieldErrors?.content ??
    (result.code === commentErrors.code("upgrade") ? result.error : null)
  );
}

export function CommentList({ comments }: { comments: ArtworkComment[] }) {
  if (comments.length === 0) {
    return <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>No comments yet.</p>;
  }
  return (
    <ol className={classes.list}>
      {comments.map((comment) => (
        <li key={comment.id} className={classes.comment}>
          <Avatar
            src={comment.author.avatarKey ? imageUrl(comment.author.avatarKey, "avatar") : null}
            name={comment.author.name}
            color="initials"
          />
          <div className={classes.commentBody}>
            <div className={classes.commentMeta}>
              <Link
                to={`/profile/${comment.author.id}`}
                className={`${link.link} ${link.quiet} ${link.strong} ${link.sm} focus-ring`}
              >
                {comment.author.name}
              </Link>
              <time className={`${text.xs} ${text.dimmed}`} dateTime={toIso(comment.createdAt)}>
                {formatDate(comment.createdAt)}
              </time>
            </div>
            <p className={classes.commentText}>{comment.content}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function toIso(value: Date | string) {
  return (typeof value === "string" ? new Date(value) : value).toISOString();
}

/** R-loading-skeletons: three skeleton rows while the comments load. */
export function CommentSkeleton() {
  return (
    <div
      className={classes.stack}
      style={gap("md")}
      aria-busy="true"
      data-testid="comment-skeleton"
    >
      <span className={layout.visuallyHidden}>Loading comments</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className={classes.comment} aria-hidden>
          <span
            className={`${skeleton.skeleton} ${skeleton.circle}`}
            style={{ width: 38, height: 38 }}
          />
          <div className={classes.lines}>
            <span className={skeleton.skeleton} style={{ height: 12, width: "30%" }} />
            <span className={skeleton.skeleton} style={{ height: 10, width: "85%" }} />
            <span className={skeleton.skeleton} style={{ height: 10, width: "60%" }} />
          </div>
        </div>
      ))}
    </div>
  );
}

function CommentsFailed() {
  useEffect(() => {
    showToast(COMMENT_MESSAGES.loadFailed, "red");
  }, []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a status about the page, not the result of a form (<output>)
    <p className={`${text.plain} ${text.sm} ${text.dimmed}`} role="status">
      Comments could not be loaded. Please refresh the page to try again.
    </p>
  );
}
