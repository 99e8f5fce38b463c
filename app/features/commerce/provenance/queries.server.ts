import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, provenance } from "~/db/schema";
import { NAME_FALLBACKS } from "~/lib/display-name";
import {
  type ChainVerification,
  checkChain,
  type ProvenanceChain,
  type ProvenanceEntry,
} from "./provenance";

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

/**
 * R-provenance-chain: an artwork's entries in the order they were recorded,
 * with the names and the work's facts as recorded (what the hashes cover), and whether the chain
 * verifies. Each entry's hash is computed again by provenance_entry_hash(),
 * the same SQL function the insert trigger used.
 */
export async function provenanceChain(db: Database, artworkId: string): Promise<ProvenanceChain> {
  const rows = await db
    .select({
      position: provenance.position,
      event: provenance.event,
      ownerName: provenance.ownerName,
      acquiredAt: provenance.acquiredAt,
      hash: provenance.hash,
      previousHash: provenance.previousHash,
      facts: provenance.facts,
      recomputedHash: sql<string>`provenance_entry_hash(${provenance.artworkId}, ${provenance.position}, ${provenance.event}, ${provenance.ownerName}, ${provenance.acquiredAt}, ${provenance.previousHash}, ${provenance.facts})`,
    })
    .from(provenance)
    .where(eq(provenance.artworkId, artworkId))
    .orderBy(asc(provenance.position));
  return {
    entries: rows.map((row) => ({
      position: row.position,
      event: row.event,
      ownerName: row.ownerName.trim() || NAME_FALLBACKS.formerMember,
      acquiredAt: row.acquiredAt.toISOString(),
      hash: row.hash,
      facts: row.facts,
    })),
    verification: checkChain(rows),
  };
}

/** Whether an artwork's provenance verifies, and if not, the position where it breaks. */
export async function verifyProvenance(
  db: Database,
  artworkId: string,
): Promise<ChainVerification> {
  return (await provenanceChain(db, artworkId)).verification;
}
