import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import type { PaletteColour } from "~/features/media";
import { isUuid } from "~/lib/ids";

/**
 * The reads of gallery suggestions. How they stay fast at 100,000 artworks
 * (bench/suggestions-bench.ts):
 * - with prompts, the matches come from the GIN index on search_vector (the
 *   table scan and plain index walks are off for that transaction, as on the
 *   search page) and only a bounded pool, best ranked first, leaves the
 *   database;
 * - without prompts, the pool is the first works of the popularity index,
 *   read index-only (the covering index holds price, owner and badges);
 * - palettes and card details are read afterwards for those ids only.
 */

type SpaceOwner = { userId: string; spaceId: string };

/** One work that may be suggested, before scoring. */
export type CandidateRow = {
  id: string;
  ownerId: string;
  priceCents: number;
  views: number;
  supportBadge: boolean;
  /** ts_rank against the prompts; 0 without prompts. */
  rank: number;
};

export type CandidateDetails = {
  id: string;
  title: string;
  artistName: string | null;
  imageKey: string | null;
  matchedWords: string[];
};

/**
 * The wall palette of the member's own space (its first photo's colours,
 * empty when unknown), or null when the space is not theirs, is missing or
 * the id is not a uuid (R-space-owner-only: all told alike).
 */
export async function ownSpaceWall(
  db: Database,
  { userId, spaceId }: SpaceOwner,
): Promise<{ wallPalette: PaletteColour[] } | null> {
  if (!isUuid(spaceId) || !isUuid(userId)) return null;
  const [row] = await rows<{ palette: PaletteColour[] | null }>(
    db,
    sql`select (
        select i.palette from curator_space_images i
        where i.space_id = s.id order by i.position limit 1
      ) as palette
      from curator_spaces s
      where s.id = ${spaceId} and s.user_id = ${userId}`,
  );
  if (!row) return null;
  return { wallPalette: Array.isArray(row.palette) ? row.palette : [] };
}

const candidateColumns = sql`a.id, a.user_id as "ownerId", a.sale_price_cents as "priceCents",
  a.view_count as "views",
  (a.in_gentrification_zone or a.received_loan_grant or a.is_special_needs_artist
    or a.is_seeking_location) as "supportBadge"`;

/** Written as bare columns so the partial indexes (WHERE is_available) apply. */
function pricedWithin(maxPriceCents: number | null): SQL {
  return maxPriceCents === null
    ? sql`a.is_available and a.sale_price_cents > 0`
    : sql`a.is_available and a.sale_price_cents > 0 and a.sale_price_cents <= ${maxPriceCents}`;
}

/**
 * The price test of a text search, written so no price index can serve it:
 * a bitmap of every work in the price range (56,000 at 100,000 works for a
 * $10,000 budget) checked against the words row by row took 70 to 140 ms
 * where the GIN matches checked for their price take 45 to 60 (bench).
 */
function priceInRowOnly(maxPriceCents: number | null): SQL {
  return maxPriceCents === null
    ? sql`(a.sale_price_cents + 0) > 0`
    : sql`(a.sale_price_cents + 0) between 1 and ${maxPriceCents}`;
}

function candidates(list: Record<string, unknown>[]): CandidateRow[] {
  return list.map((row) => ({
    id: String(row.id),
    ownerId: String(row.ownerId),
    priceCents: Number(row.priceCents),
    views: Number(row.views ?? 0),
    supportBadge: row.supportBadge === true,
    rank: Number(row.rank ?? 0),
  }));
}

/**
 * Runs a text query with the table scan and plain index walks off, so the
 * matches come from the GIN index: the planner prices `@@` row by row far too
 * cheaply and would otherwise scan the table for common words or walk the
 * popularity index past every work for rare ones (the search page does the
 * same; see features/catalogue/search). The settings end with the transaction.
 */
async function throughTextIndex<T>(db: Database, run: (tx: Database) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return run(tx as unknown as Database);
  });
}

/**
 * Available priced works within the price limit that match any of the
 * prompt words (`tsquery`: prefix terms joined by `|`), best ranked first,
 * then the most viewed, then by id; at most `limit`.
 */
