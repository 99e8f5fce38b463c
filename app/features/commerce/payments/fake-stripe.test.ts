import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../../../tests/support/fake-stripe";

// The local Stripe-compatible server the payment tests run against answers the SDK as Stripe does.
let fake: FakeStripe;
let stripe: Stripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  const url = new URL(fake.url);
  stripe = new Stripe(fake.env().STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
});
afterAll(() => fake.close());

describe("the local Stripe-compatible server", () => {
  it("authorises, captures, transfers, refunds and reverses as Stripe's API does", async () => {
    const intent = await stripe.paymentIntents.create(
      {
        amount: 5000,
        currency: "usd",
        capture_method: "manual",
        metadata: { transactionId: "t1" },
      },
      { idempotencyKey: "pi-1" },
    );
    expect(intent.status).toBe("requires_payment_method");
    const again = await stripe.paymentIntents.create(
      {
        amount: 5000,
        currency: "usd",
        capture_method: "manual",
        metadata: { transactionId: "t1" },
      },
      { idempotencyKey: "pi-1" },
    );
    expect(again.id).toBe(intent.id);
    fake.authorize(intent.id);
    const captured = await stripe.paymentIntents.capture(intent.id);
    expect(captured.status).toBe("succeeded");
    const chargeId = String(captured.latest_charge);
    const account = await stripe.accounts.create({ type: "express" });
    await expect(
      stripe.transfers.create({ amount: 4000, currency: "usd", destination: account.id }),
    ).rejects.toMatchObject({ code: "insufficient_capabilities_for_transfer" });
    fake.completeOnboarding(account.id);
    const transfer = await stripe.transfers.create({
      amount: 4000,
      currency: "usd",
      destination: account.id,
      source_transaction: chargeId,
      transfer_group: "t1",
    });
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund.amount).toBe(5000);
    const reversal = await stripe.transfers.createReversal(transfer.id);
    expect(reversal.amount).toBe(4000);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: "charge_already_refunded",
    });
  });

  it("declines the decline test card with a card error", async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 100,
      currency: "usd",
      capture_method: "manual",
    });
    await expect(
      stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclined" }),
    ).rejects.toMatchObject({ type: "StripeCardError", code: "card_declined" });
    await expect(stripe.paymentIntents.capture(intent.id)).rejects.toMatchObject({
      code: "payment_intent_unexpected_state",
    });
  });

  it("signs events the SDK verifies, and only with the right secret", async () => {
    const account = await stripe.accounts.create({ type: "express" });
    const { payload, signature } = fake.event(
      "account.updated",
      fake.completeOnboarding(account.id),
    );
    const event = stripe.webhooks.constructEvent(payload, signature, FAKE_STRIPE_WEBHOOK_SECRET);
    expect(event.type).toBe("account.updated");
    expect(() => stripe.webhooks.constructEvent(payload, signature, "whsec_other")).toThrow();
  });
});
