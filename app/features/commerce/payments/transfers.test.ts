import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, memberTransfers, payoutAccounts, transactions } from "~/db/schema";
import { insertMember } from "../../../../tests/support/artwork-fixtures";
import type { FakeStripe } from "../../../../tests/support/fake-stripe";
import {
  balanceOf,
  payoutAccountOf,
  type StripeTestBed,
  startStripeTestBed,
  stripePaidSale,
  transfersOf,
} from "../../../../tests/support/stripe-payments";
import { paymentEntries, splitRates, writeEntries } from "../ledger/ledger.server";
import { splitPayment } from "../ledger/split";
import { stripeClient } from "./stripe-client.server";
import {
  MAX_TRANSFER_ATTEMPTS,
  queueTransfers,
  refundTransaction,
  retryTransfer,
  sendDueTransfers,
  updatePayoutAccount,
} from "./transfers.server";

let bed: StripeTestBed;
let database: StripeTestBed["database"];
let fake: FakeStripe;
let buyerId: string;

beforeAll(async () => {
  bed = await startStripeTestBed();
  ({ database, fake } = bed);
  buyerId = await insertMember(database.db, "Bo Buyer");
});
afterAll(() => bed.stop());

const split = (priceCents: number, kind: "first-sale" | "resale") =>
  splitPayment(priceCents, kind, splitRates());

/** Stripe's refusal of a transfer (a definite answer: nothing was made). */
const refusal = {
  status: 400,
  error: {
    type: "invalid_request_error",
    code: "balance_insufficient",
    message: "Your available balance is too low for this transfer.",
  },
};

/** The transfers sent to Stripe for a transaction (its transfer group). */
function transfersSentFor(transactionId: string) {
  return fake
    .requestsTo(/\/v1\/transfers$/)
    .filter((request) => request.params.transfer_group === transactionId);
}

/** What Stripe now reports for an account, as `account.updated` or a fetch would. */
function accountAsStripeHasIt(accountId: string) {
  return fake.object<Stripe.Account>(accountId);
}

/**
 * A first sale of `priceCents` through Stripe by a new artist with a payout
 * account, to the file's buyer, with the artist's share queued.
 */
async function queuedSale(artistName: string, priceCents: number) {
  const { db } = database;
  const artistId = await insertMember(db, artistName);
  const account = await payoutAccountOf(db, fake, artistId);
  const sale = await stripePaidSale(db, fake, { buyerId, sellerId: artistId, priceCents });
  await queueTransfers(db, sale.transactionId);
  return { artistId, account, sale };
}

