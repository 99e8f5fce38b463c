import { lazy, type RefObject, Suspense } from "react";
import { Alert } from "~/components/alert";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { CHECKOUT_MESSAGES } from "~/features/commerce/checkout/messages";
import { linkButton } from "./steps";
import type { StripeConfirm } from "./stripe-payment";

/** The Payment step's payment with Stripe: its client secret (none when nothing is to pay) and amount. */
export type Prepared = { clientSecret: string | null; amountCents: number };

// Stripe's field and Stripe.js are fetched only when a Payment step with Stripe opens.
const StripePayment = lazy(() =>
  import("./stripe-payment").then((module) => ({ default: module.StripePayment })),
);

/**
 * Step 2 with Stripe: the card is entered in Stripe's field once the server
 * has made the payment; a payment authorised already is said, with a way to
 * use another card.
 */
export function StripeStep({
  publishableKey,
  testMode,
  prepared,
  authorised,
  error,
  confirmRef,
  onReady,
  onOtherCard,
  onRetry,
}: {
  publishableKey: string;
  testMode: boolean;
  prepared: Prepared | null;
  authorised: boolean;
  error: string | null;
  confirmRef: RefObject<StripeConfirm | null>;
  onReady: () => void;
  onOtherCard: () => void;
  /** When the server could not make the payment: asks again. */
  onRetry: (() => void) | null;
}) {
  const loading = (
    <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
      <output>Loading the secure card field…</output>
    </p>
  );
  return (
    <div className={layout.stack}>
      {authorised ? (
        <Alert color="teal" role="status" title={CHECKOUT_MESSAGES.cardAuthorised}>
          Your card is authorised and is charged when you complete the checkout.{" "}
          <button type="button" className={linkButton} onClick={onOtherCard}>
            Use another card
          </button>
        </Alert>
      ) : prepared?.clientSecret === null ? (
        <Alert color="teal" role="status">
          Your credits cover the whole price: there is nothing to pay by card.
        </Alert>
      ) : prepared?.clientSecret ? (
        <Suspense fallback={loading}>
          <StripePayment
            publishableKey={publishableKey}
            clientSecret={prepared.clientSecret}
            amountCents={prepared.amountCents}
            testMode={testMode}
            confirmRef={confirmRef}
            onReady={onReady}
          />
        </Suspense>
      ) : error ? null : (
        loading
      )}
      {error ? (
        <Alert color="red" role="alert" data-testid="payment-error">
          {error}
          {onRetry ? (
            <>
              {" "}
              <button type="button" className={linkButton} onClick={onRetry}>
                Try again
              </button>
            </>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
