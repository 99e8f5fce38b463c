import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rows } from "~/db/rows.server";
import {
  artworks,
  checkoutCodes,
  emailOutbox,
  leases,
  ledgerEntries,
  provenance,
  transactions,
} from "~/db/schema";
import { deleteAccount } from "~/features/accounts/index.server";
import { addDays, todayIso } from "~/features/commerce/leases/lease-pricing";
import { leaseStatus } from "~/features/commerce/leases/queries.server";
import { dashboardStats } from "~/features/studio/index.server";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { GOOD_CARD } from "../../../../tests/support/checkout";
import { createTestDatabase } from "../../../../tests/support/database";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { paymentEntries, writeEntries } from "../ledger/ledger.server";
import { rentCreditFor } from "../ledger/rent-credit.server";
import { splitPayment } from "../ledger/split";
import { statementLines } from "../ledger/statement.server";
import { checkCheckoutCode, issueCheckoutCode } from "./confirmation-code.server";
import { CHECKOUT_MESSAGES, leaseOverlapMessage } from "./messages";
import { type CompleteCheckoutInput, completeCheckout } from "./mutations.server";
import {
  createTestPaymentProvider,
  type PaymentProvider,
  setPaymentProvider,
} from "./payments.server";
import { checkoutView } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let buyer: SignedIn;
/** References of the payments the test provider captured, to see who was charged. */
let charges: string[] = [];
/** The buyers whose authorisations were let go because their checkout was refused. */
let releases: string[] = [];
/** References of the payments it gave back. */
let refunds: string[] = [];
/** When set, the provider refuses to give charges back. */
let refundsFail = false;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  buyer = await signedInMember(database.db);
  const inner = createTestPaymentProvider();
  const counting: PaymentProvider = {
    ...inner,
    async capture(authorisation, options) {
      const payment = await inner.capture(authorisation, options);
      charges.push(payment.reference);
      return payment;
    },
    async release(details, scope) {
      releases.push(scope.buyerId);
      await inner.release(details, scope);
    },
    async refund(reference) {
      if (refundsFail) throw new Error("the provider is unreachable");
      refunds.push(reference);
      return inner.refund(reference);
    },
  };
  setPaymentProvider(counting);
});
afterEach(() => {
  charges = [];
  releases = [];
  refunds = [];
  refundsFail = false;
});
afterAll(async () => {
  setPaymentProvider(undefined);
  await database.drop();
});

/** Issues a code for `who` and reads it back from the outbox, as the buyer would. */
async function codeFor(who: SignedIn, artworkId: string) {
  await issueCheckoutCode(database.db, {
    userId: who.userId,
    artworkId,
    email: who.email,
    artworkTitle: "Test",
  });
  const [mail] = await database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, who.email), eq(emailOutbox.kind, "checkout-code")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = mail?.text?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error("no code mailed");
  return code;
}

async function buy(who: SignedIn, artworkId: string, extra: Partial<CompleteCheckoutInput> = {}) {
  const code = extra.code ?? (await codeFor(who, artworkId));
  return completeCheckout(database.db, who.userId, {
    artworkId,
    type: "purchase",
    card: GOOD_CARD,
    ...extra,
    code,
  });
}

async function lease(who: SignedIn, artworkId: string, startDate: string, days: number) {
  const code = await codeFor(who, artworkId);
  return completeCheckout(database.db, who.userId, {
    artworkId,
    type: "lease",
    code,
    card: GOOD_CARD,
    lease: { startDate, days: String(days), durationType: "daily" },
  });
}

/** A completed lease that began `daysAgo` days ago, as checkout records one, with its ledger. */
async function pastLease(
  lessee: SignedIn,
  artwork: { id: string; title: string; userId: string },
  daysAgo: number,
  days: number,
  amountCents: number,
) {
  const startDate = addDays(todayIso(), -daysAgo);
  const endDate = addDays(startDate, days);
  const [record] = await database.db
    .insert(transactions)
    .values({
      userId: lessee.userId,
      artworkId: artwork.id,
      artistId: artwork.userId,
      artworkTitle: artwork.title,
      transactionType: "lease",
      amountCents,
      status: "completed",
      leaseStartDate: startDate,
      leaseEndDate: endDate,
    })
    .returning({ id: transactions.id });
  const [held] = await database.db
    .insert(leases)
    .values({
      transactionId: record!.id,
      artworkId: artwork.id,
      lesseeId: lessee.userId,
      startDate,
      endDate,
    })
    .returning();
  await writeEntries(
    database.db,
    paymentEntries(record!.id, "lease", splitPayment(amountCents, "lease"), {
      sellerId: artwork.userId,
      artistId: artwork.userId,
    }),
  );
  return held!;
}

