import { searchTerms } from "~/features/catalogue";

/**
 * The words of the prompts, split as the search box splits a search
 * (catalogue's searchTerms): letters, marks and digits only, lower case. Only
 * those reach a tsquery, so no query syntax typed in a prompt reaches the
 * database.
 */

/** The distinct words of the prompts, in the order typed. */
export function promptWords(prompts: readonly string[]): string[] {
  return [...new Set(prompts.flatMap((prompt) => searchTerms(prompt)))];
}

/** A prefix query matching any of the words (`harbor:* | blue:*`), or null without words. */
export function anyWordQuery(words: readonly string[]): string | null {
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(" | ");
}
