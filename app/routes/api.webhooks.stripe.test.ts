import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  emailOutbox,
  memberPayouts,
  paymentEvents,
  payoutAccounts,
  profiles,
  transactions,
} from "~/db/schema";
import { MAX_WEBHOOK_BODY_BYTES } from "~/features/commerce";
import { sendDueTransfers } from "~/features/commerce/index.server";
import { resetEnvCache } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { insertArtwork, insertMember } from "../../tests/support/artwork-fixtures";
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  type StripeObject,
} from "../../tests/support/fake-stripe";
import { routeArgs, TEST_ORIGIN } from "../../tests/support/sessions";
import {
  balanceOf,
  payoutAccountOf,
  type StripeTestBed,
  startStripeTestBed,
  stripeOf,
  stripePaidSale,
  transfersOf,
} from "../../tests/support/stripe-payments";
import { action, loader } from "./api.webhooks.stripe";

let bed: StripeTestBed;
let database: StripeTestBed["database"];
let fake: FakeStripe;
let stripe: Stripe;
let artistId: string;
let buyerId: string;
let adminEmails: string[];

beforeAll(async () => {
  bed = await startStripeTestBed();
  ({ database, fake } = bed);
  stripe = stripeOf(fake);
  artistId = await insertMember(database.db, "Ana Artist");
  buyerId = await insertMember(database.db, "Bo Buyer");
  const admins = [
    await insertMember(database.db, "Ada Admin"),
    await insertMember(database.db, "Al Admin"),
  ];
  await database.db
    .update(profiles)
    .set({ userTypes: ["member", "admin"] })
    .where(inArray(profiles.id, admins));
  adminEmails = await emailsOf(admins);
});
afterAll(() => bed.stop());
afterEach(() => {
  vi.restoreAllMocks();
});

async function emailsOf(ids: string[]) {
  const rows = await database.db.query.user.findMany({ where: (u) => inArray(u.id, ids) });
  return rows.map((row) => row.email).sort();
}

/** Posts a body to the route as Stripe would, answering the status and the plain text. */
async function post(
  payload: string,
  signature: string | null,
  headers: Record<string, string> = {},
) {
  const request = new Request(new URL("/api/webhooks/stripe", TEST_ORIGIN), {
    method: "POST",
    body: payload,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...(signature && { "Stripe-Signature": signature }),
      ...headers,
    },
  });
  const response = await action(routeArgs(request) as never);
  return { status: response.status, text: await response.text() };
}

/** Signs and posts one event; answers the event's id with the route's answer. */
async function deliver(
  type: string,
  object: StripeObject,
  options: { account?: string; id?: string; created?: number } = {},
) {
  const id = options.id ?? `evt_${randomUUID().replaceAll("-", "")}`;
  const { payload, signature } = fake.event(type, object, { ...options, id });
  return { id, ...(await post(payload, signature)) };
}

async function recordedEvent(id: string) {
  const [row] = await database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
  return row ?? null;
}

async function transaction(id: string) {
  const [row] = await database.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new Error("no such transaction");
  return row;
}

async function mailsOf(kind: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, kind))
    .orderBy(emailOutbox.toAddress);
}

/** A completed sale paid through Stripe (intent captured at the local Stripe, ledger written). */
function stripeSale(title = "Harbor at First Light", priceCents = 120_000) {
  return stripePaidSale(database.db, fake, {
    buyerId,
    sellerId: artistId,
    priceCents,
    title,
  });
}

