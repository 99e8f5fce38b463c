import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, provenance } from "~/db/schema";
import { NAME_FALLBACKS } from "~/lib/display-name";
import type { ProvenanceEntry } from "./provenance";

/**
 * The ownership history of an artwork, oldest first: who uploaded it and who
 * bought it, by member name (the current profile name, else the name recorded
 * with the entry), never by contact details.
 */
export async function listProvenance(db: Database, artworkId: string): Promise<ProvenanceEntry[]> {
  const found = await db
    .select({
      id: provenance.id,
      event: provenance.event,
      ownerId: profiles.id,
      ownerName: sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), ${profiles.handle}, ${provenance.ownerName})`,
      acquiredAt: provenance.acquiredAt,
    })
    .from(provenance)
    .leftJoin(profiles, eq(profiles.id, provenance.ownerId))
    .where(eq(provenance.artworkId, artworkId))
    .orderBy(asc(provenance.acquiredAt), asc(provenance.event), asc(provenance.id));
  return found.map((row) => ({
    ...row,
    ownerName: row.ownerName?.trim() || NAME_FALLBACKS.formerMember,
    acquiredAt: row.acquiredAt.toISOString(),
  }));
}
