/**
 * The words of the prompts, split as the search box splits a search
 * (features/catalogue/search/search-text.ts; catalogue does not export it):
 * letters, marks and digits only, lower case. Only those reach a tsquery,
 * so no query syntax typed in a prompt reaches the database.
 */

/** Words read from one prompt, and the longest word kept. */
const MAX_WORDS_PER_PROMPT = 8;
const MAX_WORD_LENGTH = 60;

/** The distinct words of the prompts, in the order typed. */
export function promptWords(prompts: readonly string[]): string[] {
  const words = prompts.flatMap((prompt) =>
    prompt
      .normalize("NFKC")
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, MAX_WORDS_PER_PROMPT)
      .map((word) => word.slice(0, MAX_WORD_LENGTH)),
  );
  return [...new Set(words)];
}

/** A prefix query matching any of the words (`harbor:* | blue:*`), or null without words. */
export function anyWordQuery(words: readonly string[]): string | null {
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(" | ");
}
