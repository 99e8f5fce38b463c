import { randomUUID } from "node:crypto";
import { env } from "~/lib/env.server";
import { stripeClient, stripePublishableKey } from "../payments/stripe-client.server";
import { createStripePaymentProvider } from "../payments/stripe-provider.server";
import { cardBrand, lastFour } from "./card";
import type { CheckoutPayments } from "./checkout-view";
import { checkoutErrors } from "./errors";
import { type PaymentProvider, paymentDeclined } from "./payment-provider";
import { cardSchema } from "./schema";

export type {
  Authorisation,
  PaymentDetails,
  PaymentProvider,
  PaymentRequest,
  PaymentScope,
  SentPayment,
} from "./payment-provider";
export { paymentDeclined, paymentNotAuthorised } from "./payment-provider";

/** Card numbers the test provider always declines. */
const DECLINED = new Set(["4000000000000002"]);

/**
 * The built-in test provider: the page sends the card, which is checked here
 * (Luhn, expiry in the future, CVC of 3–4 digits, as the browser checks it);
 * 4000 0000 0000 0002 is declined when authorised and other valid cards such
 * as 4242 4242 4242 4242 are accepted. No money moves; capture and release
 * change nothing.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: "test",
    testMode: true,
    readPayment(sent) {
      const parsed = cardSchema.safeParse(sent.card ?? {});
      if (parsed.success) return { card: parsed.data };
      const issue = parsed.error.issues[0];
      throw checkoutErrors.raise("invalid-card", {
        message: issue?.message,
        field: issue ? String(issue.path[0] ?? "cardNumber") : undefined,
      });
    },
    async authorise(details, { amountCents }) {
      if (!("card" in details)) throw paymentDeclined();
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw checkoutErrors.raise("invalid-amount");
      }
      const { cardNumber } = details.card;
      if (DECLINED.has(cardNumber)) throw paymentDeclined();
      return {
        reference: `test_${randomUUID()}`,
        amountCents,
        chargeReference: null,
        brand: cardBrand(cardNumber),
        last4: lastFour(cardNumber),
      };
    },
    async capture(authorisation) {
      return authorisation;
    },
    async release() {},
    async refund() {
      return `test_refund_${randomUUID()}`;
    },
  };
}

const testProvider = createTestPaymentProvider();
let override: PaymentProvider | undefined;
let stripeProvider: { client: object; provider: PaymentProvider } | undefined;

/**
 * The provider in use: Stripe when its keys are set (STRIPE_SECRET_KEY and
 * STRIPE_PUBLISHABLE_KEY), else the labelled test provider.
 */
export function paymentProvider(): PaymentProvider {
  if (override) return override;
  const stripe = stripeClient();
  if (!stripe) return testProvider;
  if (stripeProvider?.client !== stripe) {
    const testKey = /^(sk|rk)_test_/.test(env().STRIPE_SECRET_KEY ?? "");
    stripeProvider = {
      client: stripe,
      provider: createStripePaymentProvider(stripe, { testMode: testKey }),
    };
  }
  return stripeProvider.provider;
}

/** Replaces the provider whatever the keys say (tests observe payments this way); undefined restores it. */
export function setPaymentProvider(next: PaymentProvider | undefined) {
  override = next;
}

/** What the checkout page needs to take a payment with the provider in use. */
export function checkoutPayments(): CheckoutPayments {
  const provider = paymentProvider();
  return {
    provider: provider.name,
    testMode: provider.testMode,
    publishableKey: provider.name === "stripe" ? stripePublishableKey() : null,
  };
}
