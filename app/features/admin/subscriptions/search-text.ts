import { searchTerms } from "~/features/catalogue";

/**
 * A prefix full-text query for to_tsquery('simple', …): every word typed must
 * start a word of the document ('ada love' finds 'Ada Lovelace'). Only letters
 * and digits survive (catalogue's searchTerms), so no tsquery syntax typed by
 * anyone reaches the database. Null when nothing is left to search by.
 */
export function prefixTsQuery(text: string): string | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  return terms.map((term) => `${term}:*`).join(" & ");
}

/** A LIKE pattern for text starting with `text` literally (%, _ and \ escaped). */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
