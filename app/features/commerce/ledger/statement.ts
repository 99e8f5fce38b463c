import { TRANSFER_STATUS_LABEL, type TransferStatus } from "../payments/payouts";

/**
 * A member's earnings statement (R-earnings-statement), read from the ledger.
 * Each line is one transaction the member was paid from; the columns add up to
 * its net, which is exactly the member's ledger entries on it (a transfer to
 * their payout account moves what they earned; it is shown beside the figures,
 * not in them).
 */
export type StatementRole = "sale" | "resale" | "lease" | "royalty";

/** The figures of a line or a month, in cents; deductions are negative. */
export type StatementFigures = {
  /** What buyers paid for the member's sales (first sales and resales), before deductions. */
  salesCents: number;
  /** What lessees paid for the member's leases, before deductions. */
  leasesCents: number;
  /** Rent credits given to buyers who had leased the work (R-rent-to-own). */
  rentCreditCents: number;
  /** Resale royalties paid to the member as a work's original artist. */
  royaltiesReceivedCents: number;
  /** Resale royalties the member's resales paid to the original artist. */
  royaltiesPaidCents: number;
  /** The gallery's fees on the member's sales and leases. */
  feesCents: number;
  /** The member's share taken back when the payment was refunded to the buyer. */
  refundsCents: number;
  /** What the member is owed: the sum of the columns before it. */
  netCents: number;
};

/** A member's share of one transaction on its way to their payout account (Stripe Connect). */
export type StatementTransfer = { status: TransferStatus; amountCents: number };

export type StatementLine = StatementFigures & {
  transactionId: string;
  /** 'YYYY-MM' in the gallery's time zone. */
  month: string;
  recordedAt: string;
  artworkId: string | null;
  artworkTitle: string;
  role: StatementRole;
  /** The transfer of the member's share, when the payment was taken through Stripe. */
  transfer: StatementTransfer | null;
};

export type StatementMonth = StatementFigures & { month: string; lines: number };

/** One transaction's ledger entries as the statement query sums them. */
export type TransactionSums = {
  transactionId: string;
  month: string;
  recordedAt: string;
  artworkId: string | null;
  artworkTitle: string;
  transactionType: "purchase" | "lease";
  resale: boolean;
  /** The member's share as seller (artist payable, before any rent credit). */
  sellerShareCents: number;
  /** The member's rent-credit entries (negative). */
  rentCreditCents: number;
  royaltyReceivedCents: number;
  /** The member's payables taken back by a refund of the payment (negative). */
  refundedCents?: number;
  /** On the whole transaction: the gallery's fee and the royalty to someone else. */
  feeCents: number;
  royaltyToOthersCents: number;
  /** Whether the member was the seller (or lessor) in it. */
  seller: boolean;
  transfer?: StatementTransfer | null;
};

/**
 * A statement line from a transaction's sums. A seller's gross is their share
 * plus what came off it (fee, royalty), so gross less deductions is the share;
 * someone paid only a royalty has no gross and no deductions.
 */
export function statementLine(sums: TransactionSums): StatementLine {
  // 0 - x rather than -x: a deduction of nothing is 0, never -0 (which prints as "-$0").
  const feesCents = sums.seller ? 0 - sums.feeCents : 0;
  const royaltiesPaidCents = sums.seller ? 0 - sums.royaltyToOthersCents : 0;
  const grossCents = sums.seller ? sums.sellerShareCents - feesCents - royaltiesPaidCents : 0;
  const lease = sums.transactionType === "lease";
  const role: StatementRole = !sums.seller
    ? "royalty"
    : lease
      ? "lease"
      : sums.resale
        ? "resale"
        : "sale";
  return {
    transactionId: sums.transactionId,
    month: sums.month,
    recordedAt: sums.recordedAt,
    artworkId: sums.artworkId,
    artworkTitle: sums.artworkTitle,
    role,
    salesCents: lease ? 0 : grossCents,
    leasesCents: lease ? grossCents : 0,
    rentCreditCents: sums.rentCreditCents,
    royaltiesReceivedCents: sums.royaltyReceivedCents,
    royaltiesPaidCents,
    feesCents,
    refundsCents: sums.refundedCents ?? 0,
    netCents:
      sums.sellerShareCents +
      sums.rentCreditCents +
      sums.royaltyReceivedCents +
      (sums.refundedCents ?? 0),
    transfer: sums.transfer ?? null,
  };
}

