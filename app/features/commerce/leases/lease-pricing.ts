import { calendarDate, galleryTimeZone } from "~/lib/dates";
import { formatDate } from "~/lib/format";

/**
 * R-lease-pricing: lease pricing and dates, shared by the browser (live preview)
 * and the server (the amount actually charged). Dates are calendar dates as
 * 'yyyy-mm-dd' strings (date arithmetic runs on them in UTC, so it has no
 * daylight-saving gaps); a stored end date is exclusive (free again that day),
 * and the day a lease is said to end is the one before (`leaseEndDay`).
 * "Today" is the gallery's date (GALLERY_TZ).
 */

export const LEASE_DURATION_TYPES = ["daily", "weekly", "monthly"] as const;
export type LeaseDurationType = (typeof LEASE_DURATION_TYPES)[number];

export const DEFAULT_LEASE_DAYS = 30;
export const MIN_LEASE_DAYS = 1;
/** Ten years: a bound that keeps amounts and dates sane. */
export const MAX_LEASE_DAYS = 3650;
/** A lease starts at most this many months (two years) after today. */
export const MAX_LEASE_START_MONTHS = 24;

export type LeaseRates = {
  leaseDailyRateCents: number | null;
  leaseWeeklyRateCents: number | null;
  leaseMonthlyRateCents: number | null;
};

const positive = (value: number | null | undefined): value is number =>
  typeof value === "number" && value > 0;

export function rateFor(rates: LeaseRates, type: LeaseDurationType): number | null {
  const rate =
    type === "daily"
      ? rates.leaseDailyRateCents
      : type === "weekly"
        ? rates.leaseWeeklyRateCents
        : rates.leaseMonthlyRateCents;
  return positive(rate) ? rate : null;
}

/** The duration types this artwork has a rate for, in the order daily, weekly, monthly. */
export function availableDurationTypes(rates: LeaseRates): LeaseDurationType[] {
  return LEASE_DURATION_TYPES.filter((type) => rateFor(rates, type) !== null);
}

/** R-lease-pricing: monthly if a monthly rate exists, else weekly, else daily. */
export function defaultDurationType(rates: LeaseRates): LeaseDurationType {
  if (rateFor(rates, "monthly") !== null) return "monthly";
  if (rateFor(rates, "weekly") !== null) return "weekly";
  return "daily";
}

/** Lease days from user input: whole days, at least 1; anything unreadable becomes 1. */
export function parseLeaseDays(raw: unknown): number {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d+$/.test(text)) return MIN_LEASE_DAYS;
  const days = Number(text);
  if (!Number.isSafeInteger(days) || days < MIN_LEASE_DAYS) return MIN_LEASE_DAYS;
  return Math.min(days, MAX_LEASE_DAYS);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written 'yyyy-mm-dd'. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parse(value: string): Date {
  if (!isIsoDate(value)) throw new RangeError(`Not a date: ${value}`);
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's date in the gallery's time zone (or the one given). */
export function todayIso(now: Date = new Date(), timeZone: string = galleryTimeZone()): string {
  return calendarDate(now, timeZone);
}

export function addDays(date: string, days: number): string {
  const value = parse(date);
  value.setUTCDate(value.getUTCDate() + days);
  return format(value);
}

/**
 * Calendar months later; a day the target month lacks falls back to its last
 * day (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year).
 */
export function addMonths(date: string, months: number): string {
  const value = parse(date);
  const day = value.getUTCDate();
  const target = new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return format(target);
}

export type LeaseQuote = {
  durationType: LeaseDurationType;
  days: number;
  /** Days, weeks or months charged. */
  units: number;
  unitLabel: string;
  rateCents: number;
  amountCents: number;
  startDate: string;
  /** Exclusive: the artwork is free again on this date; it ends on `leaseEndDay`. */
  endDate: string;
};

function unitLabel(type: LeaseDurationType, units: number) {
  const word = type === "daily" ? "day" : type === "weekly" ? "week" : "month";
  return `${units} ${word}${units === 1 ? "" : "s"}`;
}

/**
 * The lease's end date and price: daily = start + days at rate × days;
 * weekly = ceil(days/7) weeks, end = start + 7 × weeks days; monthly =
 * ceil(days/30) months, end = start + that many calendar months. Null when
 * the artwork has no rate for the type.
 */
export function quoteLease(
  rates: LeaseRates,
  input: { startDate: string; days: number; durationType: LeaseDurationType },
): LeaseQuote | null {
  const rateCents = rateFor(rates, input.durationType);
  if (rateCents === null) return null;
  const days = parseLeaseDays(input.days);
  const { startDate, durationType } = input;
  let units: number;
  let endDate: string;
  if (durationType === "daily") {
    units = days;
    endDate = addDays(startDate, days);
  } else if (durationType === "weekly") {
    units = Math.ceil(days / 7);
    endDate = addDays(startDate, units * 7);
  } else {
    units = Math.ceil(days / 30);
    endDate = addMonths(startDate, units);
  }
  return {
    durationType,
    days,
    units,
    unitLabel: unitLabel(durationType, units),
    rateCents,
    amountCents: rateCents * units,
    startDate,
    endDate,
  };
}

/** The last day a lease may start on: two years from today. */
export function latestLeaseStart(today: string): string {
  return addMonths(today, MAX_LEASE_START_MONTHS);
}

/**
 * R-lease-end: the day a lease ends, as every page and mail names it (checkout,
 * the receipt, the member's purchases, the ending reminder, an extension): its
 * last leased day, inclusive. A lease of N days ends on start + N − 1 (3 days
 * from Jan 1 end on Jan 3). The stored end date is exclusive, the day the work
 * is free again, so the end day is the day before it.
 */
export function leaseEndDay(period: { endDate: string }): string {
  return addDays(period.endDate, -1);
}

/** R-lease-end: a lease's period as every page and mail writes it, "Jan 1, 2026 – Jan 3, 2026". */
export function formatLeasePeriod(period: { startDate: string; endDate: string }): string {
  return `${formatDate(period.startDate)} – ${formatDate(leaseEndDay(period))}`;
}

/** A booked lease of an artwork: [startDate, endDate), and who holds it. */
export type LeasePeriod = { startDate: string; endDate: string; lesseeId: string | null };

export type LeaseStatus = {
  /** The last leased day of the current lease (and any leases joined to it), or null. */
  onLeaseUntil: string | null;
  /** The first day from today on which no lease holds the artwork. */
  nextFreeDate: string;
};

/** The first day from `today` that no lease of `periods` (earliest start first) covers. */
export function firstFreeDay(
  today: string,
  periods: readonly { startDate: string; endDate: string }[],
): string {
  let free = today;
  for (const period of periods) {
    if (period.startDate > free) break;
    if (period.endDate > free) free = period.endDate;
  }
  return free;
}

/** Whether the periods [aStart, aEnd) and [bStart, bEnd) share a day. */
export function periodsOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string) {
  return aStart < bEnd && bStart < aEnd;
}

/** Where a lease stands on `today`: not begun, under way, or over (its end date is exclusive). */
export type LeasePhase = "upcoming" | "active" | "ended";

export function leasePhase(startDate: string, endDate: string, today: string): LeasePhase {
  if (today < startDate) return "upcoming";
  return today < endDate ? "active" : "ended";
}

/** The phase as the member's list of leases says it. */
export const LEASE_PHASE_LABEL: Record<LeasePhase, string> = {
  upcoming: "Upcoming",
  active: "Active",
  ended: "Ended",
};
