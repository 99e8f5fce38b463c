import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { comments, profiles } from "~/db/schema";
import { ARTWORK_NOT_FOUND } from "~/features/catalogue/favorites/favorites.server";
import { currentPlan } from "~/features/plans/index.server";
import { DomainError, NotFoundError, RateLimitError } from "~/lib/errors";
import { hit } from "~/services/rate-limit.server";
import { COMMENT_RATE_LIMIT, COMMENT_RATE_LIMITED } from "./comment-limits";
import {
  type ArtworkComment,
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  COMMENT_MIN_TIER,
  type CommentInput,
} from "./comments";

/** The newest comments shown under an artwork. */
export const COMMENTS_SHOWN = 100;

/** An artwork's comments, newest first, with each author's public name and avatar. */
export async function listComments(
  db: Database,
  artworkId: string,
  limit = COMMENTS_SHOWN,
): Promise<ArtworkComment[]> {
  const found = await db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      authorId: comments.userId,
      fullName: profiles.fullName,
      handle: profiles.handle,
      avatarKey: profiles.avatarKey,
    })
    .from(comments)
    .leftJoin(profiles, eq(profiles.id, comments.userId))
    .where(eq(comments.artworkId, artworkId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
  return found.map(({ authorId, fullName, handle, avatarKey, ...comment }) => ({
    ...comment,
    author: {
      id: authorId,
      name: fullName?.trim() || handle || "Gallery member",
      handle,
      avatarKey,
    },
  }));
}

/** Too many comments in a short time; the comment box shows why. */
class CommentRateLimitError extends RateLimitError {
  override readonly field = "content";
}

/**
 * Posts a comment. The tier comes from the member's current plan, read here on
 * the server; the insert reads the artwork row, so an unknown artwork inserts
 * nothing. Each member may post at most COMMENT_RATE_LIMIT comments a minute.
 */
export async function postComment(
  db: Database,
  actor: { id: string },
  input: { artworkId: string } & CommentInput,
): Promise<{ id: string }> {
  const plan = await currentPlan(db, actor.id);
  if (plan.tier < COMMENT_MIN_TIER) throw new DomainError(COMMENT_MESSAGES.upgrade, 403);
  const content = input.content.trim();
  if (!content) throw new DomainError(COMMENT_MESSAGES.empty, 400, "content");
  if (content.length > COMMENT_MAX_LENGTH)
    throw new DomainError(COMMENT_MESSAGES.tooLong, 400, "content");
  try {
    await hit(
      db,
      `comments:${actor.id}`,
      COMMENT_RATE_LIMIT.limit,
      COMMENT_RATE_LIMIT.windowSeconds,
    );
  } catch (error) {
    if (error instanceof RateLimitError) {
      throw new CommentRateLimitError(COMMENT_RATE_LIMITED, error.retryAfterSeconds);
    }
    throw error;
  }
  const [created] = await rows<{ id: string }>(
    db,
    sql`insert into comments (artwork_id, user_id, content)
        select a.id, ${actor.id}, ${content} from artworks a where a.id = ${input.artworkId}
        returning id`,
  );
  if (!created) throw new NotFoundError(ARTWORK_NOT_FOUND);
  return created;
}
