import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworkImages, artworks, leases, provenance, transactions } from "~/db/schema";
import { addDays, changedFacts } from "~/features/commerce";
import { completeCheckout, galleryToday, provenanceChain } from "~/features/commerce/index.server";
import * as listRoute from "~/routes/artist-artwork";
import * as editRoute from "~/routes/artist-artwork-edit";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { bookLease, GOOD_CARD } from "../../tests/support/checkout";
import { createTestDatabase } from "../../tests/support/database";
import { useTemporaryMediaDir } from "../../tests/support/media-dir";
import {
  argsWith,
  artworkForm,
  type FormImage,
  jpeg,
  outcome,
  postForm,
} from "../../tests/support/owned-items-kit";
import { mailedCheckoutCode } from "../../tests/support/payments";
import { listedWithUpload } from "../../tests/support/provenance";
import { formPost, type SignedIn, settle, signedInMember } from "../../tests/support/sessions";

// R-artwork-lifecycle (ADR 0016) on the studio's writes: what a work's state forbids is refused.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let artist: SignedIn;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

async function deleteAs(who: SignedIn, id: string) {
  const request = formPost("/artist/artwork", { intent: "delete", id }, who.cookie);
  return outcome(await settle(() => listRoute.action(argsWith(request))));
}

async function exists(id: string) {
  const rows = await database.db
    .select({ id: artworks.id })
    .from(artworks)
    .where(eq(artworks.id, id));
  return rows.length === 1;
}

async function listedRow(who: SignedIn, id: string) {
  const listed = await listRoute.loader(argsWith(who.request("/artist/artwork")) as never);
  return listed.artworks.find((row) => row.id === id);
}

/** Marks the work bought by `buyer`, as a completed purchase would (owner and provenance). */
async function sellTo(artworkId: string, buyer: SignedIn) {
  await database.db
    .update(artworks)
    .set({ userId: buyer.userId, isAvailable: false })
    .where(eq(artworks.id, artworkId));
  await database.db
    .insert(provenance)
    .values({ artworkId, ownerId: buyer.userId, ownerName: "Collector", event: "purchase" });
}

