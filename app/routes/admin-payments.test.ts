import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "~/db/rows.server";
import { auditLog, memberPayouts, memberTransfers, transactions } from "~/db/schema";
import { queueTransfers, sendDueTransfers } from "~/features/commerce/index.server";
import { resetEnvCache } from "~/lib/env.server";
import * as auditRoute from "~/routes/admin-audit";
import * as page from "~/routes/admin-payments";
import { insertArtwork, insertMember } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { type FakeStripe, startFakeStripe } from "../../tests/support/fake-stripe";
import { buyArtwork } from "../../tests/support/payments";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { countStatements } from "../../tests/support/statements";
import {
  balanceOf,
  payoutAccountOf,
  stripePaidSale,
  transfersOf,
} from "../../tests/support/stripe-payments";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: SignedIn;
let member: SignedIn;
let artistId: string;
/** A Stripe sale two members are paid from: one transfer paid, one failed after its last try. */
let stripeSale: string;
let failedTransfer: string;
let paidTransfer: string;
let royaltyArtistId: string;
let disputedSale: string;
let stuckSale: string;

const PATH = "/admin/payments";
type Page = Awaited<ReturnType<typeof page.loader>>;

async function load(path = PATH, who: SignedIn = admin) {
  return answerOf<Page>(await page.loader(routeArgs(who.request(path)) as never));
}

async function post(fields: Record<string, string>, who: SignedIn | null = admin) {
  const result = await settle(() =>
    page.action(routeArgs(formPost(PATH, fields, who?.cookie ?? null)) as never),
  );
  return answerOf<{
    ok: boolean;
    error?: string;
    code?: string;
    fieldErrors?: Record<string, string>;
    title?: string;
    name?: string;
  }>(result);
}

/** A transaction as the checkout or the webhooks would have left it (test data). */
async function insertPayment(values: Partial<typeof transactions.$inferInsert>) {
  const [row] = await database.db
    .insert(transactions)
    .values({
      userId: member.userId,
      artistId,
      artworkTitle: "Inserted",
      transactionType: "purchase",
      amountCents: 50_000,
      status: "completed",
      paymentProvider: "stripe",
      ...values,
    })
    .returning({ id: transactions.id });
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await signedInMember(database.db, { admin: true });
  member = await signedInMember(database.db);
  artistId = await insertMember(database.db, "Rosa Painter");
  royaltyArtistId = await insertMember(database.db, "Ada First");

  stripeSale = await insertPayment({
    artworkTitle: "Tidal Study",
    amountCents: 120_000,
    paymentReference: "pi_3TidalStudy",
    chargeReference: "ch_3TidalStudy",
    createdAt: new Date("2026-03-01T10:00:00Z"),
  });
  const transfers = await database.db
    .insert(memberTransfers)
    .values([
      {
        transactionId: stripeSale,
        memberId: artistId,
        amountCents: 96_000,
        status: "paid",
        stripeTransferId: "tr_paid1",
        attempts: 1,
      },
      {
        transactionId: stripeSale,
        memberId: royaltyArtistId,
        amountCents: 6_000,
        status: "failed",
        attempts: 5,
        lastError:
          "Your destination account needs to have at least one of the following capabilities enabled: transfers",
      },
    ])
    .returning({ id: memberTransfers.id, status: memberTransfers.status });
  paidTransfer = transfers.find((t) => t.status === "paid")!.id;
  failedTransfer = transfers.find((t) => t.status === "failed")!.id;

  disputedSale = await insertPayment({
    artworkTitle: "Disputed Dunes",
    paymentReference: "pi_3Dunes",
    chargeReference: "ch_3Dunes",
    disputeReference: "dp_1Dunes",
    disputeStatus: "needs_response",
    disputedAt: new Date("2026-03-03T09:00:00Z"),
    createdAt: new Date("2026-03-02T10:00:00Z"),
  });
  await insertPayment({
    artworkTitle: "Won Meadow",
    paymentReference: "pi_3Meadow",
    disputeReference: "dp_1Meadow",
    disputeStatus: "won",
    createdAt: new Date("2026-03-02T11:00:00Z"),
  });
  stuckSale = await insertPayment({
    artworkTitle: "Stuck Refund",
    status: "failed",
    paymentProvider: "test",
    paymentReference: "test_stuck",
    createdAt: new Date("2026-03-02T12:00:00Z"),
  });
  await database.db.insert(memberPayouts).values({
    memberId: artistId,
    stripeAccountId: "acct_rosa",
    stripePayoutId: "po_failed1",
    amountCents: 96_000,
    currency: "usd",
    status: "failed",
    failureMessage: "The bank account has been closed.",
  });
});
afterAll(async () => {
  await database.drop();
});

