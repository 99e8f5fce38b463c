import { z } from "zod";
import type { ActionResult } from "~/lib/errors";

const target = { artworkId: z.guid() };

/** A save or unsave request from the Save button or a card's heart, by intent. */
export const favoriteSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...target }),
  z.object({ intent: z.literal("remove"), ...target }),
]);

export type FavoriteInput = z.infer<typeof favoriteSchema>;

/** What saving or unsaving answers: whether the artwork is saved now, or the failure. */
export type FavoriteActionResult = ActionResult<{ isFavorite: boolean }>;
