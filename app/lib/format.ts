import { formatterPerZone, galleryTimeZone, isCalendarDateText } from "./dates";

// Prices and counts are grouped by hand, in en-US: the first Intl.NumberFormat a
// page makes loads the browser's locale data, about 13 ms of the main thread as
// a page with prices loads. Intl still formats the rare amount that is not a
// whole number of cents below 2^53. A negative zero is written "$0".
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A whole number with commas between thousands: 1234567 → "1,234,567". */
export function formatWhole(n: number) {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  return `${n < 0 ? "-" : ""}${String(Math.abs(n)).replace(THOUSANDS, ",")}`;
}

/** Whole dollars with a dollar sign: 1234 → "$1,234". */
export function formatDollars(dollars: number) {
  return `$${formatWhole(dollars)}`;
}

/** Dollars from integer cents, e.g. 123456 → "$1,234.56"; whole dollars drop the cents. */
export function formatCents(cents: number) {
  if (!Number.isSafeInteger(cents)) {
    return (cents / 100).toLocaleString("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    });
  }
  const abs = Math.abs(cents);
  const dollars = formatWhole(Math.floor(abs / 100));
  const rest = abs % 100;
  return `${cents < 0 ? "-" : ""}$${dollars}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
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

/** A count with its noun: '1 space', '5 spaces', '1,200 members'. */
export function formatCount(n: number, one: string, many: string) {
  return `${formatWhole(n)} ${n === 1 ? one : many}`;
}