export async function textCandidates(
  db: Database,
  tsquery: string,
  maxPriceCents: number | null,
  limit: number,
): Promise<CandidateRow[]> {
  // ts_rank over the weighted vector: a title word (A) counts ten times a description word (D).
  const found = await throughTextIndex(db, (tx) =>
    rows(
      tx,
      sql`select ${candidateColumns},
          ts_rank(a.search_vector, to_tsquery('simple', ${tsquery}))::float8 as "rank"
        from artworks a
        where a.is_available and a.search_vector @@ to_tsquery('simple', ${tsquery})
          and ${priceInRowOnly(maxPriceCents)}
        order by "rank" desc, a.view_count desc nulls last, a.id
        limit ${limit}`,
    ),
  );
  return candidates(found);
}

/** Available priced works within the price limit, the most viewed first; at most `limit`. */
export async function popularCandidates(
  db: Database,
  maxPriceCents: number | null,
  limit: number,
): Promise<CandidateRow[]> {
  const found = await rows(
    db,
    sql`select ${candidateColumns}, 0::float8 as "rank"
      from artworks a
      where ${pricedWithin(maxPriceCents)}
      order by a.view_count desc nulls last, a.id
      limit ${limit}`,
  );
  return candidates(found);
}

/** Whether any available priced work matches (whatever its price); `tsquery` null: any at all. */
export async function anyPricedMatch(db: Database, tsquery: string | null): Promise<boolean> {
  const where = tsquery
    ? sql`a.is_available and a.search_vector @@ to_tsquery('simple', ${tsquery})
        and ${priceInRowOnly(null)}`
    : pricedWithin(null);
  const query = sql`select 1 as found from artworks a where ${where} limit 1`;
  const found = tsquery
    ? await throughTextIndex(db, (tx) => rows(tx, query))
    : await rows(db, query);
  return found.length > 0;
}

/**
 * Ids as one array parameter: a thousand separate parameters cost more to
 * send and plan than the query takes. Only uuids (checked) reach the literal.
 */
function idList(ids: readonly string[]): SQL {
  if (!ids.every(isUuid)) throw new Error("Not a uuid");
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
}

/** The palette of each work's main image (position 0); works without one are absent. */
export async function mainImagePalettes(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, PaletteColour[]>> {
  const out = new Map<string, PaletteColour[]>();
  if (ids.length === 0) return out;
  const found = await rows<{ id: string; palette: PaletteColour[] | null }>(
    db,
    sql`select i.artwork_id as id, i.palette
      from artwork_images i
      where i.artwork_id = any(${idList(ids)}) and i.position = 0`,
  );
  for (const row of found) {
    if (Array.isArray(row.palette)) out.set(row.id, row.palette);
  }
  return out;
}

/** Title, artist, main image and the prompt words each work matches, for the chosen few. */
export async function candidateDetails(
  db: Database,
  ids: readonly string[],
  words: readonly string[],
): Promise<Map<string, CandidateDetails>> {
  const out = new Map<string, CandidateDetails>();
  if (ids.length === 0) return out;
  // Words are letters and digits only (searchTerms), so `word:*` is always a valid tsquery.
  const matched =
    words.length === 0
      ? sql`array[]::text[]`
      : sql`array(select w.word from unnest(array[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) with ordinality as w(word, n)
          where a.search_vector @@ to_tsquery('simple', w.word || ':*') order by w.n)`;
  const found = await rows<{
    id: string;
    title: string;
    artistName: string | null;
    imageKey: string | null;
    matchedWords: string[] | null;
  }>(
    db,
    sql`select a.id, a.title, a.artist_name as "artistName",
        (select i.image_key from artwork_images i
          where i.artwork_id = a.id order by i.position limit 1) as "imageKey",
        ${matched} as "matchedWords"
      from artworks a
      where a.id = any(${idList(ids)})`,
  );
  for (const row of found) {
    out.set(row.id, { ...row, matchedWords: row.matchedWords ?? [] });
  }
  return out;
}