describe("paying members their shares", () => {
  it("transfers a sale's artist share to the artist's account, keeping the gallery's fee", async () => {
    const { db } = database;
    const artistId = await insertMember(db, "Lena Kowalski");
    const account = await payoutAccountOf(db, fake, artistId);
    const sale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId: artistId,
      priceCents: 120_000,
    });
    const { sellerCents, feeCents } = split(120_000, "first-sale");

    await queueTransfers(db, sale.transactionId);
    const [queued] = await transfersOf(db, sale.transactionId);
    expect(queued).toMatchObject({
      memberId: artistId,
      amountCents: sellerCents,
      status: "pending",
    });

    expect(await sendDueTransfers(db)).toMatchObject({ sent: 1, failed: 0 });
    const [sent] = transfersSentFor(sale.transactionId);
    expect(sent).toMatchObject({
      params: {
        amount: String(sellerCents),
        currency: "usd",
        destination: account,
        source_transaction: sale.chargeId,
        transfer_group: sale.transactionId,
      },
      idempotencyKey: `transfer-${queued!.id}`,
    });
    const [paid] = await transfersOf(db, sale.transactionId);
    expect(paid).toMatchObject({ status: "paid", attempts: 0, lastError: null });
    expect(fake.object(paid!.stripeTransferId!)).toMatchObject({
      amount: sellerCents,
      destination: account,
    });
    // The share moved from payable to transferred; the fee stays the gallery's.
    expect(await balanceOf(db, sale.transactionId, "artist_payable", artistId)).toBe(0);
    expect(await balanceOf(db, sale.transactionId, "transferred", artistId)).toBe(sellerCents);
    expect(await balanceOf(db, sale.transactionId, "gallery_fee")).toBe(feeCents);
    expect(await balanceOf(db, sale.transactionId, "all")).toBe(0);

    // Queueing and sending again changes nothing.
    await queueTransfers(db, sale.transactionId);
    expect(await sendDueTransfers(db)).toMatchObject({ sent: 0 });
    expect(transfersSentFor(sale.transactionId)).toHaveLength(1);
    expect(await transfersOf(db, sale.transactionId)).toHaveLength(1);
  });

  it("transfers a resale's seller share and the original artist's royalty to their two accounts", async () => {
    const { db } = database;
    const artistId = await insertMember(db, "Lena Kowalski");
    const sellerId = await insertMember(db, "Sam Seller");
    const artistAccount = await payoutAccountOf(db, fake, artistId);
    const sellerAccount = await payoutAccountOf(db, fake, sellerId);
    const resale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId,
      artistId,
      priceCents: 170_000,
      resale: true,
    });
    const { sellerCents, royaltyCents, feeCents } = split(170_000, "resale");
    expect(royaltyCents).toBeGreaterThan(0);

    await queueTransfers(db, resale.transactionId);
    await sendDueTransfers(db);
    const sent = transfersSentFor(resale.transactionId).map((request) => ({
      destination: request.params.destination,
      amount: Number(request.params.amount),
      source: request.params.source_transaction,
    }));
    expect(sent).toEqual(
      expect.arrayContaining([
        { destination: sellerAccount, amount: sellerCents, source: resale.chargeId },
        { destination: artistAccount, amount: royaltyCents, source: resale.chargeId },
      ]),
    );
    expect(sent).toHaveLength(2);
    expect(await balanceOf(db, resale.transactionId, "royalty_payable", artistId)).toBe(0);
    expect(await balanceOf(db, resale.transactionId, "artist_payable", sellerId)).toBe(0);
    expect(await balanceOf(db, resale.transactionId, "transferred")).toBe(
      sellerCents + royaltyCents,
    );
    expect(await balanceOf(db, resale.transactionId, "gallery_fee")).toBe(feeCents);
    expect(await balanceOf(db, resale.transactionId, "all")).toBe(0);
  });

  it("keeps a member's share waiting until they finish onboarding, then transfers it", async () => {
    const { db } = database;
    const artistId = await insertMember(db, "Nia Newcomer");
    const sale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId: artistId,
      priceCents: 50_000,
    });
    await queueTransfers(db, sale.transactionId);
    expect(await transfersOf(db, sale.transactionId)).toMatchObject([{ status: "waiting" }]);

    // Started onboarding, not finished: still waiting.
    const account = await payoutAccountOf(db, fake, artistId, { onboarded: false });
    await sendDueTransfers(db);
    expect(transfersSentFor(sale.transactionId)).toHaveLength(0);
    await updatePayoutAccount(db, accountAsStripeHasIt(account), new Date());
    expect(await transfersOf(db, sale.transactionId)).toMatchObject([{ status: "waiting" }]);

    fake.completeOnboarding(account);
    await updatePayoutAccount(db, accountAsStripeHasIt(account), new Date(Date.now() + 1000));
    expect(await transfersOf(db, sale.transactionId)).toMatchObject([{ status: "pending" }]);
    const [stored] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.memberId, artistId));
    expect(stored).toMatchObject({
      transfersActive: true,
      detailsSubmitted: true,
      payoutsEnabled: true,
    });

    await sendDueTransfers(db);
    expect(transfersSentFor(sale.transactionId)).toMatchObject([
      { params: { destination: account, amount: String(split(50_000, "first-sale").sellerCents) } },
    ]);
    expect(await transfersOf(db, sale.transactionId)).toMatchObject([{ status: "paid" }]);
  });

  it("ignores an account status older than the one stored", async () => {
    const { db } = database;
    const artistId = await insertMember(db, "Oli Order");
    const account = await payoutAccountOf(db, fake, artistId, { onboarded: false });
    const sale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId: artistId,
      priceCents: 30_000,
    });
    await queueTransfers(db, sale.transactionId);
    const later = new Date(Date.now() + 60_000);
    await updatePayoutAccount(db, accountAsStripeHasIt(account), later);

    // An older event saying the account is active arrives after the newer one.
    const active = structuredClone(fake.completeOnboarding(account)) as unknown as Stripe.Account;
    await updatePayoutAccount(db, active, new Date(later.getTime() - 30_000));
    const [stored] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.memberId, artistId));
    expect(stored).toMatchObject({ transfersActive: false, statusAt: later });
    expect(await transfersOf(db, sale.transactionId)).toMatchObject([{ status: "waiting" }]);
  });

  it("leaves an account of no member alone", async () => {
    const { db } = database;
    const created = await stripeClient()!.accounts.create({ type: "express" });
    const stranger = accountAsStripeHasIt(created.id);
    await expect(updatePayoutAccount(db, stranger, new Date())).resolves.toBeUndefined();
    expect(
      await db.select().from(payoutAccounts).where(eq(payoutAccounts.stripeAccountId, stranger.id)),
    ).toEqual([]);
  });

  it("tries a refused transfer again with backoff, marks it failed after the last try, and an admin's retry sends it", async () => {
    const { db } = database;
    const { artistId, account, sale } = await queuedSale("Rhea Retry", 40_000);
    const [queued] = await transfersOf(db, sale.transactionId);

    let now = new Date();
    for (let attempt = 1; attempt <= MAX_TRANSFER_ATTEMPTS; attempt += 1) {
      fake.failNext("POST", /\/v1\/transfers$/, refusal);
      expect(await sendDueTransfers(db, now)).toMatchObject({ sent: 0, failed: 1 });
      const [row] = await transfersOf(db, sale.transactionId);
      expect(row).toMatchObject({
        attempts: attempt,
        lastError: expect.stringContaining("balance"),
      });
      if (attempt < MAX_TRANSFER_ATTEMPTS) {
        expect(row!.status).toBe("pending");
        expect(row!.nextAttemptAt!.getTime() - now.getTime()).toBe(60_000 * 2 ** (attempt - 1));
        // Not due before its next try.
        expect(await sendDueTransfers(db, now)).toMatchObject({ sent: 0, failed: 0 });
        now = row!.nextAttemptAt!;
      } else {
        expect(row).toMatchObject({ status: "failed", nextAttemptAt: null });
      }
    }
    // Each try had a key of its own: Stripe keeps a refusal under its key.
    expect(transfersSentFor(sale.transactionId).map((request) => request.idempotencyKey)).toEqual([
      `transfer-${queued!.id}`,
      ...Array.from(
        { length: MAX_TRANSFER_ATTEMPTS - 1 },
        (_, i) => `transfer-${queued!.id}-${i + 1}`,
      ),
    ]);
    // Failed stays failed for the job; the member is still owed the share.
    expect(await sendDueTransfers(db, new Date(now.getTime() + 86_400_000))).toMatchObject({
      sent: 0,
    });
    expect(await balanceOf(db, sale.transactionId, "artist_payable", artistId)).toBe(
      split(40_000, "first-sale").sellerCents,
    );

    await retryTransfer(db, queued!.id);
    expect(await transfersOf(db, sale.transactionId)).toMatchObject([{ status: "pending" }]);
    expect(await sendDueTransfers(db)).toMatchObject({ sent: 1 });
    const [paid] = await transfersOf(db, sale.transactionId);
    expect(paid).toMatchObject({ status: "paid", lastError: null });
    expect(fake.object(paid!.stripeTransferId!)).toMatchObject({ destination: account });
    expect(
      fake.objectsOf("transfer").filter((t) => t.transfer_group === sale.transactionId),
    ).toHaveLength(1);
  });

  it("rides out a Stripe server error within one try, with the row's key", async () => {
    const { db } = database;
    const { sale } = await queuedSale("Sol Server", 10_000);
    fake.failNext("POST", /\/v1\/transfers$/);
    expect(await sendDueTransfers(db)).toMatchObject({ sent: 1, failed: 0 });
    const [row] = await transfersOf(db, sale.transactionId);
    const keys = transfersSentFor(sale.transactionId).map((request) => request.idempotencyKey);
    expect(keys).toEqual([`transfer-${row!.id}`, `transfer-${row!.id}`]);
  });

  it("records a transfer Stripe made when its answer was lost, without making another", async () => {
    const { db } = database;
    const { artistId, account, sale } = await queuedSale("Lu Lost", 30_000);
    const [row] = await transfersOf(db, sale.transactionId);
    // The first try reached Stripe, but its answer never came back: recorded as a failure.
    const made = await stripeClient()!.transfers.create({
      amount: row!.amountCents,
      currency: "usd",
      destination: account,
      source_transaction: sale.chargeId,
      transfer_group: sale.transactionId,
      metadata: { transferId: row!.id },
    });
    await db
      .update(memberTransfers)
      .set({ attempts: 1, lastError: "Connection reset", nextAttemptAt: new Date(0) })
      .where(eq(memberTransfers.id, row!.id));

    expect(await sendDueTransfers(db)).toMatchObject({ sent: 1 });
    expect(await transfersOf(db, sale.transactionId)).toMatchObject([
      { status: "paid", stripeTransferId: made.id, lastError: null },
    ]);
    expect(transfersSentFor(sale.transactionId)).toHaveLength(1);
    expect(await balanceOf(db, sale.transactionId, "transferred", artistId)).toBe(row!.amountCents);
  });

  it("makes one transfer when two processes send at once", async () => {
    const { db } = database;
    const { artistId, sale } = await queuedSale("Cy Concurrent", 20_000);
    const now = new Date();
    const results = await Promise.all([sendDueTransfers(db, now), sendDueTransfers(db, now)]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    expect(transfersSentFor(sale.transactionId)).toHaveLength(1);
    expect(await balanceOf(db, sale.transactionId, "transferred", artistId)).toBe(
      split(20_000, "first-sale").sellerCents,
    );
  });

  it("queues a completed Stripe payment that was never queued, and nothing for the test provider", async () => {
    const { db } = database;
    const artistId = await insertMember(db, "Lost Sale");
    await payoutAccountOf(db, fake, artistId);
    const sale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId: artistId,
      priceCents: 25_000,
    });
    const [testPaid] = await db
      .insert(transactions)
      .values({
        userId: buyerId,
        artistId,
        artworkTitle: "Test provider sale",
        transactionType: "purchase",
        amountCents: 10_000,
        status: "completed",
        paymentProvider: "test",
        paymentReference: "test_1",
      })
      .returning({ id: transactions.id });
    await db.transaction((tx) =>
      writeEntries(
        tx,
        paymentEntries(testPaid!.id, "first-sale", split(10_000, "first-sale"), {
          sellerId: artistId,
          artistId: null,
        }),
      ),
    );

    await sendDueTransfers(db);
    expect(transfersSentFor(sale.transactionId)).toHaveLength(1);
    expect(await transfersOf(db, sale.transactionId)).toMatchObject([{ status: "paid" }]);
    await queueTransfers(db, testPaid!.id);
    expect(await transfersOf(db, testPaid!.id)).toEqual([]);
  });
});

