import type { Database } from "~/db/client.server";
import type { PlanSummary } from "~/features/plans/index.server";
import { planAllowsArtworks } from "~/features/studio/quota/policy";
import type {
  CollectionPanel,
  DashboardStats,
  MonthFigures,
  RecentArtworksPanel,
  RevealsPanel,
} from "./panels";
import {
  dashboardStats,
  monthlyFigures,
  myCollection,
  recentArtworks,
  recentReveals,
  recentTransactions,
} from "./queries.server";

type DashboardViewer = {
  id: string;
  currentReveals: number;
  plan: Pick<PlanSummary, "maxArtworks">;
};

/**
 * Everything the dashboard shows, as separate promises so the page can
 * stream each panel when it is ready. A failing part is reported to
 * `onError` and shows as empty (R-quiet-read-failures: dashboard errors are only logged).
 */
export function dashboardData(
  db: Database,
  viewer: DashboardViewer,
  onError: (part: string, error: unknown) => void,
  now = new Date(),
) {
  const settle = <T>(part: string, promise: Promise<T>, fallback: T): Promise<T> =>
    promise.catch((error: unknown) => {
      onError(part, error);
      return fallback;
    });
  const maxArtworks = viewer.plan.maxArtworks;
  return {
    stats: settle("stats", dashboardStats(db, viewer.id, viewer.plan, now), {
      totalArtworks: 0,
      maxArtworks,
      totalViews: 0,
      totalSales: 0,
      salesIncomeCents: 0,
      resaleRoyaltyCents: 0,
      resaleRoyalties: 0,
      activeLeases: 0,
      promotionStars: 0,
      discoveryViews: 0,
      currentReveals: viewer.currentReveals,
    } satisfies DashboardStats),
    artworks: settle(
      "recent artworks",
      recentArtworks(db, viewer.id).then((artworks) => ({
        artworks,
        // Only shown when the list is empty, i.e. with nothing uploaded yet.
        canAdd: planAllowsArtworks(maxArtworks),
      })),
      { artworks: [], canAdd: planAllowsArtworks(maxArtworks) } satisfies RecentArtworksPanel,
    ),
    transactions: settle("recent transactions", recentTransactions(db, viewer.id), []),
    reveals: settle(
      "revealed contacts",
      recentReveals(db, viewer.id).then((reveals) => ({
        reveals,
        currentReveals: viewer.currentReveals,
      })),
      { reveals: [], currentReveals: viewer.currentReveals } satisfies RevealsPanel,
    ),
    months: settle("monthly figures", monthlyFigures(db, viewer.id, now), [] as MonthFigures[]),
    collection: settle("collection", myCollection(db, viewer.id), {
      works: [],
      count: 0,
      totalPaidCents: 0,
    } satisfies CollectionPanel),
  };
}
