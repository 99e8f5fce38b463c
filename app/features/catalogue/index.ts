// What other parts of the app may use from catalogue: rules, schemas, types and texts (browser and server).

export { parseArtworkId } from "./artwork/artwork";
export {
  artworkStructuredData,
  jsonForScript,
  metaDescription,
  signInThen,
} from "./artwork/artwork-display";
export { ARTWORK_MEDIUMS, type ArtworkMedium } from "./artwork/mediums";
export type { ArtworkCardData } from "./cards/card-data";
export { priceLine, type SupportFlags, supportBadges } from "./cards/display";
export { COMMENT_MESSAGES, commentGate, commentSchema } from "./comments/comments";
export { favoriteSchema } from "./favorites/favorites";
export { FEATURED_ARTWORK_COUNT, type HeroImage } from "./featured/featured";
export { type FeaturedArtistsState, useFeaturedArtists } from "./featured/featured-artists-menu";
export {
  activeFilters,
  clearedFilters,
  countLine,
  DEFAULT_SORT,
  parseSearchParams,
} from "./search/search-params";
