import type { Database } from "~/db/client.server";
import { env } from "~/lib/env.server";
import { clientAddress } from "~/lib/http/client-address";
import { clear, hit } from "~/services/rate-limit.server";
import { auth } from "./auth.server";
import { sessionErrors } from "./errors";
import type { LoginInput } from "./schema";

const WINDOW_SECONDS = 15 * 60;

/**
 * The sign-in limits, in one place for every way in (SIGN_IN_LIMIT = L, per 15 minutes):
 * - L per account from one address: guessing is slow, and an attacker elsewhere
 *   cannot lock the owner out of their own address;
 * - 3 L per address across accounts: one address cannot spray many accounts;
 * - 10 L per account across addresses: a ceiling on guesses spread over many
 *   addresses, high enough that a few addresses cannot reach it.
 * Returns the keys a successful sign-in clears.
 */
async function limitSignIn(db: Database, request: Request, email: string) {
  const limit = env().SIGN_IN_LIMIT;
  const address = clientAddress(request);
  const account = email.trim().toLowerCase();
  const accountKey = `sign-in:account:${account}`;
  const pairKey = `sign-in:account-address:${account}|${address}`;
  await hit(db, `sign-in:address:${address}`, limit * 3, WINDOW_SECONDS);
  await hit(db, pairKey, limit, WINDOW_SECONDS);
  await hit(db, accountKey, limit * 10, WINDOW_SECONDS);
  return [pairKey, accountKey];
}

/**
 * Signs in with e-mail and password and returns the session cookies, after
 * the limits above. Accounts that have not confirmed their e-mail are refused
 * ("sessions.email-not-verified"), only once the password is known to be right.
 */
export async function signIn(db: Database, request: Request, input: LoginInput): Promise<Headers> {
  const keys = await limitSignIn(db, request, input.email);

  const response = await auth().api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      code?: string;
      message?: string;
    } | null;
    if (body?.code === "EMAIL_NOT_VERIFIED") throw sessionErrors.raise("email-not-verified");
    throw sessionErrors.raise(
      response.status === 429 ? "sign-in-throttled" : "sign-in-failed",
      body?.message ? { message: body.message } : {},
    );
  }
  for (const key of keys) await clear(db, key);
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Ends the request's session and returns the headers that clear its cookies. */
export async function signOut(request: Request): Promise<Headers> {
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
