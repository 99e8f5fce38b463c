import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { comments, profiles } from "~/db/schema";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import type { ArtworkComment } from "./schema";

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
      name: displayName({ fullName, handle }, NAME_FALLBACKS.member),
      handle,
      avatarKey,
    },
  }));
}
