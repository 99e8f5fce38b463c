/** Shown when a text field holds a NUL or another control character. */
export const CONTROL_CHARACTER_MESSAGE = "Please remove unsupported characters from this text";

// C0 controls except tab, newline and carriage return; DEL and C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when `value` holds a character no text field of ours accepts. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** For search boxes and other optional filters: control characters are dropped, not refused. */
export function withoutControlCharacters(value: string): string {
  return value.replace(new RegExp(CONTROL_CHARACTERS.source, "g"), "");
}

/**
 * A download's file name part from a title: its letters and digits joined by
 * dashes, lower case, at most 60 characters ("Harbour at Night" → "harbour-at-night").
 * Empty when nothing usable is left.
 */
export function fileNameSlug(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60);
}
