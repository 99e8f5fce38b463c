import {
  Anchor,
  Avatar,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconLock, IconMessageCircle } from "@tabler/icons-react";
import { Suspense, useEffect, useState } from "react";
import { Await, Link, useFetcher } from "react-router";
import { showToast } from "~/components/toast";
import { signInThen } from "~/features/catalogue/artwork/links";
import { commentErrors } from "~/features/catalogue/comments/errors";
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from "~/features/catalogue/comments/messages";
import type { CommentGate } from "~/features/catalogue/comments/policy";
import type { ArtworkComment, CommentActionResult } from "~/features/catalogue/comments/schema";
import { imageUrl } from "~/features/media";
import { formatDate } from "~/lib/format";
import { useActionResult, useEachValue } from "~/lib/http/use-action-result";

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
      <Title order={2} size="h3" id="comments-heading" mb="md">
        Comments
      </Title>
      <Stack gap="lg">
        <CommentBox artworkId={artworkId} gate={gate} fetcher={fetcher} />
        <Suspense fallback={<CommentSkeleton />}>
          <Await resolve={comments} errorElement={<CommentsFailed />}>
            {(loaded) => <CommentList comments={fresh ?? loaded} />}
          </Await>
        </Suspense>
      </Stack>
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
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconLock size={20} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text size="sm">{signIn ? COMMENT_MESSAGES.signIn : COMMENT_MESSAGES.upgrade}</Text>
          </Group>
          <Button
            component={Link}
            to={signIn ? signInThen(`/artwork/${artworkId}`) : "/subscribe"}
            size="xs"
            variant="light"
          >
            {signIn ? "Sign In" : "View Plans"}
          </Button>
        </Group>
      </Paper>
    );
  }

  const trimmed = content.trim();
  const result = fetcher.data;
  const error = !busy && result && !result.ok ? fieldError(result) : null;
  return (
    <fetcher.Form method="post" action={`/artwork/${artworkId}`}>
      <input type="hidden" name="intent" value="comment" />
      <Stack gap="xs">
        <Textarea
          name="content"
          label="Add a comment"
          placeholder="Share your thoughts about this piece"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={COMMENT_MAX_LENGTH}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          error={error}
          required
          withAsterisk={false}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" aria-live="polite">
            {content.length > COMMENT_MAX_LENGTH - 200
              ? `${COMMENT_MAX_LENGTH - content.length} characters left`
              : ""}
          </Text>
          <Button
            type="submit"
            loading={busy}
            disabled={!trimmed || busy}
            leftSection={<IconMessageCircle size={18} aria-hidden />}
          >
            Post Comment
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
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
    return (
      <Text c="dimmed" size="sm">
        No comments yet.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: "none" }}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <Avatar
              src={comment.author.avatarKey ? imageUrl(comment.author.avatarKey, "avatar") : null}
              name={comment.author.name}
              color="initials"
              radius="xl"
              alt=""
            />
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs">
                <Anchor
                  component={Link}
                  to={`/profile/${comment.author.id}`}
                  size="sm"
                  fw={600}
                  c="var(--mantine-color-text)"
                >
                  {comment.author.name}
                </Anchor>
                <Text size="xs" c="dimmed" component="time" dateTime={toIso(comment.createdAt)}>
                  {formatDate(comment.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {comment.content}
              </Text>
            </Stack>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

function toIso(value: Date | string) {
  return (typeof value === "string" ? new Date(value) : value).toISOString();
}

/** R-loading-skeletons: three skeleton rows while the comments load. */
export function CommentSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="comment-skeleton">
      <VisuallyHidden>Loading comments</VisuallyHidden>
      {[0, 1, 2].map((row) => (
        <Group key={row} align="flex-start" gap="sm" wrap="nowrap" aria-hidden>
          <Skeleton height={38} circle />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={12} width="30%" />
            <Skeleton height={10} width="85%" />
            <Skeleton height={10} width="60%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function CommentsFailed() {
  useEffect(() => {
    showToast(COMMENT_MESSAGES.loadFailed, "red");
  }, []);
  return (
    <Text c="dimmed" size="sm" role="status">
      Comments could not be loaded. Please refresh the page to try again.
    </Text>
  );
}
