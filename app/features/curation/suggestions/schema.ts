import { z } from "zod";
import type { PaletteColour } from "~/features/media";
import { formatDollars } from "~/lib/format";
import { parseWholeNumber } from "~/lib/numbers";
import { plainText } from "~/lib/plain-text";

/**
 * AI Gallery Population's request (R-suggestions-request). The dialog checks
 * it before sending and the server parses every request with the same schema.
 */

/** The dialog's starting values (R-suggestions-request). */
export const SUGGESTION_DEFAULTS = { pieces: 5, budget: 10_000 } as const;

export const SUGGESTION_LIMITS = {
  minPieces: 1,
  maxPieces: 20,
  minBudget: 100,
  budgetStep: 100,
  maxBudget: 10_000_000,
  maxPrompts: 10,
  maxPromptLength: 100,
} as const;

const L = SUGGESTION_LIMITS;

/** A whole number typed into the dialog (a number or its digits), else a clear message. */
function wholeNumber(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((raw, ctx) => {
    const value = parseWholeNumber(raw);
    if (value === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return value;
  });
}

export const suggestionRequestSchema = z.object({
  pieces: wholeNumber("Number of pieces must be a whole number")
    .pipe(
      z
        .number()
        .min(L.minPieces, `Number of pieces must be at least ${L.minPieces}`)
        .max(L.maxPieces, `Number of pieces cannot exceed ${L.maxPieces}`),
    )
    .default(SUGGESTION_DEFAULTS.pieces),
  budget: wholeNumber("Total budget must be a whole number of dollars")
    .pipe(
      z
        .number()
        .min(L.minBudget, `Total budget must be at least ${formatDollars(L.minBudget)}`)
        .max(L.maxBudget, `Total budget cannot exceed ${formatDollars(L.maxBudget)}`)
        .refine(
          // Below the minimum only that is said.
          (value) => value < L.minBudget || value % L.budgetStep === 0,
          `Total budget must be a multiple of ${formatDollars(L.budgetStep)}`,
        ),
    )
    .default(SUGGESTION_DEFAULTS.budget),
  prompts: z
    .array(
      plainText({ error: "Each prompt must be text" })
        .trim()
        .min(1, "A prompt cannot be blank")
        .max(L.maxPromptLength, `A prompt cannot exceed ${L.maxPromptLength} characters`),
      { error: "Prompts must be a list of text" },
    )
    .max(L.maxPrompts, `You can add at most ${L.maxPrompts} prompts`)
    .default([]),
});

export type SuggestionRequestInput = z.input<typeof suggestionRequestSchema>;
export type SuggestionRequest = z.output<typeof suggestionRequestSchema>;

/** One suggested work and why it was picked. */
export type Suggestion = {
  artworkId: string;
  title: string;
  artistName: string | null;
  priceCents: number;
  /** The "card" variant of the work's first image. */
  imageUrl: string | null;
  /**
   * The meaningful prompt words the work answers, by its text or, for a colour
   * word, its palette (lower case, as typed; never a stop word); empty without prompts.
   */
  matchedWords: string[];
  /** The work's dominant colours, shown beside the wall's. */
  palette: PaletteColour[];
  /** The owner carries a support badge (R-suggestions-score). */
  supportBadge: boolean;
  /** The combined score in [0, 1] the set was chosen by. */
  score: number;
};

export type SuggestionResult = {
  suggestions: Suggestion[];
  totalCents: number;
  /** The dominant colours of the space's first photo; empty when unknown. */
  wallPalette: PaletteColour[];
};
