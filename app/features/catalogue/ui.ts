// The components of catalogue that pages and other parts of the app may render.
export { ArtworkNotFound } from "./artwork/components/artwork-not-found";
export { ArtworkPage } from "./artwork/components/artwork-page";
export {
  type FeaturedArtistsState,
  useFeaturedArtists,
} from "./featured/components/use-featured-artists";
export { SearchPage } from "./search/components/search-page";
