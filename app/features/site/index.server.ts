// What other parts of the app may use from site on the server only.
export {
  isCacheablePath,
  MEMBER_CACHE_CONTROL,
  PAGE_CACHE_MAX_AGE_MS,
  PAGE_VARY,
  pageCacheKey,
  VISITOR_CACHE_CONTROL,
} from "./page-cache/policy";
export { type CachedPage, PageStore } from "./page-cache/store";
export { sitemapEntries } from "./seo/queries.server";