describe("a delivery's signature", () => {
  it("refuses a bad, foreign, missing or stale signature with 400 and writes nothing", async () => {
    const dispute = fake.dispute((await stripeSale()).chargeId);
    const signed = fake.event("charge.dispute.created", dispute, { id: "evt_tampered" });
    // The body changed after signing.
    const tampered = signed.payload.replace('"needs_response"', '"won"');
    expect(await post(tampered, signed.signature)).toEqual({
      status: 400,
      text: "The Stripe signature is not valid for this body, or is too old.",
    });
    // Signed with another endpoint's secret.
    const foreign = fake.event("charge.dispute.created", dispute, {
      id: "evt_foreign",
      secret: "whsec_someone_else_000000",
    });
    expect((await post(foreign.payload, foreign.signature)).status).toBe(400);
    // No signature at all.
    expect(await post(signed.payload, null)).toEqual({
      status: 400,
      text: "A Stripe-Signature header is required.",
    });
    // Signed ten minutes ago: a replay, past Stripe's five minutes.
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: signed.payload,
      secret: FAKE_STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await post(signed.payload, stale)).status).toBe(400);
    // Garbage in the header.
    expect((await post(signed.payload, "t=1,v1=nothing")).status).toBe(400);

    for (const id of ["evt_tampered", "evt_foreign"]) expect(await recordedEvent(id)).toBeNull();
    expect(await mailsOf("payment-disputed")).toHaveLength(0);
  });

  it("accepts events signed with any of the endpoint's secrets (the platform's and Connect's)", async () => {
    const connectSecret = "whsec_connect_endpoint_0000";
    process.env.STRIPE_WEBHOOK_SECRET = `${FAKE_STRIPE_WEBHOOK_SECRET}, ${connectSecret}`;
    resetEnvCache();
    try {
      const account = await stripe.accounts.create({});
      const connect = fake.event("payout.paid", fake.payout(account.id, 100), {
        id: "evt_connect_secret",
        account: account.id,
        secret: connectSecret,
      });
      expect((await post(connect.payload, connect.signature)).status).toBe(200);
      expect(await recordedEvent("evt_connect_secret")).not.toBeNull();
    } finally {
      Object.assign(process.env, fake.env());
      resetEnvCache();
    }
  });

  it("refuses every delivery with 400 when no webhook secret is configured", async () => {
    const event = fake.event(
      "payout.paid",
      fake.payout((await stripe.accounts.create({})).id, 100),
      {
        id: "evt_unconfigured",
      },
    );
    delete process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_PUBLISHABLE_KEY;
    resetEnvCache();
    try {
      expect(await post(event.payload, event.signature)).toEqual({
        status: 400,
        text: "Stripe webhooks are not configured here.",
      });
    } finally {
      Object.assign(process.env, fake.env());
      resetEnvCache();
    }
    expect(await recordedEvent("evt_unconfigured")).toBeNull();
  });

  it("refuses a body over 1 MB with 413, and answers 405 to anything but POST", async () => {
    const huge = JSON.stringify({ id: "evt_huge", padding: "x".repeat(MAX_WEBHOOK_BODY_BYTES) });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: huge,
      secret: FAKE_STRIPE_WEBHOOK_SECRET,
    });
    expect(await post(huge, signature)).toEqual({ status: 413, text: "The request is too large." });
    expect(await recordedEvent("evt_huge")).toBeNull();
    expect(loader().status).toBe(405);
  });
});

