import { formatCents, formatWhole } from "~/lib/format";
import { formatDateTimeUtc } from "../date-format";
import { AUDIT_KINDS, type AuditKind } from "./schema";

/** One person named in an entry, linked to filter the trail by them. */
export type AuditPerson = { id: string; name: string };

/** One changed field of an entry: what it was and what it became. */
export type AuditChange = { field: string; label: string; before: string; after: string };

/** An audit entry as the page shows it (R-audit-trail). */
export type AuditEntryView = {
  id: string;
  kind: string;
  kindLabel: string;
  createdAt: string;
  /** Null: the system (no one signed in did it). */
  actor: AuditPerson | null;
  /** The member concerned, when the entry is about one. */
  member: AuditPerson | null;
  /** What else the entry is about: a plan, an invitation, an address. */
  subject: string | null;
  changes: AuditChange[];
  reason: string | null;
  context: { label: string; value: string }[];
};

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  priceCents: "Monthly price",
  tier: "Tier",
  promotionStars: "Promotion stars",
  revealsPerMonth: "Reveals per month",
  maxArtworks: "Max artworks",
  maxCuratorSpaces: "Max curator spaces",
  status: "Status",
  notes: "Notes",
  email: "E-mail",
  plan: "Plan",
  planName: "Plan",
  currentPeriodEnd: "Renewal date",
  currentPeriodStart: "Period start",
  cancelAtPeriodEnd: "Cancel at period end",
  currentReveals: "Reveals left",
  currentPromotionStars: "Promotion stars left",
  signIn: "Sign-in",
  password: "Password",
  otherSessions: "Other sessions",
  otherResetLinks: "Other reset links",
  account: "Account",
  address: "Address",
  handle: "Handle",
  resent: "Sent again",
  amountCents: "Amount",
  refundReference: "Refund reference",
  attempts: "Attempts",
  lastError: "Last error",
  paymentReference: "Payment reference",
  stripeTransferId: "Stripe transfer",
};

/** 'maxArtworks' → 'Max artworks' for fields without a label of their own. */
export function fieldLabel(field: string) {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const STATUS_TEXT: Record<string, string> = {
  active: "Active",
  retired: "Retired",
  canceled: "Canceled",
  past_due: "Past Due",
  unpaid: "Unpaid",
  completed: "Completed",
  refunded: "Refunded",
  failed: "Failed",
  paid: "Paid",
};

/** A recorded value as text: money in dollars, moments in UTC, statuses by name, '—' for none. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field === "status" && typeof value === "string" && STATUS_TEXT[value]) {
    return STATUS_TEXT[value];
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") {
    return field.endsWith("Cents") ? formatCents(value) : formatWhole(value);
  }
  if (typeof value === "string") {
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
      return formatDateTimeUtc(value);
    }
    return value;
  }
  return JSON.stringify(value);
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The before → after rows of an entry's details, in the order the fields were recorded. */
export function changesOf(details: Record<string, unknown> | null): AuditChange[] {
  const before = record(details?.before);
  const after = record(details?.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: field in before ? valueText(field, before[field]) : "—",
    after: field in after ? valueText(field, after[field]) : "—",
  }));
}

/** Whatever else an entry recorded, beside before, after and the reason. */
export function contextOf(details: Record<string, unknown> | null) {
  return Object.entries(details ?? {})
    .filter(([key]) => !["before", "after", "reason"].includes(key))
    .map(([key, value]) => ({ label: fieldLabel(key), value: valueText(key, value) }));
}

export function kindLabel(kind: string) {
  return AUDIT_KINDS[kind as AuditKind] ?? fieldLabel(kind);
}
