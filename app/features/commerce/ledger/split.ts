import { formatCents } from "~/lib/format";

/**
 * Where a payment goes (R-money-split). A first sale or a lease pays the
 * seller, less the gallery's fee on it (none by default: plans fund the
 * gallery). A resale pays the seller, a royalty to the work's original artist
 * and the gallery's resale fee.
 */
export type PaymentKind = "first-sale" | "lease" | "resale";

/** The rates, in basis points (1 % = 100), from the gallery's settings. */
export type SplitRates = {
  firstSaleFeeBps: number;
  leaseFeeBps: number;
  resaleFeeBps: number;
  resaleRoyaltyBps: number;
};

export const DEFAULT_SPLIT_RATES: SplitRates = {
  firstSaleFeeBps: 0,
  leaseFeeBps: 0,
  resaleFeeBps: 500,
  resaleRoyaltyBps: 500,
};

export type PaymentSplit = {
  priceCents: number;
  sellerCents: number;
  royaltyCents: number;
  feeCents: number;
};

/** `bps` of `cents`, rounded down to a whole cent (integers only: exact for any price). */
function share(cents: number, bps: number) {
  return Math.floor((cents * bps) / 10_000);
}

/**
 * Splits a price in whole cents. The royalty and the fee round down and the
 * seller gets the remainder, so the parts always add up to the price.
 */
export function splitPayment(
  priceCents: number,
  kind: PaymentKind,
  rates: SplitRates = DEFAULT_SPLIT_RATES,
): PaymentSplit {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`A price is a whole, non-negative number of cents: ${priceCents}`);
  }
  const feeBps =
    kind === "resale"
      ? rates.resaleFeeBps
      : kind === "lease"
        ? rates.leaseFeeBps
        : rates.firstSaleFeeBps;
  const royaltyCents = kind === "resale" ? share(priceCents, rates.resaleRoyaltyBps) : 0;
  const feeCents = share(priceCents, feeBps);
  return { priceCents, royaltyCents, feeCents, sellerCents: priceCents - royaltyCents - feeCents };
}

/**
 * The split in words, as the artwork page, checkout and receipts say it:
 * "Of $1,700: $1,700 to Lena Kowalski", or for a resale "Of $1,700: $1,530 to
 * the seller, $85 resale royalty to Lena Kowalski (the artist), $85 gallery fee".
 */
export function describeSplit(
  split: PaymentSplit,
  names: { seller: string; artist: string; resale: boolean },
) {
  const parts = names.resale
    ? [
        `${formatCents(split.sellerCents)} to the seller`,
        `${formatCents(split.royaltyCents)} resale royalty to ${names.artist} (the artist)`,
      ]
    : [`${formatCents(split.sellerCents)} to ${names.seller}`];
  if (split.feeCents > 0) parts.push(`${formatCents(split.feeCents)} gallery fee`);
  return `Of ${formatCents(split.priceCents)}: ${parts.join(", ")}`;
}

/** The share of rent that counts toward buying (R-rent-to-own), in basis points, by default. */
export const DEFAULT_RENT_CREDIT_BPS = 5_000;

/** How far back rent counts toward buying. */
export const RENT_CREDIT_MONTHS = 12;

/**
 * R-rent-to-own: the rent a lessee paid for a work that counts toward buying
 * it: `shareBps` of the rent, rounded down, and never more than half the
 * price (rounded down), so a buyer always pays at least half.
 */
export function rentCredit(
  rentPaidCents: number,
  priceCents: number,
  shareBps: number = DEFAULT_RENT_CREDIT_BPS,
) {
  if (rentPaidCents <= 0 || priceCents <= 0) return 0;
  return Math.min(Math.floor((rentPaidCents * shareBps) / 10_000), Math.floor(priceCents / 2));
}

/** Whole days from one ISO date to a later one (0 when `to` is not after `from`). */
function daysFrom(from: string, to: string) {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.round(days));
}

/**
 * R-rent-to-own: what a lessee paid for the days of a lease they will not use
 * because they bought the work `today`: the paid amount × unused days ÷ paid
 * days, in whole cents rounded up (in the lessee's favour). The lease's period
 * is the one paid for; its end date is exclusive, and the purchase day is
 * theirs as owner, so a lease starting today is unused in full.
 */
export function unusedLeaseCredit(
  paidCents: number,
  period: { startDate: string; endDate: string },
  today: string,
) {
  const paidDays = daysFrom(period.startDate, period.endDate);
  if (paidCents <= 0 || paidDays === 0) return 0;
  const from = today > period.startDate ? today : period.startDate;
  const unusedDays = Math.min(paidDays, daysFrom(from, period.endDate));
  return Math.ceil((paidCents * unusedDays) / paidDays);
}