describe("each event, once", () => {
  it("handles a repeated delivery once: the second answers 200 and does nothing", async () => {
    const sale = await stripeSale();
    const dispute = fake.dispute(sale.chargeId);
    const first = await deliver("charge.dispute.created", dispute);
    expect(first).toMatchObject({ status: 200, text: "Received." });
    const again = await deliver("charge.dispute.created", dispute, { id: first.id });
    expect(again).toMatchObject({ status: 200, text: "Already received." });

    const mails = (await mailsOf("payment-disputed")).filter((mail) =>
      mail.textBody?.includes(sale.transactionId),
    );
    expect(mails.map((mail) => mail.toAddress)).toEqual(adminEmails);
    expect(await recordedEvent(first.id)).toMatchObject({
      type: "charge.dispute.created",
      objectId: dispute.id,
    });
  });

  it("acknowledges events about objects it does not know, logs and records them", async () => {
    const warn = vi.spyOn(logger, "warn");
    const strangerIntent = await stripe.paymentIntents.create({ amount: 500, currency: "usd" });
    const strangerAccount = await stripe.accounts.create({ type: "express" });
    const unknowns = [
      await deliver("payment_intent.succeeded", { ...strangerIntent, status: "succeeded" }),
      await deliver("charge.refunded", {
        id: "ch_nobody",
        object: "charge",
        payment_intent: "pi_nobody",
        refunded: true,
        amount_captured: 500,
        amount_refunded: 500,
      }),
      await deliver("charge.dispute.created", {
        id: "dp_nobody",
        object: "dispute",
        charge: "ch_nobody",
        payment_intent: null,
        status: "needs_response",
        created: 1,
      }),
      await deliver("account.updated", fake.completeOnboarding(strangerAccount.id), {
        account: strangerAccount.id,
      }),
      await deliver("payout.failed", fake.payout(strangerAccount.id, 900, "failed"), {
        account: strangerAccount.id,
      }),
    ];
    for (const answer of unknowns) {
      expect(answer).toMatchObject({ status: 200, text: "Received." });
      expect(await recordedEvent(answer.id)).not.toBeNull();
    }
    const warned = warn.mock.calls.map((call) => String(call[1]));
    expect(warned.filter((message) => /unknown/.test(message))).toHaveLength(unknowns.length);
    expect(
      await database.db
        .select()
        .from(memberPayouts)
        .where(eq(memberPayouts.stripeAccountId, strangerAccount.id)),
    ).toHaveLength(0);
  });

  it("records an event type it does not handle, and answers 200", async () => {
    const answer = await deliver("customer.created", { id: "cus_123", object: "customer" });
    expect(answer.status).toBe(200);
    expect(await recordedEvent(answer.id)).toMatchObject({ type: "customer.created" });
  });
});

describe("disputes", () => {
  it("marks the transaction when a dispute opens, tells every admin once, and keeps its outcome", async () => {
    const sale = await stripeSale('Night <b>Market</b> & "Rain"');
    const dispute = fake.dispute(sale.chargeId);
    const opened = await deliver("charge.dispute.created", dispute, {
      created: dispute.created as number,
    });
    expect(opened.status).toBe(200);
    const marked = await transaction(sale.transactionId);
    expect(marked).toMatchObject({
      status: "completed",
      disputeReference: dispute.id,
      disputeStatus: "needs_response",
    });
    expect(marked.disputedAt?.getTime()).toBe((dispute.created as number) * 1000);

    await deliver(
      "charge.dispute.updated",
      { ...dispute, status: "under_review" },
      { created: (dispute.created as number) + 60 },
    );
    await deliver(
      "charge.dispute.closed",
      { ...dispute, status: "won" },
      { created: (dispute.created as number) + 120 },
    );
    expect(await transaction(sale.transactionId)).toMatchObject({
      status: "completed",
      disputeReference: dispute.id,
      disputeStatus: "won",
    });

    const mails = (await mailsOf("payment-disputed")).filter((mail) =>
      mail.textBody?.includes(sale.transactionId),
    );
    expect(mails.map((mail) => mail.toAddress)).toEqual(adminEmails);
    const [mail] = mails;
    expect(mail?.subject).toBe('A payment was disputed: Night <b>Market</b> & "Rain"');
    expect(mail?.textBody).toContain(dispute.id);
    expect(mail?.textBody).toContain("$1,200");
    // The artwork's title is the artist's text: escaped in the HTML part.
    expect(mail?.htmlBody).toContain("Night &#60;b&#62;Market&#60;/b&#62; &#38; &#34;Rain&#34;");
    expect(mail?.htmlBody).not.toContain("<b>Market");
  });

  it("ends with the closed status when the closing arrives before the opening", async () => {
    const sale = await stripeSale();
    const dispute = fake.dispute(sale.chargeId);
    const openedAt = dispute.created as number;
    await deliver(
      "charge.dispute.closed",
      { ...dispute, status: "lost" },
      { created: openedAt + 3600 },
    );
    await deliver(
      "charge.dispute.updated",
      { ...dispute, status: "under_review" },
      { created: openedAt + 60 },
    );
    await deliver("charge.dispute.created", dispute, { created: openedAt });
    const marked = await transaction(sale.transactionId);
    expect(marked).toMatchObject({ disputeReference: dispute.id, disputeStatus: "lost" });
    expect(marked.disputedAt?.getTime()).toBe(openedAt * 1000);
    const mails = (await mailsOf("payment-disputed")).filter((mail) =>
      mail.textBody?.includes(sale.transactionId),
    );
    expect(mails).toHaveLength(adminEmails.length);
  });

  it("lets a closing reported in the same second as the opening win", async () => {
    const sale = await stripeSale();
    const dispute = fake.dispute(sale.chargeId);
    const at = dispute.created as number;
    await deliver("charge.dispute.closed", { ...dispute, status: "won" }, { created: at });
    await deliver("charge.dispute.created", dispute, { created: at });
    expect(await transaction(sale.transactionId)).toMatchObject({ disputeStatus: "won" });
  });
});

