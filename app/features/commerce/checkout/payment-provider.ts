import { checkoutErrors } from "./errors";
import type { CardInput, CheckoutType } from "./schema";

/** The card was refused; nothing was charged ("checkout.declined", 402). */
export function paymentDeclined(message?: string) {
  return checkoutErrors.raise("declined", { message });
}

/**
 * What the page says it paid with is no authorisation of this checkout (none,
 * another buyer's, another amount, one already used): nothing is charged.
 */
export function paymentNotAuthorised() {
  return checkoutErrors.raise("payment-not-authorised");
}

/** What the Review step sent to pay with, as sent. */
export type SentPayment = {
  /** The card form (test provider). */
  card?: Partial<Record<keyof CardInput, string>>;
  /** The PaymentIntent the browser authorised (Stripe). */
  paymentIntentId?: string;
};

/**
 * What to pay with, checked: the card (test provider) or the PaymentIntent
 * (Stripe; none when there was nothing to pay, as when credits cover the price).
 */
export type PaymentDetails = { card: CardInput } | { paymentIntentId: string | null };

/** Who pays for what: an authorisation must name them. */
export type PaymentScope = { buyerId: string; artworkId: string; type: CheckoutType };

/** One checkout's payment: its scope, the amount the server computed and a description. */
export type PaymentRequest = PaymentScope & { amountCents: number; description: string };

/**
 * A payment authorised for one checkout and, once captured, taken: the
 * provider's reference (Stripe: the PaymentIntent), its charge (Stripe `ch_…`)
 * and the card's brand and last four digits when known. Never the number.
 */
export type Authorisation = {
  reference: string;
  amountCents: number;
  chargeReference: string | null;
  brand: string | null;
  last4: string | null;
};

export type PaymentProviderName = "test" | "stripe";

/**
 * A payment provider. A payment is authorised before the checkout's database
 * transaction, captured inside it once the artwork is locked and still to be
 * had, released when the checkout is refused before the capture, and refunded
 * when the sale or lease could not be recorded after it.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** No real money moves: the page says so. */
  readonly testMode: boolean;
  /** What the page sent, checked before the code is tried: a 400 naming its first problem. */
  readPayment(sent: SentPayment): PaymentDetails;
  /**
   * Authorises exactly `request.amountCents` for this buyer, artwork and type,
   * or refuses (`checkout.declined`, `checkout.payment-not-authorised`).
   */
  authorise(details: PaymentDetails, request: PaymentRequest): Promise<Authorisation>;
  /** Takes the authorised amount; a refusal (`checkout.declined`) takes nothing. */
  capture(
    authorisation: Authorisation,
    options: { idempotencyKey: string },
  ): Promise<Authorisation>;
  /** Cancels an authorisation of this scope that was not captured; anything else is left alone. */
  release(details: PaymentDetails, scope: PaymentScope): Promise<void>;
  /** Gives a captured payment back in full; answers the provider's refund reference. */
  refund(reference: string): Promise<string>;
  /**
   * Stripe: a payment for the browser to authorise (a PaymentIntent to capture
   * later); answers its client secret. Absent where the page sends the card.
   */
  prepare?(request: PaymentRequest & { idempotencyKey: string }): Promise<{ clientSecret: string }>;
}