describe("purchase", () => {
  it("transfers ownership once, however many buy at the same moment", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, {
      originalArtistName: null,
    });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signedInMember(database.db)));
    const codes = await Promise.all(buyers.map((who) => codeFor(who, artwork.id)));
    const results = await Promise.allSettled(
      buyers.map((who, i) => buy(who, artwork.id, { code: codes[i] })),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(1);
    for (const failure of lost) expect(String(failure.reason.message)).toBe(CHECKOUT_MESSAGES.sold);
    expect(charges).toHaveLength(1);
    // Each buyer who lost let their authorisation go.
    expect(releases).toHaveLength(9);
    expect(releases).not.toContain(
      buyers[results.findIndex((r) => r.status === "fulfilled")]?.userId,
    );

    const winner = buyers[results.findIndex((r) => r.status === "fulfilled")];
    const [after] = await database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(after?.userId).toBe(winner?.userId);
    expect(after?.isAvailable).toBe(false);
    expect(after?.artistId).toBe(artist.userId);
    expect(after?.originalArtistName).toBeNull();
    expect(after?.artistName).toBe(artwork.artistName);

    const records = await database.db
      .select()
      .from(transactions)
      .where(eq(transactions.artworkId, artwork.id));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      status: "completed",
      amountCents: 120000,
      cardBrand: "Visa",
      cardLast4: "4242",
      paymentProvider: "test",
      artistId: artist.userId,
    });
    const history = await database.db
      .select()
      .from(provenance)
      .where(eq(provenance.artworkId, artwork.id));
    expect(history).toMatchObject([
      { event: "purchase", ownerId: winner?.userId, transactionId: records[0]?.id },
    ]);
  });

  it("refuses a declined card and changes nothing", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const code = await codeFor(buyer, artwork.id);
    await expect(
      buy(buyer, artwork.id, { code, card: { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" } }),
    ).rejects.toThrow(CHECKOUT_MESSAGES.declined);
    expect(charges).toHaveLength(0);
    const [after] = await database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(after?.isAvailable).toBe(true);
    expect(after?.userId).toBe(artist.userId);
    expect(
      await database.db.select().from(transactions).where(eq(transactions.artworkId, artwork.id)),
    ).toHaveLength(0);
    // The code was not used up: the buyer may try another card.
    await buy(buyer, artwork.id, { code });
  });

  it("refuses an invalid card before charging", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    await expect(
      buy(buyer, artwork.id, { card: { ...GOOD_CARD, cardNumber: "4242 4242 4242 4241" } }),
    ).rejects.toThrow("Please enter a valid card number");
    await expect(
      buy(buyer, artwork.id, { card: { ...GOOD_CARD, cardExpiry: "01/20" } }),
    ).rejects.toThrow(/expiry/);
    await expect(buy(buyer, artwork.id, { card: { ...GOOD_CARD, cardCvc: "12" } })).rejects.toThrow(
      /security code/,
    );
    expect(charges).toHaveLength(0);
  });

  it("refuses the owner", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    await expect(buy(artist, artwork.id)).rejects.toThrow(CHECKOUT_MESSAGES.ownArtwork);
    expect(charges).toHaveLength(0);
  });

  it("refuses an artwork without a price", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, { salePriceCents: null });
    await expect(buy(buyer, artwork.id)).rejects.toThrow(CHECKOUT_MESSAGES.notForSale);
  });

  it("lets only the lessee buy an artwork on lease", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const lessee = await signedInMember(database.db);
    await lease(lessee, artwork.id, todayIso(), 10);
    await expect(buy(buyer, artwork.id)).rejects.toThrow(CHECKOUT_MESSAGES.leasedToOther);
    await buy(lessee, artwork.id);
  });
});

