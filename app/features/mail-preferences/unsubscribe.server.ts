import type { Database } from "~/db/client.server";
import { env } from "~/lib/env.server";
import { mailPreferenceErrors } from "./errors";
import { MAIL_PREFERENCES_PATH, type RefusableMailKind, unsubscribePath } from "./kinds";
import { refuseMail } from "./preferences.server";
import { readUnsubscribeToken, unsubscribeToken } from "./token.server";

/** The address that unsubscribes the member from `kind` mail (a page that asks first). */
export function unsubscribeUrl(userId: string, kind: RefusableMailKind) {
  return new URL(unsubscribePath(unsubscribeToken(userId, kind)), env().APP_URL).toString();
}

/**
 * The header fields of a refusable mail (RFC 2369 and RFC 8058): mail
 * programs show an Unsubscribe button, and a provider's one-click POST to the
 * same address turns the kind off without a session.
 */
export function unsubscribeHeaders(userId: string, kind: RefusableMailKind) {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(userId, kind)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The lines a refusable mail's text ends with: its unsubscribe link and the preferences page. */
export function unsubscribeFooter(userId: string, kind: RefusableMailKind) {
  const preferences = new URL(MAIL_PREFERENCES_PATH, env().APP_URL).toString();
  return [
    `Stop these e-mails: ${unsubscribeUrl(userId, kind)}`,
    `Choose which e-mails you get: ${preferences}`,
  ];
}

/** The kind a token unsubscribes from, for the page that asks; a bad token is a 400. */
export function unsubscribeKind(token: string | undefined) {
  const read = readUnsubscribeToken(token);
  if (!read) throw mailPreferenceErrors.raise("bad-token");
  return read.kind;
}

/** Turns off the kind of mail the token names, for its member; idempotent; a bad token is a 400. */
export async function unsubscribe(db: Database, token: string | undefined) {
  const read = readUnsubscribeToken(token);
  if (!read) throw mailPreferenceErrors.raise("bad-token");
  await refuseMail(db, read.userId, read.kind);
  return read.kind;
}
