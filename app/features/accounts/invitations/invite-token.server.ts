import { createHash } from "node:crypto";
import { env } from "~/lib/env.server";

/** Invitation links carry a random token; only its SHA-256 is stored. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The registration page's address with an invitation's token. */
export function invitationLink(token: string) {
  return new URL(`/register?invite=${encodeURIComponent(token)}`, env().APP_URL).toString();
}
