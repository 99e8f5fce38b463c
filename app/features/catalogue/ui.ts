// The components of catalogue that pages and other parts of the app may render.
export { ArtworkNotFound } from "./artwork/components/artwork-not-found";
export { ArtworkPage } from "./artwork/components/artwork-page";
export { ArtworkCard } from "./cards/artwork-card";
export { SearchPage } from "./search/components/search-page";