const FIGURES = [
  "salesCents",
  "leasesCents",
  "rentCreditCents",
  "royaltiesReceivedCents",
  "royaltiesPaidCents",
  "feesCents",
  "refundsCents",
  "netCents",
] as const satisfies readonly (keyof StatementFigures)[];

function zero(): StatementFigures {
  return {
    salesCents: 0,
    leasesCents: 0,
    rentCreditCents: 0,
    royaltiesReceivedCents: 0,
    royaltiesPaidCents: 0,
    feesCents: 0,
    refundsCents: 0,
    netCents: 0,
  };
}

/** The column totals of some lines. */
export function totalOf(lines: readonly StatementFigures[]): StatementFigures {
  const total = zero();
  for (const line of lines) for (const figure of FIGURES) total[figure] += line[figure];
  return total;
}

/** The lines' totals per month, newest month first. */
export function statementMonths(lines: readonly StatementLine[]): StatementMonth[] {
  const byMonth = new Map<string, StatementLine[]>();
  for (const line of lines) {
    const month = byMonth.get(line.month);
    if (month) month.push(line);
    else byMonth.set(line.month, [line]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([month, monthLines]) => ({ month, lines: monthLines.length, ...totalOf(monthLines) }));
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A 'YYYY-MM' month from a query string, or null. */
export function parseStatementMonth(value: string | null | undefined): string | null {
  return value && MONTH.test(value) ? value : null;
}

// Pure: lets pages that import commerce's entry points without the statement leave it out.
const monthName = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** 'YYYY-MM' → 'November 2026'. */
export function formatStatementMonth(month: string) {
  return monthName.format(new Date(`${month}-01T00:00:00Z`));
}

export const STATEMENT_ROLE_LABEL: Record<StatementRole, string> = {
  sale: "Sale",
  resale: "Resale",
  lease: "Lease",
  royalty: "Resale royalty",
};

/** The statement's columns, in order, with their headings (page and CSV). */
export const STATEMENT_COLUMNS: readonly { key: keyof StatementFigures; label: string }[] = [
  { key: "salesCents", label: "Sales" },
  { key: "leasesCents", label: "Leases" },
  { key: "rentCreditCents", label: "Rent credits" },
  { key: "royaltiesReceivedCents", label: "Royalties received" },
  { key: "royaltiesPaidCents", label: "Royalties paid" },
  { key: "feesCents", label: "Fees" },
  { key: "refundsCents", label: "Refunds" },
  { key: "netCents", label: "Net" },
];

/** A transfer's status as the statement names it; no transfer (a payment not taken through Stripe) is blank. */
export function transferLabel(transfer: StatementTransfer | null) {
  return transfer ? TRANSFER_STATUS_LABEL[transfer.status] : "";
}

/** A payout from the member's payout account to their bank, as Stripe reported it. */
export type StatementPayout = {
  id: string;
  /** When it arrives (or was to arrive) in the bank, else when it was reported. */
  date: string;
  amountCents: number;
  status: "paid" | "failed";
  failureMessage: string | null;
};

export type StatementEntry = {
  account:
    | "buyer_payments"
    | "artist_payable"
    | "royalty_payable"
    | "gallery_fee"
    | "refunds"
    | "transferred";
  kind: "sale" | "lease" | "resale" | "rent_credit" | "refund" | "transfer" | "transfer_reversal";
  amountCents: number;
  /** Whose payable (or transfer) it is: the viewer, another member by name, or nobody (the gallery's). */
  member: { you: boolean; name: string } | null;
  /** Written by the refund of the whole payment (not a lease credit given back at the sale). */
  ofRefund: boolean;
};

/** A transaction of the statement with every ledger entry it wrote. */
export type StatementTransaction = {
  id: string;
  artworkId: string | null;
  artworkTitle: string;
  transactionType: "purchase" | "lease";
  amountCents: number;
  leaseStartDate: string | null;
  leaseEndDate: string | null;
  createdAt: string;
  /** When the payment was refunded to the buyer, if it was. */
  refundedAt: string | null;
  /** The transfer of the viewer's share to their payout account, if any. */
  transfer: StatementTransfer | null;
  entries: StatementEntry[];
};