describe("payments", () => {
  it("changes nothing when a card is declined; fails an uncaptured transaction when its payment is canceled", async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2000,
      currency: "usd",
      capture_method: "manual",
    });
    fake.authorize(intent.id, "pm_card_chargeDeclined");
    const artwork = await insertArtwork(database.db, artistId);
    const [waiting] = await database.db
      .insert(transactions)
      .values({
        userId: buyerId,
        artworkId: artwork.id,
        artistId,
        artworkTitle: "Waiting",
        transactionType: "purchase",
        amountCents: 2000,
        status: "charged",
        paymentProvider: "stripe",
        paymentReference: intent.id,
      })
      .returning({ id: transactions.id });
    const failed = await deliver("payment_intent.payment_failed", fake.object(intent.id));
    expect(failed.status).toBe(200);
    expect((await transaction(waiting!.id)).status).toBe("charged");

    await stripe.paymentIntents.cancel(intent.id);
    expect((await deliver("payment_intent.canceled", fake.object(intent.id))).status).toBe(200);
    expect((await transaction(waiting!.id)).status).toBe("failed");

    // A completed transaction is never undone by a cancellation.
    const sale = await stripeSale();
    await deliver("payment_intent.canceled", { ...fake.object(sale.intentId), status: "canceled" });
    expect((await transaction(sale.transactionId)).status).toBe("completed");

    // A checkout that rolled back released its authorisation: no transaction to change.
    const released = await stripe.paymentIntents.create({ amount: 300, currency: "usd" });
    await stripe.paymentIntents.cancel(released.id);
    expect((await deliver("payment_intent.canceled", fake.object(released.id))).status).toBe(200);
  });

  it("leaves the records of a partial refund made at Stripe and tells the admins", async () => {
    const sale = await stripeSale("Partly Given Back", 50_000);
    await stripe.refunds.create({ charge: sale.chargeId, amount: 10_000 });
    const answer = await deliver("charge.refunded", fake.object(sale.chargeId));
    expect(answer.status).toBe(200);
    expect(await transaction(sale.transactionId)).toMatchObject({
      status: "completed",
      refundReference: null,
    });
    const mails = (await mailsOf("payment-partly-refunded")).filter((mail) =>
      mail.textBody?.includes(sale.transactionId),
    );
    expect(mails.map((mail) => mail.toAddress)).toEqual(adminEmails);
    expect(mails[0]?.textBody).toContain("$100 of the $500 paid");
  });
});