describe("confirmation codes", () => {
  it("counts wrong codes, then refuses after five tries", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const code = await codeFor(buyer, artwork.id);
    const wrong = code === "000000" ? "111111" : "000000";
    const scope = { userId: buyer.userId, artworkId: artwork.id };
    for (let i = 0; i < 5; i++) {
      await expect(checkCheckoutCode(database.db, { ...scope, code: wrong })).rejects.toThrow(
        CHECKOUT_MESSAGES.invalidCode,
      );
    }
    await expect(checkCheckoutCode(database.db, { ...scope, code })).rejects.toThrow(
      CHECKOUT_MESSAGES.tooManyTries,
    );
    await expect(buy(buyer, artwork.id, { code })).rejects.toThrow(CHECKOUT_MESSAGES.tooManyTries);
    expect(charges).toHaveLength(0);
    // A new code starts afresh, and only its hash is stored.
    const fresh = await codeFor(buyer, artwork.id);
    const rows = await database.db
      .select()
      .from(checkoutCodes)
      .where(eq(checkoutCodes.artworkId, artwork.id));
    expect(rows.some((row) => row.codeHash.includes(fresh))).toBe(false);
    await checkCheckoutCode(database.db, { ...scope, code: fresh });
  });

  it("refuses an expired code", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const code = await codeFor(buyer, artwork.id);
    await database.db
      .update(checkoutCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(checkoutCodes.artworkId, artwork.id));
    await expect(buy(buyer, artwork.id, { code })).rejects.toThrow(CHECKOUT_MESSAGES.expiredCode);
    expect(charges).toHaveLength(0);
  });

  it("refuses a code used once already", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const code = await codeFor(buyer, artwork.id);
    await completeCheckout(database.db, buyer.userId, {
      artworkId: artwork.id,
      type: "lease",
      code,
      card: GOOD_CARD,
      lease: { startDate: todayIso(), days: "2", durationType: "daily" },
    });
    await expect(
      completeCheckout(database.db, buyer.userId, {
        artworkId: artwork.id,
        type: "lease",
        code,
        card: GOOD_CARD,
        lease: { startDate: addDays(todayIso(), 5), days: "2", durationType: "daily" },
      }),
    ).rejects.toThrow(CHECKOUT_MESSAGES.usedCode);
    expect(charges).toHaveLength(1);
  });
});

describe("leases", () => {
  it("records the period and charges the server's price", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, {
      leaseDailyRateCents: 1500,
    });
    const start = addDays(todayIso(), 3);
    const result = await lease(buyer, artwork.id, start, 8);
    expect(result.amountCents).toBe(12000);
    const [record] = await database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, result.transactionId));
    expect(record).toMatchObject({
      transactionType: "lease",
      leaseStartDate: start,
      leaseEndDate: addDays(start, 8),
      status: "completed",
    });
    const [period] = await database.db
      .select()
      .from(leases)
      .where(eq(leases.artworkId, artwork.id));
    expect(period).toMatchObject({
      startDate: start,
      endDate: addDays(start, 8),
      lesseeId: buyer.userId,
    });
    const [after] = await database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(after?.userId).toBe(artist.userId);
    expect(after?.isAvailable).toBe(true);
  });

  it("refuses overlapping leases and allows one starting when another ends", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const start = todayIso();
    await lease(buyer, artwork.id, start, 10);
    const other = await signedInMember(database.db);
    await expect(lease(other, artwork.id, addDays(start, 9), 5)).rejects.toThrow(
      leaseOverlapMessage({ startDate: start, endDate: addDays(start, 10) }),
    );
    expect(charges).toHaveLength(1);
    await lease(other, artwork.id, addDays(start, 10), 5);
    expect(await leaseStatus(database.db, artwork.id)).toEqual({
      onLeaseUntil: addDays(start, 14),
      nextFreeDate: addDays(start, 15),
    });
  });

  it("gives the same dates to one of many lessees at once", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const lessees = await Promise.all(Array.from({ length: 5 }, () => signedInMember(database.db)));
    const start = addDays(todayIso(), 1);
    const results = await Promise.allSettled(
      lessees.map((who) => lease(who, artwork.id, start, 7)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(charges).toHaveLength(1);
    expect(
      await database.db.select().from(leases).where(eq(leases.artworkId, artwork.id)),
    ).toHaveLength(1);
  });

  it("refuses a start in the past and a missing rate", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, { leaseWeeklyRateCents: null });
    await expect(lease(buyer, artwork.id, addDays(todayIso(), -1), 3)).rejects.toThrow(
      CHECKOUT_MESSAGES.pastStart,
    );
    const code = await codeFor(buyer, artwork.id);
    await expect(
      completeCheckout(database.db, buyer.userId, {
        artworkId: artwork.id,
        type: "lease",
        code,
        card: GOOD_CARD,
        lease: { startDate: todayIso(), days: "abc", durationType: "weekly" },
      }),
    ).rejects.toThrow(CHECKOUT_MESSAGES.notForLease);
    expect(charges).toHaveLength(0);
  });

  it("reports a free artwork as free today", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    expect(await leaseStatus(database.db, artwork.id)).toEqual({
      onLeaseUntil: null,
      nextFreeDate: todayIso(),
    });
  });
});

/**
 * Makes the database refuse to record the sale or lease of `artworkId` (its
 * provenance or lease row), as a failing write after the charge would.
 */
