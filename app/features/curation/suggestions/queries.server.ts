import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import type { PaletteColour } from "~/features/media";
import { isUuid } from "~/lib/ids";
import type { ColourRange } from "./prompt-meaning";

/**
 * The reads of gallery suggestions. How they stay fast at 100,000 artworks
 * (bench/suggestions-bench.ts):
 * - with prompts, the matches come from the GIN index on search_vector (the
 *   table scan and plain index walks are off for that transaction, as on the
 *   search page) and only a bounded pool, best ranked first, leaves the
 *   database;
 * - without prompts, the pool is the first works of the popularity index,
 *   read index-only (the covering index holds price, owner and badges);
 * - with colour words, the palettes looked at are those of the most viewed
 *   works within the budget (COLOUR_POOL, from the popularity index) and of
 *   the text matches, never the whole table;
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
  /** Indexes of the text queries the work matches. */
  matchedQueries: number[];
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

export const PHRASE_BOOST = 2;

/**
 * Available priced works within the price limit that match any of the
 * prompt words (`wordQuery`: prefix terms joined by `|`), best ranked first
 * (by `rankQuery`), then the most viewed, then by id; at most `limit`. A work
 * that also has words as they stand in a prompt (`phraseQuery`) ranks
 * PHRASE_BOOST times higher: "harbor lights" puts "Harbor Lights" above
 * "Harbor at First Light".
 */
export async function textCandidates(
  db: Database,
  {
    wordQuery,
    rankQuery,
    phraseQuery,
  }: { wordQuery: string; rankQuery: string; phraseQuery: string | null },
  maxPriceCents: number | null,
  limit: number,
): Promise<CandidateRow[]> {
  // ts_rank over the weighted vector: a title word (A) counts ten times a description word (D).
  const phraseBoost = phraseQuery
    ? sql` * (case when a.search_vector @@ to_tsquery('simple', ${phraseQuery})
        then ${PHRASE_BOOST}::float8 else 1 end)`
    : sql``;
  const found = await throughTextIndex(db, (tx) =>
    rows(
      tx,
      sql`select ${candidateColumns},
          (ts_rank(a.search_vector, to_tsquery('simple', ${rankQuery}))${phraseBoost})::float8 as "rank"
        from artworks a
        where a.is_available and a.search_vector @@ to_tsquery('simple', ${wordQuery})
          and ${priceInRowOnly(maxPriceCents)}
        order by "rank" desc, a.view_count desc nulls last, a.id
        limit ${limit}`,
    ),
  );
  return candidates(found);
}

/**
 * The share of a palette (the SQL jsonb `palette`) whose colours lie in each
 * range, in [0, 1], as one float8[] in the order of `ranges`; 0 for an
 * unknown palette. Hue and chroma are the polar form of Lab's a and b.
 */
export function paletteCoverage(palette: SQL, ranges: readonly ColourRange[]): SQL {
  const within = (value: SQL, [low, high]: readonly [number, number]) =>
    sql`${value} between ${low}::float8 and ${high}::float8`;
  const test = (range: ColourRange) => {
    const parts: SQL[] = [sql`true`];
    if (range.lightness) parts.push(within(sql`p.l`, range.lightness));
    if (range.chroma) parts.push(within(sql`p.chroma`, range.chroma));
    if (range.hue) {
      const [from, to] = range.hue;
      parts.push(
        from <= to
          ? within(sql`p.hue`, range.hue)
          : sql`(p.hue >= ${from}::float8 or p.hue <= ${to}::float8)`,
      );
    }
    return sql.join(parts, sql` and `);
  };
  const shares = ranges.map(
    (range) =>
      sql`coalesce(sum(p.share) filter (where ${test(range)}) / nullif(sum(p.share), 0), 0)`,
  );
  return sql`(select array[${sql.join(shares, sql`, `)}]::float8[]
    from (
      select (c->>'l')::float8 as l, (c->>'share')::float8 as share,
        sqrt(((c->>'a')::float8) ^ 2 + ((c->>'b')::float8) ^ 2) as chroma,
        mod((degrees(atan2((c->>'b')::float8, (c->>'a')::float8)) + 360)::numeric, 360)::float8 as hue
      from jsonb_array_elements(
        case when jsonb_typeof(${palette}) = 'array' then ${palette} else '[]'::jsonb end
      ) c
    ) p
    where p.share > 0)`;
}

