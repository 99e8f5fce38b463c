import { z } from "zod";

/** Any UUID-shaped id; anything else cannot name an artwork (a 404, never a database error). */
const artworkIdSchema = z.guid();

export function parseArtworkId(value: string | null | undefined): string | null {
  const parsed = artworkIdSchema.safeParse(value);
  return parsed.success ? parsed.data.toLowerCase() : null;
}
