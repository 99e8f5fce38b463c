import { z } from "zod";
import { plainText } from "~/lib/text";

/** Part 1 §5 and §8: the comment box's gates and its toasts. */
export const COMMENT_MESSAGES = {
  signIn: "Sign in to join the conversation",
  upgrade: "Upgrade your subscription to join the conversation",
  posted: "Comment posted successfully",
  postFailed: "Failed to post comment",
  loadFailed: "Failed to load comments",
  empty: "Please write a comment before posting",
  tooLong: "Comments can be at most 2,000 characters",
} as const;

export const COMMENT_MAX_LENGTH = 2000;

/** Commenting needs a plan of tier 1 or higher (PRODUCT.md: Supporter and up). */
export const COMMENT_MIN_TIER = 1;

export const commentSchema = z.object({
  content: plainText({ error: COMMENT_MESSAGES.empty })
    .trim()
    .min(1, COMMENT_MESSAGES.empty)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
});

export type CommentInput = z.infer<typeof commentSchema>;

/** A comment as the page shows it: the author's public name and avatar, never contact data. */
export type ArtworkComment = {
  id: string;
  content: string;
  createdAt: Date;
  author: { id: string; name: string; handle: string | null; avatarKey: string | null };
};

/** Who may write in the comment box: visitors are asked to sign in, free members to upgrade. */
export function commentGate(viewer: { tier: number } | null) {
  if (!viewer) return "sign-in" as const;
  if (viewer.tier < COMMENT_MIN_TIER) return "upgrade" as const;
  return "open" as const;
}

/** What posting a comment answers: the fresh list, or the failure with its reason. */
export type CommentActionResult =
  | { ok: true; comments: ArtworkComment[] }
  | { ok: false; error: string; fieldErrors?: Record<string, string> };
