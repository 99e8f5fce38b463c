import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "./text";

/**
 * The base of every free-text field, in the browser and on the server: a
 * string without control characters (PostgreSQL refuses NUL bytes, and the
 * others are never typed). Chain `.trim()`, `.min()`, `.max()` as usual.
 * Kept apart from ~/lib/text so that pages which only clean text load no zod.
 */
export function plainText(options?: { error?: string }) {
  return z
    .string(options?.error ? { error: options.error } : undefined)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTER_MESSAGE);
}
