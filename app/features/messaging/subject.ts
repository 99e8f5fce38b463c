import { z } from "zod";

// A malformed artwork id only loses the artwork card, not the message.
const artworkIdSchema = z.guid().optional().catch(undefined);

/** The artwork a message asks about (the `artwork` field or parameter), or null. */
export function askedAbout(value: unknown): string | null {
  return artworkIdSchema.parse(typeof value === "string" && value ? value : undefined) ?? null;
}
