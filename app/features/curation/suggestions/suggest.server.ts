import type { Database } from "~/db/client.server";
import { imageUrl, type PaletteColour } from "~/features/media";
import { curationErrors } from "../errors";
import { colourFit } from "./colour-fit";
import { artistCap, bestSet, greedyBest, type KnapsackItem } from "./knapsack";
import {
  anyPricedMatch,
  type CandidateRow,
  candidateDetails,
  mainImagePalettes,
  ownSpaceWall,
  popularCandidates,
  textCandidates,
} from "./queries.server";
import type { Suggestion, SuggestionRequest, SuggestionResult } from "./schema";
import { combinedScore, normalisedRanks, popularity, scoreUnits } from "./score";
import { anyWordQuery, promptWords } from "./words";

/**
 * AI Gallery Population (R-suggestions-best-set): instead of the original's
 * random shuffle under a per-piece cap, the set of available priced works
 * with the highest total score whose prices add up to at most the budget,
 * with at most the pieces asked for and at most 2 works per artist while
 * others match (R-suggestions-knapsack, R-suggestions-artist-cap). The same
 * space and inputs give the same set.
 */

type SpaceOwner = { userId: string; spaceId: string };

/**
 * How many works leave the database, best ranked first (ties: most viewed).
 * Relevance weighs twice the colour fit, so a work below the first 1,000 by
 * rank would need a far better colour fit than all of them to reach the 200
 * the knapsack sees; the bound keeps a common word (30,000 matches at
 * 100,000 works) from sending every match to the server.
 */
export const TEXT_POOL = 1000;
/** Without prompts every priced work is a candidate: the most viewed ones. */
export const POPULAR_POOL = 500;
/** The knapsack runs over the best-scored candidates only. */
export const KNAPSACK_CANDIDATES = 200;
/** The virtual gallery's rotation shows at most this many (part 2 §9). */
const MAX_RANKED = 20;

type Scored = CandidateRow & { score: number; palette: PaletteColour[] };

const byScore = (a: Scored, b: Scored) =>
  b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Scores the pool against the wall; best first, ties by id. */
async function scorePool(
  db: Database,
  pool: CandidateRow[],
  wallPalette: PaletteColour[],
  byText: boolean,
): Promise<Scored[]> {
  const palettes = await mainImagePalettes(
    db,
    pool.map((c) => c.id),
  );
  const relevance = byText
    ? normalisedRanks(pool.map((c) => c.rank))
    : popularity(pool.map((c) => c.views));
  return pool
    .map((candidate, i) => {
      const palette = palettes.get(candidate.id) ?? [];
      const score = combinedScore({
        relevance: relevance[i] ?? 0,
        colourFit: colourFit(palette, wallPalette),
        supportBadge: candidate.supportBadge,
      });
      return { ...candidate, palette, score };
    })
    .sort(byScore);
}

async function asSuggestions(
  db: Database,
  chosen: Scored[],
  words: readonly string[],
): Promise<Suggestion[]> {
  const details = await candidateDetails(
    db,
    chosen.map((c) => c.id),
    words,
  );
  return [...chosen].sort(byScore).map((c) => {
    const detail = details.get(c.id);
    return {
      artworkId: c.id,
      title: detail?.title ?? "",
      artistName: detail?.artistName ?? null,
      priceCents: c.priceCents,
      imageUrl: detail?.imageKey ? imageUrl(detail.imageKey, "card") : null,
      matchedWords: detail?.matchedWords ?? [],
      palette: c.palette,
      supportBadge: c.supportBadge,
      score: Math.round(c.score * 10_000) / 10_000,
    };
  });
}

const distinctOwners = (list: readonly Scored[]) => new Set(list.map((c) => c.ownerId)).size;

/**
 * The best set for one of the member's own spaces. Raises not-found for any
 * other space (R-space-owner-only), no-suitable-artworks when nothing priced
 * and available matches the prompts, not-within-budget when matches exist
 * but none fits the budget.
 */
export async function suggestArtworks(
  db: Database,
  owner: SpaceOwner,
  request: SuggestionRequest,
): Promise<SuggestionResult> {
  const space = await ownSpaceWall(db, owner);
  if (!space) throw curationErrors.raise("not-found");
  const words = promptWords(request.prompts);
  const query = anyWordQuery(words);
  const budgetCents = request.budget * 100;

  const pool = query
    ? await textCandidates(db, query, budgetCents, TEXT_POOL)
    : await popularCandidates(db, budgetCents, POPULAR_POOL);
  if (pool.length === 0) {
    throw curationErrors.raise(
      (await anyPricedMatch(db, query)) ? "not-within-budget" : "no-suitable-artworks",
    );
  }

  const scored = (await scorePool(db, pool, space.wallPalette, query !== null)).slice(
    0,
    KNAPSACK_CANDIDATES,
  );
  const byId = new Map(scored.map((c) => [c.id, c]));
  // Prices in whole dollars, rounded up: the chosen set never costs more than the budget.
  const items: KnapsackItem[] = scored.map((c) => ({
    id: c.id,
    group: c.ownerId,
    cost: Math.ceil(c.priceCents / 100),
    // One unit more per piece: a work scoring 0 still beats leaving its place empty.
    value: scoreUnits(c.score) + 1,
  }));
  const chosen = bestSet(items, {
    capacity: request.budget,
    maxItems: request.pieces,
    groupCap: artistCap(request.pieces, distinctOwners(scored)),
  }).map((item) => byId.get(item.id) as Scored);
  if (chosen.length === 0) throw curationErrors.raise("not-within-budget");

  const suggestions = await asSuggestions(db, chosen, words);
  return {
    suggestions,
    totalCents: suggestions.reduce((total, s) => total + s.priceCents, 0),
    wallPalette: space.wallPalette,
  };
}

/**
 * The best-scored available priced works for the space, without prompts or
 * budget: the virtual gallery's fallback rotation (at most 20), at most 2 per
 * artist while others match. Raises not-found like suggestArtworks.
 */
export async function rankSpaceCandidates(
  db: Database,
  owner: SpaceOwner,
  limit: number,
): Promise<Suggestion[]> {
  const space = await ownSpaceWall(db, owner);
  if (!space) throw curationErrors.raise("not-found");
  const count = Math.max(0, Math.min(MAX_RANKED, Math.floor(limit)));
  if (count === 0) return [];
  const pool = await popularCandidates(db, null, POPULAR_POOL);
  const scored = await scorePool(db, pool, space.wallPalette, false);
  const byId = new Map(scored.map((c) => [c.id, c]));
  const picked = greedyBest(
    scored.map((c) => ({ id: c.id, group: c.ownerId, cost: 0, value: scoreUnits(c.score) })),
    { capacity: 0, maxItems: count, groupCap: artistCap(count, distinctOwners(scored)) },
  ).map((item) => byId.get(item.id) as Scored);
  return asSuggestions(db, picked, []);
}
