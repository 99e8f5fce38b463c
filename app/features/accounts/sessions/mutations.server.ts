import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, user } from "~/db/schema";
import { env } from "~/lib/env.server";
import { RateLimitError } from "~/lib/errors";
import { clientAddress } from "~/lib/http/client-address";
import { audit } from "~/services/audit.server";
import { clear, hit, refund } from "~/services/rate-limit.server";
import { auth } from "./auth.server";
import { sessionErrors } from "./errors";
import { passwords } from "./passwords.server";
import type { LoginInput } from "./schema";
import { mailSignInCode, redeemSignInCode } from "./sign-in-code.server";

const WINDOW_SECONDS = 15 * 60;

/**
 * The sign-in limits, in one place for every way in (SIGN_IN_LIMIT = L, per
 * 15 minutes). They count failed attempts only: each attempt is counted before
 * it runs, so racing attempts cannot slip past, and a successful sign-in gives
 * its count back, so a shared network (an office, a launch evening on one
 * Wi-Fi) never uses up its allowance by signing members in (ADR 15).
 * - L per account from one address, then refused: guessing from one address
 *   is slow, and cannot touch the owner's sign-in from another address;
 * - 3 L per address across accounts, then refused: one address cannot spray
 *   many accounts;
 * - 10 L per account across addresses, then the e-mailed code: guesses spread
 *   over many addresses meet a ceiling, past which a password alone no longer
 *   signs in, and the owner still gets in with the code mailed to them.
 */
async function limitSignIn(db: Database, request: Request, email: string) {
  const limit = env().SIGN_IN_LIMIT;
  const address = clientAddress(request);
  const account = email.trim().toLowerCase();
  const addressKey = `sign-in:address:${address}`;
  const pairKey = `sign-in:account-address:${account}|${address}`;
  const accountKey = `sign-in:account:${account}`;
  const checks = [
    { key: addressKey, limit: limit * 3, scope: "address" },
    { key: pairKey, limit, scope: "account-address" },
    { key: accountKey, limit: limit * 10, scope: "account" },
  ] as const;
  let needsCode = false;
  for (const check of checks) {
    try {
      await hit(db, check.key, check.limit, WINDOW_SECONDS);
    } catch (error) {
      if (!(error instanceof RateLimitError)) throw error;
      await recordSignInLimited(db, { ...check, account, address });
      if (check.scope !== "account") throw error;
      needsCode = true;
    }
  }
  return {
    needsCode,
    /** A success is not a failure: its counts go back, and this address has proved the password. */
    async succeeded() {
      await refund(db, addressKey);
      await refund(db, accountKey);
      await clear(db, pairKey);
    },
  };
}

const LIMITED_REASONS = {
  address: (n: number) => `More than ${n} failed sign-in attempts from one address in 15 minutes`,
  "account-address": (n: number) =>
    `More than ${n} failed sign-in attempts at one account from one address in 15 minutes`,
  account: (n: number) => `More than ${n} failed sign-in attempts at one account in 15 minutes`,
};

/**
 * R-audit-trail: a sign-in limit that starts refusing (or, the account's ceiling,
 * asking for the e-mailed code) goes into the audit trail,
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
      after: {
        signIn:
          check.scope === "account"
            ? "needs a code e-mailed to the member for 15 minutes"
            : "refused for 15 minutes",
      },
    },
  });
}

/**
 * Past the account's ceiling, a right password alone does not sign in: it
 * mails a code, and the password with a valid code passes. Every refusal here
 * reads the same whether the password was right or wrong, and codes are
 * tried only with the right password, so a guesser learns nothing and cannot
 * use up the owner's code.
 */
async function proveMailbox(db: Database, input: LoginInput) {
  const [member] = await db
    .select({ id: user.id, email: user.email, hash: account.password })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(eq(user.email, input.email.trim().toLowerCase()))
    .limit(1);
  let passwordRight = false;
  if (member?.hash) {
    passwordRight = await passwords.verify({ hash: member.hash, password: input.password });
  } else {
    // As long as checking a password, so the answer's timing does not tell who has an account.
    await passwords.hash(input.password);
  }
  if (!input.code) {
    if (member && passwordRight) await mailSignInCode(db, member);
    throw sessionErrors.raise("sign-in-code-needed");
  }
  if (!member || !passwordRight || !(await redeemSignInCode(db, member.id, input.code))) {
    throw sessionErrors.raise("sign-in-code-wrong");
  }
}

/**
 * Signs in with e-mail and password and returns the session cookies, after
 * the limits above (and, past the account's ceiling, the e-mailed code).
 * Accounts that have not confirmed their e-mail are refused
 * ("sessions.email-not-verified"), only once the password is known to be right.
 */
export async function signIn(db: Database, request: Request, input: LoginInput): Promise<Headers> {
  const limits = await limitSignIn(db, request, input.email);
  if (limits.needsCode) await proveMailbox(db, input);

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
  await limits.succeeded();
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
