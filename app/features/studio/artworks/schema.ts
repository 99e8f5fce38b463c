import { z } from "zod";
import { flag, price } from "../editor/schema";

/** The My Artwork list's actions, one schema per intent (R-artwork-delete). */
export const deleteArtworkIntent = z.object({
  intent: z.literal("delete"),
  id: z.string(),
});

/** R-resale: the owner of a work bought through the gallery offers it again. */
export const offerResaleIntent = z.object({
  intent: z.literal("offer-resale"),
  id: z.string(),
  salePrice: price("Sale price"),
  available: flag,
});

export const artworkListActionSchema = z.discriminatedUnion("intent", [
  deleteArtworkIntent,
  offerResaleIntent,
]);

export type ArtworkListAction = z.infer<typeof artworkListActionSchema>;
