import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { env } from "~/lib/env.server";
import { RateLimitError } from "~/lib/errors";
import { clientAddress } from "~/lib/http/client-address";
import { audit } from "~/services/audit.server";
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
  const checks = [
    { key: `sign-in:address:${address}`, limit: limit * 3, scope: "address" },
    { key: pairKey, limit, scope: "account-address" },
    { key: accountKey, limit: limit * 10, scope: "account" },
  ] as const;
  for (const check of checks) {
    try {
      await hit(db, check.key, check.limit, WINDOW_SECONDS);
    } catch (error) {
      if (error instanceof RateLimitError) {
        await recordSignInLimited(db, { ...check, account, address });
      }
      throw error;
    }
  }
  return [pairKey, accountKey];
}

const LIMITED_REASONS = {
  address: (n: number) => `More than ${n} sign-in attempts from one address in 15 minutes`,
  "account-address": (n: number) =>
    `More than ${n} sign-in attempts at one account from one address in 15 minutes`,
  account: (n: number) => `More than ${n} sign-in attempts at one account in 15 minutes`,
};

/**
 * R-audit-trail: a sign-in limit that starts refusing goes into the audit trail,
 * once per limit and window (a second counter remembers it), so that a flood of
 * refused attempts cannot flood the trail.
 */
async function recordSignInLimited(
  db: Database,
  check: {
    key: string;
    limit: number;
    scope: keyof typeof LIMITED_REASONS;
    account: string;
    address: string;
  },
) {
  try {
    await hit(db, `audited:${check.key}`, 1, WINDOW_SECONDS);
  } catch (error) {
    if (error instanceof RateLimitError) return;
    throw error;
  }
  const [member] =
    check.scope === "address"
      ? []
      : await db.select({ id: user.id }).from(user).where(eq(user.email, check.account)).limit(1);
  await audit(db, {
    actorId: null,
    action: "auth.sign-in-limited",
    subjectType: member ? "user" : check.scope === "address" ? "address" : "email",
    subjectId: member?.id ?? (check.scope === "address" ? check.address : check.account),
    details: {
      reason: LIMITED_REASONS[check.scope](check.limit),
      address: check.address,
      ...(check.scope === "address" ? {} : { email: check.account }),
      after: { signIn: "refused for 15 minutes" },
    },
  });
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