describe("/admin/payments", () => {
  it("is for admins only: visitors go to sign in, members home, from the page and its action", async () => {
    const visitor = await settle(() => page.loader(routeArgs(signedRequest(PATH, null)) as never));
    expect((visitor as Response).headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent(PATH)}`,
    );
    const asMember = await settle(() => page.loader(routeArgs(member.request(PATH)) as never));
    expect((asMember as Response).status).toBe(302);
    expect((asMember as Response).headers.get("Location")).toBe("/");

    for (const fields of <Record<string, string>[]>[
      { intent: "refund", transactionId: stripeSale, reason: "Member asking" },
      { intent: "retry-transfer", transferId: failedTransfer },
    ]) {
      expect((await post(fields, member)).status).toBe(302);
      expect((await post(fields, null)).status).toBe(302);
    }
    const [transfer] = await database.db
      .select({ status: memberTransfers.status })
      .from(memberTransfers)
      .where(eq(memberTransfers.id, failedTransfer));
    expect(transfer?.status).toBe("failed");
    const [sale] = await database.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, stripeSale));
    expect(sale?.status).toBe("completed");
  });

  it("lists payments newest first with buyer, seller, provider, Stripe ids and transfers", async () => {
    const { status, body } = await load();
    expect(status).toBe(200);
    expect(body.failed).toBe(false);
    expect(body.rows.map((row) => row.artworkTitle)).toEqual([
      "Stuck Refund",
      "Won Meadow",
      "Disputed Dunes",
      "Tidal Study",
    ]);
    const tidal = body.rows.find((row) => row.id === stripeSale)!;
    expect(tidal).toMatchObject({
      type: "purchase",
      amountCents: 120_000,
      status: "completed",
      provider: "stripe",
      paymentReference: "pi_3TidalStudy",
      chargeReference: "ch_3TidalStudy",
      buyer: { id: member.userId, name: "Mo Member" },
      seller: { id: artistId, name: "Rosa Painter" },
    });
    expect(tidal.transfers).toEqual([
      expect.objectContaining({
        id: paidTransfer,
        member: expect.objectContaining({ name: "Rosa Painter" }),
        amountCents: 96_000,
        status: "paid",
        stripeTransferId: "tr_paid1",
        attempts: 1,
      }),
      expect.objectContaining({
        id: failedTransfer,
        member: expect.objectContaining({ name: "Ada First" }),
        status: "failed",
        attempts: 5,
        lastError: expect.stringMatching(/capabilities/),
      }),
    ]);
    const dunes = body.rows.find((row) => row.artworkTitle === "Disputed Dunes")!;
    expect(dunes).toMatchObject({ disputeReference: "dp_1Dunes", disputeStatus: "needs_response" });
    // Without Stripe keys there is no dashboard to link to.
    expect(body.dashboardUrl).toBeNull();
  });

  it("counts what needs attention and lists only those payments in that view", async () => {
    const { body } = await load();
    expect(body.attention).toEqual({
      failedTransfers: 1,
      failedReversals: 0,
      failedPayments: 1,
      openDisputes: 1,
      failedPayouts: 1,
      payments: 3,
    });
    expect(body.payouts).toEqual([
      expect.objectContaining({
        stripePayoutId: "po_failed1",
        amountCents: 96_000,
        failureMessage: "The bank account has been closed.",
        member: expect.objectContaining({ name: "Rosa Painter" }),
      }),
    ]);

    const attention = await load(`${PATH}?view=attention`);
    expect(attention.body.params.view).toBe("attention");
    // The won dispute is over; the failed refund, the open dispute and the failed transfer need a person.
    expect(attention.body.rows.map((row) => row.artworkTitle)).toEqual([
      "Stuck Refund",
      "Disputed Dunes",
      "Tidal Study",
    ]);
    expect(attention.body.total).toBe(3);
  });

  it("reads a page in a fixed number of statements, however many transfers it holds", async () => {
    const { statements } = await countStatements(database, () => load());
    const more = Array.from({ length: 25 }, (_, i) => ({
      userId: member.userId,
      artistId,
      artworkTitle: `Bulk ${String(i).padStart(2, "0")}`,
      transactionType: "purchase" as const,
      amountCents: 1_000 + i,
      status: "completed" as const,
      paymentProvider: "test",
      createdAt: new Date(Date.UTC(2026, 3, 1, 0, i)),
    }));
    const inserted = await database.db
      .insert(transactions)
      .values(more)
      .returning({ id: transactions.id });
    await database.db
      .insert(memberTransfers)
      .values(
        inserted.map((row) => ({ transactionId: row.id, memberId: artistId, amountCents: 800 })),
      );
    const counted = await countStatements(database, () => load());
    expect(counted.statements).toBe(statements);
    expect(counted.result.body.rows).toHaveLength(20);
    expect(counted.result.body.rows[0]?.artworkTitle).toBe("Bulk 24");
    expect(counted.result.body.rows[0]?.transfers).toHaveLength(1);
    expect(counted.result.body).toMatchObject({ total: 29, pageCount: 2 });

    const second = await load(`${PATH}?page=2`);
    expect(second.body.params.page).toBe(2);
    expect(second.body.rows.map((row) => row.artworkTitle)).toEqual([
      "Bulk 04",
      "Bulk 03",
      "Bulk 02",
      "Bulk 01",
      "Bulk 00",
      "Stuck Refund",
      "Won Meadow",
      "Disputed Dunes",
      "Tidal Study",
    ]);
    // A page past the end shows the last one; a page that is no number, the first.
    expect((await load(`${PATH}?page=9`)).body.params.page).toBe(2);
    expect((await load(`${PATH}?page=x`)).body.params.page).toBe(1);
  });
});

describe("refunding a payment", () => {
  let artwork: { id: string };
  let sale: string;

  beforeAll(async () => {
    const seller = await signedInMember(database.db);
    artwork = await insertArtwork(database.db, seller.userId, {
      title: "Refundable Harbor",
      salePriceCents: 80_000,
    });
    ({ transactionId: sale } = await buyArtwork(database.db, member, artwork.id));
  });

  it("needs a reason of 3 to 500 characters, checked by the server (400 with the field's error)", async () => {
    for (const reason of [undefined, "", "   ", "ab", "x".repeat(501), "bad\u0000reason"]) {
      const fields: Record<string, string> = { intent: "refund", transactionId: sale };
      if (reason !== undefined) fields.reason = reason;
      const { status, body } = await post(fields);
      expect(status, JSON.stringify(reason)).toBe(400);
      expect(body.ok).toBe(false);
      expect(body.fieldErrors?.reason, JSON.stringify(reason)).toBeTruthy();
    }
    expect(
      (await post({ intent: "refund", transactionId: sale, reason: "ab" })).body.fieldErrors,
    ).toEqual({
      reason: "Please give a reason of at least 3 characters: it is kept with the refund",
    });
    expect((await post({ intent: "refund", transactionId: "nope", reason: "Valid" })).status).toBe(
      400,
    );
    expect((await post({ intent: "delete", transactionId: sale })).status).toBe(400);
    const [row] = await database.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, sale));
    expect(row?.status).toBe("completed");
  });

  it("refunds a completed test-provider payment: refunded, reason kept, ledger balanced, audited", async () => {
    const { status, body } = await post({
      intent: "refund",
      transactionId: sale,
      reason: "  The frame arrived broken  ",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, title: "Refundable Harbor" });

    const [row] = await database.db.select().from(transactions).where(eq(transactions.id, sale));
    expect(row).toMatchObject({ status: "refunded", refundReason: "The frame arrived broken" });
    expect(row?.refundedAt).toBeInstanceOf(Date);

    const sums = await rows<{ transaction_id: string; total: string }>(
      database.db,
      sql`select transaction_id, sum(amount_cents)::text as total from ledger_entries
          where transaction_id = ${sale} group by transaction_id`,
    );
    expect(sums).toEqual([{ transaction_id: sale, total: "0" }]);
    // The buyer's money went back: what came in is matched by a refund.
    const [refunds] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ledger_entries where transaction_id = ${sale} and kind = 'refund'`,
    );
    expect(refunds?.n).toBeGreaterThan(0);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.refunded"), eq(auditLog.subjectId, sale)))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({ actorId: admin.userId, subjectType: "transaction" });
    expect(entry?.details?.reason).toBe("The frame arrived broken");

    // The list shows it refunded, with its reason, and offers no second refund.
    const listed = (await load()).body.rows.find((r) => r.id === sale);
    expect(listed).toMatchObject({
      status: "refunded",
      refundReason: "The frame arrived broken",
      provider: "test",
    });

    // The audit trail names the kind, the payment and the reason.
    const trail = answerOf<Awaited<ReturnType<typeof auditRoute.loader>>>(
      await auditRoute.loader(
        routeArgs(admin.request("/admin/audit?kind=payment.refunded")) as never,
      ),
    );
    expect(trail.body.entries[0]).toMatchObject({
      kindLabel: "Payment refunded",
      subject: "Payment for “Refundable Harbor”",
      reason: "The frame arrived broken",
      actor: expect.objectContaining({ id: admin.userId }),
    });
  });

  it("refuses a second refund, a payment not completed and a disputed one (4xx, nothing changes)", async () => {
    const entries = async () =>
      (await database.db.select().from(auditLog).where(eq(auditLog.action, "payment.refunded")))
        .length;
    const before = await entries();

    const again = await post({ intent: "refund", transactionId: sale, reason: "Once more" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      ok: false,
      code: "payments.already-refunded",
      error: "This payment has already been refunded.",
    });

    const notCompleted = await post({ intent: "refund", transactionId: stuckSale, reason: "Try" });
    expect(notCompleted.status).toBe(409);
    expect(notCompleted.body.code).toBe("payments.not-completed");

    const refused = await post({ intent: "refund", transactionId: disputedSale, reason: "Sorry" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("payments.disputed");

    const unknown = await post({
      intent: "refund",
      transactionId: "00000000-0000-4000-8000-000000000000",
      reason: "Who?",
    });
    expect(unknown.status).toBe(404);

    expect(await entries()).toBe(before);
    const [row] = await database.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, disputedSale));
    expect(row?.status).toBe("completed");
  });
});

