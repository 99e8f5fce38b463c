import { withoutControlCharacters } from "./text";

/** The longest search text any list reads; the rest is dropped. */
export const MAX_SEARCH_TERM = 200;

/**
 * A list's search box from the URL (`?q=`): control characters dropped (the
 * database refuses a NUL, and nobody types one), trimmed and shortened, so a
 * bad search finds what the clean one would and never fails the page.
 */
export function searchTerm(params: URLSearchParams, max = MAX_SEARCH_TERM): string {
  return withoutControlCharacters(params.get("q") ?? "")
    .trim()
    .slice(0, max);
}

/** A LIKE/ILIKE pattern that matches `text` literally, anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
