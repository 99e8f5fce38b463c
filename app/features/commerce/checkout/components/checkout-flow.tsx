import { useEffect, useMemo, useRef, useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { useActionForm } from "~/components/use-action-form";
import { cardBrand, lastFour } from "~/features/commerce/checkout/card";
import type { CheckoutOffer, CheckoutPayments } from "~/features/commerce/checkout/checkout-view";
import { CHECKOUT_MESSAGES, extensionOverlapMessage } from "~/features/commerce/checkout/messages";
import {
  type CheckoutIntent,
  type CheckoutPost,
  type CheckoutType,
  cardSchema,
  leaseDetailsSchema,
} from "~/features/commerce/checkout/schema";
import { extensionConflict, extensionStart } from "~/features/commerce/leases/lease-extension";
import {
  defaultDurationType,
  firstFreeDay,
  formatLeasePeriod,
  isIsoDate,
  leaseEndDay,
  parseLeaseDays,
  quoteLease,
} from "~/features/commerce/leases/lease-pricing";
import { describeSplit, splitPayment } from "~/features/commerce/ledger/split";
import { imageUrl } from "~/features/media";
import { formatCents, formatDate } from "~/lib/format";
import classes from "./checkout.module.css";
import { CheckoutSteps } from "./checkout-steps";
import {
  type CardFields,
  CodeStep,
  ItemHeader,
  LeaseDetails,
  type LeaseFields,
  PaymentStep,
  type ReviewLine,
  ReviewStep,
} from "./steps";
import type { StripeConfirm } from "./stripe-payment";
import { type Prepared, StripeStep } from "./stripe-step";

/** What the checkout action answers to the fetchers (completion redirects instead). */
type Answer = { intent: CheckoutIntent["intent"] };

/** Refusals at completion that come before the payment is looked at: the authorisation stands. */
const KEEPS_AUTHORISATION = new Set([
  "checkout.invalid-code",
  "checkout.expired-code",
  "checkout.too-many-tries",
  "checkout.no-code",
]);

/** A random key of this checkout page, so that its payment is made once per amount. */
function newNonce() {
  return globalThis.crypto.randomUUID();
}

const EMPTY_CARD: CardFields = { cardName: "", cardNumber: "", cardExpiry: "", cardCvc: "" };

/** R-checkout-steps: Details, Payment, Confirmation Code and Review. */
export function CheckoutFlow({
  view,
  type,
  email,
  payments,
}: {
  view: CheckoutOffer;
  type: CheckoutType;
  email: string;
  payments: CheckoutPayments;
}) {
  const { artwork } = view;
  // R-lease-extension: an extension starts when the lease it extends ends.
  const extension = type === "lease" ? view.extension : null;
  const action = `/checkout/${artwork.id}?type=${type}${extension ? `&extend=${extension.id}` : ""}`;
  const [active, setActive] = useState(0);
  const [lease, setLease] = useState<LeaseFields>(() => ({
    startDate: extension ? extensionStart(extension) : firstFreeDay(view.today, view.booked),
    days: "30",
    durationType: defaultDurationType(artwork),
  }));
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [code, setCode] = useState("");

  // Step 1 in the browser: the lease details, and an extension that would run
  // into a booked lease (said at once; the server checks both again).
  const detailsSchema = useMemo(() => {
    const schema = leaseDetailsSchema(view.today);
    if (!extension) return schema;
    return schema.superRefine(
      (details, ctx) => {
        const period = quoteLease(artwork, details);
        const taken = period ? extensionConflict(period, view.booked) : null;
        if (period && taken) {
          ctx.addIssue({
            code: "custom",
            path: ["days"],
            message: extensionOverlapMessage(taken, period.startDate),
          });
        }
      },
      { when: (payload) => payload.issues.length === 0 },
    );
  }, [view.today, view.booked, extension, artwork]);

  // The server checks the dates against other leases before payment.
  const details = useActionForm<Answer, typeof detailsSchema>({
    schema: detailsSchema,
    action,
    errorField: "startDate",
    onSuccess: () => setActive(1),
  });
  // The card is checked here before Review and sent with the completion, where the server checks it again.
  const payment = useActionForm({ schema: cardSchema });
  const sending = useActionForm<Answer>({ action, errorField: "code" });
  const checking = useActionForm<Answer>({
    action,
    errorField: "code",
    onSuccess: () => setActive(3),
  });
  const completing = useActionForm<Answer>({
    action,
    failureToast: CHECKOUT_MESSAGES.failed,
    onFailure: (answer) => {
      // Refused after the payment was looked at: it was let go, and another is made if asked.
      if (!KEEPS_AUTHORISATION.has(answer.code)) forgetPayment();
    },
  });
  const requested = useRef(false);

  // With Stripe: the payment the server made for this page, and the one the buyer authorised,
  // each for the details they were made for (another lease period needs another payment).
  const stripeKey = payments.provider === "stripe" ? payments.publishableKey : null;
  const paymentFor =
    type === "lease" ? `${lease.startDate}|${lease.days}|${lease.durationType}` : type;
  const nonce = useRef<string | null>(null);
  const [prepared, setPrepared] = useState<(Prepared & { for: string }) | null>(null);
  const [authorised, setAuthorised] = useState<{ for: string; paymentIntentId: string } | null>(
    null,
  );
  const [paymentError, setPaymentError] = useState<string | null>(null);
  /** The server refused to make the payment (the work was sold meanwhile, say): Try again asks anew. */
  const [prepareFailed, setPrepareFailed] = useState(false);
  const [fieldReady, setFieldReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<StripeConfirm | null>(null);
  const preparingFor = useRef<string | null>(null);
  const preparing = useActionForm<Answer & Prepared>({
    action,
    revalidate: false,
    onSuccess: ({ clientSecret, amountCents }) => {
      if (preparingFor.current === null) return;
      setFieldReady(false);
      setPrepared({ for: preparingFor.current, clientSecret, amountCents });
    },
    // Not asked again by itself: the buyer sees why and may try again.
    onFailure: (answer) => {
      setPrepareFailed(true);
      setPaymentError(answer.error);
    },
  });
  const paymentReady = prepared?.for === paymentFor ? prepared : null;
  const authorisedNow = authorised?.for === paymentFor ? authorised : null;

  const releasing = useActionForm<Answer>({ action, revalidate: false });
  /** "Use another card": the authorised payment is let go and a new one made. */
  function chooseOtherCard() {
    if (authorisedNow) {
      releasing.submit({
        intent: "release-payment",
        paymentIntent: authorisedNow.paymentIntentId,
      } satisfies CheckoutPost);
    }
    forgetPayment();
  }

  function forgetPayment() {
    nonce.current = null;
    preparingFor.current = null;
    setPrepared(null);
    setAuthorised(null);
  }

  function preparePaymentAgain() {
    preparingFor.current = null;
    setPrepareFailed(false);
    setPaymentError(null);
  }

  // Step 2 with Stripe: the server makes the payment for the amount it computes.
  useEffect(() => {
    if (active !== 1) setFieldReady(false);
    if (active !== 1 || !stripeKey || authorisedNow || paymentReady) return;
    if (preparingFor.current === paymentFor) return;
    preparingFor.current = paymentFor;
    nonce.current ??= newNonce();
    setPrepareFailed(false);
    setPaymentError(null);
    preparing.submit({
      intent: "prepare-payment",
      nonce: nonce.current,
      ...(type === "lease" ? lease : {}),
    } satisfies CheckoutPost);
  }, [active, stripeKey, authorisedNow, paymentReady, paymentFor, preparing, type, lease]);

  const quote = useMemo(
    () =>
      type === "lease" && isIsoDate(lease.startDate)
        ? quoteLease(artwork, { ...lease, days: parseLeaseDays(lease.days) })
        : null,
    [type, lease, artwork],
  );
  const priceCents =
    type === "purchase" ? (artwork.salePriceCents ?? 0) : (quote?.amountCents ?? 0);
  // R-rent-to-own: a lessee's rent credit comes off the price (the server computes it again).
  const creditCents = type === "purchase" ? Math.min(view.rentCreditCents, priceCents) : 0;
  const totalCents = priceCents - creditCents;
  // R-money-split: where the price goes, said before anyone pays (the server splits it again).
  const moneySplit =
    priceCents > 0
      ? describeSplit(splitPayment(priceCents, view.split.kind, view.split.rates), {
          seller: view.split.seller,
          artist: view.split.artist,
          resale: view.split.kind === "resale",
        })
      : null;

  function sendCode() {
    setCode("");
    checking.clearErrors();
    sending.submit({ intent: "send-code" } satisfies CheckoutPost);
  }

  // The code is e-mailed when step 3 first opens.
  useEffect(() => {
    if (active === 2 && !requested.current) {
      requested.current = true;
      sending.submit({ intent: "send-code" } satisfies CheckoutPost);
    }
  }, [active, sending]);

  function continueFromDetails() {
    if (prepareFailed) preparePaymentAgain();
    if (type !== "lease") return setActive(1);
    details.submit(lease, (parsed) => {
      const checked = { ...lease, days: String(parsed.days) };
      setLease(checked);
      return { intent: "check-lease", ...checked } satisfies CheckoutPost;
    });
  }

  async function continueFromPayment() {
    if (!stripeKey) {
      if (payment.check(card)) setActive(2);
      return;
    }
    if (authorisedNow || paymentReady?.clientSecret === null) return setActive(2);
    const confirm = confirmRef.current;
    if (!confirm || !paymentReady) return;
    setConfirming(true);
    setPaymentError(null);
    let result: Awaited<ReturnType<StripeConfirm>>;
    try {
      result = await confirm();
    } catch {
      result = { error: CHECKOUT_MESSAGES.failed };
    }
    setConfirming(false);
    // A decline: Stripe's own message, and the buyer stays to try another card.
    if ("error" in result) return setPaymentError(result.error);
    setAuthorised({ for: paymentFor, paymentIntentId: result.paymentIntentId });
    setActive(2);
  }

  function complete() {
    completing.submit({
      intent: "complete",
      code,
      // With Stripe only the authorised payment's id is sent: the card stays with Stripe.
      ...(stripeKey ? { paymentIntent: authorisedNow?.paymentIntentId ?? "" } : card),
      ...(type === "lease" ? lease : {}),
      expectedTotal: String(totalCents),
    } satisfies CheckoutPost);
  }

  const digits = card.cardNumber.replace(/\D/g, "");
  const lines: ReviewLine[] = [
    { label: "Artwork", value: artwork.title, step: 0 },
    ...(extension
      ? [
          {
            label: "Extension",
            value: `Extends your lease ending ${formatDate(leaseEndDay(extension))}`,
            step: 0,
            testId: "review-extension",
          },
        ]
      : []),
    ...(type === "lease" && quote
      ? [
          {
            label: "Lease period",
            value: formatLeasePeriod(quote),
            step: 0,
            testId: "review-period",
          },
          {
            label: "Charged",
            value: `${quote.unitLabel} × ${formatCents(quote.rateCents)}`,
            step: 0,
          },
        ]
      : []),
    ...(creditCents > 0
      ? [
          { label: "Price", value: formatCents(priceCents), step: 0 },
          {
            label: "Rent credit",
            value: `−${formatCents(creditCents)}`,
            step: 0,
            testId: "review-rent-credit",
          },
        ]
      : []),
    {
      label: "Card",
      value: stripeKey
        ? authorisedNow
          ? CHECKOUT_MESSAGES.cardAuthorised
          : "Nothing to pay"
        : `${cardBrand(digits)} ending ${lastFour(digits)}`,
      step: 1,
      testId: "review-card",
    },
    { label: "Confirmation", value: "Code confirmed", step: 2 },
  ];

  const busy = details.pending || checking.pending || completing.pending || confirming;
  const stepTitles = ["Details", "Payment", "Confirmation Code", "Review"];

  return (
    <div className={`${layout.stack} ${classes.page}`}>
      <h1 className={`${text.title} ${text.h1}`}>
        {type === "purchase" ? "Purchase Artwork" : extension ? "Extend Lease" : "Lease Artwork"}
      </h1>
      <div className={`${layout.paper} ${layout.panel}`}>
        <ItemHeader
          title={artwork.title}
          artistName={artwork.artistName}
          imageSrc={artwork.imageKey ? imageUrl(artwork.imageKey, "thumbnail") : null}
          kind={type}
        />
      </div>
      <CheckoutSteps titles={stepTitles} active={active} onStepClick={setActive} />
      <div className={`${layout.paper} ${layout.panel}`}>
        <div className={`${layout.stack} ${classes.stepPanel}`}>
          <h2 className={`${text.title} ${text.h3}`}>
            <span className={classes.phoneOnly}>Step {active + 1} of 4: </span>
            {stepTitles[active]}
          </h2>
          {active === 0 ? (
            type === "lease" ? (
              <LeaseDetails
                rates={artwork}
                fields={lease}
                onChange={(next) => {
                  details.clearErrors();
                  setLease((current) => ({ ...current, ...next }));
                }}
                today={view.today}
                latestStart={view.latestStart}
                quote={quote}
                errors={details.errors}
                booked={view.booked}
                extension={extension}
              />
            ) : (
              <p className={text.plain}>
                Purchase price:{" "}
                <span className={classes.price} data-testid="purchase-price">
                  {formatCents(priceCents)}
                </span>
                {view.offerPriceCents !== null && view.askingPriceCents !== null ? (
                  <> (your accepted offer; listed at {formatCents(view.askingPriceCents)})</>
                ) : null}
                . Ownership passes to you when the purchase completes; the original artist stays
                credited.
              </p>
            )
          ) : null}
          {active === 0 && creditCents > 0 ? (
            <Alert color="teal" role="status" data-testid="checkout-rent-credit">
              Your rent credit of {formatCents(creditCents)} comes off the price: you pay{" "}
              <strong>{formatCents(totalCents)}</strong>.
            </Alert>
          ) : null}
          {active === 0 && moneySplit ? (
            <p
              className={`${text.plain} ${text.sm} ${classes.split}`}
              data-testid="checkout-money-split"
            >
              {moneySplit}
            </p>
          ) : null}
          {active === 1 && !stripeKey ? (
            <PaymentStep
              card={card}
              errors={payment.errors}
              onChange={(next) => {
                setCard((current) => ({ ...current, ...next }));
                payment.clearErrors();
              }}
              testMode={payments.testMode}
            />
          ) : null}
          {active === 1 && stripeKey ? (
            <StripeStep
              publishableKey={stripeKey}
              testMode={payments.testMode}
              prepared={paymentReady}
              authorised={authorisedNow !== null}
              error={paymentError}
              confirmRef={confirmRef}
              onReady={() => setFieldReady(true)}
              onOtherCard={chooseOtherCard}
              onRetry={prepareFailed ? preparePaymentAgain : null}
            />
          ) : null}
          {active === 2 ? (
            <CodeStep
              email={email}
              code={code}
              onChange={(value) => {
                setCode(value);
                sending.clearErrors();
                checking.clearErrors();
              }}
              error={checking.errors.code ?? sending.errors.code ?? null}
              sending={sending.pending}
              sent={sending.result !== null}
              onResend={sendCode}
            />
          ) : null}
          {active === 3 ? (
            <>
              <ReviewStep
                lines={lines}
                totalCents={totalCents}
                moneySplit={moneySplit}
                onEdit={setActive}
              />
              {completing.formError ? (
                <Alert color="red" role="alert" title={CHECKOUT_MESSAGES.failed}>
                  {completing.formError}
                </Alert>
              ) : null}
            </>
          ) : null}
          <div className={`${layout.row} ${layout.between} ${classes.actions}`}>
            <Button
              variant="default"
              onClick={() => setActive((s) => s - 1)}
              disabled={active === 0 || busy}
            >
              Back
            </Button>
            {active === 0 ? (
              <Button onClick={continueFromDetails} loading={details.pending}>
                Continue
              </Button>
            ) : null}
            {active === 1 ? (
              <Button
                onClick={continueFromPayment}
                loading={confirming || preparing.pending}
                disabled={
                  stripeKey !== null &&
                  !authorisedNow &&
                  paymentReady?.clientSecret !== null &&
                  !(paymentReady && fieldReady)
                }
              >
                Continue
              </Button>
            ) : null}
            {active === 2 ? (
              <Button
                disabled={code.trim() === ""}
                loading={checking.pending}
                onClick={() =>
                  checking.submit({ intent: "check-code", code } satisfies CheckoutPost)
                }
              >
                Continue
              </Button>
            ) : null}
            {active === 3 ? (
              <Button onClick={complete} loading={completing.pending} color="teal">
                {type === "purchase" ? "Complete Purchase" : "Complete Lease"} ·{" "}
                {formatCents(totalCents)}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