describe("trying a failed transfer again", () => {
  it("makes it pending again, audited with the member, and refuses one that has not failed", async () => {
    const { status, body } = await post({ intent: "retry-transfer", transferId: failedTransfer });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, name: "Ada First" });

    const [transfer] = await database.db
      .select()
      .from(memberTransfers)
      .where(eq(memberTransfers.id, failedTransfer));
    expect(transfer?.status).toBe("pending");

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "payment.transfer-retried"));
    expect(entry).toMatchObject({
      actorId: admin.userId,
      subjectType: "transaction",
      subjectId: stripeSale,
    });
    expect(entry?.details).toMatchObject({
      transferId: failedTransfer,
      memberId: royaltyArtistId,
      amountCents: 6_000,
      attempts: 5,
    });

    const trail = answerOf<Awaited<ReturnType<typeof auditRoute.loader>>>(
      await auditRoute.loader(
        routeArgs(admin.request("/admin/audit?kind=payment.transfer-retried")) as never,
      ),
    );
    expect(trail.body.entries[0]).toMatchObject({
      kindLabel: "Transfer tried again",
      subject: "Payment for “Tidal Study”",
      member: expect.objectContaining({ id: royaltyArtistId }),
    });
    expect(trail.body.entries[0]?.context).toEqual(
      expect.arrayContaining([
        { label: "Amount", value: "$60" },
        { label: "Attempts", value: "5" },
      ]),
    );
    // No raw ids among what else the entry recorded.
    expect(JSON.stringify(trail.body.entries[0]?.context)).not.toContain(failedTransfer);

    // Now pending: not failed any more, so not tried "again"; a paid one neither.
    for (const transferId of [failedTransfer, paidTransfer]) {
      const refused = await post({ intent: "retry-transfer", transferId });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("payments.transfer-not-failed");
    }
    const unknown = await post({
      intent: "retry-transfer",
      transferId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
    expect(
      (
        await database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, "payment.transfer-retried"))
      ).length,
    ).toBe(1);

    // The failed transfer no longer needs attention.
    expect((await load()).body.attention?.failedTransfers).toBe(0);
  });
});

