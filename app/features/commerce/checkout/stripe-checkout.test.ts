import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, leases, memberTransfers, provenance, transactions } from "~/db/schema";
import { addDays } from "~/features/commerce/leases/lease-pricing";
import { galleryToday } from "~/features/commerce/leases/queries.server";
import * as checkoutRoute from "~/routes/checkout";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { bookLease, GOOD_CARD } from "../../../../tests/support/checkout";
import {
  FAKE_STRIPE_PUBLISHABLE_KEY,
  type FakeStripe,
  type StripeObject,
} from "../../../../tests/support/fake-stripe";
import { argsWith, outcome } from "../../../../tests/support/owned-items-kit";
import { mailedCheckoutCode } from "../../../../tests/support/payments";
import {
  formPost,
  type SignedIn,
  settle,
  signedInMember,
} from "../../../../tests/support/sessions";
import {
  payoutAccountOf,
  type StripeTestBed,
  startStripeTestBed,
  transfersOf,
} from "../../../../tests/support/stripe-payments";
import { CHECKOUT_MESSAGES } from "./messages";
import { PAYMENT_INTENTS_PER_HOUR } from "./mutations.server";
import { paymentProvider, setPaymentProvider } from "./payments.server";

// Card payments through Stripe, against the local Stripe-compatible server:
// the Payment step asks the server for a PaymentIntent, the browser authorises
// it (fake.authorize does what the Payment Element does), completion captures
// it once the work is locked and still to be had, or lets it go.

let bed: StripeTestBed;
let database: StripeTestBed["database"];
let fake: FakeStripe;
let artist: SignedIn;

beforeAll(async () => {
  bed = await startStripeTestBed();
  ({ database, fake } = bed);
  setPaymentProvider(undefined);
  artist = await signedInMember(database.db);
});
afterAll(() => bed.stop());

type PaymentIntent = StripeObject & {
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
  client_secret: string;
};

type Answer = { status: number; body: unknown; location: string | null };

/** Posts one intent of the checkout of `artworkId` as `who`, as the page does. */
async function post(
  who: SignedIn,
  artworkId: string,
  fields: Record<string, string>,
  type: "purchase" | "lease" = "purchase",
): Promise<Answer> {
  const request = formPost(`/checkout/${artworkId}?type=${type}`, fields, who.cookie);
  return outcome(await settle(() => checkoutRoute.action(argsWith(request, { artworkId }))));
}

/** The Payment step: the server makes the PaymentIntent; answers it and what the page was told. */
async function prepare(
  who: SignedIn,
  artworkId: string,
  lease?: { startDate: string; days: string; durationType: string },
) {
  const answer = await post(
    who,
    artworkId,
    { intent: "prepare-payment", nonce: randomUUID(), ...lease },
    lease ? "lease" : "purchase",
  );
  expect(answer.status).toBe(200);
  const told = answer.body as { clientSecret: string; amountCents: number };
  const intent = fake
    .objectsOf("payment_intent")
    .find((object) => object.client_secret === told.clientSecret) as PaymentIntent | undefined;
  if (!intent) throw new Error("no PaymentIntent for the client secret");
  return { told, intent };
}

/** Review: completes with the PaymentIntent the browser authorised (no card fields). */
async function complete(
  who: SignedIn,
  artworkId: string,
  paymentIntent: string,
  extra: Record<string, string> = {},
  type: "purchase" | "lease" = "purchase",
) {
  return post(
    who,
    artworkId,
    {
      intent: "complete",
      code: extra.code ?? (await mailedCheckoutCode(database.db, who, artworkId)),
      paymentIntent,
      ...extra,
    },
    type,
  );
}

async function transactionsOf(artworkId: string) {
  return database.db.select().from(transactions).where(eq(transactions.artworkId, artworkId));
}

const intent = (id: string) => fake.object<PaymentIntent>(id);
const captures = (id: string) => fake.requestsTo(new RegExp(`/v1/payment_intents/${id}/capture$`));

