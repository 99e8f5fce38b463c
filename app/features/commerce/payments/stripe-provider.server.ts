import Stripe from "stripe";
import { logger } from "~/lib/logger.server";
import {
  type Authorisation,
  type PaymentDetails,
  type PaymentProvider,
  type PaymentScope,
  paymentDeclined,
  paymentNotAuthorised,
} from "../checkout/payment-provider";
import { CURRENCY } from "./stripe-client.server";

/** Stripe's ids of PaymentIntents, as the page sends one. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{1,200}$/;

/** A PaymentIntent in these states holds no money yet and can be cancelled. */
const CANCELLABLE = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "requires_capture",
]);

/** The brand names the gallery shows, for the ones Stripe reports in lower case. */
const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  cartes_bancaires: "Cartes Bancaires",
  eftpos_au: "eftpos",
  interac: "Interac",
};

export function cardBrandName(brand: string | null | undefined) {
  return brand ? (BRANDS[brand] ?? "Card") : null;
}

/** Whether the PaymentIntent was made for this buyer's checkout of this artwork. */
function madeFor(intent: Stripe.PaymentIntent, scope: PaymentScope) {
  const { metadata } = intent;
  return (
    metadata.buyerId === scope.buyerId &&
    metadata.artworkId === scope.artworkId &&
    metadata.type === scope.type
  );
}

function intentId(details: PaymentDetails) {
  if (!("paymentIntentId" in details) || !details.paymentIntentId) throw paymentNotAuthorised();
  return details.paymentIntentId;
}

/** The card the charge was made with: its brand and last four digits, never the number. */
function cardOf(charge: Stripe.Charge | null) {
  const card = charge?.payment_method_details?.card;
  return { brand: cardBrandName(card?.brand), last4: card?.last4 ?? null };
}

/** An answer from Stripe about the request itself (4xx), not a lost connection or its fault. */
function refusedByStripe(error: unknown) {
  return (
    error instanceof Stripe.errors.StripeError &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    error.statusCode !== 429
  );
}

/**
 * Card payments through Stripe. The browser authorises a PaymentIntent made
 * here (`prepare`: manual capture, the server's amount, metadata naming the
 * buyer, artwork and type) with Stripe's Payment Element, so the card never
 * reaches the gallery. Completion checks that intent (`authorise`), captures
 * it once the sale can be recorded, or cancels it (`release`). Every call that
 * makes or moves something carries an idempotency key.
 */
export function createStripePaymentProvider(
  stripe: Stripe,
  { testMode }: { testMode: boolean },
): PaymentProvider {
  async function retrieve(id: string) {
    try {
      return await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw paymentNotAuthorised();
      throw error;
    }
  }

  return {
    name: "stripe",
    testMode,
    readPayment(sent) {
      const id = sent.paymentIntentId?.trim() ?? "";
      // None is for a checkout with nothing to pay; authorising any amount without one is refused.
      if (id === "") return { paymentIntentId: null };
      if (!PAYMENT_INTENT_ID.test(id)) throw paymentNotAuthorised();
      return { paymentIntentId: id };
    },

    async prepare({ amountCents, description, buyerId, artworkId, type, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: CURRENCY,
          capture_method: "manual",
          allowed_payment_method_types: ["card"],
          description,
          metadata: { buyerId, artworkId, type },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error("Stripe answered a PaymentIntent without a secret");
      return { clientSecret: intent.client_secret };
    },

    async authorise(details, request) {
      const intent = await retrieve(intentId(details));
      if (!madeFor(intent, request)) throw paymentNotAuthorised();
      if (intent.status === "requires_payment_method" && intent.last_payment_error) {
        throw paymentDeclined();
      }
      if (
        intent.status !== "requires_capture" ||
        intent.amount !== request.amountCents ||
        intent.currency !== CURRENCY
      ) {
        throw paymentNotAuthorised();
      }
      const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      return {
        reference: intent.id,
        amountCents: intent.amount,
        chargeReference:
          charge?.id ?? (typeof intent.latest_charge === "string" ? intent.latest_charge : null),
        ...cardOf(charge),
      };
    },

    async capture(authorisation, { idempotencyKey }) {
      let captured: Stripe.PaymentIntent;
      try {
        captured = await stripe.paymentIntents.capture(
          authorisation.reference,
          { amount_to_capture: authorisation.amountCents },
          { idempotencyKey },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw paymentDeclined();
        if (refusedByStripe(error)) throw paymentNotAuthorised();
        // The answer was lost (the SDK retried with the same key): what happened is read back.
        const now = await stripe.paymentIntents.retrieve(authorisation.reference).catch(() => null);
        if (now?.status !== "succeeded") throw error;
        captured = now;
      }
      if (
        captured.status !== "succeeded" ||
        captured.amount_received !== authorisation.amountCents
      ) {
        throw new Error(`The capture of ${authorisation.reference} took another amount`);
      }
      const charge = captured.latest_charge;
      return {
        ...authorisation,
        chargeReference:
          (typeof charge === "string" ? charge : charge?.id) ?? authorisation.chargeReference,
      } satisfies Authorisation;
    },

    async release(details, scope) {
      if (!("paymentIntentId" in details) || !details.paymentIntentId) return;
      const intent = await retrieve(details.paymentIntentId);
      // Another buyer's payment is never touched, nor one already taken.
      if (!madeFor(intent, scope) || !CANCELLABLE.has(intent.status)) return;
      await stripe.paymentIntents.cancel(
        intent.id,
        { cancellation_reason: "abandoned" },
        { idempotencyKey: `release-${intent.id}` },
      );
      logger.info({ paymentIntent: intent.id }, "released a payment authorisation");
    },

    async refund(reference) {
      const refund = await stripe.refunds.create(
        { payment_intent: reference },
        { idempotencyKey: `refund-${reference}` },
      );
      return refund.id;
    },
  };
}
