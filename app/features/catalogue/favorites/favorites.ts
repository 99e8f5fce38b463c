import { z } from "zod";

/** A save or unsave request from the Save button or a card's heart. */
export const favoriteSchema = z.object({
  artworkId: z.guid(),
  intent: z.enum(["add", "remove"]),
});

export type FavoriteInput = z.infer<typeof favoriteSchema>;
