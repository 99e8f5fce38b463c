import { formatterPerZone, galleryTimeZone, isCalendarDateText } from "./dates";

// Prices and counts are grouped by hand, in en-US: the first Intl.NumberFormat a
// page makes loads the browser's locale data, about 10 ms of the main thread while
// a page with prices hydrates. Intl (made once, when first needed) still formats
// what is not a whole number of cents.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
let intlDollars: Intl.NumberFormat | undefined;

/** A whole number with commas between thousands: 1234567 → "1,234,567". */
export function formatWhole(n: number) {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  return `${n < 0 ? "-" : ""}${String(Math.abs(n)).replace(THOUSANDS, ",")}`;
}

/** Dollars from integer cents, e.g. 123456 → "$1,234.56"; whole dollars drop the cents. */
export function formatCents(cents: number) {
  if (!Number.isSafeInteger(cents)) {
    intlDollars ??= new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return intlDollars.format(cents / 100);
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
