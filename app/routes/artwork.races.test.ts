import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { artworks, ledgerEntries, provenance, transactions } from "~/db/schema";
import {
  createTestPaymentProvider,
  type PaymentProvider,
  setPaymentProvider,
} from "~/features/commerce/index.server";
import * as listRoute from "~/routes/artist-artwork";
import * as editRoute from "~/routes/artist-artwork-edit";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { GOOD_CARD } from "../../tests/support/checkout";
import { createTestDatabase } from "../../tests/support/database";
import { useTemporaryMediaDir } from "../../tests/support/media-dir";
import { argsWith, artworkForm, outcome, postForm } from "../../tests/support/owned-items-kit";
import { latestCheckoutCode } from "../../tests/support/payments";
import { formPost, type SignedIn, settle, signedInMember } from "../../tests/support/sessions";
import * as checkoutRoute from "./checkout";

// R-artwork-lifecycle (ADR 0016): a member's purchase and the owner's withdraw or
// delete of the same work, sent at the same moment through the routes, leave one
// consistent outcome: the sale with its owner, ledger and provenance, or the
// owner's change with nothing charged.

const ROUNDS = 8;

/**
 * Starts both at once, the purchase first in even rounds and the owner's request
 * first in odd ones (on PGlite, which runs one transaction at a time, the order
 * decides who wins); answers the purchase's result first.
 */
async function atOnce<A, B>(round: number, purchase: () => Promise<A>, owner: () => Promise<B>) {
  if (round % 2 === 0) return Promise.all([purchase(), owner()]);
  const [second, first] = await Promise.all([owner(), purchase()]);
  return [first, second] as const;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
/** References of the payments the payment provider captured in this round. */
let charges: string[] = [];
/** How many authorisations were let go in this round (a refused purchase lets its go). */
let releases = 0;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  const inner = createTestPaymentProvider();
  const counting: PaymentProvider = {
    ...inner,
    async capture(authorisation, options) {
      const payment = await inner.capture(authorisation, options);
      charges.push(payment.reference);
      return payment;
    },
    async release(details, scope) {
      releases += 1;
      await inner.release(details, scope);
    },
  };
  setPaymentProvider(counting);
});
afterEach(() => {
  charges = [];
  releases = 0;
});
afterAll(async () => {
  setPaymentProvider(undefined);
  await database.drop();
  await media.remove();
});

/** Asks for a purchase code through checkout, as the page does, and reads it from the outbox. */
async function mailedCode(who: SignedIn, artworkId: string) {
  const request = formPost(
    `/checkout/${artworkId}?type=purchase`,
    { intent: "send-code" },
    who.cookie,
  );
  const sent = await outcome(
    await settle(() => checkoutRoute.action(argsWith(request, { artworkId }))),
  );
  expect(sent.status).toBe(200);
  return latestCheckoutCode(database.db, who);
}

/** Completes the purchase through the checkout action; its status and body. */
async function purchase(who: SignedIn, artworkId: string, code: string) {
  const request = formPost(
    `/checkout/${artworkId}?type=purchase`,
    { intent: "complete", code, ...GOOD_CARD },
    who.cookie,
  );
  return outcome(await settle(() => checkoutRoute.action(argsWith(request, { artworkId }))));
}

/**
 * The owner's edit form as the edit page loads it, with `changes`: sending it
 * later (the returned function) saves it through the editor's action.
 */
async function editForm(who: SignedIn, id: string, changes: Record<string, string>) {
  const page = (await editRoute.loader(
    argsWith(who.request(`/artist/artwork/edit/${id}`), { id }),
  )) as Awaited<ReturnType<typeof editRoute.loader>>;
  const fields = Object.fromEntries(
    Object.entries(page.values).map(([key, value]) => [key, String(value)]),
  );
  const images = page.images.map((image) => ({ existing: image.imageId }));
  return async () => {
    const request = postForm(
      who,
      `/artist/artwork/edit/${id}`,
      artworkForm({ ...fields, ...changes }, images),
    );
    return outcome(await settle(() => editRoute.action(argsWith(request, { id }))));
  };
}

async function deleteAs(who: SignedIn, id: string) {
  const request = formPost("/artist/artwork", { intent: "delete", id }, who.cookie);
  return outcome(await settle(() => listRoute.action(argsWith(request))));
}

async function artworkRow(id: string) {
  const [row] = await database.db.select().from(artworks).where(eq(artworks.id, id));
  return row ?? null;
}

/** The buyer's transactions of the work, with their ledger entries' sum and count. */
async function buyerTransactions(buyer: SignedIn, artworkId: string) {
  const records = await database.db
    .select({ id: transactions.id, status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.userId, buyer.userId), eq(transactions.artworkId, artworkId)));
  return Promise.all(
    records.map(async (record) => {
      const entries = await database.db
        .select({ amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, record.id));
      return {
        ...record,
        entries: entries.length,
        balance: entries.reduce((sum, entry) => sum + entry.amountCents, 0),
      };
    }),
  );
}

async function purchases(artworkId: string) {
  return database.db
    .select({ ownerId: provenance.ownerId, transactionId: provenance.transactionId })
    .from(provenance)
    .where(and(eq(provenance.artworkId, artworkId), eq(provenance.event, "purchase")));
}

/** Marks the work bought by `collector` and offered again, as a resale listing leaves it. */
async function offeredForResale(artworkId: string, collector: SignedIn) {
  await database.db
    .update(artworks)
    .set({ userId: collector.userId, isAvailable: true, salePriceCents: 250_000 })
    .where(eq(artworks.id, artworkId));
  await database.db
    .insert(provenance)
    .values({ artworkId, ownerId: collector.userId, ownerName: "Collector", event: "purchase" });
}

