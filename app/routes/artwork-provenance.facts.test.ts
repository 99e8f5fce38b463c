import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworkImages, artworks, provenance } from "~/db/schema";
import { deleteAccount } from "~/features/accounts/index.server";
import { provenanceChain } from "~/features/commerce/index.server";
import { offerForResale } from "~/features/studio/index.server";
import { createTestDatabase } from "../../tests/support/database";
import { useTemporaryMediaDir } from "../../tests/support/media-dir";
import { pdfText } from "../../tests/support/pdf";
import {
  buyThroughCheckout,
  listedWithUpload,
  nameMember,
  soldTwice,
} from "../../tests/support/provenance";
import { routeArgs, type SignedIn, settle, signedInMember } from "../../tests/support/sessions";
import * as certificateRoute from "./artwork-certificate";
import * as provenanceRoute from "./artwork-provenance";

// R-provenance-chain and R-artwork-lifecycle: what the certificate and the
// public provenance page state are the facts the chain recorded, and from the
// first sale on nobody, not even a direct write to the database, changes them.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let cast: { artist: SignedIn; first: SignedIn; second: SignedIn };

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  const [artist, first, second] = await Promise.all([
    signedInMember(database.db),
    signedInMember(database.db),
    signedInMember(database.db),
  ]);
  cast = { artist: artist!, first: first!, second: second! };
  await nameMember(database.db, cast.artist, "Lena Kowalski");
  await nameMember(database.db, cast.first, "Theo Collector");
  await nameMember(database.db, cast.second, "Ines Okafor");
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

const RAG_RUG = {
  title: "Rag Rug Blues",
  medium: "Fabric/Textile Collage",
  width: 40,
  height: 60,
  dimensionUnit: "cm" as const,
  creationYear: 2021,
};

const FACTS_FIXED = "the facts of a sold artwork cannot change";

/** The database refused the write with its own reason, not any error at all. */
async function expectRefusedByDatabase(write: PromiseLike<unknown>) {
  await expect(write).rejects.toMatchObject({
    cause: expect.objectContaining({ message: expect.stringContaining(FACTS_FIXED) }),
  });
}

