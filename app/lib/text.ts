import { z } from "zod";

/** Shown when a text field holds a NUL or another control character. */
export const CONTROL_CHARACTER_MESSAGE = "Please remove unsupported characters from this text";

// C0 controls except tab, newline and carriage return; DEL and C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when `value` holds a character no text field of ours accepts. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * The base of every free-text field, in the browser and on the server: a
 * string without control characters (PostgreSQL refuses NUL bytes, and the
 * others are never typed). Chain `.trim()`, `.min()`, `.max()` as usual.
 */
export function plainText(options?: { error?: string }) {
  return z
    .string(options?.error ? { error: options.error } : undefined)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTER_MESSAGE);
}

/** For search boxes and other optional filters: control characters are dropped, not refused. */
export function withoutControlCharacters(value: string): string {
  return value.replace(new RegExp(CONTROL_CHARACTERS.source, "g"), "");
}