describe("card payments through Stripe", () => {
  it("is the provider when the keys are set, and the page gets only the publishable key", async () => {
    expect(paymentProvider().name).toBe("stripe");
    const artwork = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    const page = (await checkoutRoute.loader(
      argsWith(buyer.request(`/checkout/${artwork.id}?type=purchase`), { artworkId: artwork.id }),
    )) as { payments: unknown };
    expect(page.payments).toEqual({
      provider: "stripe",
      testMode: true,
      publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
    });
    expect(JSON.stringify(page)).not.toContain("sk_test");
  });

  it("authorises the server's amount at the Payment step and captures it at completion", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    const { told, intent: created } = await prepare(buyer, artwork.id);
    // The page is told the client secret and the amount, nothing else.
    expect(told).toEqual({
      ok: true,
      intent: "prepare-payment",
      clientSecret: created.client_secret,
      amountCents: 120_000,
    });
    expect(created).toMatchObject({
      amount: 120_000,
      currency: "usd",
      capture_method: "manual",
      status: "requires_payment_method",
      metadata: { buyerId: buyer.userId, artworkId: artwork.id, type: "purchase" },
    });

    expect(fake.authorize(created.id)).toMatchObject({ status: "requires_capture" });
    expect(captures(created.id)).toHaveLength(0);
    const answer = await complete(buyer, artwork.id, created.id, { expectedTotal: "120000" });
    expect(answer).toMatchObject({ status: 302, location: "/" });

    expect(intent(created.id)).toMatchObject({ status: "succeeded", amount_received: 120_000 });
    const [record, ...others] = await transactionsOf(artwork.id);
    expect(others).toHaveLength(0);
    expect(record).toMatchObject({
      status: "completed",
      userId: buyer.userId,
      amountCents: 120_000,
      paymentProvider: "stripe",
      paymentReference: created.id,
      chargeReference: intent(created.id).latest_charge,
      cardBrand: "Visa",
      cardLast4: "4242",
    });
    expect(record?.chargeReference).toMatch(/^ch_/);
    expect(captures(created.id)).toEqual([
      expect.objectContaining({
        idempotencyKey: `capture-${record?.id}`,
        params: expect.objectContaining({ amount_to_capture: "120000" }),
      }),
    ]);
    const [after] = await database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(after).toMatchObject({ userId: buyer.userId, isAvailable: false });
    // The artist's share waits for its transfer with the sale: no payout account yet.
    const queued = await database.db
      .select()
      .from(memberTransfers)
      .where(eq(memberTransfers.transactionId, record?.id ?? ""));
    expect(queued).toEqual([
      expect.objectContaining({ memberId: artist.userId, amountCents: 120_000, status: "waiting" }),
    ]);
  });

  it("pays an onboarded artist's share to their account right after the sale", async () => {
    const onboarded = await signedInMember(database.db);
    const destination = await payoutAccountOf(database.db, fake, onboarded.userId);
    const artwork = await insertArtwork(database.db, onboarded.userId);
    const buyer = await signedInMember(database.db);
    const { intent: created } = await prepare(buyer, artwork.id);
    fake.authorize(created.id);
    expect(await complete(buyer, artwork.id, created.id)).toMatchObject({ status: 302 });
    const [record] = await transactionsOf(artwork.id);
    // Sent after the answer, without keeping the buyer waiting.
    await expect
      .poll(async () => (await transfersOf(database.db, record?.id ?? ""))[0]?.status)
      .toBe("paid");
    const [transfer] = await transfersOf(database.db, record?.id ?? "");
    expect(fake.object(transfer?.stripeTransferId ?? "")).toMatchObject({
      amount: 120_000,
      destination,
      source_transaction: record?.chargeReference,
      transfer_group: record?.id,
    });
  });

  it("asks for the lease quote of the dates sent at step 1, and captures it at completion", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    const dates = { startDate: addDays(galleryToday(), 1), days: "4", durationType: "daily" };
    const { told, intent: created } = await prepare(buyer, artwork.id, dates);
    expect(told.amountCents).toBe(4 * 1500);
    expect(created).toMatchObject({ amount: 6000, metadata: { type: "lease" } });
    fake.authorize(created.id);
    const answer = await complete(buyer, artwork.id, created.id, dates, "lease");
    expect(answer.status).toBe(302);
    expect(intent(created.id).status).toBe("succeeded");
    const [record] = await transactionsOf(artwork.id);
    expect(record).toMatchObject({
      status: "completed",
      transactionType: "lease",
      amountCents: 6000,
      paymentReference: created.id,
      leaseStartDate: dates.startDate,
    });
  });

  it("lets the authorisation go when the work was sold meanwhile: nothing is captured or recorded", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const first = await signedInMember(database.db);
    const late = await signedInMember(database.db);
    const { intent: lateIntent } = await prepare(late, artwork.id);
    fake.authorize(lateIntent.id);
    const { intent: firstIntent } = await prepare(first, artwork.id);
    fake.authorize(firstIntent.id);
    expect((await complete(first, artwork.id, firstIntent.id)).status).toBe(302);

    const answer = await complete(late, artwork.id, lateIntent.id);
    expect(answer).toMatchObject({
      status: 409,
      body: { ok: false, code: "checkout.sold", error: CHECKOUT_MESSAGES.sold },
    });
    expect(intent(lateIntent.id)).toMatchObject({ status: "canceled", amount_received: 0 });
    expect(captures(lateIntent.id)).toHaveLength(0);
    expect(
      fake.requestsTo(new RegExp(`/v1/payment_intents/${lateIntent.id}/cancel$`)),
    ).toMatchObject([{ idempotencyKey: `release-${lateIntent.id}` }]);
    const records = await transactionsOf(artwork.id);
    expect(records.map((row) => [row.userId, row.status])).toEqual([[first.userId, "completed"]]);
  });

  it("sells to one of two buyers completing at once; the other's authorisation is let go", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const buyers = [await signedInMember(database.db), await signedInMember(database.db)];
    const intents: string[] = [];
    const codes: string[] = [];
    for (const buyer of buyers) {
      const { intent: created } = await prepare(buyer, artwork.id);
      fake.authorize(created.id);
      intents.push(created.id);
      codes.push(await mailedCheckoutCode(database.db, buyer, artwork.id));
    }
    const answers = await Promise.all(
      buyers.map((buyer, at) =>
        complete(buyer, artwork.id, intents[at] as string, { code: codes[at] as string }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    const won = answers.findIndex((answer) => answer.status === 302);
    const winner = intents[won] as string;
    const loser = intents[1 - won] as string;
    expect(intent(winner).status).toBe("succeeded");
    expect(intent(loser).status).toBe("canceled");
    expect(captures(loser)).toHaveLength(0);
    const records = await transactionsOf(artwork.id);
    expect(records).toMatchObject([{ status: "completed", paymentReference: winner }]);
  });

  it("refuses a declined card and records nothing; the code stays for another card", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    const { intent: created } = await prepare(buyer, artwork.id);
    expect(fake.authorize(created.id, "pm_card_chargeDeclined")).toMatchObject({
      status: 402,
      error: { code: "card_declined" },
    });
    const code = await mailedCheckoutCode(database.db, buyer, artwork.id);
    const answer = await complete(buyer, artwork.id, created.id, { code });
    expect(answer).toMatchObject({
      status: 402,
      body: { ok: false, code: "checkout.declined", error: CHECKOUT_MESSAGES.declined },
    });
    expect(captures(created.id)).toHaveLength(0);
    expect(await transactionsOf(artwork.id)).toEqual([]);
    const [after] = await database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(after).toMatchObject({ userId: artist.userId, isAvailable: true });

    // Another card, on a new payment: the same code completes the purchase.
    const { intent: again } = await prepare(buyer, artwork.id);
    fake.authorize(again.id);
    expect((await complete(buyer, artwork.id, again.id, { code })).status).toBe(302);
  });

  it("records nothing when the capture is declined, and lets the authorisation go", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    const { intent: created } = await prepare(buyer, artwork.id);
    fake.authorize(created.id);
    fake.failNext("POST", /\/capture$/, {
      status: 402,
      error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
    });
    const answer = await complete(buyer, artwork.id, created.id);
    expect(answer).toMatchObject({ status: 402, body: { code: "checkout.declined" } });
    expect(intent(created.id).status).toBe("canceled");
    expect(await transactionsOf(artwork.id)).toEqual([]);
    expect(
      await database.db.select().from(provenance).where(eq(provenance.artworkId, artwork.id)),
    ).toEqual([]);
  });

  it("refuses a payment of another amount, another buyer, another work or not authorised", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const other = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    const stranger = await signedInMember(database.db);
    const stripe = new Stripe(fake.env().STRIPE_SECRET_KEY, {
      host: new URL(fake.url).hostname,
      port: new URL(fake.url).port,
      protocol: "http",
    });
    // Payments made some other way than this checkout's Payment step.
    const made = async (amount: number, metadata: Record<string, string>) => {
      const created = await stripe.paymentIntents.create({
        amount,
        currency: "usd",
        capture_method: "manual",
        metadata,
      });
      fake.authorize(created.id);
      return created.id;
    };
    const mine = { buyerId: buyer.userId, artworkId: artwork.id, type: "purchase" };
    const cheaper = await made(100, mine);
    const theirs = (await prepare(stranger, artwork.id)).intent.id;
    fake.authorize(theirs);
    const otherWork = await made(120_000, { ...mine, artworkId: other.id });
    const asLease = await made(120_000, { ...mine, type: "lease" });
    const unconfirmed = (await prepare(buyer, artwork.id)).intent.id;
    const code = await mailedCheckoutCode(database.db, buyer, artwork.id);

    for (const id of [cheaper, theirs, otherWork, asLease, unconfirmed, "pi_unknown", "", "4242"]) {
      const answer = await complete(buyer, artwork.id, id, { code });
      expect(answer).toMatchObject({
        status: 402,
        body: {
          ok: false,
          code: "checkout.payment-not-authorised",
          error: CHECKOUT_MESSAGES.notAuthorised,
        },
      });
    }
    // The buyer's own payment of the wrong amount is let go; the stranger's is left alone.
    expect(intent(cheaper).status).toBe("canceled");
    expect(intent(theirs).status).toBe("requires_capture");
    expect(intent(otherWork).status).toBe("requires_capture");
    expect(
      fake.requestsTo(/\/capture$/).filter((request) => request.path.includes(theirs)),
    ).toEqual([]);
    expect(await transactionsOf(artwork.id)).toEqual([]);
    // The stranger still buys with their own.
    expect((await complete(stranger, artwork.id, theirs)).status).toBe(302);
  });

  it("refunds the payment when the sale cannot be recorded after the capture", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    const name = `fail_recording_${artwork.id.replaceAll("-", "_")}`;
    await database.db.execute(
      sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
        begin raise exception 'recording failed'; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger ${name} before insert on provenance for each row
        when (new.artwork_id = '${artwork.id}'::uuid) execute function ${name}()`),
    );
    const { intent: created } = await prepare(buyer, artwork.id);
    fake.authorize(created.id);
    const answer = await complete(buyer, artwork.id, created.id);
    expect(answer.status).toBe(500);
    await database.db.execute(sql.raw(`drop trigger ${name} on provenance`));

    const [refund, ...more] = fake
      .objectsOf("refund")
      .filter((object) => object.payment_intent === created.id);
    expect(more).toHaveLength(0);
    expect(refund).toMatchObject({ amount: 120_000, charge: intent(created.id).latest_charge });
    expect(
      fake
        .requestsTo(/\/v1\/refunds$/)
        .find((request) => request.params.payment_intent === created.id),
    ).toMatchObject({ idempotencyKey: `refund-${created.id}` });
    const [record] = await transactionsOf(artwork.id);
    expect(record).toMatchObject({
      status: "refunded",
      paymentReference: created.id,
      refundReference: refund?.id,
    });
    expect(await database.db.select().from(leases).where(eq(leases.artworkId, artwork.id))).toEqual(
      [],
    );
  });

  it("lets the buyer's own authorisation go for another card, and no one else's", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    const stranger = await signedInMember(database.db);
    const { intent: created } = await prepare(buyer, artwork.id);
    fake.authorize(created.id);
    const release = (who: SignedIn) =>
      post(who, artwork.id, { intent: "release-payment", paymentIntent: created.id });
    expect((await release(stranger)).status).toBe(200);
    expect(intent(created.id).status).toBe("requires_capture");
    expect((await release(buyer)).status).toBe(200);
    expect(intent(created.id).status).toBe("canceled");
    expect(captures(created.id)).toHaveLength(0);
  });

  it("asks for no payment when a lessee's credits cover the whole price", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, { salePriceCents: 60_000 });
    // 40 prepaid days from tomorrow, $600 unused: the price exactly.
    const lessee = await bookLease(database.db, {
      artworkId: artwork.id,
      artistId: artist.userId,
      startDate: addDays(galleryToday(), 1),
      days: 40,
    });
    const intents = fake.objectsOf("payment_intent").length;
    const answer = await post(lessee, artwork.id, {
      intent: "prepare-payment",
      nonce: randomUUID(),
    });
    expect(answer.body).toEqual({
      ok: true,
      intent: "prepare-payment",
      clientSecret: null,
      amountCents: 0,
    });
    expect((await complete(lessee, artwork.id, "", { expectedTotal: "0" })).status).toBe(302);
    expect(fake.objectsOf("payment_intent")).toHaveLength(intents);
    const [sale] = (await transactionsOf(artwork.id)).filter(
      (row) => row.transactionType === "purchase",
    );
    expect(sale).toMatchObject({
      status: "completed",
      amountCents: 0,
      paymentProvider: "stripe",
      paymentReference: null,
    });
  });

  it("refuses to prepare a payment for a work the buyer may not have", async () => {
    const own = await insertArtwork(database.db, artist.userId);
    const answer = await post(artist, own.id, { intent: "prepare-payment", nonce: randomUUID() });
    expect(answer).toMatchObject({ status: 403, body: { code: "checkout.own-artwork" } });
    const buyer = await signedInMember(database.db);
    const noNonce = await post(buyer, own.id, { intent: "prepare-payment", nonce: "x" });
    expect(noNonce).toMatchObject({ status: 400, body: { code: "checkout.unknown-request" } });
  });

  it("stops a member from starting more payments than an hour's allowance", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    for (let started = 0; started < PAYMENT_INTENTS_PER_HOUR; started++) {
      await prepare(buyer, artwork.id);
    }
    const before = fake.objectsOf("payment_intent").length;
    const refused = await post(buyer, artwork.id, {
      intent: "prepare-payment",
      nonce: randomUUID(),
    });
    expect(refused).toMatchObject({ status: 429, body: { code: "rate-limited" } });
    expect(fake.objectsOf("payment_intent")).toHaveLength(before);
    // Another member is counted on their own.
    await prepare(await signedInMember(database.db), artwork.id);
  });

  it("sends every request that makes or moves money with its own idempotency key, and never a card", async () => {
    const from = fake.requests.length;
    const artwork = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    const late = await signedInMember(database.db);
    const { intent: paid } = await prepare(buyer, artwork.id);
    const { intent: released } = await prepare(late, artwork.id);
    fake.authorize(paid.id);
    fake.authorize(released.id);
    expect((await complete(buyer, artwork.id, paid.id)).status).toBe(302);
    expect((await complete(late, artwork.id, released.id)).status).toBe(409);
    // What the admin's refund and the webhooks call.
    const refundId = await paymentProvider().refund(paid.id);
    expect(fake.object(refundId)).toMatchObject({ object: "refund", amount: 120_000 });

    const requests = fake.requests.slice(from);
    const keyOf = (method: string, path: RegExp) =>
      requests
        .filter((request) => request.method === method && path.test(request.path))
        .map((request) => request.idempotencyKey);
    // Keys the gallery chose, not the SDK's own retry keys: a repeat gets the same answer.
    expect(keyOf("POST", /^\/v1\/payment_intents$/)).toEqual([
      expect.stringMatching(`^checkout-${buyer.userId}-${artwork.id}-purchase-sale-120000-`),
      expect.stringMatching(`^checkout-${late.userId}-${artwork.id}-purchase-sale-120000-`),
    ]);
    expect(keyOf("POST", /\/capture$/)).toEqual([expect.stringMatching(/^capture-[0-9a-f-]{36}$/)]);
    expect(keyOf("POST", /\/cancel$/)).toEqual([`release-${released.id}`]);
    expect(keyOf("POST", /^\/v1\/refunds$/)).toEqual([`refund-${paid.id}`]);

    const sent = JSON.stringify(requests.map((request) => request.params));
    expect(sent).not.toMatch(/4242\s?4242|card_?number|card\[number\]|cvc/i);
    // With Stripe, card fields a page might still send pay for nothing: no payment, no sale.
    const other = await insertArtwork(database.db, artist.userId);
    const answer = await complete(buyer, other.id, "", { ...GOOD_CARD });
    expect(answer).toMatchObject({
      status: 402,
      body: { code: "checkout.payment-not-authorised" },
    });
    expect(await transactionsOf(other.id)).toEqual([]);
  });
});
