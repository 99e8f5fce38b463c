import { clientAddress } from "~/lib/http/client-address";

/** Who is looking: a signed-in member by account, a visitor by the client address. */
export function viewerKey(request: Request, viewerId: string | null) {
  return viewerId ? `user:${viewerId}` : `address:${clientAddress(request)}`;
}

/**
 * Browsers fetch pages a visitor might open next (link prefetching); those
 * requests announce themselves and are not visits.
 */
export function isPrefetch(request: Request) {
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`;
  return /\bprefetch\b/i.test(purpose);
}
