import { z } from "zod";
import { formatCents } from "~/lib/format";
import { plainText } from "~/lib/plain-text";
import { MAX_AUDIT_REASON } from "../audit/schema";

/** Texts of the payments page (R-admin-payments, R-admin-refund, R-admin-transfer-retry). */
export const PAYMENT_MESSAGES = {
  noPayments: "No payments yet",
  nothingNeedsAttention:
    "Nothing needs attention: no failed transfers, refunds or payouts, no open disputes.",
  loadFailed: "Failed to load payments",
  refunded: (title: string) => `Payment refunded: ${title}`,
  refundFailed: "Failed to refund the payment",
  reasonRequired: "Please give a reason of at least 3 characters: it is kept with the refund",
  retried: (name: string) => `The transfer to ${name} will be tried again shortly`,
  retryFailed: "Failed to try the transfer again",
  deletedMember: "Deleted member",
} as const;

/** The shortest and longest reason an admin may give for a refund. */
export const MIN_REFUND_REASON = 3;
export const MAX_REFUND_REASON = MAX_AUDIT_REASON;

const RELOAD = "Reload the page and try again.";

/** Refund: a completed payment given back, with the admin's reason (R-admin-refund). */
export const refundSchema = z.object({
  intent: z.literal("refund"),
  transactionId: z.uuid({ error: `Unknown payment. ${RELOAD}` }),
  reason: plainText({ error: PAYMENT_MESSAGES.reasonRequired })
    .trim()
    .min(MIN_REFUND_REASON, PAYMENT_MESSAGES.reasonRequired)
    .max(MAX_REFUND_REASON, `The reason cannot exceed ${MAX_REFUND_REASON} characters`),
});

/** Try again: a failed transfer to a member, sent again (R-admin-transfer-retry). */
export const retryTransferSchema = z.object({
  intent: z.literal("retry-transfer"),
  transferId: z.uuid({ error: `Unknown transfer. ${RELOAD}` }),
});

export const paymentActionSchema = z.discriminatedUnion(
  "intent",
  [refundSchema, retryTransferSchema],
  { error: `Unknown request. ${RELOAD}` },
);

export type RefundInput = z.infer<typeof refundSchema>;
export type RetryTransferInput = z.infer<typeof retryTransferSchema>;

export const PAYMENTS_PAGE_SIZE = 20;
/** Pages past this are not offered; the needs-attention view narrows the list instead. */
export const MAX_PAYMENTS_PAGE = 500;

/** Every payment, or only those that need a person: a failed transfer or refund, an open dispute. */
export type PaymentView = "all" | "attention";

export type PaymentListParams = { view: PaymentView; page: number };

/**
 * The list's view and page from the URL; anything the page never writes falls
 * back to its default, so a hand-edited address still shows a list.
 */
export function parsePaymentParams(params: URLSearchParams): PaymentListParams {
  const view: PaymentView = params.get("view") === "attention" ? "attention" : "all";
  const pageText = params.get("page") ?? "";
  const pageNumber = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1;
  const page = pageNumber >= 1 && pageNumber <= MAX_PAYMENTS_PAGE ? pageNumber : 1;
  return { view, page };
}