/**
 * How many of the most viewed works within the budget colour words look
 * at (besides the text matches): their palettes are read from the main
 * image, a bounded amount of work whatever the size of the gallery.
 */
export const COLOUR_POOL = 2000;

/**
 * Among the COLOUR_POOL most viewed available priced works within the price
 * limit, those with at least `minCoverage` of their main image in one of the
 * ranges; the most viewed first, then by id.
 */
export async function colourCandidates(
  db: Database,
  ranges: readonly ColourRange[],
  minCoverage: number,
  maxPriceCents: number | null,
): Promise<CandidateRow[]> {
  if (ranges.length === 0) return [];
  const found = await rows(
    db,
    sql`select a.*, 0::float8 as "rank"
      from (
        select ${candidateColumns}
        from artworks a
        where ${pricedWithin(maxPriceCents)}
        order by a.view_count desc nulls last, a.id
        limit ${COLOUR_POOL}
      ) a
      join artwork_images i on i.artwork_id = a.id and i.position = 0
      where ${minCoverage}::float8 <= (
        select max(share) from unnest(${paletteCoverage(sql`i.palette`, ranges)}) as share
      )
      order by a."views" desc nulls last, a.id`,
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

/** Whether any available priced work matches the text query (whatever its price); null: any at all. */
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

/**
 * The palette of each work's main image (position 0) and the share of it in
 * each colour range (see paletteCoverage; empty without ranges); works
 * without a main image are absent.
 */
export async function mainImagePalettes(
  db: Database,
  ids: readonly string[],
  ranges: readonly ColourRange[] = [],
): Promise<Map<string, { palette: PaletteColour[]; coverage: number[] }>> {
  const out = new Map<string, { palette: PaletteColour[]; coverage: number[] }>();
  if (ids.length === 0) return out;
  const coverage =
    ranges.length === 0 ? sql`array[]::float8[]` : paletteCoverage(sql`i.palette`, ranges);
  const found = await rows<{
    id: string;
    palette: PaletteColour[] | null;
    coverage: (number | string)[] | null;
  }>(
    db,
    sql`select i.artwork_id as id, i.palette, ${coverage} as coverage
      from artwork_images i
      where i.artwork_id = any(${idList(ids)}) and i.position = 0`,
  );
  for (const row of found) {
    out.set(row.id, {
      palette: Array.isArray(row.palette) ? row.palette : [],
      coverage: (row.coverage ?? []).map(Number),
    });
  }
  return out;
}

/**
 * Title, artist, main image and, for the chosen few, which text queries
 * each matches (the indexes into `textQueries`, in order).
 */
export async function candidateDetails(
  db: Database,
  ids: readonly string[],
  textQueries: readonly string[],
): Promise<Map<string, CandidateDetails>> {
  const out = new Map<string, CandidateDetails>();
  if (ids.length === 0) return out;
  // The queries are built from letters and digits only (prompt-meaning), so always valid.
  const matched =
    textQueries.length === 0
      ? sql`array[]::int[]`
      : sql`array(select (w.n - 1)::int from unnest(array[${sql.join(
          textQueries.map((query) => sql`${query}`),
          sql`, `,
        )}]::text[]) with ordinality as w(query, n)
          where a.search_vector @@ to_tsquery('simple', w.query) order by w.n)`;
  const found = await rows<{
    id: string;
    title: string;
    artistName: string | null;
    imageKey: string | null;
    matchedQueries: (number | string)[] | null;
  }>(
    db,
    sql`select a.id, a.title, a.artist_name as "artistName",
        (select i.image_key from artwork_images i
          where i.artwork_id = a.id order by i.position limit 1) as "imageKey",
        ${matched} as "matchedQueries"
      from artworks a
      where a.id = any(${idList(ids)})`,
  );
  for (const row of found) {
    out.set(row.id, { ...row, matchedQueries: (row.matchedQueries ?? []).map(Number) });
  }
  return out;
}
