/**
 * A member's earnings statement (R-earnings-statement), read from the ledger.
 * Each line is one transaction the member was paid from; the columns add up to
 * its net, which is exactly the member's ledger entries on it.
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
  /** What the member is owed: the sum of the columns before it. */
  netCents: number;
};

export type StatementLine = StatementFigures & {
  transactionId: string;
  /** 'YYYY-MM' in the gallery's time zone. */
  month: string;
  recordedAt: string;
  artworkId: string | null;
  artworkTitle: string;
  role: StatementRole;
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
  /** On the whole transaction: the gallery's fee and the royalty to someone else. */
  feeCents: number;
  royaltyToOthersCents: number;
  /** Whether the member was the seller (or lessor) in it. */
  seller: boolean;
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
    netCents: sums.sellerShareCents + sums.rentCreditCents + sums.royaltyReceivedCents,
  };
}

const FIGURES = [
  "salesCents",
  "leasesCents",
  "rentCreditCents",
  "royaltiesReceivedCents",
  "royaltiesPaidCents",
  "feesCents",
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
  { key: "netCents", label: "Net" },
];

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
  /** Whose payable it is: the viewer, another member by name, or nobody (the gallery's). */
  member: { you: boolean; name: string } | null;
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
  entries: StatementEntry[];
};