// Last in the file: from here on the app talks to a local Stripe-compatible server.
describe("a Stripe payment", () => {
  let fake: FakeStripe;
  let seller: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    Object.assign(process.env, fake.env());
    resetEnvCache();
    seller = await insertMember(database.db, "Sam Seller");
    await payoutAccountOf(database.db, fake, seller);
  });
  afterAll(async () => {
    await fake.close();
  });

  /** A sale paid through Stripe whose seller's share was transferred. */
  async function paidAndTransferred(title: string) {
    const sale = await stripePaidSale(database.db, fake, {
      buyerId: member.userId,
      sellerId: seller,
      priceCents: 100_000,
      title,
    });
    await queueTransfers(database.db, sale.transactionId);
    await sendDueTransfers(database.db);
    const [transfer] = await transfersOf(database.db, sale.transactionId);
    expect(transfer).toMatchObject({
      status: "paid",
      stripeTransferId: expect.stringMatching(/^tr_/),
    });
    return { ...sale, transfer: transfer! };
  }

  it("is listed with its Stripe ids linked to the test dashboard, and refunded through Stripe with its transfer reversed", async () => {
    const sale = await paidAndTransferred("Stripe Harbor");
    const before = await load();
    expect(before.body.dashboardUrl).toBe("https://dashboard.stripe.com/test");
    expect(before.body.rows.find((row) => row.id === sale.transactionId)).toMatchObject({
      provider: "stripe",
      paymentReference: sale.intentId,
      chargeReference: sale.chargeId,
      transfers: [
        expect.objectContaining({
          status: "paid",
          stripeTransferId: sale.transfer.stripeTransferId,
          member: expect.objectContaining({ name: "Sam Seller" }),
        }),
      ],
    });

    const { status, body } = await post({
      intent: "refund",
      transactionId: sale.transactionId,
      reason: "Buyer changed their mind",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, title: "Stripe Harbor" });

    const refunds = fake.requestsTo(/\/v1\/refunds$/);
    expect(refunds.map((request) => request.params.payment_intent)).toEqual([sale.intentId]);
    const [transfer] = await transfersOf(database.db, sale.transactionId);
    expect(transfer?.status).toBe("reversed");
    expect(await balanceOf(database.db, sale.transactionId, "all")).toBe(0);
    expect(await balanceOf(database.db, sale.transactionId, "transferred")).toBe(0);

    const after = (await load()).body.rows.find((row) => row.id === sale.transactionId);
    expect(after).toMatchObject({
      status: "refunded",
      refundReason: "Buyer changed their mind",
      refundReference: expect.stringMatching(/^re_/),
      transfers: [expect.objectContaining({ status: "reversed" })],
    });
  });

  it("answers Stripe's refusal of a refund with a 409 and its message, and changes nothing", async () => {
    const sale = await paidAndTransferred("Charged Back");
    fake.failNext("POST", /\/v1\/refunds$/, {
      status: 400,
      error: {
        type: "invalid_request_error",
        code: "charge_disputed",
        message: "This charge has been disputed and cannot be refunded.",
      },
    });
    const refused = await post({
      intent: "refund",
      transactionId: sale.transactionId,
      reason: "Trying anyway",
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "payments.provider-refused",
      error: "Stripe refused the refund: This charge has been disputed and cannot be refunded.",
    });
    const [row] = await database.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, sale.transactionId));
    expect(row?.status).toBe("completed");
    expect((await transfersOf(database.db, sale.transactionId))[0]?.status).toBe("paid");
  });

  it("shows a reversal Stripe refused as needing attention, and tries it again when asked", async () => {
    const sale = await paidAndTransferred("Hard To Reverse");
    fake.failNext("POST", /\/v1\/transfers\/[^/]+\/reversals$/, {
      status: 400,
      error: {
        type: "invalid_request_error",
        code: "insufficient_funds",
        message: "Insufficient funds in the connected account.",
      },
    });
    const refunded = await post({
      intent: "refund",
      transactionId: sale.transactionId,
      reason: "Damaged in transit",
    });
    expect(refunded.status).toBe(200);
    const [stuck] = await transfersOf(database.db, sale.transactionId);
    expect(stuck).toMatchObject({
      status: "paid",
      lastError: expect.stringMatching(/^Reversal failed/),
    });

    const page = await load(`${PATH}?view=attention`);
    expect(page.body.attention?.failedReversals).toBe(1);
    expect(page.body.rows.map((row) => row.id)).toContain(sale.transactionId);

    const retried = await post({ intent: "retry-transfer", transferId: stuck!.id });
    expect(retried.status).toBe(200);
    const [due] = await transfersOf(database.db, sale.transactionId);
    expect(due?.nextAttemptAt).toBeNull();
    await sendDueTransfers(database.db);
    const [reversed] = await transfersOf(database.db, sale.transactionId);
    expect(reversed).toMatchObject({ status: "reversed", lastError: null });
    expect(await balanceOf(database.db, sale.transactionId, "all")).toBe(0);
    expect((await load()).body.attention?.failedReversals).toBe(0);
  });

  it("refuses a refund of a Stripe payment while Stripe is not configured", async () => {
    const sale = await paidAndTransferred("Keys Gone");
    for (const key of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]) {
      delete process.env[key];
    }
    resetEnvCache();
    try {
      const refused = await post({
        intent: "refund",
        transactionId: sale.transactionId,
        reason: "No keys",
      });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("payments.stripe-not-configured");
      expect((await load()).body.dashboardUrl).toBeNull();
    } finally {
      Object.assign(process.env, fake.env());
      resetEnvCache();
    }
  });
});
