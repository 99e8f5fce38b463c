import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";
import { isRefusableMailKind, type RefusableMailKind } from "./kinds";

/*
 * An unsubscribe token names a member and a kind of mail and is signed with
 * the app's secret, so the link needs no table and cannot be made for anyone
 * else. Its bytes: the member's id (16), HMAC-SHA256 over purpose, id and kind
 * (32), the kind (UTF-8); written as base64url, so it fits a path segment.
 */

const ID_BYTES = 16;
const MAC_BYTES = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Longer than any token this module makes. */
const MAX_TOKEN_LENGTH = 200;

function mac(userId: string, kind: string) {
  return createHmac("sha256", env().BETTER_AUTH_SECRET)
    .update(`unsubscribe\u0000${userId}\u0000${kind}`)
    .digest();
}

/** The token of `kind` mail to the member `userId`. */
export function unsubscribeToken(userId: string, kind: RefusableMailKind) {
  const id = userId.toLowerCase();
  if (!UUID.test(id)) throw new Error("An unsubscribe token needs a member's id");
  return Buffer.concat([
    Buffer.from(id.replaceAll("-", ""), "hex"),
    mac(id, kind),
    Buffer.from(kind, "utf8"),
  ]).toString("base64url");
}

/**
 * The member and kind a token names, or null when it is malformed, changed,
 * or names a kind that cannot be refused. The signature is compared in
 * constant time.
 */
export function readUnsubscribeToken(
  token: string | undefined,
): { userId: string; kind: RefusableMailKind } | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH || !BASE64URL.test(token))
    return null;
  const bytes = Buffer.from(token, "base64url");
  // Only the one spelling of the bytes counts (base64url's last character has spare bits).
  if (bytes.toString("base64url") !== token || bytes.length <= ID_BYTES + MAC_BYTES) return null;
  const hex = bytes.subarray(0, ID_BYTES).toString("hex");
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const kind = bytes.subarray(ID_BYTES + MAC_BYTES).toString("utf8");
  if (!isRefusableMailKind(kind)) return null;
  const signed = bytes.subarray(ID_BYTES, ID_BYTES + MAC_BYTES);
  if (!timingSafeEqual(signed, mac(userId, kind))) return null;
  return { userId, kind };
}
