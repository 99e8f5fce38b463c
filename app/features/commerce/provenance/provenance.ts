import type { RecordedFacts } from "~/db/schema";
import { formatDimensions } from "~/features/catalogue";

export type { RecordedFacts };

/** One line of an artwork's ownership history, as the artwork page shows it (names only). */
export type ProvenanceEntry = {
  id: string;
  /** `correction`: the artist changed the work's facts before its first sale. */
  event: "upload" | "purchase" | "correction";
  /** The member's profile id, or null when the account is gone. */
  ownerId: string | null;
  ownerName: string;
  acquiredAt: string;
};

export function provenanceLabel(event: ProvenanceEntry["event"]) {
  if (event === "upload") return "Uploaded by";
  return event === "purchase" ? "Sold to" : "Details corrected by";
}

const FACT_NAMES: Record<keyof RecordedFacts, string> = {
  title: "title",
  artist: "artist",
  medium: "medium",
  style: "style",
  description: "description",
  width: "dimensions",
  height: "dimensions",
  depth: "dimensions",
  unit: "dimensions",
  year: "year",
  madeIn: "place made",
  images: "images",
};

/** What a correction changed, in words ("title, images"); empty when nothing did. */
export function changedFacts(before: RecordedFacts | undefined, after: RecordedFacts): string[] {
  if (!before) return [];
  const names = (Object.keys(FACT_NAMES) as (keyof RecordedFacts)[])
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => FACT_NAMES[key]);
  return [...new Set(names)];
}

/** The public page where anyone can check an artwork's history. */
export function provenancePath(artworkId: string) {
  return `/artwork/${artworkId}/provenance`;
}

/** The owner's certificate of authenticity (PDF). */
export function certificatePath(artworkId: string) {
  return `/artwork/${artworkId}/certificate.pdf`;
}

/** One entry of the hash chain (R-provenance-chain), with the name as it was recorded. */
export type ChainEntry = {
  position: number;
  event: ProvenanceEntry["event"];
  ownerName: string;
  acquiredAt: string;
  hash: string;
  /** The work's facts as this entry recorded them (covered by its hash). */
  facts: RecordedFacts;
};

/** Whether an artwork's chain verifies, and if not, the first entry that fails. */
export type ChainVerification =
  | { verifies: true }
  | {
      verifies: false;
      brokenAt: number;
      /** `changed`: the entry no longer matches its own hash; `unlinked`: it does not follow the entry before it. */
      reason: "changed" | "unlinked";
    };

export type ProvenanceChain = { entries: ChainEntry[]; verification: ChainVerification };

/**
 * R-provenance-chain: the facts a certificate states: those of the latest
 * entry (fixed from the first sale on), or null when nothing was recorded.
 */
export function recordedFacts(chain: ProvenanceChain): RecordedFacts | null {
  return chain.entries.at(-1)?.facts ?? null;
}

/** An entry as stored, beside the hash the database computes again from its content. */
export type StoredChainRow = {
  position: number;
  hash: string;
  previousHash: string | null;
  recomputedHash: string;
};

/**
 * Checks a chain read in position order: each entry must match its own hash,
 * sit at the next position (1, 2, 3… with no gap) and name the previous
 * entry's hash. The first entry that fails is where the chain breaks.
 */
export function checkChain(rows: readonly StoredChainRow[]): ChainVerification {
  let prior: StoredChainRow | undefined;
  for (const [index, row] of rows.entries()) {
    if (row.recomputedHash !== row.hash) {
      return { verifies: false, brokenAt: row.position, reason: "changed" };
    }
    if (row.position !== index + 1 || row.previousHash !== (prior?.hash ?? null)) {
      return { verifies: false, brokenAt: row.position, reason: "unlinked" };
    }
    prior = row;
  }
  return { verifies: true };
}

export const PROVENANCE_VERIFIED = "Provenance verified: every entry matches the one before it.";

/** What the page and the certificate say about a chain. */
export function verificationText(verification: ChainVerification) {
  if (verification.verifies) return PROVENANCE_VERIFIED;
  const entry = verification.brokenAt;
  return verification.reason === "changed"
    ? `This history does not verify: entry ${entry} has been changed since it was recorded.`
    : `This history does not verify: entry ${entry} no longer follows the entry before it (an entry was changed or removed).`;
}

/** The first characters of a hash, enough to compare by eye. */
export function shortHash(hash: string) {
  return hash.slice(0, 12);
}

/** An entry as the public page shows it: what a correction changed, not every recorded fact. */
export type ChainPageEntry = Omit<ChainEntry, "facts"> & { changed: string[] };

/** The public provenance page's view of a chain: the entries and the recorded details it shows. */
export type ChainPageView = {
  entries: ChainPageEntry[];
  verification: ChainVerification;
  details: { medium: string; dimensions: string | null; year: number | null } | null;
};

export function chainPageView(chain: ProvenanceChain): ChainPageView {
  const facts = recordedFacts(chain);
  return {
    verification: chain.verification,
    entries: chain.entries.map(({ facts: recorded, ...entry }, index) => ({
      ...entry,
      changed:
        entry.event === "correction" ? changedFacts(chain.entries[index - 1]?.facts, recorded) : [],
    })),
    details: facts && {
      medium: facts.medium,
      dimensions: formatDimensions(facts),
      year: facts.year,
    },
  };
}
