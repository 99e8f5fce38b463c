import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "~/db/rows.server";
import { provenance } from "~/db/schema";
import { deleteAccount } from "~/features/accounts/index.server";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import { nameMember, soldTwice } from "../../../../tests/support/provenance";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { checkChain } from "./provenance";
import { listProvenance, provenanceChain, verifyProvenance } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function people() {
  const [artist, first, second] = await Promise.all([
    signedInMember(database.db),
    signedInMember(database.db),
    signedInMember(database.db),
  ]);
  await nameMember(database.db, artist!, "Maya Robinson");
  await nameMember(database.db, first!, "Theo Collector");
  await nameMember(database.db, second!, "Ines Okafor");
  return { artist: artist!, first: first!, second: second! };
}

function storedRows(artworkId: string) {
  return database.db
    .select()
    .from(provenance)
    .where(eq(provenance.artworkId, artworkId))
    .orderBy(asc(provenance.position));
}

function tamper(
  artworkId: string,
  position: number,
  change: Partial<typeof provenance.$inferInsert>,
) {
  return database.db
    .update(provenance)
    .set(change)
    .where(and(eq(provenance.artworkId, artworkId), eq(provenance.position, position)));
}

describe("the provenance hash chain (R-provenance-chain)", () => {
  let cast: { artist: SignedIn; first: SignedIn; second: SignedIn };

  beforeAll(async () => {
    cast = await people();
  });

  it("chains the upload and two sales, each entry sealing the one before it", async () => {
    const artwork = await soldTwice(database.db, cast);

    const chain = await provenanceChain(database.db, artwork.id);
    expect(chain.verification).toEqual({ verifies: true });
    expect(
      chain.entries.map(({ position, event, ownerName }) => [position, event, ownerName]),
    ).toEqual([
      [1, "upload", "Maya Robinson"],
      [2, "purchase", "Theo Collector"],
      [3, "purchase", "Ines Okafor"],
    ]);
    expect(await verifyProvenance(database.db, artwork.id)).toEqual({ verifies: true });

    // The canonical text is documented (migrations 0018 and 0023): anyone can recompute a hash.
    const sealed = await rows<{
      artwork_id: string;
      position: number;
      event: string;
      micros: string;
      owner_name: string;
      previous_hash: string | null;
      hash: string;
      facts: string;
    }>(
      database.db,
      sql`select artwork_id, position, event, owner_name, previous_hash, hash, facts::text as facts,
            (extract(epoch from acquired_at) * 1000000)::bigint::text as micros
          from provenance where artwork_id = ${artwork.id} order by position`,
    );
    let previous: string | null = null;
    for (const row of sealed) {
      expect(row.previous_hash).toBe(previous);
      const text = [
        row.artwork_id,
        row.position,
        row.event,
        row.micros,
        previous ?? "",
        row.facts,
        row.owner_name,
      ].join("|");
      expect(row.hash).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
      previous = row.hash;
    }
  });

  it("fails at the entry whose recorded name or date was changed afterwards", async () => {
    const artwork = await soldTwice(database.db, cast);
    const [, second] = await storedRows(artwork.id);

    await tamper(artwork.id, 2, { ownerName: "Someone Else" });
    expect(await verifyProvenance(database.db, artwork.id)).toEqual({
      verifies: false,
      brokenAt: 2,
      reason: "changed",
    });
    await tamper(artwork.id, 2, { ownerName: second!.ownerName });
    expect(await verifyProvenance(database.db, artwork.id)).toEqual({ verifies: true });

    await tamper(artwork.id, 3, { acquiredAt: new Date("2020-01-01T00:00:00Z") });
    expect(await verifyProvenance(database.db, artwork.id)).toEqual({
      verifies: false,
      brokenAt: 3,
      reason: "changed",
    });
  });

  it("notices an entry rewritten with a fresh hash, and one removed", async () => {
    const rewritten = await soldTwice(database.db, cast);
    // A careful forger recomputes the changed entry's own hash: the next entry's link breaks.
    await database.db.execute(sql`
      update provenance set owner_name = 'Someone Else',
        hash = provenance_entry_hash(artwork_id, position, event, 'Someone Else', acquired_at, previous_hash, facts)
      where artwork_id = ${rewritten.id} and position = 2`);
    expect(await verifyProvenance(database.db, rewritten.id)).toEqual({
      verifies: false,
      brokenAt: 3,
      reason: "unlinked",
    });

    const removed = await soldTwice(database.db, cast);
    await database.db
      .delete(provenance)
      .where(and(eq(provenance.artworkId, removed.id), eq(provenance.position, 1)));
    expect(await verifyProvenance(database.db, removed.id)).toEqual({
      verifies: false,
      brokenAt: 2,
      reason: "unlinked",
    });
  });

  it("keeps verifying when a former owner and the artist delete their accounts", async () => {
    const own = await people();
    const artwork = await soldTwice(database.db, own);
    await deleteAccount(database.db, own.first.userId);
    await deleteAccount(database.db, own.artist.userId);

    const rows = await storedRows(artwork.id);
    expect(rows.map((row) => row.ownerId)).toEqual([null, null, own.second.userId]);
    expect(await verifyProvenance(database.db, artwork.id)).toEqual({ verifies: true });
    // The names stay as recorded, on the artwork page's list as on the chain.
    expect((await listProvenance(database.db, artwork.id)).map((entry) => entry.ownerName)).toEqual(
      ["Maya Robinson", "Theo Collector", "Ines Okafor"],
    );
  });

  it("appends whatever an insert gives for the chain's columns, in the order inserted", async () => {
    const artwork = await insertArtwork(database.db, cast.artist.userId);
    await database.db.insert(provenance).values([
      { artworkId: artwork.id, ownerName: "A", event: "upload", position: 7, hash: "forged" },
      { artworkId: artwork.id, ownerName: "B", event: "purchase", previousHash: "forged" },
    ]);
    const rows = await storedRows(artwork.id);
    expect(rows.map((row) => [row.position, row.ownerName])).toEqual([
      [1, "A"],
      [2, "B"],
    ]);
    expect(rows[1]?.previousHash).toBe(rows[0]?.hash);
    expect(rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyProvenance(database.db, artwork.id)).toEqual({ verifies: true });
  });

  it("gives concurrent appends to one artwork one position each", async () => {
    const artwork = await insertArtwork(database.db, cast.artist.userId);
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        database.db.transaction(async (tx) => {
          await tx.insert(provenance).values({
            artworkId: artwork.id,
            ownerName: `Owner ${index}`,
            event: index === 0 ? "upload" : "purchase",
          });
        }),
      ),
    );
    const rows = await storedRows(artwork.id);
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await verifyProvenance(database.db, artwork.id)).toEqual({ verifies: true });
  });

  it("verifies an artwork without entries, and checks links without the database", async () => {
    const artwork = await insertArtwork(database.db, cast.artist.userId);
    expect(await provenanceChain(database.db, artwork.id)).toEqual({
      entries: [],
      verification: { verifies: true },
    });
    const row = (position: number, hash: string, previousHash: string | null) => ({
      position,
      hash,
      previousHash,
      recomputedHash: hash,
    });
    expect(checkChain([row(1, "a", null), row(2, "b", "a")])).toEqual({ verifies: true });
    expect(checkChain([row(1, "a", null), row(3, "c", "a")])).toMatchObject({ brokenAt: 3 });
    expect(checkChain([row(1, "a", "x")])).toMatchObject({ brokenAt: 1, reason: "unlinked" });
  });
});
