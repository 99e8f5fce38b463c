import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";

/** A visitor's repeated openings of one artwork count once in this window. */
const VIEW_WINDOW_SECONDS = 60 * 60;

/**
 * Counts one visit to an artwork's page, at most once per visitor and artwork
 * in an hour. The visit claims a window in rate_limits (a fresh row, or one
 * whose hour is over) and the count goes up only with that claim, in one
 * statement: concurrent openings by one visitor count once, by different
 * visitors each once. Nothing is stored for an unknown artwork.
 * True when the visit was counted.
 */
export async function recordArtworkView(
  db: Database,
  artworkId: string,
  visitor: string,
): Promise<boolean> {
  const key = `view:${artworkId}:${visitor}`;
  const window = `${VIEW_WINDOW_SECONDS} seconds`;
  const counted = await rows<{ id: string }>(
    db,
    sql`
    with claim as (
      insert into rate_limits (key, window_start, count)
      select ${key}, now(), 1 from artworks where id = ${artworkId}
      on conflict (key) do update set window_start = now(), count = 1
        where rate_limits.window_start <= now() - ${window}::interval
      returning 1
    )
    update artworks set view_count = view_count + 1
    where id = ${artworkId} and exists (select 1 from claim)
    returning id`,
  );
  return counted.length > 0;
}
