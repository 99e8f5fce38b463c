import {
  Alert,
  Anchor,
  Badge,
  DataList,
  Group,
  NumberInput,
  PinInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconFlask, IconMail } from "@tabler/icons-react";
import { Columns } from "~/components/columns";
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
} from "~/features/commerce/leases/lease-pricing";
import { formatCents } from "~/lib/format";
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
    <Stack gap="md">
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
            variant="filled"
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
        <NumberInput
          name="days"
          label="Number of days"
          min={1}
          max={MAX_LEASE_DAYS}
          allowDecimal={false}
          // A minus sign is kept, so "-3" clamps to 1 when the field is left (R-lease-dates)
          // instead of losing its sign and reading as 3.
          clampBehavior="blur"
          value={fields.days}
          onChange={(value) => onChange({ days: String(value) })}
          description="From 1 day to ten years"
          error={errors.days}
          required
        />
      </Columns>
      {/* Cards that stack on phones: a one-row segmented control cut "Monthly · $450/month" to "M". */}
      <Radio.Group
        label="Billed"
        value={fields.durationType}
        onChange={(value) => onChange({ durationType: value as LeaseDurationType })}
        error={errors.durationType}
      >
        <Columns cols={{ base: 1, xs: types.length }} spacing="xs" mt={6}>
          {types.map((type) => (
            <Radio.Card key={type} value={type} radius="md" p="sm">
              <Group wrap="nowrap" gap="sm" align="center">
                <Radio.Indicator />
                <div>
                  <Text size="sm" fw={600}>
                    {TYPE_LABELS[type]}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatCents(rateOf(type) ?? 0)}/{RATE_SUFFIX[type]}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Columns>
      </Radio.Group>
      {booked.length > 0 && !extension ? (
        <Text size="sm" c="dimmed">
          Already leased: {booked.map(formatLeasePeriod).join("; ")}
        </Text>
      ) : null}
      {quote ? <LeaseSummary quote={quote} /> : null}
    </Stack>
  );
}

export function LeaseSummary({ quote }: { quote: LeaseQuote }) {
  return (
    <DataList withDivider gap="xs" labelWidth={130} aria-live="polite">
      <DataList.Item>
        <DataList.ItemLabel c="dimmed">Lease period</DataList.ItemLabel>
        <DataList.ItemValue data-testid="lease-period">
          {formatLeasePeriod(quote)}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel c="dimmed">Charged</DataList.ItemLabel>
        <DataList.ItemValue>
          {quote.unitLabel} × {formatCents(quote.rateCents)}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel c="dimmed">Total</DataList.ItemLabel>
        <DataList.ItemValue fw={700} data-testid="lease-total">
          {formatCents(quote.amountCents)}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList>
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
    <Stack gap="md">
      {testMode ? (
        <Alert color="yellow" variant="light" icon={<IconFlask size={20} />} title="Test mode">
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
    </Stack>
  );
}

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
    <Stack gap="md" align="flex-start">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMail size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">
          {sending
            ? "Sending a confirmation code…"
            : sent
              ? `We sent a 6-digit confirmation code to ${email}. It is valid for 10 minutes.`
              : "A confirmation code will be sent to your e-mail."}
        </Text>
      </Group>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="code-label">
          Confirmation code
        </Text>
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          value={code}
          onChange={onChange}
          error={Boolean(error)}
          aria-label="Confirmation code"
          size="md"
        />
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <Anchor component="button" type="button" size="sm" onClick={onResend} disabled={sending}>
        Resend code
      </Anchor>
    </Stack>
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
    <Stack gap="md">
      <DataList withDivider gap="xs" labelWidth={130}>
        {lines.map((line) => (
          <DataList.Item key={line.label}>
            <DataList.ItemLabel c="dimmed">{line.label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={line.testId}>{line.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel c="dimmed">Total</DataList.ItemLabel>
          <DataList.ItemValue fw={700} data-testid="review-total">
            {formatCents(totalCents)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
      {moneySplit ? (
        <Text size="sm" c="gray.7" data-testid="review-money-split">
          {moneySplit}
        </Text>
      ) : null}
      <Group gap="md">
        {editLabels.map((label, step) => (
          <Anchor
            key={label}
            component="button"
            type="button"
            size="sm"
            onClick={() => onEdit(step)}
            aria-label={`Edit ${label}`}
          >
            Edit {label}
          </Anchor>
        ))}
      </Group>
    </Stack>
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
    <Group gap="md" wrap="nowrap" align="center">
      {imageSrc ? (
        <img
          src={imageSrc}
          alt=""
          width={96}
          height={72}
          style={{ objectFit: "cover", borderRadius: 8, flexShrink: 0 }}
        />
      ) : null}
      <div style={{ minWidth: 0 }}>
        <Badge variant="light" color={kind === "purchase" ? "teal" : "indigo"} mb={4}>
          {kind === "purchase" ? "Purchase" : "Lease"}
        </Badge>
        <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {artistName ? (
          <Text size="sm" c="dimmed">
            by {artistName}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}
