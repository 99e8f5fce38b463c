/**
 * The server (server/http.ts) overwrites this header on every request with the
 * client's address: the socket's, or the one a trusted proxy reported
 * (TRUST_PROXY). Anything a client sends under this name is replaced.
 */
export const CLIENT_ADDRESS_HEADER = "x-gallery-client-address";

/**
 * The client's address as rate limits count it; "unknown" outside the HTTP
 * server. An IPv6 client usually holds a whole /64, so it is counted as one.
 */
export function clientAddress(request: Request): string {
  return rateLimitAddress(request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown");
}

/** IPv4 as is (also when IPv4-mapped), IPv6 as its /64 network. */
export function rateLimitAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("%")[0]!.toLowerCase().split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const full = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  const network = full.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  if (network.some((group) => group === "NaN")) return address;
  return `${network.join(":")}::/64`;
}
