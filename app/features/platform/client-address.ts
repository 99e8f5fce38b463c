/**
 * The server (server/app.ts) overwrites this header on every request with the
 * client's address: the socket's, or the one a trusted proxy reported
 * (TRUST_PROXY). Anything a client sends under this name is replaced.
 */
export const CLIENT_ADDRESS_HEADER = "x-gallery-client-address";

/** The client's address, for rate limits; "unknown" outside the HTTP server. */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