describe("payouts", () => {
  async function payoutAccount() {
    const memberId = await insertMember(database.db, "Pat Payee");
    const accountId = await payoutAccountOf(database.db, fake, memberId);
    return { memberId, accountId, email: (await emailsOf([memberId]))[0] };
  }

  async function payoutRow(id: string) {
    const [row] = await database.db
      .select()
      .from(memberPayouts)
      .where(eq(memberPayouts.stripePayoutId, id));
    return row ?? null;
  }

  it("records a paid payout once, however often it is delivered", async () => {
    const { memberId, accountId } = await payoutAccount();
    const payout = fake.payout(accountId, 4_200);
    const first = await deliver("payout.paid", payout, { account: accountId });
    await deliver("payout.paid", payout, { account: accountId, id: first.id });
    const rows = await database.db
      .select()
      .from(memberPayouts)
      .where(eq(memberPayouts.memberId, memberId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stripeAccountId: accountId,
      stripePayoutId: payout.id,
      amountCents: 4_200,
      currency: "usd",
      status: "paid",
      failureMessage: null,
    });
    expect(rows[0]?.arrivalDate?.getTime()).toBe((payout.arrival_date as number) * 1000);
  });

  it("records a failed payout and tells the member and the admins once", async () => {
    const { accountId, email } = await payoutAccount();
    const payout = fake.payout(accountId, 7_500, "failed");
    const first = await deliver("payout.failed", payout, { account: accountId });
    await deliver("payout.failed", payout, { account: accountId, id: first.id });
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "failed",
      failureMessage: "The bank account has been closed.",
    });
    const told = await database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.kind, ["payout-failed", "payout-failed-admin"]));
    const about = told.filter((mail) => mail.textBody?.includes("$75"));
    expect(about.filter((mail) => mail.kind === "payout-failed").map((m) => m.toAddress)).toEqual([
      email,
    ]);
    expect(
      about
        .filter((mail) => mail.kind === "payout-failed-admin" && mail.textBody?.includes(payout.id))
        .map((mail) => mail.toAddress)
        .sort(),
    ).toEqual(adminEmails);
  });

  it("moves a paid payout to failed, never a failed one back to paid", async () => {
    const { accountId } = await payoutAccount();
    const returned = fake.payout(accountId, 1_000);
    await deliver("payout.paid", returned, { account: accountId });
    await deliver(
      "payout.failed",
      { ...returned, status: "failed", failure_message: "The bank returned it." },
      { account: accountId },
    );
    expect(await payoutRow(returned.id)).toMatchObject({
      status: "failed",
      failureMessage: "The bank returned it.",
    });

    // Delivered out of order: the failure first, the older paid after it.
    const late = fake.payout(accountId, 2_000, "failed");
    await deliver("payout.failed", late, { account: accountId });
    await deliver(
      "payout.paid",
      { ...late, status: "paid", failure_message: null },
      { account: accountId },
    );
    expect(await payoutRow(late.id)).toMatchObject({ status: "failed" });
  });

  it("leaves the gallery's own payouts alone", async () => {
    const own = { id: "po_platform", object: "payout", amount: 100, currency: "usd" };
    const answer = await deliver("payout.paid", own);
    expect(answer.status).toBe(200);
    expect(await payoutRow("po_platform")).toBeNull();
  });
});

