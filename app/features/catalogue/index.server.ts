// What other parts of the app may use from catalogue on the server only.
export { findArtworkDetail } from "./artwork/artwork-detail.server";
export { originalArtistId } from "./artwork/original-artist.server";
export { cardColumns, withFavorites } from "./cards/cards.server";
export { listComments, postComment } from "./comments/comments.server";
export { setFavorite } from "./favorites/favorites.server";
export { featuredArtworks, heroImages } from "./featured/featured.server";
export { featuredArtists } from "./featured/featured-artists.server";
export { emptySearchPage, loadSearchPage } from "./search/search.server";
export { isPrefetch, recordArtworkView, viewerKey } from "./views/views.server";