describe("deleting a work (R-artwork-lifecycle)", () => {
  it("a work on a paid lease starting next week is not deleted: 409, the lease keeps its work", async () => {
    const work = await insertArtwork(database.db, artist.userId);
    await bookLease(database.db, {
      artworkId: work.id,
      artistId: artist.userId,
      startDate: addDays(galleryToday(), 7),
      days: 90,
    });
    expect((await listedRow(artist, work.id))?.canDelete).toBe(false);
    const result = await deleteAs(artist, work.id);
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      code: "artworks.leased",
      error: expect.stringMatching(
        /^This artwork is leased until .+, so it cannot be deleted\. You can delete it once the lease has ended\.$/,
      ),
    });
    expect(await exists(work.id)).toBe(true);
    expect(
      await database.db.select().from(leases).where(eq(leases.artworkId, work.id)),
    ).toHaveLength(1);
  });

  it("an active lease blocks it too; once the lease has ended the work may be deleted", async () => {
    const leased = await insertArtwork(database.db, artist.userId);
    await bookLease(database.db, {
      artworkId: leased.id,
      artistId: artist.userId,
      startDate: addDays(galleryToday(), -3),
      days: 10,
    });
    expect((await deleteAs(artist, leased.id)).status).toBe(409);

    const ended = await insertArtwork(database.db, artist.userId);
    await bookLease(database.db, {
      artworkId: ended.id,
      artistId: artist.userId,
      startDate: addDays(galleryToday(), -10),
      days: 10,
    });
    expect((await listedRow(artist, ended.id))?.canDelete).toBe(true);
    expect((await deleteAs(artist, ended.id)).body).toEqual({
      ok: true,
      message: "Artwork deleted successfully",
    });
    expect(await exists(ended.id)).toBe(false);
  });

  it("a sold work is never deleted, by its new owner or by its artist who bought it back", async () => {
    const collector = await signedInMember(database.db);
    const work = await insertArtwork(database.db, artist.userId, {}, [`artworks/${randomUUID()}`]);
    await sellTo(work.id, collector);
    expect((await listedRow(collector, work.id))?.canDelete).toBe(false);
    const refused = await deleteAs(collector, work.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "artworks.sold",
      error:
        "A work that has been sold cannot be deleted: its provenance and certificates stay valid. Mark it unavailable to withdraw it instead.",
    });
    expect(await exists(work.id)).toBe(true);

    await sellTo(work.id, artist);
    expect((await deleteAs(artist, work.id)).status).toBe(409);
    expect(await exists(work.id)).toBe(true);
  });

  it("a lease and a delete at the same moment: either the lease is kept with its work, or no lease is charged", async () => {
    for (let round = 0; round < 4; round += 1) {
      const work = await insertArtwork(database.db, artist.userId);
      const lessee = await signedInMember(database.db);
      const code = await mailedCheckoutCode(database.db, lessee, work.id);
      const [leased, deleted] = await Promise.allSettled([
        completeCheckout(database.db, lessee.userId, {
          artworkId: work.id,
          type: "lease",
          code,
          card: GOOD_CARD,
          lease: { startDate: addDays(galleryToday(), 7), days: "90", durationType: "daily" },
        }),
        deleteAs(artist, work.id),
      ]);
      const deleteOk = deleted.status === "fulfilled" && deleted.value.status === 200;
      const paid = await database.db
        .select({ status: transactions.status, artworkId: transactions.artworkId })
        .from(transactions)
        .where(and(eq(transactions.userId, lessee.userId), eq(transactions.status, "completed")));
      if (leased.status === "fulfilled") {
        // The lease won: the work stays, with its lease, and the delete was refused.
        expect(deleteOk).toBe(false);
        expect(deleted.status === "fulfilled" && deleted.value.status).toBe(409);
        expect(await exists(work.id)).toBe(true);
        expect(paid).toEqual([{ status: "completed", artworkId: work.id }]);
      } else {
        // The delete won: the lessee was refused before paying anything.
        expect(deleteOk).toBe(true);
        expect(await exists(work.id)).toBe(false);
        expect(paid).toEqual([]);
      }
    }
  });

  it("My Artwork offers Delete only on a work the server would delete", async () => {
    const work = await insertArtwork(database.db, artist.userId);
    expect((await listedRow(artist, work.id))?.canDelete).toBe(true);
  });
});

/** The edit page's data, as the owner's browser gets it. */
async function editPage(who: SignedIn, id: string) {
  return (await editRoute.loader(
    argsWith(who.request(`/artist/artwork/edit/${id}`), { id }),
  )) as Awaited<ReturnType<typeof editRoute.loader>>;
}

/** Submits the edit form as loaded, with `changes`, keeping the images unless told. */
async function saveEdit(
  who: SignedIn,
  id: string,
  changes: Record<string, string>,
  images?: FormImage[],
) {
  const page = await editPage(who, id);
  const fields = Object.fromEntries(
    Object.entries(page.values).map(([key, value]) => [key, String(value)]),
  );
  const kept = images ?? page.images.map((image) => ({ existing: image.imageId }));
  const request = postForm(
    who,
    `/artist/artwork/edit/${id}`,
    artworkForm({ ...fields, ...changes }, kept),
  );
  return outcome(await settle(() => editRoute.action(argsWith(request, { id }))));
}

async function row(id: string) {
  const [found] = await database.db.select().from(artworks).where(eq(artworks.id, id));
  return found!;
}

async function imageKeys(id: string) {
  const images = await database.db
    .select({ key: artworkImages.imageKey })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, id));
  return images.map((image) => image.key);
}

