// The components of catalogue that pages and other parts of the app may render.
export { ArtworkNotFound } from "./artwork/components/artwork-not-found";
export { ArtworkPage } from "./artwork/components/artwork-page";
export { toast } from "./artwork/components/toast";
export {
  type FeaturedArtistsState,
  useFeaturedArtists,
} from "./featured/components/use-featured-artists";
export { FilterChips } from "./search/components/filter-chips";
export { FilterControls } from "./search/components/filter-controls";
export { MobileFilters } from "./search/components/mobile-filters";
export { SearchField } from "./search/components/search-field";
export {
  ResultsEmpty,
  ResultsGrid,
  ResultsPagination,
  ResultsSkeleton,
} from "./search/components/search-results";
export { SortSelect } from "./search/components/sort-select";
export { useShownSearch } from "./search/components/use-search-navigate";
