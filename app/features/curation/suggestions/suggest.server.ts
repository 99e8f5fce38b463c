import type { Database } from "~/db/client.server";
import { imageUrl, type PaletteColour } from "~/features/media";
import { curationErrors } from "../errors";
import { colourFit } from "./colour-fit";
import { artistCap, bestSet, greedyBest, type KnapsackItem } from "./knapsack";
import {
  colourTerms,
  MIN_COVERAGE,
  type PromptMeaning,
  promptRelevance,
  understandPrompts,
} from "./prompt-meaning";
import {
  anyPricedMatch,
  type CandidateRow,
  candidateDetails,
  colourCandidates,
  mainImagePalettes,
  ownSpaceWall,
  popularCandidates,
  textCandidates,
} from "./queries.server";
import type { Suggestion, SuggestionRequest, SuggestionResult } from "./schema";
import { combinedScore, popularity, scoreUnits } from "./score";

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
/** The virtual gallery's rotation shows at most this many (R-gallery-artworks). */
const MAX_RANKED = 20;

type Scored = CandidateRow & {
  score: number;
  palette: PaletteColour[];
  /** Share of the main image in each colour word's range, in the order of colourTerms. */
  coverage: number[];
};

const byScore = (a: Scored, b: Scored) =>
  b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const NO_PROMPTS: PromptMeaning = {
  terms: [],
  wordQuery: null,
  rankQuery: null,
  phraseQuery: null,
};

/**
 * Scores the pool against the prompts and the wall; best first, ties by id.
 * Without meaningful prompt words, relevance is popularity.
 */
async function scorePool(
  db: Database,
  pool: CandidateRow[],
  wallPalette: PaletteColour[],
  meaning: PromptMeaning,
): Promise<Scored[]> {
  const colours = colourTerms(meaning);
  const palettes = await mainImagePalettes(
    db,
    pool.map((c) => c.id),
    colours.map((term) => term.colour),
  );
  const byPopularity = meaning.terms.length === 0 ? popularity(pool.map((c) => c.views)) : null;
  const bestTextRank = Math.max(0, ...pool.map((c) => c.rank));
  return pool
    .map((candidate, i) => {
      const palette = palettes.get(candidate.id)?.palette ?? [];
      const coverage = palettes.get(candidate.id)?.coverage ?? colours.map(() => 0);
      const relevance =
        byPopularity?.[i] ?? promptRelevance({ textRank: candidate.rank, bestTextRank, coverage });
      const score = combinedScore({
        relevance,
        colourFit: colourFit(palette, wallPalette),
        supportBadge: candidate.supportBadge,
      });
      return { ...candidate, palette, coverage, score };
    })
    .sort(byScore);
}

/**
 * The prompt words a work answers, as typed and in the order typed: by its
 * text, or for a colour word also by at least MIN_COVERAGE of its main image
 * ("colours" beside colour words: when it answers one of them). Stop words
 * never appear: they are not terms.
 */
function matchedWords(meaning: PromptMeaning, work: Scored, textMatches: readonly number[]) {
  const colourIndex = new Map(colourTerms(meaning).map((term, i) => [term.stem, i]));
  const inText = meaning.terms.filter((term) => term.inText);
  const byText = new Set(textMatches.map((i) => inText[i]?.stem));
  const anyColour = work.coverage.some((share) => share >= MIN_COVERAGE);
  return meaning.terms
    .filter((term) => {
      if (byText.has(term.stem)) return true;
      if (term.echoesColours) return anyColour;
      const i = colourIndex.get(term.stem);
      return i !== undefined && (work.coverage[i] ?? 0) >= MIN_COVERAGE;
    })
    .map((term) => term.word);
}

async function asSuggestions(
  db: Database,
  chosen: Scored[],
  meaning: PromptMeaning,
): Promise<Suggestion[]> {
  const details = await candidateDetails(
    db,
    chosen.map((c) => c.id),
    meaning.terms.filter((term) => term.inText).map((term) => term.textQuery),
  );
  return [...chosen].sort(byScore).map((c) => {
    const detail = details.get(c.id);
    return {
      artworkId: c.id,
      title: detail?.title ?? "",
      artistName: detail?.artistName ?? null,
      priceCents: c.priceCents,
      imageUrl: detail?.imageKey ? imageUrl(detail.imageKey, "card") : null,
      matchedWords: matchedWords(meaning, c, detail?.matchedQueries ?? []),
      palette: c.palette,
      supportBadge: c.supportBadge,
      score: Math.round(c.score * 10_000) / 10_000,
    };
  });
}

/**
 * The works that answer the prompts within the price limit: the best text
 * matches (phrases first) and, with colour words, the most viewed works whose
 * palettes answer one; text matches first, each once.
 */
async function promptCandidates(
  db: Database,
  meaning: PromptMeaning,
  maxPriceCents: number | null,
): Promise<CandidateRow[]> {
  const { wordQuery, rankQuery, phraseQuery } = meaning;
  const byText =
    wordQuery && rankQuery
      ? await textCandidates(db, { wordQuery, rankQuery, phraseQuery }, maxPriceCents, TEXT_POOL)
      : [];
  const byColour = await colourCandidates(
    db,
    colourTerms(meaning).map((term) => term.colour),
    MIN_COVERAGE,
    maxPriceCents,
  );
  const seen = new Set(byText.map((c) => c.id));
  return [...byText, ...byColour.filter((c) => !seen.has(c.id))];
}

/** Whether any available priced work answers the prompts (any work without them), whatever its price. */
async function matchesAtAnyPrice(db: Database, meaning: PromptMeaning): Promise<boolean> {
  if (meaning.terms.length === 0) return anyPricedMatch(db, null);
  if (meaning.wordQuery && (await anyPricedMatch(db, meaning.wordQuery))) return true;
  const ranges = colourTerms(meaning).map((term) => term.colour);
  return (await colourCandidates(db, ranges, MIN_COVERAGE, null)).length > 0;
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
  const meaning = understandPrompts(request.prompts);
  const budgetCents = request.budget * 100;

  const pool =
    meaning.terms.length > 0
      ? await promptCandidates(db, meaning, budgetCents)
      : await popularCandidates(db, budgetCents, POPULAR_POOL);
  if (pool.length === 0) {
    throw curationErrors.raise(
      (await matchesAtAnyPrice(db, meaning)) ? "not-within-budget" : "no-suitable-artworks",
    );
  }

  const scored = (await scorePool(db, pool, space.wallPalette, meaning)).slice(
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

  const suggestions = await asSuggestions(db, chosen, meaning);
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
  const scored = await scorePool(db, pool, space.wallPalette, NO_PROMPTS);
  const byId = new Map(scored.map((c) => [c.id, c]));
  const picked = greedyBest(
    scored.map((c) => ({ id: c.id, group: c.ownerId, cost: 0, value: scoreUnits(c.score) })),
    { capacity: 0, maxItems: count, groupCap: artistCap(count, distinctOwners(scored)) },
  ).map((item) => byId.get(item.id) as Scored);
  return asSuggestions(db, picked, NO_PROMPTS);
}
