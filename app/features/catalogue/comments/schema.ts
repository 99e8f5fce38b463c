import { z } from "zod";
import type { ActionResult } from "~/lib/errors";
import { plainText } from "~/lib/plain-text";
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from "./messages";

export { COMMENT_MAX_LENGTH };

export const commentSchema = z.object({
  content: plainText({ error: COMMENT_MESSAGES.empty })
    .trim()
    .min(1, COMMENT_MESSAGES.empty)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
});

export type CommentInput = z.infer<typeof commentSchema>;

/** The artwork page's form, by intent (today only "comment"). */
export const artworkPageActionSchema = z.discriminatedUnion("intent", [
  commentSchema.extend({ intent: z.literal("comment") }),
]);

/** A comment as the page shows it: the author's public name and avatar, never contact data. */
export type ArtworkComment = {
  id: string;
  content: string;
  createdAt: Date;
  author: { id: string; name: string; handle: string | null; avatarKey: string | null };
};

/** What posting a comment answers: the fresh list, or the failure with its reason. */
export type CommentActionResult = ActionResult<{ comments: ArtworkComment[] }>;
