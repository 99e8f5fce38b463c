import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { artworkErrors } from "~/features/catalogue/artwork/errors";
import { currentPlan } from "~/features/plans/index.server";
import { hit } from "~/services/rate-limit.server";
import { COMMENT_RATE_LIMIT } from "./comment-limits";
import { CommentRateLimitError, commentErrors } from "./errors";
import { canComment } from "./policy";
import { COMMENT_MAX_LENGTH, type CommentInput } from "./schema";

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
  if (!canComment(plan)) throw commentErrors.raise("upgrade");
  const content = input.content.trim();
  if (!content) throw commentErrors.raise("empty");
  if (content.length > COMMENT_MAX_LENGTH) throw commentErrors.raise("too-long");
  await hit(
    db,
    `comments:${actor.id}`,
    COMMENT_RATE_LIMIT.limit,
    COMMENT_RATE_LIMIT.windowSeconds,
    (retryAfter) => new CommentRateLimitError(retryAfter),
  );
  const [created] = await rows<{ id: string }>(
    db,
    sql`insert into comments (artwork_id, user_id, content)
        select a.id, ${actor.id}, ${content} from artworks a where a.id = ${input.artworkId}
        returning id`,
  );
  if (!created) throw artworkErrors.raise("not-found");
  return created;
}
