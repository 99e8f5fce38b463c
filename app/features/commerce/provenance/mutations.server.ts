import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/**
 * R-provenance-chain: after the artist changed a work's facts (before its
 * first sale), a `correction` entry records the new facts, in the same
 * transaction; nothing is appended when the facts read the same as the latest
 * entry's, or when the work has no chain yet. The insert trigger records the
 * facts and seals the entry.
 */
export async function recordCorrection(tx: Database, artworkId: string, ownerId: string) {
  await tx.execute(sql`
    insert into provenance (artwork_id, owner_id, owner_name, event)
    select ${artworkId}, p.id, coalesce(nullif(btrim(p.full_name), ''), p.handle, ''), 'correction'
    from profiles p
    where p.id = ${ownerId}
      and artwork_recorded_facts(${artworkId}) is distinct from (
        select last.facts from provenance last
        where last.artwork_id = ${artworkId}
        order by last.position desc
        limit 1
      )
      and exists (select 1 from provenance any_entry where any_entry.artwork_id = ${artworkId})`);
}
