// What other parts of the app may use from catalogue on the server only.

export { ARTWORK_RIGHTS, artworkManifest, findPublicArtworkImage } from "./artwork/iiif.server";
export {
  artworkLifeState,
  everSold,
  freeOn,
  leasedFrom,
  ownArtworkState,
  ownArtworkStates,
  soldAwayFrom,
} from "./artwork/lifecycle.server";
export { originalArtistId } from "./artwork/original-artist.server";
export { findArtworkDetail } from "./artwork/queries.server";
export { cardColumns, withFavorites } from "./cards/queries.server";
export { postComment } from "./comments/mutations.server";
export { listComments } from "./comments/queries.server";
export { setFavorite } from "./favorites/mutations.server";
export { featuredArtists, featuredArtworks, heroImages } from "./featured/queries.server";
export { emptySearchPage, loadSearchPage, viewerLocation } from "./search/queries.server";
export { searchConditions } from "./search/results.server";
export { recordArtworkView } from "./views/mutations.server";
export { isPrefetch, viewerKey } from "./views/visitor";
