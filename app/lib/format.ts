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

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'MMM d, yyyy' */
export function formatDate(value: Date | string) {
  return shortDate.format(typeof value === "string" ? new Date(value) : value);
}