/**
 * The sale won: one owner (the buyer), off the market, one completed
 * transaction charged once with balanced ledger entries, and its provenance entry.
 */
async function expectSold(artworkId: string, buyer: SignedIn, earlierSales: number) {
  const row = await artworkRow(artworkId);
  expect(row).toMatchObject({ userId: buyer.userId, isAvailable: false });
  const records = await buyerTransactions(buyer, artworkId);
  expect(records).toEqual([
    { id: expect.any(String), status: "completed", entries: expect.any(Number), balance: 0 },
  ]);
  expect(records[0]!.entries).toBeGreaterThanOrEqual(2);
  expect(charges).toHaveLength(1);
  expect(releases).toBe(0);
  const history = await purchases(artworkId);
  expect(history).toHaveLength(earlierSales + 1);
  expect(history).toContainEqual({ ownerId: buyer.userId, transactionId: records[0]!.id });
}

/** The purchase lost: refused with a 4xx, nothing charged, no transaction, no provenance entry. */
async function expectNotSold(
  status: number,
  artworkId: string,
  buyer: SignedIn,
  earlierSales: number,
) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(charges).toEqual([]);
  expect(await buyerTransactions(buyer, artworkId)).toEqual([]);
  expect(await purchases(artworkId)).toHaveLength(earlierSales);
}

describe("a purchase and the owner's withdraw at the same moment (R-artwork-lifecycle)", () => {
  it("either the sale completes and the withdraw is refused, or the work is withdrawn and nothing is charged", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      charges = [];
      releases = 0;
      // The artist's first sale in two rounds of four, a collector's resale in the others.
      const artist = await signedInMember(database.db);
      const work = await insertArtwork(database.db, artist.userId, {}, [
        `artworks/${randomUUID()}`,
      ]);
      const resale = Math.floor(round / 2) % 2 === 1;
      let seller = artist;
      if (resale) {
        seller = await signedInMember(database.db);
        await offeredForResale(work.id, seller);
      }
      const earlierSales = resale ? 1 : 0;
      const buyer = await signedInMember(database.db);
      const code = await mailedCode(buyer, work.id);
      const withdraw = await editForm(seller, work.id, { isAvailable: "false" });

      const [bought, withdrawn] = await atOnce(
        round,
        () => purchase(buyer, work.id, code),
        withdraw,
      );

      if (bought.status === 302) {
        await expectSold(work.id, buyer, earlierSales);
        // The seller's save came too late, and is told why: the work is no longer theirs.
        expect(withdrawn).toMatchObject({
          status: 409,
          body: {
            code: "editor.sold-meanwhile",
            error: "This artwork has been sold, so it is no longer yours to change.",
          },
        });
      } else {
        expect(withdrawn.status).toBe(302);
        expect(bought.body).toMatchObject({ ok: false, code: "checkout.sold" });
        await expectNotSold(bought.status, work.id, buyer, earlierSales);
        expect(await artworkRow(work.id)).toMatchObject({
          userId: seller.userId,
          isAvailable: false,
        });
      }
    }
  });
});

describe("a purchase and the artist's delete at the same moment (R-artwork-lifecycle)", () => {
  it("either the sale completes and the work stays with its buyer, or the work is gone and nothing is charged", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      charges = [];
      releases = 0;
      const artist = await signedInMember(database.db);
      const work = await insertArtwork(database.db, artist.userId);
      const buyer = await signedInMember(database.db);
      const code = await mailedCode(buyer, work.id);

      const [bought, deleted] = await atOnce(
        round,
        () => purchase(buyer, work.id, code),
        () => deleteAs(artist, work.id),
      );

      if (bought.status === 302) {
        await expectSold(work.id, buyer, 0);
        // A sold work is never deleted, and the artist is told so, however the race went.
        expect(deleted).toMatchObject({ status: 409, body: { code: "artworks.sold" } });
      } else {
        expect(deleted.body).toEqual({ ok: true, message: "Artwork deleted successfully" });
        expect(await artworkRow(work.id)).toBeNull();
        // Told the work is gone, whether the delete came before the code was checked or after.
        expect(bought).toMatchObject({
          status: 404,
          body: { ok: false, code: "checkout.not-found", error: "Artwork not found" },
        });
        await expectNotSold(bought.status, work.id, buyer, 0);
      }
    }
  });
});

describe("a save from a page left open after the work was sold (R-artwork-lifecycle)", () => {
  it("tells its former owner the work was sold, and anyone else only that it was not found", async () => {
    charges = [];
    releases = 0;
    const artist = await signedInMember(database.db);
    const work = await insertArtwork(database.db, artist.userId, {}, [`artworks/${randomUUID()}`]);
    const withdraw = await editForm(artist, work.id, { isAvailable: "false" });
    const buyer = await signedInMember(database.db);
    expect((await purchase(buyer, work.id, await mailedCode(buyer, work.id))).status).toBe(302);

    expect(await withdraw()).toMatchObject({
      status: 409,
      body: { ok: false, code: "editor.sold-meanwhile" },
    });
    expect(await deleteAs(artist, work.id)).toMatchObject({
      status: 409,
      body: { ok: false, code: "artworks.sold" },
    });
    const stranger = await signedInMember(database.db);
    expect(await deleteAs(stranger, work.id)).toMatchObject({
      status: 404,
      body: { ok: false, code: "artworks.not-found" },
    });
    // Nothing the late saves asked for happened: the buyer's work stays on their terms.
    expect(await artworkRow(work.id)).toMatchObject({ userId: buyer.userId, isAvailable: false });
  });
});