describe("refunds", () => {
  it("gives the money back, reverses the transfers and leaves every payable where it was before the sale", async () => {
    const { db } = database;
    const admin = await insertMember(db, "Ada Admin");
    const artistId = await insertMember(db, "Lena Kowalski");
    const sellerId = await insertMember(db, "Sam Seller");
    await payoutAccountOf(db, fake, artistId);
    await payoutAccountOf(db, fake, sellerId);
    const resale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId,
      artistId,
      priceCents: 170_000,
      resale: true,
    });
    await queueTransfers(db, resale.transactionId);
    await sendDueTransfers(db);
    const paid = await transfersOf(db, resale.transactionId);
    expect(paid.map((row) => row.status)).toEqual(["paid", "paid"]);

    expect(
      await refundTransaction(db, {
        transactionId: resale.transactionId,
        reason: "The work arrived damaged",
        actorId: admin,
      }),
    ).toEqual({ refunded: true });

    const [refundRequest] = fake
      .requestsTo(/\/v1\/refunds$/)
      .filter((request) => request.params.payment_intent === resale.intentId);
    expect(refundRequest).toMatchObject({ idempotencyKey: `refund-${resale.transactionId}` });
    expect(fake.object(resale.chargeId)).toMatchObject({
      refunded: true,
      amount_refunded: 170_000,
    });
    for (const row of paid) {
      expect(fake.object(row.stripeTransferId!)).toMatchObject({ reversed: true });
      expect(
        fake.requestsTo(new RegExp(`/v1/transfers/${row.stripeTransferId}/reversals$`)),
      ).toMatchObject([{ idempotencyKey: `reversal-${row.id}` }]);
    }
    expect((await transfersOf(db, resale.transactionId)).map((row) => row.status)).toEqual([
      "reversed",
      "reversed",
    ]);
    const [transaction] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.id, resale.transactionId));
    expect(transaction).toMatchObject({
      status: "refunded",
      refundReason: "The work arrived damaged",
      refundReference: expect.stringMatching(/^re_/),
    });
    expect(transaction!.refundedAt).toBeInstanceOf(Date);

    const { transactionId } = resale;
    expect(await balanceOf(db, transactionId, "all")).toBe(0);
    expect(await balanceOf(db, transactionId, "artist_payable", sellerId)).toBe(0);
    expect(await balanceOf(db, transactionId, "royalty_payable", artistId)).toBe(0);
    expect(await balanceOf(db, transactionId, "transferred")).toBe(0);
    expect(await balanceOf(db, transactionId, "gallery_fee")).toBe(0);
    expect(await balanceOf(db, transactionId, "refunds")).toBe(170_000);

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, transactionId), eq(auditLog.action, "payment.refunded")));
    expect(audits).toMatchObject([
      {
        actorId: admin,
        subjectType: "transaction",
        details: { reason: "The work arrived damaged" },
      },
    ]);

    // Idempotent: nothing more is asked of Stripe or written.
    const requests = fake.requests.length;
    expect(await refundTransaction(db, { transactionId, reason: "Again", actorId: admin })).toEqual(
      { refunded: false },
    );
    expect(fake.requests.length).toBe(requests);
    expect(await balanceOf(db, transactionId, "refunds")).toBe(170_000);
    const [unchanged] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.id, transactionId));
    expect(unchanged!.refundReason).toBe("The work arrived damaged");
  });

  it("cancels transfers not sent yet without asking Stripe, and records a refund made at Stripe without another", async () => {
    const { db } = database;
    const artistId = await insertMember(db, "Wen Waiting");
    const sale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId: artistId,
      priceCents: 60_000,
    });
    await queueTransfers(db, sale.transactionId);
    const before = fake.requests.length;

    expect(
      await refundTransaction(db, {
        transactionId: sale.transactionId,
        reason: "Refunded at Stripe",
        actorId: null,
        providerRefundId: "re_from_dashboard",
      }),
    ).toEqual({ refunded: true });
    expect(fake.requests.length).toBe(before);
    expect(await transfersOf(db, sale.transactionId)).toMatchObject([
      { status: "reversed", stripeTransferId: null },
    ]);
    expect(await balanceOf(db, sale.transactionId, "artist_payable", artistId)).toBe(0);
    expect(await balanceOf(db, sale.transactionId, "all")).toBe(0);
    const [row] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.id, sale.transactionId));
    expect(row).toMatchObject({ status: "refunded", refundReference: "re_from_dashboard" });
    expect(
      await db.select().from(auditLog).where(eq(auditLog.subjectId, sale.transactionId)),
    ).toEqual([]);

    // Onboarding later sends nothing for it.
    await payoutAccountOf(db, fake, artistId);
    await sendDueTransfers(db);
    expect(transfersSentFor(sale.transactionId)).toHaveLength(0);
  });

  it("keeps a refund whose reversal Stripe refused, shows the error and reverses it later", async () => {
    const { db } = database;
    const { artistId, sale } = await queuedSale("Ray Reversal", 80_000);
    await sendDueTransfers(db);
    const { sellerCents } = split(80_000, "first-sale");

    fake.failNext("POST", /\/v1\/transfers\/[^/]+\/reversals$/, {
      status: 400,
      error: { type: "invalid_request_error", message: "Insufficient funds in the account." },
    });
    expect(
      await refundTransaction(db, {
        transactionId: sale.transactionId,
        reason: "Damaged",
        actorId: null,
      }),
    ).toEqual({ refunded: true });
    const [stuck] = await transfersOf(db, sale.transactionId);
    expect(stuck).toMatchObject({
      status: "paid",
      lastError: expect.stringContaining("Insufficient funds"),
    });
    // The member owes the share back until the reversal is made; the books still balance.
    expect(await balanceOf(db, sale.transactionId, "artist_payable", artistId)).toBe(-sellerCents);
    expect(await balanceOf(db, sale.transactionId, "all")).toBe(0);

    await sendDueTransfers(db, stuck!.nextAttemptAt!);
    const [reversed] = await transfersOf(db, sale.transactionId);
    expect(reversed).toMatchObject({ status: "reversed", lastError: null });
    expect(fake.object(reversed!.stripeTransferId!)).toMatchObject({ reversed: true });
    expect(await balanceOf(db, sale.transactionId, "artist_payable", artistId)).toBe(0);
    expect(await balanceOf(db, sale.transactionId, "transferred", artistId)).toBe(0);
  });

  it("refunds nothing that is not completed", async () => {
    const { db } = database;
    const [pending] = await db
      .insert(transactions)
      .values({
        userId: buyerId,
        artworkTitle: "Pending",
        transactionType: "purchase",
        amountCents: 100,
        status: "pending",
      })
      .returning({ id: transactions.id });
    expect(
      await refundTransaction(db, { transactionId: pending!.id, reason: "x", actorId: null }),
    ).toEqual({ refunded: false });
    const [row] = await db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, pending!.id));
    expect(row!.status).toBe("pending");
    expect(
      await db.select().from(memberTransfers).where(eq(memberTransfers.transactionId, pending!.id)),
    ).toEqual([]);
  });
});
