const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 60;

/** The words of a search: letters and digits only, lower case, at most eight. */
export function searchTerms(input: string): string[] {
  return input
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));
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
