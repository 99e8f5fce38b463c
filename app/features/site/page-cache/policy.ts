/**
 * Which pages are the same for every visitor, and so may be served from the
 * page cache (R-page-cache). Only these addresses, only GET, only for a request
 * without cookies: a member always has a session cookie, and a visitor with a
 * toast waiting has its cookie, so neither is ever answered from the cache.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const CACHEABLE_PATH = new RegExp(
  `^(?:/|/search|/about|/subscribe|/sitemap\\.xml|/artwork/${UUID}|/profile/${UUID})$`,
);

/** Longer addresses are rendered each time: a search that long is one of a kind. */
const MAX_KEY_LENGTH = 1024;

/** The cache key of a request, or null when it must be rendered for this request alone. */
export function pageCacheKey(request: {
  method: string;
  path: string;
  url: string;
  cookie: string | undefined;
}): string | null {
  if (request.method !== "GET") return null;
  if (request.cookie?.trim()) return null;
  if (!CACHEABLE_PATH.test(request.path)) return null;
  if (request.url.length > MAX_KEY_LENGTH) return null;
  return request.url;
}

/** Whether the address is one of the cached pages (members' copies are then marked private). */
export function isCacheablePath(path: string) {
  return CACHEABLE_PATH.test(path);
}

/**
 * How long a copy lives even when nothing was written: what changes without a
 * write (the popularity order as views come in, the gallery's day) catches up
 * within this time.
 */
export const PAGE_CACHE_MAX_AGE_MS = 60_000;

/** Visitors' copies may be kept by browsers and CDNs, but checked with the ETag each time. */
export const VISITOR_CACHE_CONTROL = "public, no-cache";
/** A member's copy of the same address is theirs alone. */
export const MEMBER_CACHE_CONTROL = "private, no-cache";
/** Shared caches must keep visitors' and members' copies apart. */
export const PAGE_VARY = "Cookie, Accept-Encoding";
