/** The words a search keeps; further words are dropped. */
export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 60;

/**
 * All the words of a text: letters, marks and digits only, lower case, each
 * cut to 60 characters. Callers that drop some words first (stop words)
 * count to MAX_SEARCH_TERMS themselves.
 */
export function searchWords(input: string): string[] {
  return input
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));
}

/** The words of a search: letters and digits only, lower case, at most eight. */
export function searchTerms(input: string): string[] {
  return searchWords(input).slice(0, MAX_SEARCH_TERMS);
}

/**
 * A prefix full-text query for to_tsquery('simple', …): every word must match
 * the start of a word of the artwork ('pain' finds 'Painted'). Only letters and
 * digits survive, so no tsquery syntax from the user reaches the database.
 * Empty input gives null: no text filter.
 */
export function prefixTsQuery(input: string): string | null {
  const terms = searchTerms(input);
  if (terms.length === 0) return null;
  return terms.map((term) => `${term}:*`).join(" & ");
}
