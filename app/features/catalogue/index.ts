// What other parts of the app may use from catalogue: rules, schemas, types and texts (browser and server).

export type { ArtworkDistance } from "./artwork/artwork-detail";
export { formatDimensions, formatMiles } from "./artwork/artwork-facts";
export { artworkErrors } from "./artwork/errors";
export {
  artworkManifestPath,
  IIIF_MANIFEST_MEDIA_TYPE,
  IIIF_PRESENTATION_CONTEXT,
  imageInfoPath,
} from "./artwork/iiif";
export {
  type Actor,
  type ArtworkState,
  actorFor,
  allowed,
  allowedActions,
  artworkState,
  type LifecycleAction,
  type LifecycleRefusal,
  leasesEnd,
  refusal,
} from "./artwork/lifecycle";
export { checkoutPath, signInThen } from "./artwork/links";
export { ARTWORK_MEDIUMS, type ArtworkMedium } from "./artwork/mediums";
export { MAX_PRICE_DOLLARS } from "./artwork/price-limit";
export { parseArtworkId } from "./artwork/schema";
export { artworkStructuredData, jsonForScript, metaDescription } from "./artwork/seo";
export type { ArtworkCardData } from "./cards/card-data";
export { priceLine, type SupportFlags, supportBadges } from "./cards/price-and-badges";
export { COMMENT_RATE_LIMIT, COMMENT_RATE_LIMITED } from "./comments/comment-limits";
export { commentErrors } from "./comments/errors";
export { COMMENT_MESSAGES } from "./comments/messages";
export { commentGate } from "./comments/policy";
export { artworkPageActionSchema } from "./comments/schema";
export { favoriteErrors } from "./favorites/errors";
export { type FavoriteActionResult, favoriteSchema } from "./favorites/schema";
export { FEATURED_ARTWORK_COUNT, type HeroImage } from "./featured/featured-lists";
export {
  EMPTY_SEARCH,
  parseSearchParams,
  type SearchState,
  searchHref,
  searchParamsOf,
} from "./search/schema";
export { MAX_SEARCH_TERMS, searchTerms, searchWords } from "./search/search-text";
export { activeFilters } from "./search/search-wording";
