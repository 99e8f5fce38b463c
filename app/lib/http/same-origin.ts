/** Methods that change nothing and so may come from any site. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const FOREIGN_ORIGIN_MESSAGE = "This request came from another site and was refused.";

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request that could change something was sent by a page of
 * another site. Browsers send Origin with every such request; without it,
 * Sec-Fetch-Site or the Referer tell. A request with none of them comes
 * from a program rather than a browser page, and no foreign page can make one.
 */
export function isForeignRequest(
  request: {
    method: string;
    origin?: string | null;
    secFetchSite?: string | null;
    referer?: string | null;
  },
  ownOrigins: string[],
): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const own = new Set(ownOrigins.map((origin) => originOf(origin)).filter(Boolean));
  if (request.origin) {
    const origin = originOf(request.origin);
    return origin === null || !own.has(origin);
  }
  const site = request.secFetchSite?.toLowerCase();
  if (site === "cross-site" || site === "same-site") return true;
  if (request.referer) {
    const origin = originOf(request.referer);
    return origin === null || !own.has(origin);
  }
  return false;
}
