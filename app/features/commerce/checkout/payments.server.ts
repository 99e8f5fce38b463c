import { randomUUID } from "node:crypto";
import { cardBrand, lastFour } from "./card";
import { checkoutErrors } from "./errors";
import { type CardInput, cardSchema } from "./schema";

/** The card was refused; nothing was charged ("checkout.declined", 402). */
export function paymentDeclined(message?: string) {
  return checkoutErrors.raise("declined", { message });
}

export type Charge = { reference: string; brand: string; last4: string };

/**
 * A payment provider. A card is handed over only for the one charge; the app
 * keeps the brand, the last four digits and the provider's reference.
 */
export interface PaymentProvider {
  readonly name: string;
  readonly testMode: boolean;
  charge(input: { amountCents: number; card: CardInput; description: string }): Promise<Charge>;
  /** Gives a charge back, when the work it paid for could not be recorded. */
  refund(reference: string): Promise<void>;
}

/** Card numbers the test provider always declines. */
const DECLINED = new Set(["4000000000000002"]);

/**
 * The built-in test provider: checks the card (Luhn, expiry in the future,
 * CVC of 3–4 digits), declines 4000 0000 0000 0002 and accepts other valid
 * cards such as 4242 4242 4242 4242. No money moves.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: "test",
    testMode: true,
    async charge({ amountCents, card }) {
      const parsed = cardSchema.safeParse(card);
      if (!parsed.success) {
        throw paymentDeclined(parsed.error.issues[0]?.message ?? "Please check your card details.");
      }
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw checkoutErrors.raise("invalid-amount");
      }
      if (DECLINED.has(parsed.data.cardNumber)) throw paymentDeclined();
      return {
        reference: `test_${randomUUID()}`,
        brand: cardBrand(parsed.data.cardNumber),
        last4: lastFour(parsed.data.cardNumber),
      };
    },
    async refund() {},
  };
}

let provider: PaymentProvider | undefined;

/** The provider in use: the test provider until a real one is configured. */
export function paymentProvider(): PaymentProvider {
  provider ??= createTestPaymentProvider();
  return provider;
}

/** Replaces the provider (tests observe charges this way). */
export function setPaymentProvider(next: PaymentProvider | undefined) {
  provider = next;
}