describe("money after payment", () => {
  it("queues a completed sale's transfers when its payment succeeds, once", async () => {
    const seller = await insertMember(database.db, "Sam Seller");
    await payoutAccountOf(database.db, fake, seller);
    const sale = await stripePaidSale(database.db, fake, {
      buyerId,
      sellerId: seller,
      priceCents: 80_000,
    });
    // A checkout that stopped before naming the charge: the event's intent names it.
    await database.db
      .update(transactions)
      .set({ chargeReference: null })
      .where(eq(transactions.id, sale.transactionId));
    const intent = fake.object(sale.intentId);
    const first = await deliver("payment_intent.succeeded", intent);
    expect(first.status).toBe(200);
    await deliver("payment_intent.succeeded", intent, { id: first.id });
    await deliver("payment_intent.succeeded", intent);

    expect((await transaction(sale.transactionId)).chargeReference).toBe(sale.chargeId);
    const queued = await transfersOf(database.db, sale.transactionId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      memberId: seller,
      amountCents: await balanceOf(database.db, sale.transactionId, "artist_payable", seller),
      status: "pending",
    });
  });

  it("keeps a connected account's newer status when an older account.updated arrives late", async () => {
    const member = await insertMember(database.db, "Lee Late");
    const accountId = await payoutAccountOf(database.db, fake, member, { onboarded: false });
    // Stored when the member started onboarding, an hour ago.
    await database.db
      .update(payoutAccounts)
      .set({ statusAt: new Date(Date.now() - 3_600_000) })
      .where(eq(payoutAccounts.stripeAccountId, accountId));
    const sale = await stripePaidSale(database.db, fake, {
      buyerId,
      sellerId: member,
      priceCents: 30_000,
    });
    await deliver("payment_intent.succeeded", fake.object(sale.intentId));
    expect((await transfersOf(database.db, sale.transactionId))[0]?.status).toBe("waiting");

    const before = structuredClone(fake.object(accountId));
    const now = Math.floor(Date.now() / 1000);
    const onboarded = fake.completeOnboarding(accountId);
    await deliver("account.updated", onboarded, { account: accountId, created: now });
    await deliver("account.updated", before, { account: accountId, created: now - 120 });

    const [stored] = await database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.stripeAccountId, accountId));
    expect(stored).toMatchObject({ detailsSubmitted: true, transfersActive: true });
    expect(stored?.statusAt?.getTime()).toBe(now * 1000);
    // Onboarded: the member's waiting share is on its way.
    expect((await transfersOf(database.db, sale.transactionId))[0]?.status).toBe("pending");
  });

  it("records a refund made at Stripe: the transaction refunded, the transfers reversed", async () => {
    const seller = await insertMember(database.db, "Rue Refunded");
    const accountId = await payoutAccountOf(database.db, fake, seller);
    const sale = await stripePaidSale(database.db, fake, {
      buyerId,
      sellerId: seller,
      priceCents: 60_000,
    });
    await deliver("payment_intent.succeeded", fake.object(sale.intentId));
    await sendDueTransfers(database.db);
    const [sent] = await transfersOf(database.db, sale.transactionId);
    expect(sent).toMatchObject({ status: "paid" });

    // Refunded from Stripe's dashboard.
    const refund = await stripe.refunds.create({ charge: sale.chargeId });
    const refundsBefore = fake.requestsTo(/^\/v1\/refunds$/).length;
    const charge = fake.object(sale.chargeId);
    // Stripe cannot be asked which refund it was: the event is not handled, nothing is kept.
    fake.failNext("GET", /^\/v1\/refunds$/, {
      status: 400,
      error: { type: "invalid_request_error", message: "Try again." },
    });
    const failed = await deliver("charge.refunded", charge);
    expect(failed).toMatchObject({
      status: 500,
      text: "The event could not be handled; send it again later.",
    });
    expect(await recordedEvent(failed.id)).toBeNull();
    expect((await transaction(sale.transactionId)).status).toBe("completed");

    // Stripe sends it again.
    expect((await deliver("charge.refunded", charge, { id: failed.id })).status).toBe(200);
    expect(await transaction(sale.transactionId)).toMatchObject({
      status: "refunded",
      refundReference: refund.id,
      refundReason: "Refunded at Stripe",
    });
    expect((await transfersOf(database.db, sale.transactionId))[0]).toMatchObject({
      status: "reversed",
    });
    expect(fake.object(String(sent?.stripeTransferId))).toMatchObject({
      reversed: true,
      destination: accountId,
    });
    expect(await balanceOf(database.db, sale.transactionId, "all")).toBe(0);
    expect(await balanceOf(database.db, sale.transactionId, "artist_payable", seller)).toBe(0);
    // The refund was Stripe's: none made by the gallery, however often it is told.
    await deliver("charge.refunded", charge);
    expect(fake.requestsTo(/^\/v1\/refunds$/)).toHaveLength(refundsBefore);
  });
});