async function certificateText(id: string, who: SignedIn) {
  const path = `/artwork/${id}/certificate.pdf`;
  const response = (await settle(() =>
    certificateRoute.loader({ ...routeArgs(who.request(path)), params: { id } } as never),
  )) as Response;
  expect(response.status).toBe(200);
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

async function provenancePage(id: string) {
  const loaded = await provenanceRoute.loader({
    ...routeArgs(new Request(`http://localhost:3000/artwork/${id}/provenance`)),
    params: { id },
  } as never);
  if (!("found" in loaded) || !loaded.found) throw new Error("no provenance page");
  return loaded;
}

describe("recorded facts (R-provenance-chain)", () => {
  it("every entry records the work's facts, and the certificate and the public page state them", async () => {
    const imageKey = `artworks/${randomUUID()}`;
    const work = await soldTwice(database.db, cast, RAG_RUG, [imageKey]);

    const chain = await provenanceChain(database.db, work.id);
    expect(chain.verification).toEqual({ verifies: true });
    expect(chain.entries.map((entry) => entry.facts)).toEqual(
      Array(3).fill(
        expect.objectContaining({
          title: "Rag Rug Blues",
          artist: "Lena Kowalski",
          medium: "Fabric/Textile Collage",
          width: 40,
          height: 60,
          unit: "cm",
          year: 2021,
          images: [imageKey],
        }),
      ),
    );

    const text = await certificateText(work.id, cast.second);
    for (const line of [
      "Rag Rug Blues",
      "by Lena Kowalski",
      "Fabric/Textile Collage",
      "40 × 60 cm",
    ]) {
      expect(text).toContain(line);
    }
    const page = await provenancePage(work.id);
    expect(page.artwork).toMatchObject({
      title: "Rag Rug Blues",
      artistName: "Lena Kowalski",
      imageKey,
    });
  });

  it("after the first sale the database refuses any change of the facts or images, whoever writes", async () => {
    const imageKey = `artworks/${randomUUID()}`;
    const work = await soldTwice(database.db, cast, RAG_RUG, [imageKey]);
    const where = eq(artworks.id, work.id);

    for (const change of [
      { title: "Untitled masterpiece" },
      { medium: "Oil on Canvas" },
      { style: "Realism" },
      { width: 300, height: 200 },
      { dimensionUnit: "in" as const },
      { description: "Something else entirely." },
      { creationYear: 1999 },
      { inceptionLocation: "Somewhere else" },
      { originalArtistName: "Someone Else" },
    ]) {
      await expectRefusedByDatabase(database.db.update(artworks).set(change).where(where));
    }
    await expectRefusedByDatabase(
      database.db.insert(artworkImages).values({
        artworkId: work.id,
        position: 1,
        imageKey: `artworks/${randomUUID()}`,
        width: 10,
        height: 10,
      }),
    );
    await expectRefusedByDatabase(
      database.db.delete(artworkImages).where(eq(artworkImages.artworkId, work.id)),
    );
    await expectRefusedByDatabase(
      database.db
        .update(artworkImages)
        .set({ imageKey: `artworks/${randomUUID()}` })
        .where(eq(artworkImages.artworkId, work.id)),
    );
    // Nor is its image moved onto another, unsold work.
    const unsold = await listedWithUpload(database.db, cast.artist, "Lena Kowalski");
    await expectRefusedByDatabase(
      database.db
        .update(artworkImages)
        .set({ artworkId: unsold.id })
        .where(eq(artworkImages.artworkId, work.id)),
    );

    // The owner's offer still changes, and so do the image's computed colours.
    await database.db
      .update(artworks)
      .set({ salePriceCents: 99_000, isAvailable: true })
      .where(where);
    await database.db
      .update(artworkImages)
      .set({ palette: [{ l: 50, a: 0, b: 0, share: 1 }] })
      .where(eq(artworkImages.artworkId, work.id));

    const [stored] = await database.db.select().from(artworks).where(where);
    expect(stored).toMatchObject({ title: "Rag Rug Blues", salePriceCents: 99_000 });
    expect(await certificateText(work.id, cast.second)).toContain("Rag Rug Blues");
    expect((await provenanceChain(database.db, work.id)).verification).toEqual({ verifies: true });
  });

  it("later entries keep the facts of the first sale, even after the artist renames their profile", async () => {
    const [artist, first, second] = await Promise.all([
      signedInMember(database.db),
      signedInMember(database.db),
      signedInMember(database.db),
    ]);
    await nameMember(database.db, artist!, "Lena Kowalski");
    const work = await listedWithUpload(database.db, artist!, "Lena Kowalski", RAG_RUG);
    await buyThroughCheckout(database.db, first!, work.id);
    await nameMember(database.db, artist!, "Lena Nowak");
    await offerForResale(database.db, first!.userId, {
      artworkId: work.id,
      salePriceCents: 150_000,
      available: true,
    });
    await buyThroughCheckout(database.db, second!, work.id);

    const chain = await provenanceChain(database.db, work.id);
    expect(chain.entries.map((entry) => [entry.event, entry.facts.artist])).toEqual([
      ["upload", "Lena Kowalski"],
      ["purchase", "Lena Kowalski"],
      ["purchase", "Lena Kowalski"],
    ]);
    expect(chain.verification).toEqual({ verifies: true });
    expect(await certificateText(work.id, second!)).toContain("by Lena Kowalski");
  });

  it("an entry whose recorded facts were rewritten no longer verifies, and the page says which", async () => {
    const work = await soldTwice(database.db, cast, RAG_RUG);
    await database.db
      .update(provenance)
      .set({ facts: sql`jsonb_set(facts, '{title}', '"Untitled masterpiece"')` })
      .where(and(eq(provenance.artworkId, work.id), eq(provenance.position, 2)));

    const page = await provenancePage(work.id);
    expect(page.chain.verification).toEqual({ verifies: false, brokenAt: 2, reason: "changed" });
    expect(await certificateText(work.id, cast.second)).toContain(
      "This history does not verify: entry 2 has been changed since it was recorded.",
    );
  });

  it("a collector who owns a sold work can still delete their account", async () => {
    const [artist, first, second] = await Promise.all([
      signedInMember(database.db),
      signedInMember(database.db),
      signedInMember(database.db),
    ]);
    const work = await soldTwice(
      database.db,
      { artist: artist!, first: first!, second: second! },
      {},
      [`artworks/${randomUUID()}`],
    );
    await deleteAccount(database.db, second!.userId);
    const left = await database.db.select().from(artworks).where(eq(artworks.id, work.id));
    expect(left).toEqual([]);
  });
});
