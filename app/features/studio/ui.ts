// The components of studio that pages and other parts of the app may render.
export { ArtworkList } from "./artworks/components/artwork-list";
export { MyCollection, MyCollectionSkeleton } from "./dashboard/components/my-collection";
export {
  PerformanceCharts,
  PerformanceChartsSkeleton,
} from "./dashboard/components/performance-charts";
export { RecentActivity, RecentActivitySkeleton } from "./dashboard/components/recent-activity";
export { RecentArtworks, RecentArtworksSkeleton } from "./dashboard/components/recent-artworks";
export {
  RevealedContacts,
  RevealedContactsSkeleton,
} from "./dashboard/components/revealed-contacts";
export { StatTiles, StatTilesSkeleton } from "./dashboard/components/stat-tiles";
export { ArtworkEditor } from "./editor/components/artwork-editor";
export { EditLoadFailed } from "./editor/components/edit-load-failed";
export { submitArtworkWithProgress } from "./editor/components/submit-artwork";
