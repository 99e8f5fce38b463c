/**
 * The score a suggestion is chosen by (R-suggestions-score): a weighted sum
 * of three parts, each in [0, 1], so the score is in [0, 1] too. Pure.
 *
 * - Relevance (RELEVANCE_WEIGHT) leads: the curator asked for these words, so
 *   a work that answers them better must win over a better-coloured one that
 *   barely matches. It is the full-text rank divided by the best rank among
 *   the candidates (a title match outranks a description-only one). Without
 *   prompts it is popularity instead (views, on a log scale, against the most
 *   viewed candidate), the order the original showed.
 * - Colour fit (COLOUR_WEIGHT) with the space's photo (see colour-fit.ts):
 *   enough to reorder works that match about equally well.
 * - Support badge (BADGE_WEIGHT): a small boost for works whose owner carries
 *   a badge (gentrification zone, loan grant, special needs, seeking a
 *   location), the gallery's mission; small, so it tips near-ties and never
 *   puts a poor match ahead of a good one.
 */

export const RELEVANCE_WEIGHT = 0.6;
export const COLOUR_WEIGHT = 0.3;
export const BADGE_WEIGHT = 0.1;

/**
 * Scores become whole units for the knapsack (exact sums and ties): a
 * millionth of a point is far finer than any difference that matters.
 */
export const SCORE_UNITS = 1_000_000;

export type ScoreParts = { relevance: number; colourFit: number; supportBadge: boolean };

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

export function combinedScore({ relevance, colourFit, supportBadge }: ScoreParts): number {
  return (
    RELEVANCE_WEIGHT * clamp01(relevance) +
    COLOUR_WEIGHT * clamp01(colourFit) +
    (supportBadge ? BADGE_WEIGHT : 0)
  );
}

/** Each rank divided by the highest; all 0 when none is above 0. */
export function normalisedRanks(ranks: readonly number[]): number[] {
  const best = Math.max(0, ...ranks.filter(Number.isFinite));
  return ranks.map((rank) => (best > 0 && Number.isFinite(rank) ? clamp01(rank / best) : 0));
}

/** Views on a log scale against the most viewed: 10 views of 1,000 is more than 1 %. */
export function popularity(views: readonly number[]): number[] {
  return normalisedRanks(views.map((v) => Math.log1p(Math.max(0, v))));
}

/** A score in whole units (see SCORE_UNITS). */
export function scoreUnits(score: number): number {
  return Math.round(clamp01(score) * SCORE_UNITS);
}