/** The URL query of a list state, defaults left out ('' for the first page of all). */
export function paymentsQuery(params: PaymentListParams): string {
  const query = new URLSearchParams();
  if (params.view === "attention") query.set("view", "attention");
  if (params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * Dispute statuses after which nothing is awaited from the gallery: the
 * dispute was decided, or an inquiry closed. Any other is open.
 */
export const CLOSED_DISPUTE_STATUSES = ["won", "lost", "warning_closed", "prevented"] as const;

/** A dispute still waiting for evidence or a decision (status unknown counts as open). */
export function disputeOpen(row: {
  disputeReference: string | null;
  disputeStatus: string | null;
}) {
  return (
    row.disputeReference !== null &&
    !(CLOSED_DISPUTE_STATUSES as readonly string[]).includes(row.disputeStatus ?? "")
  );
}

const DISPUTE_LABELS: Record<string, string> = {
  warning_needs_response: "Inquiry, needs response",
  warning_under_review: "Inquiry under review",
  warning_closed: "Inquiry closed",
  needs_response: "Needs response",
  under_review: "Under review",
  won: "Won",
  lost: "Lost",
  prevented: "Prevented",
};

/** A dispute's status as the page names it: 'Needs response', 'Won'. */
export function disputeLabel(status: string | null) {
  if (!status) return "Opened";
  return DISPUTE_LABELS[status] ?? status.replace(/_/g, " ");
}

export const TRANSACTION_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  charged: "Charged",
  completed: "Completed",
  failed: "Failed",
  refunded: "Refunded",
};

export const TRANSFER_STATUS_LABELS: Record<string, string> = {
  waiting: "Waiting for onboarding",
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  reversed: "Reversed",
};

/** The payment provider as the page names it: the labelled test provider or Stripe. */
export function providerLabel(provider: string | null) {
  if (provider === "stripe") return "Stripe";
  if (provider === "test") return "Test";
  return provider ?? "—";
}

/** A member as the payments page names them: the full name, else the handle; null once deleted. */
export type PaymentPerson = { id: string; name: string; handle: string | null };

/** One member's share of a payment on its way to their payout account. */
export type AdminTransferRow = {
  id: string;
  member: PaymentPerson | null;
  amountCents: number;
  status: string;
  stripeTransferId: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  reversedAt: string | null;
};

/** One transaction as the payments page shows it. */
export type AdminPaymentRow = {
  id: string;
  createdAt: string;
  artworkId: string | null;
  artworkTitle: string;
  type: "purchase" | "lease";
  amountCents: number;
  status: string;
  provider: string | null;
  buyer: PaymentPerson | null;
  seller: PaymentPerson | null;
  /** The provider's payment: Stripe's PaymentIntent (`pi_…`), the test provider's `test_…`. */
  paymentReference: string | null;
  chargeReference: string | null;
  refundReference: string | null;
  refundReason: string | null;
  refundedAt: string | null;
  disputeReference: string | null;
  disputeStatus: string | null;
  disputedAt: string | null;
  transfers: AdminTransferRow[];
};

/** A payout from a member's account to their bank that failed. */
export type FailedPayoutRow = {
  id: string;
  member: PaymentPerson | null;
  stripeAccountId: string;
  stripePayoutId: string;
  amountCents: number;
  currency: string;
  failureMessage: string | null;
  createdAt: string;
};

/**
 * A transfer an admin may try again: one that failed after its last try, or a
 * paid one whose reversal after a refund the provider refused (the money is
 * still in the member's account; the job keeps trying with backoff).
 */
export function transferRetryable(transfer: { status: string; lastError: string | null }) {
  return (
    transfer.status === "failed" || (transfer.status === "paid" && transfer.lastError !== null)
  );
}

/** How many things need a person, by kind. */
export type AttentionCounts = {
  failedTransfers: number;
  /** Paid transfers of refunded payments whose reversal the provider refused. */
  failedReversals: number;
  failedPayments: number;
  openDisputes: number;
  failedPayouts: number;
  /** Transactions the needs-attention view lists (one may have several of the above). */
  payments: number;
};

/** What needs a person on this payment, if anything. */
export function attentionOf(row: AdminPaymentRow): string[] {
  const reasons: string[] = [];
  if (row.status === "failed") reasons.push("Refund failed");
  if (disputeOpen(row)) reasons.push("Open dispute");
  const failed = row.transfers.filter((transfer) => transfer.status === "failed").length;
  if (failed > 0) reasons.push(failed === 1 ? "Failed transfer" : `${failed} failed transfers`);
  const unreversed = row.transfers.filter(
    (transfer) => transfer.status === "paid" && transfer.lastError !== null,
  ).length;
  if (unreversed > 0) {
    reasons.push(unreversed === 1 ? "Reversal failed" : `${unreversed} reversals failed`);
  }
  return reasons;
}

/**
 * Why a refund is not offered, or null when it is: only a completed payment
 * is refunded, and not while a dispute is open or after one was lost (the
 * card network gave the money back already).
 */
export function refundRefusal(row: {
  status: string;
  disputeReference: string | null;
  disputeStatus: string | null;
}): "already-refunded" | "not-completed" | "disputed" | null {
  if (row.status === "refunded") return "already-refunded";
  if (row.status !== "completed") return "not-completed";
  if (
    row.disputeReference !== null &&
    !["won", "warning_closed", "prevented"].includes(row.disputeStatus ?? "")
  ) {
    return "disputed";
  }
  return null;
}

/** '$1,200.00 purchase of "Harbor"' — what the refund gives back, for dialogs and toasts. */
export function paymentSummary(row: { amountCents: number; type: string; artworkTitle: string }) {
  return `${formatCents(row.amountCents)} ${row.type} of “${row.artworkTitle}”`;
}
