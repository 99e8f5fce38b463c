/** What the artist dashboard shows (R-dashboard-tiles, R-dashboard-recent). */

export const RECENT_ARTWORKS_LIMIT = 3;
export const RECENT_TRANSACTIONS_LIMIT = 5;
export const RECENT_REVEALS_LIMIT = 5;
/** The charts cover this many calendar months (UTC), the current one last. */
export const CHART_MONTHS = 12;

export const UNKNOWN_ARTWORK = "Unknown Artwork";

export type DashboardStats = {
  totalArtworks: number;
  /** The plan's artwork allowance; null when no limit is known. */
  maxArtworks: number | null;
  totalViews: number;
  /** Completed sales (purchases) of the viewer's work. */
  totalSales: number;
  /** What those sales brought in, in cents. */
  salesIncomeCents: number;
  /** Royalties from resales of works the viewer first listed (R-resale-royalty), and how many. */
  resaleRoyaltyCents: number;
  resaleRoyalties: number;
  /** Completed leases of the viewer's work whose end date is still ahead. */
  activeLeases: number;
  promotionStars: number;
  /** Views from Discovery Mode of the listed works: one per member and gallery day. */
  discoveryViews: number;
  currentReveals: number;
};

export type DashboardArtwork = {
  id: string;
  title: string;
  artistName: string;
  mainImageKey: string | null;
  viewCount: number;
  /** Views from Discovery Mode: members who were shown it there, once per gallery day. */
  discoveryViews: number;
  isAvailable: boolean;
  salePriceCents: number | null;
  leaseDailyRateCents: number | null;
  createdAt: string;
};

export type DashboardTransaction = {
  id: string;
  type: "purchase" | "lease";
  artworkTitle: string;
  amountCents: number;
  status: string;
  createdAt: string;
};

export type DashboardReveal = {
  id: string;
  artworkId: string;
  title: string;
  artistName: string;
  imageKey: string | null;
  revealedAt: string;
};

export type MonthFigures = {
  /** 'YYYY-MM' */
  month: string;
  /** 'Jan 2026' style, for axes and tooltips. */
  label: string;
  views: number;
  salesCents: number;
  leaseCents: number;
};

export type RecentArtworksPanel = {
  artworks: DashboardArtwork[];
  /** Whether the viewer may still add an artwork (under the plan's limit). */
  canAdd: boolean;
};

export type RevealsPanel = { reveals: DashboardReveal[]; currentReveals: number };

/** The collection lists at most this many works; its figures count them all. */
export const COLLECTION_LIMIT = 6;

/** A work the viewer bought and owns: not one of their listings. */
export type CollectionWork = {
  id: string;
  title: string;
  artistName: string;
  imageKey: string | null;
  /** What the viewer paid; null when no purchase record is left. */
  paidCents: number | null;
  /** When they bought it (ISO instant); null when no purchase record is left. */
  boughtAt: string | null;
};

export type CollectionPanel = {
  works: CollectionWork[];
  /** All the works they own that someone else listed. */
  count: number;
  totalPaidCents: number;
};

/** R-dashboard-recent: "A sale is a transaction of type purchase." */
export function transactionLabel(type: DashboardTransaction["type"]) {
  return type === "purchase" ? "Sale" : "Lease";
}

export function isCompleted(status: string) {
  return status === "completed";
}

const MONTH_LABEL = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** The first instant (UTC) of each of the last `count` months up to `now`, oldest first. */
export function monthStarts(now: Date, count = CHART_MONTHS): Date[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from(
    { length: count },
    (_, index) => new Date(Date.UTC(year, month - (count - 1 - index), 1)),
  );
}

export function monthKey(start: Date) {
  return `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, "0")}`;
}

export function monthLabel(start: Date) {
  return MONTH_LABEL.format(start);
}

const NUMBER = new Intl.NumberFormat("en-US");

/** "N views from Discovery Mode" with the singular for one. */
export function discoveryViewsLine(n: number) {
  return `${NUMBER.format(n)} ${n === 1 ? "view" : "views"} from Discovery Mode`;
}

/** "N reveals remaining" with the singular for one. */
export function revealsRemaining(n: number) {
  return `${n} ${n === 1 ? "reveal" : "reveals"} remaining`;
}
