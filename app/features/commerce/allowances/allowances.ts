/** How often the monthly allowances are checked for renewal. */
export const ALLOWANCE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The member's current subscription period, as /profile shows it. */
export type AllowancePeriod = { start: string; end: string };

const periodDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'Current period: May 1, 2026 – Jun 1, 2026, allowances renew on Jun 1, 2026' */
export function periodLine(period: AllowancePeriod) {
  const start = periodDate.format(new Date(period.start));
  const end = periodDate.format(new Date(period.end));
  return `Current period: ${start} – ${end}, allowances renew on ${end}`;
}
