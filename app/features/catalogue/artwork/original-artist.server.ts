import { type SQL, sql } from "drizzle-orm";

// Written out with the table's name: inside the subqueries a bare column would
// name the provenance row's own column instead.
const ARTWORK = {
  id: sql.raw(`"artworks"."id"`),
  userId: sql.raw(`"artworks"."user_id"`),
  artistId: sql.raw(`"artworks"."artist_id"`),
  originalArtistName: sql.raw(`"artworks"."original_artist_name"`),
  artistName: sql.raw(`"artworks"."artist_name"`),
};

/** The first upload record of the artwork in scope: `column` of it. */
function firstUpload(column: "owner_id" | "owner_name") {
  return sql`(select pu.${sql.raw(column)} from provenance pu
    where pu.artwork_id = ${ARTWORK.id} and pu.event = 'upload'
    order by pu.acquired_at, pu.id limit 1)`;
}

/**
 * The account of an artwork's original artist, as SQL over the `artworks` row
 * of the query (not aliased): the member who first listed it (artist_id), else
 * the owner of its first upload record, else its current owner if it was never
 * sold. Null when that account is gone, so a collector is never taken for the artist.
 */
export function originalArtistId(): SQL<string | null> {
  return sql<string | null>`coalesce(
    ${ARTWORK.artistId},
    ${firstUpload("owner_id")},
    case when not exists (
      select 1 from provenance pp where pp.artwork_id = ${ARTWORK.id} and pp.event = 'purchase'
    ) then ${ARTWORK.userId} end
  )`;
}

/**
 * The name the work is credited to: the original artist's name as entered,
 * else the first lister's current name (`artistFullName`, their profile's
 * full name in the query), else the name their upload was recorded under
 * (their account may be gone), and only then the stored one.
 */
export function creditedArtistName(artistFullName: SQL): SQL<string | null> {
  return sql<string | null>`coalesce(
    nullif(btrim(${ARTWORK.originalArtistName}), ''),
    nullif(btrim(${artistFullName}), ''),
    nullif(btrim(${firstUpload("owner_name")}), ''),
    ${ARTWORK.artistName}
  )`;
}