describe("editing a work after its first sale (R-artwork-lifecycle)", () => {
  it("the buyer cannot rewrite its title, medium, dimensions or photo: 409, nothing written", async () => {
    const collector = await signedInMember(database.db);
    const work = await insertArtwork(
      database.db,
      artist.userId,
      { title: "Rag Rug Blues", medium: "Fabric/Textile Collage", width: 40, height: 60 },
      [`artworks/${randomUUID()}`],
    );
    await sellTo(work.id, collector);
    const before = await row(work.id);
    const keysBefore = await imageKeys(work.id);
    const filesBefore = await media.files();

    for (const [changes, images] of [
      [{ title: "Untitled masterpiece" }, undefined],
      [{ medium: "Oil on Canvas" }, undefined],
      [{ width: "300", height: "200", dimensionUnit: "cm" }, undefined],
      [{ description: "Something else entirely." }, undefined],
      [{}, [{ file: await jpeg(400, 300, "#ff0000"), name: "other.jpg" }]],
    ] as [Record<string, string>, FormImage[] | undefined][]) {
      const result = await saveEdit(collector, work.id, changes, images);
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({
        code: "editor.facts-locked",
        error: expect.stringContaining("This work has been sold, so its title, medium"),
      });
    }
    expect(await row(work.id)).toEqual(before);
    expect(await imageKeys(work.id)).toEqual(keysBefore);
    expect(await media.files()).toEqual(filesBefore);
  });

  it("the buyer still changes their offer: price, availability and location", async () => {
    const collector = await signedInMember(database.db);
    const work = await insertArtwork(database.db, artist.userId, {}, [`artworks/${randomUUID()}`]);
    await sellTo(work.id, collector);
    const before = await row(work.id);
    const result = await saveEdit(collector, work.id, {
      salePrice: "2500",
      isAvailable: "true",
      location: "Annapolis, MD",
    });
    expect(result.status).toBe(302);
    expect(await row(work.id)).toMatchObject({
      title: before.title,
      medium: before.medium,
      width: before.width,
      salePriceCents: 250_000,
      isAvailable: true,
      location: "Annapolis, MD",
    });
  });

  it("the edit page shows a sold work's facts read-only, and the artist's unsold work open", async () => {
    const collector = await signedInMember(database.db);
    const work = await insertArtwork(database.db, artist.userId, {}, [`artworks/${randomUUID()}`]);
    expect((await editPage(artist, work.id)).factsLocked).toBe(false);
    await sellTo(work.id, collector);
    expect((await editPage(collector, work.id)).factsLocked).toBe(true);
    // Bought back by its artist, it is still a sold work: its facts stay as recorded.
    await sellTo(work.id, artist);
    expect((await editPage(artist, work.id)).factsLocked).toBe(true);
    expect((await saveEdit(artist, work.id, { title: "Renamed" })).status).toBe(409);
  });

  it("before the first sale the artist corrects the facts, on lease or not, and the chain records the correction", async () => {
    const work = await listedWithUpload(database.db, artist, "Maya Robinson", {}, [
      `artworks/${randomUUID()}`,
    ]);
    await bookLease(database.db, {
      artworkId: work.id,
      artistId: artist.userId,
      startDate: galleryToday(),
      days: 5,
    });
    const before = await row(work.id);
    const result = await saveEdit(artist, work.id, { title: "Harbor at Last Light" });
    expect(result.status).toBe(302);
    expect((await row(work.id)).title).toBe("Harbor at Last Light");

    const chain = await provenanceChain(database.db, work.id);
    expect(chain.verification).toEqual({ verifies: true });
    expect(chain.entries.map((entry) => [entry.event, entry.facts.title])).toEqual([
      ["upload", before.title],
      ["correction", "Harbor at Last Light"],
    ]);
    expect(changedFacts(chain.entries[0]?.facts, chain.entries[1]!.facts)).toEqual(["title"]);
    // Saving the offer alone records nothing new.
    expect((await saveEdit(artist, work.id, { salePrice: "1800" })).status).toBe(302);
    expect((await provenanceChain(database.db, work.id)).entries).toHaveLength(2);
  });
});
