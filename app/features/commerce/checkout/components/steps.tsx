import { IconFlask, IconMail } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { Alert } from "~/components/alert";
import { Badge } from "~/components/badge";
import { unstyledButton } from "~/components/button";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import link from "~/components/text-link.module.css";
import { formatExpiry } from "~/features/commerce/checkout/card";
import type { CardInput } from "~/features/commerce/checkout/schema";
import type { ExtendedLease } from "~/features/commerce/leases/lease-extension";
import {
  availableDurationTypes,
  formatLeasePeriod,
  type LeaseDurationType,
  type LeaseQuote,
  type LeaseRates,
  MAX_LEASE_DAYS,
  MIN_LEASE_DAYS,
} from "~/features/commerce/leases/lease-pricing";
import { formatCents } from "~/lib/format";
import classes from "./checkout.module.css";
import { ExtensionNotice } from "./extension-notice";

export type CardFields = Record<keyof CardInput, string>;
export type LeaseFields = { startDate: string; days: string; durationType: LeaseDurationType };
export type LeaseErrors = Partial<Record<keyof LeaseFields, string>>;

const TYPE_LABELS: Record<LeaseDurationType, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
};

const RATE_SUFFIX: Record<LeaseDurationType, string> = {
  daily: "day",
  weekly: "week",
  monthly: "month",
};

/**
 * The number of days as typed, brought within 1 to ten years when the field
 * is left: "-3" becomes 1 (its sign kept while typing, R-lease-dates), a
 * fraction its whole days; text that is no number is left for the check.
 */
function clampedDays(typed: string) {
  const value = typed.trim();
  if (value === "") return value;
  const days = Math.trunc(Number(value));
  if (!Number.isFinite(days)) return value;
  return String(Math.min(MAX_LEASE_DAYS, Math.max(MIN_LEASE_DAYS, days)));
}

