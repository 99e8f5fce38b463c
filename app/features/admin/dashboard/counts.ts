/** The four figures of the admin dashboard. */
export type AdminCounts = {
  totalUsers: number;
  totalArtworks: number;
  transactions: number;
  pendingInvitations: number;
};

/** One week of the dashboard's chart: new members and transactions, by the week's Monday (UTC). */
export type WeekFigures = {
  /** The Monday that starts the week, 'yyyy-mm-dd'. */
  week: string;
  members: number;
  transactions: number;
};

/** How many weeks the dashboard's chart shows, this one included. */
export const CHART_WEEKS = 12;

const weekLabel = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** 'Nov 16' for the week starting on 2026-11-16. */
export function weekStartLabel(week: string) {
  return weekLabel.format(new Date(`${week}T00:00:00Z`));
}