async function breakRecording(artworkId: string) {
  const name = `fail_recording_${artworkId.replaceAll("-", "_")}`;
  await database.db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'recording failed'; end $$`),
  );
  for (const table of ["provenance", "leases"]) {
    await database.db.execute(
      sql.raw(`create trigger ${name} before insert on ${table} for each row
        when (new.artwork_id = '${artworkId}'::uuid) execute function ${name}()`),
    );
  }
  return async function repair() {
    for (const table of ["provenance", "leases"]) {
      await database.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    }
  };
}

async function transactionsOf(artworkId: string) {
  return database.db.select().from(transactions).where(eq(transactions.artworkId, artworkId));
}

describe("a failure after the charge", () => {
  it("refunds the charge and keeps the transaction as refunded; nothing changes hands", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const repair = await breakRecording(artwork.id);
    const code = await codeFor(buyer, artwork.id);
    await expect(buy(buyer, artwork.id, { code })).rejects.toThrow();
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual(charges);
    expect(releases).toEqual([]);

    const [record, ...others] = await transactionsOf(artwork.id);
    expect(others).toHaveLength(0);
    expect(record).toMatchObject({
      status: "refunded",
      userId: buyer.userId,
      amountCents: 120000,
      paymentProvider: "test",
      paymentReference: charges[0],
      cardBrand: "Visa",
      cardLast4: "4242",
      refundReference: expect.stringMatching(/^test_refund_/),
    });
    expect(record?.refundedAt).toBeInstanceOf(Date);
    // In the ledger: the money came in and went back; nobody is owed anything.
    const refundEntries = await database.db
      .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, record!.id));
    expect(refundEntries.sort((a, b) => a.amountCents - b.amountCents)).toEqual([
      { account: "buyer_payments", amountCents: -120000 },
      { account: "refunds", amountCents: 120000 },
    ]);
    const [after] = await database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(after).toMatchObject({ userId: artist.userId, isAvailable: true });
    expect(
      await database.db.select().from(provenance).where(eq(provenance.artworkId, artwork.id)),
    ).toHaveLength(0);

    // The code was not used up: once recording works, the same code completes the purchase.
    await repair();
    await buy(buyer, artwork.id, { code });
    expect((await transactionsOf(artwork.id)).map((row) => row.status).sort()).toEqual([
      "completed",
      "refunded",
    ]);
  });

  it("refunds a lease the same way", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    await breakRecording(artwork.id);
    await expect(lease(buyer, artwork.id, todayIso(), 3)).rejects.toThrow();
    expect(refunds).toEqual(charges);
    const [record] = await transactionsOf(artwork.id);
    expect(record).toMatchObject({ status: "refunded", transactionType: "lease" });
    expect(
      await database.db.select().from(leases).where(eq(leases.artworkId, artwork.id)),
    ).toHaveLength(0);
  });

  it("keeps the transaction as failed when the refund does not go through", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    await breakRecording(artwork.id);
    refundsFail = true;
    await expect(buy(buyer, artwork.id)).rejects.toThrow();
    expect(charges).toHaveLength(1);
    expect(refunds).toHaveLength(0);
    const [record] = await transactionsOf(artwork.id);
    expect(record).toMatchObject({
      status: "failed",
      paymentReference: charges[0],
      refundReference: null,
    });
    expect(record?.refundedAt).toBeNull();
    // The money came in and is owed back: in the books, not only in a log.
    const owed = await database.db
      .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, record!.id));
    expect(owed.sort((a, b) => a.amountCents - b.amountCents)).toEqual([
      { account: "buyer_payments", amountCents: -120000 },
      { account: "refunds", amountCents: 120000 },
    ]);
  });
});

describe("the ledger", () => {
  async function entriesOf(transactionId: string) {
    const rows = await database.db
      .select({
        account: ledgerEntries.account,
        memberId: ledgerEntries.memberId,
        amountCents: ledgerEntries.amountCents,
        kind: ledgerEntries.kind,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transactionId));
    return rows.sort((a, b) => a.amountCents - b.amountCents || a.account.localeCompare(b.account));
  }

  it("a first sale pays its artist in full, in entries that balance", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, { salePriceCents: 170_000 });
    const { transactionId } = await buy(buyer, artwork.id);
    expect(await entriesOf(transactionId)).toEqual([
      { account: "buyer_payments", memberId: null, amountCents: -170_000, kind: "sale" },
      { account: "artist_payable", memberId: artist.userId, amountCents: 170_000, kind: "sale" },
    ]);
  });

  it("a lease pays the owner its price", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const { transactionId, amountCents } = await lease(buyer, artwork.id, todayIso(), 4);
    expect(await entriesOf(transactionId)).toEqual([
      { account: "buyer_payments", memberId: null, amountCents: -amountCents, kind: "lease" },
      { account: "artist_payable", memberId: artist.userId, amountCents, kind: "lease" },
    ]);
  });

  it("each resale pays the seller, a royalty to the first artist and the gallery's fee", async () => {
    const collector = await signedInMember(database.db);
    const third = await signedInMember(database.db);
    // Bought from its artist once: the collector owns it and offers it again.
    const artwork = await insertArtwork(database.db, collector.userId, {
      artistId: artist.userId,
      salePriceCents: 170_000,
    });
    const first = await buy(buyer, artwork.id);
    expect(await entriesOf(first.transactionId)).toEqual([
      { account: "buyer_payments", memberId: null, amountCents: -170_000, kind: "resale" },
      { account: "gallery_fee", memberId: null, amountCents: 8_500, kind: "resale" },
      { account: "royalty_payable", memberId: artist.userId, amountCents: 8_500, kind: "resale" },
      {
        account: "artist_payable",
        memberId: collector.userId,
        amountCents: 153_000,
        kind: "resale",
      },
    ]);
    // Offered again by its new owner, at an odd price: the royalty still goes to the first artist.
    await database.db
      .update(artworks)
      .set({ isAvailable: true, salePriceCents: 200_099 })
      .where(eq(artworks.id, artwork.id));
    const second = await buy(third, artwork.id);
    expect(await entriesOf(second.transactionId)).toEqual([
      { account: "buyer_payments", memberId: null, amountCents: -200_099, kind: "resale" },
      { account: "gallery_fee", memberId: null, amountCents: 10_004, kind: "resale" },
      { account: "royalty_payable", memberId: artist.userId, amountCents: 10_004, kind: "resale" },
      { account: "artist_payable", memberId: buyer.userId, amountCents: 180_091, kind: "resale" },
    ]);
  });

  it("sells a resold work to exactly one of many buyers at the same moment, paying one royalty", async () => {
    const collector = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, collector.userId, {
      artistId: artist.userId,
      salePriceCents: 170_000,
    });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signedInMember(database.db)));
    const codes = await Promise.all(buyers.map((who) => codeFor(who, artwork.id)));
    const results = await Promise.allSettled(
      buyers.map((who, i) => buy(who, artwork.id, { code: codes[i] })),
    );
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(won).toHaveLength(1);
    for (const failure of results.filter((r) => r.status === "rejected")) {
      expect(String(failure.reason.message)).toBe(CHECKOUT_MESSAGES.sold);
    }
    const royalties = await database.db
      .select({ memberId: ledgerEntries.memberId, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
      .where(
        and(eq(transactions.artworkId, artwork.id), eq(ledgerEntries.account, "royalty_payable")),
      );
    expect(royalties).toEqual([{ memberId: artist.userId, amountCents: 8_500 }]);
  });

  it("the buyer's receipt says where the money went, as the ledger recorded it", async () => {
    const collector = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, collector.userId, {
      artistId: artist.userId,
      salePriceCents: 1_099,
      originalArtistName: "Lena Kowalski",
    });
    const { transactionId } = await buy(buyer, artwork.id);
    const [mail] = await database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, buyer.email), eq(emailOutbox.kind, "receipt")))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe("Your receipt: Harbor at First Light");
    expect(mail?.text).toContain("Amount paid: $10.99 (Visa ending 4242)");
    expect(mail?.text).toContain(`Receipt number: ${transactionId}`);
    expect(mail?.text).toContain(
      "Where your money goes: Of $10.99: $9.91 to the seller, $0.54 resale royalty to Lena Kowalski (the artist), $0.54 gallery fee",
    );
  });

  it("a lessee who buys the work pays the price less half the rent, the artist's discount", async () => {
    const lessee = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, artist.userId, {
      salePriceCents: 120_000,
      leaseDailyRateCents: 1_500,
    });
    // Four days at $15, used up by today: $60 of rent, $30 of it credited.
    await pastLease(lessee, artwork, 4, 4, 6_000);
    const view = await checkoutView(database.db, artwork.id, lessee.userId, "purchase");
    expect(view).toMatchObject({ status: "ready", rentCreditCents: 3_000 });
    // A page that showed another total (the full price) is refused before any charge.
    const charged = charges.length;
    const stale = await buy(lessee, artwork.id, { expectedTotalCents: 120_000 }).catch(
      (error: unknown) => error,
    );
    expect(stale).toMatchObject({ code: "checkout.total-changed", status: 409 });
    expect(charges).toHaveLength(charged);
    const bought = await buy(lessee, artwork.id, { expectedTotalCents: 117_000 });
    expect(bought.amountCents).toBe(117_000);
    expect(await entriesOf(bought.transactionId)).toEqual([
      { account: "buyer_payments", memberId: null, amountCents: -117_000, kind: "sale" },
      {
        account: "artist_payable",
        memberId: artist.userId,
        amountCents: -3_000,
        kind: "rent_credit",
      },
      { account: "artist_payable", memberId: artist.userId, amountCents: 120_000, kind: "sale" },
    ]);
    const [receipt] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, bought.receiptMailId));
    expect(receipt?.text).toContain("Amount paid: $1,170");
    expect(receipt?.text).toContain("Price: $1,200, less your rent credit of $30");
    expect(receipt?.text).toContain("Where your money goes: Of $1,200: $1,200 to");
    // Used once: bought, the credit is spent.
    expect(
      await rentCreditFor(database.db, {
        memberId: lessee.userId,
        artworkId: artwork.id,
        ownerId: artist.userId,
        priceCents: 120_000,
      }),
    ).toBe(0);
  });

  it("credits at most half the price, only rent of the last 12 months, and nothing to others", async () => {
    const lessee = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, artist.userId, {
      salePriceCents: 120_000,
      leaseDailyRateCents: 100_000,
    });
    const credit = (memberId: string) =>
      rentCreditFor(database.db, {
        memberId,
        artworkId: artwork.id,
        ownerId: artist.userId,
        priceCents: 120_000,
      });
    // Rent paid 13 months ago does not count.
    const longAgo = new Date();
    longAgo.setUTCMonth(longAgo.getUTCMonth() - 13);
    const [old] = await database.db
      .insert(transactions)
      .values({
        userId: lessee.userId,
        artworkId: artwork.id,
        artistId: artist.userId,
        artworkTitle: artwork.title,
        transactionType: "lease",
        amountCents: 50_000,
        status: "completed",
        createdAt: longAgo,
      })
      .returning({ id: transactions.id });
    await writeEntries(
      database.db,
      paymentEntries(old!.id, "lease", splitPayment(50_000, "lease"), {
        sellerId: artist.userId,
        artistId: artist.userId,
      }),
    );
    expect(await credit(lessee.userId)).toBe(0);
    // $5,000 of rent this year, for days used: half would be $2,500, but half the price is $600.
    await pastLease(lessee, artwork, 10, 5, 500_000);
    expect(await credit(lessee.userId)).toBe(60_000);
    expect(await credit(buyer.userId)).toBe(0);
  });

  it("a resale whose first artist's account is gone pays the fee and no royalty", async () => {
    const collector = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, collector.userId, {
      artistId: null,
      salePriceCents: 170_000,
    });
    const { transactionId } = await buy(buyer, artwork.id);
    expect(await entriesOf(transactionId)).toEqual([
      { account: "buyer_payments", memberId: null, amountCents: -170_000, kind: "resale" },
      { account: "gallery_fee", memberId: null, amountCents: 8_500, kind: "resale" },
      {
        account: "artist_payable",
        memberId: collector.userId,
        amountCents: 161_500,
        kind: "resale",
      },
    ]);
  });

  it("a sale stays in the books when both its members delete their accounts", async () => {
    const seller = await signedInMember(database.db);
    const leaving = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, seller.userId);
    const { transactionId } = await buy(leaving, artwork.id);
    await deleteAccount(database.db, leaving.userId);
    await deleteAccount(database.db, seller.userId);
    const [kept] = await database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, transactionId));
    expect(kept).toMatchObject({ userId: null, artistId: null, amountCents: 120_000 });
    expect(await entriesOf(transactionId)).toEqual([
      { account: "buyer_payments", memberId: null, amountCents: -120_000, kind: "sale" },
      { account: "artist_payable", memberId: null, amountCents: 120_000, kind: "sale" },
    ]);
  });

  it("the database refuses entries that do not balance, and keeps none of them", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const { transactionId } = await buy(buyer, artwork.id);
    const before = await entriesOf(transactionId);
    const refused = await database.db
      .transaction(async (tx) => {
        await tx.insert(ledgerEntries).values({
          transactionId,
          account: "gallery_fee",
          amountCents: 100,
          kind: "sale",
        });
      })
      .catch((error: Error) => error);
    // The driver may wrap the database's refusal of the commit: read the cause too.
    expect(`${refused} ${(refused as Error | undefined)?.cause}`).toMatch(/do not balance/);
    expect(await entriesOf(transactionId)).toEqual(before);
  });

  it("every transaction in the ledger balances", async () => {
    expect(
      await rows(
        database.db,
        sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        database.db,
        sql`select count(*)::int as n from transactions t where t.status = 'completed'
            and not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`,
      ),
    ).toEqual([{ n: 0 }]);
  });
});

describe("rent-to-own: a lessee who buys the work (R-rent-to-own)", () => {
  async function extend(
    lessee: SignedIn,
    artworkId: string,
    held: { id: string; endDate: string },
    days: number,
    code?: string,
  ) {
    return completeCheckout(database.db, lessee.userId, {
      artworkId,
      type: "lease",
      card: GOOD_CARD,
      code: code ?? (await codeFor(lessee, artworkId)),
      lease: { startDate: held.endDate, days: String(days), durationType: "daily" },
      extend: held.id,
    });
  }

  async function leasesOf(lesseeId: string, artworkId: string) {
    return database.db
      .select({ startDate: leases.startDate, endDate: leases.endDate })
      .from(leases)
      .where(and(eq(leases.lesseeId, lesseeId), eq(leases.artworkId, artworkId)))
      .orderBy(leases.startDate);
  }

  async function entriesOf(transactionId: string) {
    const found = await database.db
      .select({
        account: ledgerEntries.account,
        memberId: ledgerEntries.memberId,
        amountCents: ledgerEntries.amountCents,
        kind: ledgerEntries.kind,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transactionId));
    return found.sort(
      (a, b) => a.amountCents - b.amountCents || a.account.localeCompare(b.account),
    );
  }

  async function unbalancedTransactions() {
    return rows(
      database.db,
      sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
    );
  }

  /** What the ledger owes a member: their payable entries, summed. */
  async function ledgerSumOf(memberId: string) {
    const [row] = await rows<{ cents: number }>(
      database.db,
      sql`select coalesce(sum(amount_cents), 0)::int as cents from ledger_entries
          where member_id = ${memberId} and account in ('artist_payable', 'royalty_payable')`,
    );
    return row?.cents;
  }

  it("ends the lease that day and credits its unused days and the extension in full, to the cent", async () => {
    const owner = await signedInMember(database.db);
    const lessee = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, owner.userId, {
      salePriceCents: 120_000,
      leaseDailyRateCents: 1_500,
    });
    const today = todayIso();
    // 30 days for $100 from 10 days ago, then 7 more days at $15 paid as an extension.
    const held = await pastLease(lessee, artwork, 10, 30, 10_000);
    const extension = await extend(lessee, artwork.id, held, 7);
    expect(extension.amountCents).toBe(10_500);
    expect((await dashboardStats(database.db, owner.userId, null)).activeLeases).toBe(2);

    // Unused: 20 of the 30 days, $66.666… rounded up to $66.67, and the 7 days in full ($105).
    // Rent of the days used: $205 − $171.67 = $33.33, half of it ($16.66) is the rent credit.
    const view = await checkoutView(database.db, artwork.id, lessee.userId, "purchase");
    expect(view).toMatchObject({ status: "ready", rentCreditCents: 18_833 });
    const bought = await buy(lessee, artwork.id, { expectedTotalCents: 101_167 });
    expect(bought.amountCents).toBe(101_167);

    // The lease ends today (exclusive end: today is the owner's); the extension is cancelled.
    expect(await leasesOf(lessee.userId, artwork.id)).toEqual([
      { startDate: held.startDate, endDate: today },
    ]);
    expect(await entriesOf(bought.transactionId)).toEqual([
      { account: "buyer_payments", memberId: null, amountCents: -101_167, kind: "sale" },
      { account: "artist_payable", memberId: owner.userId, amountCents: -10_500, kind: "refund" },
      { account: "artist_payable", memberId: owner.userId, amountCents: -6_667, kind: "refund" },
      {
        account: "artist_payable",
        memberId: owner.userId,
        amountCents: -1_666,
        kind: "rent_credit",
      },
      { account: "artist_payable", memberId: owner.userId, amountCents: 120_000, kind: "sale" },
    ]);
    expect(await unbalancedTransactions()).toEqual([]);

    // The owner's figures follow: no active lease; the statement nets to the ledger.
    expect((await dashboardStats(database.db, owner.userId, null)).activeLeases).toBe(0);
    const lines = await statementLines(database.db, owner.userId);
    expect(lines.find((line) => line.transactionId === bought.transactionId)).toMatchObject({
      salesCents: 120_000,
      rentCreditCents: -18_833,
      netCents: 101_167,
    });
    expect(lines.reduce((total, line) => total + line.netCents, 0)).toBe(
      await ledgerSumOf(owner.userId),
    );
    // 10 days used of $100 and nothing of the extension: $33.33 earned from the leases, net.
    // The rent of both leases, then the sale less everything credited: $1,216.67 in all.
    expect(await ledgerSumOf(owner.userId)).toBe(10_000 + 10_500 + 101_167);

    const [receipt] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, bought.receiptMailId));
    expect(receipt?.text).toContain("Amount paid: $1,011.67");
    expect(receipt?.text).toContain(
      "Price: $1,200, less your unused lease days of $171.67 and your rent credit of $16.66",
    );
    expect(receipt?.text).toContain("Where your money goes: Of $1,200: $1,200 to");
  });

  it("cancels an upcoming lease in full and refuses the extension once the lessee owns the work", async () => {
    const owner = await signedInMember(database.db);
    const lessee = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, owner.userId, { salePriceCents: 50_000 });
    const upcoming = await lease(lessee, artwork.id, addDays(todayIso(), 5), 4);
    expect(upcoming.amountCents).toBe(6_000);
    const bought = await buy(lessee, artwork.id, { expectedTotalCents: 44_000 });
    expect(await leasesOf(lessee.userId, artwork.id)).toEqual([]);
    expect(await entriesOf(bought.transactionId)).toEqual([
      { account: "buyer_payments", memberId: null, amountCents: -44_000, kind: "sale" },
      { account: "artist_payable", memberId: owner.userId, amountCents: -6_000, kind: "refund" },
      { account: "artist_payable", memberId: owner.userId, amountCents: 50_000, kind: "sale" },
    ]);
    expect(await ledgerSumOf(owner.userId)).toBe(50_000);
  });

  it("refuses, writing nothing, a purchase its unused lease days alone would pay more than", async () => {
    const owner = await signedInMember(database.db);
    const lessee = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, owner.userId, { salePriceCents: 5_000 });
    const held = await pastLease(lessee, artwork, 1, 30, 30_000);
    const charged = charges.length;
    const refused = await buy(lessee, artwork.id).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: "checkout.credit-over-price",
      status: 409,
      message: CHECKOUT_MESSAGES.creditOverPrice,
    });
    expect(charges).toHaveLength(charged);
    expect(await leasesOf(lessee.userId, artwork.id)).toEqual([
      { startDate: held.startDate, endDate: held.endDate },
    ]);
    const [work] = await database.db
      .select({ userId: artworks.userId })
      .from(artworks)
      .where(eq(artworks.id, artwork.id));
    expect(work?.userId).toBe(owner.userId);
  });

  it("sells with nothing to charge when the lessee's credits cover the whole price", async () => {
    const owner = await signedInMember(database.db);
    const lessee = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, owner.userId, { salePriceCents: 50_000 });
    // $600 for 40 days, 10 used: $450 unused, and half the $150 used, capped at the $50 left.
    const held = await pastLease(lessee, artwork, 10, 40, 60_000);
    const charged = charges.length;
    const bought = await buy(lessee, artwork.id);
    expect(bought.amountCents).toBe(0);
    expect(charges).toHaveLength(charged);
    const [work] = await database.db
      .select({ userId: artworks.userId })
      .from(artworks)
      .where(eq(artworks.id, artwork.id));
    expect(work?.userId).toBe(lessee.userId);
    expect(await leasesOf(lessee.userId, artwork.id)).toEqual([
      { startDate: held.startDate, endDate: todayIso() },
    ]);
    // The rent, then the price less both credits: the $500 work and $150 of rent, less $50.
    expect(await ledgerSumOf(owner.userId)).toBe(60_000 + 50_000 - 45_000 - 5_000);
    const [receipt] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, bought.receiptMailId));
    expect(receipt?.text).toContain("Amount paid: $0");
    expect(receipt?.text).toContain(
      "Price: $500, less your unused lease days of $450 and your rent credit of $50",
    );
  });

  it("extend and buy at the same moment leave one outcome, the extension credited in full or refused", async () => {
    const owner = await signedInMember(database.db);
    const lessee = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, owner.userId, { salePriceCents: 120_000 });
    const held = await pastLease(lessee, artwork, 10, 30, 10_000);
    const code = await codeFor(lessee, artwork.id);
    const [extended, bought] = await Promise.allSettled([
      extend(lessee, artwork.id, held, 7, code),
      buy(lessee, artwork.id, { code }),
    ]);
    // One code, one checkout: whichever locked the work first.
    expect([extended.status, bought.status].sort()).toEqual(["fulfilled", "rejected"]);
    const purchase = bought.status === "fulfilled" ? bought.value : await buy(lessee, artwork.id);
    const unused = await database.db
      .select({ amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.transactionId, purchase.transactionId),
          eq(ledgerEntries.kind, "refund"),
        ),
      );
    const paidExtension = extended.status === "fulfilled";
    expect(unused.reduce((total, entry) => total - entry.amountCents, 0)).toBe(
      6_667 + (paidExtension ? 10_500 : 0),
    );
    const ownLeases = await leasesOf(lessee.userId, artwork.id);
    // The lease ends today; an extension paid first is cancelled.
    expect(ownLeases).toEqual([{ startDate: held.startDate, endDate: todayIso() }]);
    const [work] = await database.db
      .select({ userId: artworks.userId })
      .from(artworks)
      .where(eq(artworks.id, artwork.id));
    expect(work?.userId).toBe(lessee.userId);
    expect(await unbalancedTransactions()).toEqual([]);
  });
});