export function LeaseDetails({
  rates,
  fields,
  onChange,
  today,
  latestStart,
  quote,
  errors,
  booked,
  extension = null,
}: {
  rates: LeaseRates;
  fields: LeaseFields;
  onChange: (next: Partial<LeaseFields>) => void;
  today: string;
  latestStart: string;
  quote: LeaseQuote | null;
  errors: LeaseErrors;
  booked: { startDate: string; endDate: string }[];
  /** The lease this one extends: the start date is its end, shown and not chosen. */
  extension?: ExtendedLease | null;
}) {
  const types = availableDurationTypes(rates);
  const rateOf = (type: LeaseDurationType) =>
    type === "daily"
      ? rates.leaseDailyRateCents
      : type === "weekly"
        ? rates.leaseWeeklyRateCents
        : rates.leaseMonthlyRateCents;
  return (
    <div className={layout.stack}>
      {extension ? (
        <ExtensionNotice extension={extension} startDate={fields.startDate} booked={booked} />
      ) : null}
      <Columns cols={{ base: 1, sm: 2 }} spacing="md">
        {extension ? (
          <TextInput
            type="date"
            name="startDate"
            label="Start date"
            value={fields.startDate}
            readOnly
            inputClassName={classes.readOnly}
            description="The day after your current lease ends"
            error={errors.startDate}
          />
        ) : (
          <TextInput
            type="date"
            name="startDate"
            label="Start date"
            min={today}
            max={latestStart}
            value={fields.startDate}
            onChange={(event) => onChange({ startDate: event.currentTarget.value })}
            error={errors.startDate}
            required
          />
        )}
        <TextInput
          type="number"
          name="days"
          label="Number of days"
          min={MIN_LEASE_DAYS}
          max={MAX_LEASE_DAYS}
          step={1}
          inputMode="numeric"
          value={fields.days}
          onChange={(event) => onChange({ days: event.currentTarget.value })}
          // A minus sign is kept, so "-3" becomes 1 when the field is left (R-lease-dates)
          // instead of losing its sign and reading as 3.
          onBlur={(event) => {
            const days = clampedDays(event.currentTarget.value);
            if (days !== fields.days) onChange({ days });
          }}
          description="From 1 day to ten years"
          error={errors.days}
          required
        />
      </Columns>
      {/* Cards that stack on phones: a one-row segmented control cut "Monthly · $450/month" to "M". */}
      <fieldset
        className={classes.billed}
        aria-describedby={errors.durationType ? "billed-error" : undefined}
      >
        <legend className={classes.billedLabel}>Billed</legend>
        <div className={classes.rates} style={{ "--rate-count": types.length } as CSSProperties}>
          {types.map((type) => (
            <label key={type} className={classes.rate}>
              <input
                type="radio"
                name="durationType"
                value={type}
                checked={fields.durationType === type}
                onChange={() => onChange({ durationType: type })}
              />
              <span className={classes.rateText}>
                <span className={text.strong}>{TYPE_LABELS[type]}</span>
                <span className={text.dimmed}>
                  {formatCents(rateOf(type) ?? 0)}/{RATE_SUFFIX[type]}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.durationType ? (
          <p className={classes.error} id="billed-error">
            {errors.durationType}
          </p>
        ) : null}
      </fieldset>
      {booked.length > 0 && !extension ? (
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
          Already leased: {booked.map(formatLeasePeriod).join("; ")}
        </p>
      ) : null}
      {quote ? <LeaseSummary quote={quote} /> : null}
    </div>
  );
}

export function LeaseSummary({ quote }: { quote: LeaseQuote }) {
  return (
    <dl className={classes.facts} aria-live="polite">
      <div className={classes.fact}>
        <dt>Lease period</dt>
        <dd data-testid="lease-period">{formatLeasePeriod(quote)}</dd>
      </div>
      <div className={classes.fact}>
        <dt>Charged</dt>
        <dd>
          {quote.unitLabel} × {formatCents(quote.rateCents)}
        </dd>
      </div>
      <div className={classes.fact}>
        <dt>Total</dt>
        <dd className={classes.total} data-testid="lease-total">
          {formatCents(quote.amountCents)}
        </dd>
      </div>
    </dl>
  );
}

export function PaymentStep({
  card,
  errors,
  onChange,
  testMode,
}: {
  card: CardFields;
  errors: Partial<Record<keyof CardFields, string>>;
  onChange: (next: Partial<CardFields>) => void;
  testMode: boolean;
}) {
  return (
    <div className={layout.stack}>
      {testMode ? (
        <Alert color="yellow" role="status" icon={<IconFlask size={20} />} title="Test mode">
          No real payment is taken. Use card 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to
          see a declined card, with any future expiry date and any 3-digit security code.
        </Alert>
      ) : null}
      <TextInput
        label="Name on card"
        autoComplete="cc-name"
        value={card.cardName}
        onChange={(e) => onChange({ cardName: e.currentTarget.value })}
        error={errors.cardName}
        required
      />
      <TextInput
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        value={card.cardNumber}
        onChange={(e) => onChange({ cardNumber: e.currentTarget.value })}
        error={errors.cardNumber}
        required
      />
      <Columns cols={2} spacing="md">
        <TextInput
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          value={card.cardExpiry}
          onChange={(e) => onChange({ cardExpiry: formatExpiry(e.currentTarget.value) })}
          error={errors.cardExpiry}
          required
        />
        <TextInput
          label="Security code (CVC)"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={card.cardCvc}
          onChange={(e) => onChange({ cardCvc: e.currentTarget.value })}
          error={errors.cardCvc}
          required
        />
      </Columns>
    </div>
  );
}

export const linkButton = `${unstyledButton} ${link.link} ${link.sm} ${classes.linkButton}`;

/**
 * Step 3: the six-digit code from the e-mail, in one field that a phone can
 * fill from the message (`autocomplete="one-time-code"`) and that takes
 * digits only.
 */
export function CodeStep({
  email,
  code,
  onChange,
  error,
  sending,
  sent,
  onResend,
}: {
  email: string;
  code: string;
  onChange: (code: string) => void;
  error: string | null;
  sending: boolean;
  sent: boolean;
  onResend: () => void;
}) {
  return (
    <div className={layout.stack}>
      <div className={`${layout.row} ${classes.mailLine}`}>
        <IconMail size={20} aria-hidden className={classes.mailIcon} />
        <p className={`${text.plain} ${text.sm}`}>
          {sending
            ? "Sending a confirmation code…"
            : sent
              ? `We sent a 6-digit confirmation code to ${email}. It is valid for 10 minutes.`
              : "A confirmation code will be sent to your e-mail."}
        </p>
      </div>
      <div className={layout.stack} style={{ "--gap": "6px" } as CSSProperties}>
        <TextInput
          id="confirmation-code"
          label="Confirmation code"
          name="code"
          size="md"
          className={classes.codeField}
          inputClassName={classes.codeInput}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          spellCheck={false}
          value={code}
          onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, "").slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "confirmation-code-error" : undefined}
        />
        {error ? (
          <p className={classes.codeError} role="alert" id="confirmation-code-error">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <button type="button" className={linkButton} onClick={onResend} disabled={sending}>
          Resend code
        </button>
      </div>
    </div>
  );
}

export type ReviewLine = { label: string; value: string; step: number; testId?: string };

export function ReviewStep({
  lines,
  totalCents,
  moneySplit,
  onEdit,
}: {
  lines: ReviewLine[];
  totalCents: number;
  /** Where the total goes, in words. */
  moneySplit?: string | null;
  onEdit: (step: number) => void;
}) {
  const editLabels = ["Details", "Payment", "Confirmation Code"];
  return (
    <div className={layout.stack}>
      <dl className={classes.facts}>
        {lines.map((line) => (
          <div key={line.label} className={classes.fact}>
            <dt>{line.label}</dt>
            <dd data-testid={line.testId}>{line.value}</dd>
          </div>
        ))}
        <div className={classes.fact}>
          <dt>Total</dt>
          <dd className={classes.total} data-testid="review-total">
            {formatCents(totalCents)}
          </dd>
        </div>
      </dl>
      {moneySplit ? (
        <p className={`${text.plain} ${text.sm} ${classes.split}`} data-testid="review-money-split">
          {moneySplit}
        </p>
      ) : null}
      <div className={layout.row}>
        {editLabels.map((label, step) => (
          <button
            key={label}
            type="button"
            className={linkButton}
            onClick={() => onEdit(step)}
            aria-label={`Edit ${label}`}
          >
            Edit {label}
          </button>
        ))}
      </div>
    </div>
  );
}

export function ItemHeader({
  title,
  artistName,
  imageSrc,
  kind,
}: {
  title: string;
  artistName: string | null;
  imageSrc: string | null;
  kind: "purchase" | "lease";
}) {
  return (
    <div className={`${layout.row} ${classes.item}`}>
      {imageSrc ? (
        <img src={imageSrc} alt="" width={96} height={72} className={classes.itemImage} />
      ) : null}
      <div className={classes.itemText}>
        <Badge
          // The lease badge in indigo, as the lease notices.
          color={kind === "purchase" ? "teal" : "indigo"}
          className={classes.kind}
        >
          {kind === "purchase" ? "Purchase" : "Lease"}
        </Badge>
        <h2 className={`${text.title} ${text.h4} ${classes.itemTitle}`}>{title}</h2>
        {artistName ? (
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>by {artistName}</p>
        ) : null}
      </div>
    </div>
  );
}
