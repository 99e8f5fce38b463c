import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { showToast } from "~/components/toast";
import { cardBrand, lastFour } from "~/features/commerce/checkout/card";
import type { CheckoutOffer } from "~/features/commerce/checkout/checkout-view";
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
import type { ActionResult } from "~/lib/errors";
import { formatCents, formatDate } from "~/lib/format";
import { useActionResult } from "~/lib/http/use-action-result";
import classes from "./checkout.module.css";
import { CheckoutSteps } from "./checkout-steps";
import {
  type CardFields,
  CodeStep,
  ItemHeader,
  LeaseDetails,
  type LeaseErrors,
  type LeaseFields,
  PaymentStep,
  type ReviewLine,
  ReviewStep,
} from "./steps";

/** What the checkout action answers to the fetchers (completion redirects instead). */
type Answer = ActionResult<{ intent: CheckoutIntent["intent"] }>;

const EMPTY_CARD: CardFields = { cardName: "", cardNumber: "", cardExpiry: "", cardCvc: "" };

/** R-checkout-steps: Details, Payment, Confirmation Code and Review. */
export function CheckoutFlow({
  view,
  type,
  email,
  testMode,
}: {
  view: CheckoutOffer;
  type: CheckoutType;
  email: string;
  testMode: boolean;
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
  const [leaseErrors, setLeaseErrors] = useState<LeaseErrors>({});
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [completeError, setCompleteError] = useState<string | null>(null);

  const dateChecker = useFetcher<Answer>();
  const sender = useFetcher<Answer>();
  const checker = useFetcher<Answer>();
  const completer = useFetcher<Answer>();
  const requested = useRef(false);

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
    setCodeError(null);
    sender.submit({ intent: "send-code" } satisfies CheckoutPost, { method: "post", action });
  }

  // The code is e-mailed when step 3 first opens.
  useEffect(() => {
    if (active === 2 && !requested.current) {
      requested.current = true;
      sender.submit({ intent: "send-code" } satisfies CheckoutPost, { method: "post", action });
    }
  }, [active, sender, action]);

  // The server checks the dates against other leases before payment.
  useActionResult(dateChecker, (result) => {
    if (result.ok) return setActive(1);
    setLeaseErrors(
      result.fieldErrors && Object.keys(result.fieldErrors).length > 0
        ? result.fieldErrors
        : { startDate: result.error },
    );
  });

  useActionResult(sender, (result) => {
    if (!result.ok) setCodeError(result.error);
  });

  useActionResult(checker, (result) => {
    if (result.ok) setActive(3);
    else setCodeError(result.error);
  });

  useActionResult(completer, (result) => {
    if (result.ok) return;
    setCompleteError(result.error);
    showToast(CHECKOUT_MESSAGES.failed, "red");
  });

  function continueFromDetails() {
    if (type !== "lease") return setActive(1);
    const parsed = leaseDetailsSchema(view.today).safeParse(lease);
    if (!parsed.success) {
      const errors: LeaseErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof LeaseErrors;
        errors[key] ??= issue.message;
      }
      return setLeaseErrors(errors);
    }
    const details = { ...lease, days: String(parsed.data.days) };
    setLease(details);
    // Said at once when the booked leases show it; the server checks again either way.
    const period = extension ? quoteLease(artwork, parsed.data) : null;
    const taken = period ? extensionConflict(period, view.booked) : null;
    if (period && taken) {
      return setLeaseErrors({ days: extensionOverlapMessage(taken, period.startDate) });
    }
    dateChecker.submit({ intent: "check-lease", ...details } satisfies CheckoutPost, {
      method: "post",
      action,
    });
  }

  function continueFromPayment() {
    const parsed = cardSchema.safeParse(card);
    if (!parsed.success) {
      const errors: Partial<Record<keyof CardFields, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof CardFields;
        errors[key] ??= issue.message;
      }
      return setCardErrors(errors);
    }
    setCardErrors({});
    setActive(2);
  }

  function complete() {
    setCompleteError(null);
    completer.submit(
      {
        intent: "complete",
        code,
        ...card,
        ...(type === "lease" ? lease : {}),
        expectedTotal: String(totalCents),
      } satisfies CheckoutPost,
      { method: "post", action },
    );
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
      value: `${cardBrand(digits)} ending ${lastFour(digits)}`,
      step: 1,
      testId: "review-card",
    },
    { label: "Confirmation", value: "Code confirmed", step: 2 },
  ];

  const busy =
    dateChecker.state !== "idle" || checker.state !== "idle" || completer.state !== "idle";
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
                  setLeaseErrors({});
                  setLease((current) => ({ ...current, ...next }));
                }}
                today={view.today}
                latestStart={view.latestStart}
                quote={quote}
                errors={leaseErrors}
                booked={view.booked}
                extension={extension}
              />
            ) : (
              <p className={text.plain}>
                Purchase price:{" "}
                <span className={classes.price} data-testid="purchase-price">
                  {formatCents(priceCents)}
                </span>
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
          {active === 1 ? (
            <PaymentStep
              card={card}
              errors={cardErrors}
              onChange={(next) => {
                setCard((current) => ({ ...current, ...next }));
                setCardErrors({});
              }}
              testMode={testMode}
            />
          ) : null}
          {active === 2 ? (
            <CodeStep
              email={email}
              code={code}
              onChange={(value) => {
                setCode(value);
                setCodeError(null);
              }}
              error={codeError}
              sending={sender.state !== "idle"}
              sent={Boolean(sender.data?.ok)}
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
              {completeError ? (
                <Alert color="red" role="alert" title={CHECKOUT_MESSAGES.failed}>
                  {completeError}
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
              <Button onClick={continueFromDetails} loading={dateChecker.state !== "idle"}>
                Continue
              </Button>
            ) : null}
            {active === 1 ? <Button onClick={continueFromPayment}>Continue</Button> : null}
            {active === 2 ? (
              <Button
                disabled={code.trim() === ""}
                loading={checker.state !== "idle"}
                onClick={() =>
                  checker.submit({ intent: "check-code", code } satisfies CheckoutPost, {
                    method: "post",
                    action,
                  })
                }
              >
                Continue
              </Button>
            ) : null}
            {active === 3 ? (
              <Button onClick={complete} loading={completer.state !== "idle"} color="teal">
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
