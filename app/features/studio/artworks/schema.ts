import { z } from "zod";

/** The My Artwork list's actions, one schema per intent (R-artwork-delete). */
export const deleteArtworkIntent = z.object({
  intent: z.literal("delete"),
  id: z.string(),
});

export const artworkListActionSchema = z.discriminatedUnion("intent", [deleteArtworkIntent]);

export type ArtworkListAction = z.infer<typeof artworkListActionSchema>;
