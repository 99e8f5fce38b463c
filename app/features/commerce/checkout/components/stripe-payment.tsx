import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { IconFlask } from "@tabler/icons-react";
import { type RefObject, useEffect } from "react";
import { Alert } from "~/components/alert";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { CHECKOUT_MESSAGES } from "~/features/commerce/checkout/messages";
import { formatCents } from "~/lib/format";

/** What confirming the card in Stripe's field came to: the authorised PaymentIntent, or why not. */
export type StripeConfirmation = { paymentIntentId: string } | { error: string };

/** Confirms the card the buyer entered in Stripe's field; set while the field is in place. */
export type StripeConfirm = () => Promise<StripeConfirmation>;

let loaded: { key: string; stripe: Promise<Stripe | null> } | undefined;

/** Stripe.js, fetched from js.stripe.com the first time a Payment step needs it (never bundled). */
function stripeFor(publishableKey: string) {
  if (loaded?.key !== publishableKey) {
    loaded = { key: publishableKey, stripe: loadStripe(publishableKey) };
  }
  return loaded.stripe;
}

/**
 * Step 2 with Stripe: Stripe's Payment Element, in which the card is entered
 * and which sends it to Stripe only (the gallery never sees the number).
 * Continue calls `confirm`, which authorises the PaymentIntent the server made
 * for the amount it computed; the payment is captured when the purchase or
 * lease completes.
 */
export function StripePayment({
  publishableKey,
  clientSecret,
  amountCents,
  testMode,
  confirmRef,
  onReady,
}: {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  testMode: boolean;
  confirmRef: RefObject<StripeConfirm | null>;
  onReady: () => void;
}) {
  return (
    <div className={layout.stack}>
      {testMode ? (
        <Alert color="yellow" role="status" icon={<IconFlask size={20} />} title="Stripe test mode">
          No real payment is taken. Use card 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to
          see a declined card, with any future expiry date and any 3-digit security code.
        </Alert>
      ) : null}
      <p className={`${text.plain} ${text.sm}`}>
        Your card is authorised for <strong>{formatCents(amountCents)}</strong> now and charged only
        when you complete the checkout.
      </p>
      <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
        <CardField confirmRef={confirmRef} onReady={onReady} />
      </Elements>
    </div>
  );
}

function CardField({
  confirmRef,
  onReady,
}: {
  confirmRef: RefObject<StripeConfirm | null>;
  onReady: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    confirmRef.current = async () => {
      const result = await stripe.confirmPayment({ elements, redirect: "if_required" });
      if (result.error) return { error: result.error.message ?? CHECKOUT_MESSAGES.declined };
      // Authorised, to be captured at completion (the intent's manual capture).
      if (result.paymentIntent.status !== "requires_capture") {
        return { error: CHECKOUT_MESSAGES.notAuthorised };
      }
      return { paymentIntentId: result.paymentIntent.id };
    };
    return () => {
      confirmRef.current = null;
    };
  }, [stripe, elements, confirmRef]);
  return <PaymentElement onReady={onReady} />;
}
