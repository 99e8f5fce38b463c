import { formatterPerZone, galleryTimeZone, isCalendarDateText } from "./dates";

// Built once: toLocaleString makes a new formatter on every call, which shows on pages of many cards.
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const dollarsAndCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars from integer cents, e.g. 123456 → "$1,234.56"; whole dollars drop the cents. */
export function formatCents(cents: number) {
  return (cents % 100 === 0 ? wholeDollars : dollarsAndCents).format(cents / 100);
}

const shortDate = formatterPerZone({ month: "short", day: "numeric", year: "numeric" });

/**
 * 'MMM d, yyyy'. A 'yyyy-mm-dd' calendar date is shown as that day; an
 * instant (a Date or a timestamp) as its day in the gallery's time zone.
 */
export function formatDate(value: Date | string, timeZone: string = galleryTimeZone()) {
  if (isCalendarDateText(value)) return shortDate("UTC").format(new Date(`${value}T00:00:00Z`));
  return shortDate(timeZone).format(typeof value === "string" ? new Date(value) : value);
}

const wholeNumber = new Intl.NumberFormat("en-US");

/** A count with its noun: '1 space', '5 spaces', '1,200 members'. */
export function formatCount(n: number, one: string, many: string) {
  return `${wholeNumber.format(n)} ${n === 1 ? one : many}`;
}
