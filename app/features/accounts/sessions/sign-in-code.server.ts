import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { verification } from "~/db/schema";
import { env } from "~/lib/env.server";
import { RateLimitError } from "~/lib/errors";
import { sendMail } from "~/services/mail.server";
import { clear, hit } from "~/services/rate-limit.server";

/**
 * The e-mailed sign-in code (ADR 15): once an account is past its ceiling of
 * failed sign-ins, a right password alone no longer signs in; the owner
 * proves they hold the mailbox with a code mailed to it. Only its hash is
 * stored, in Better Auth's `verification` table under `sign-in-code:{userId}`.
 */
export const SIGN_IN_CODE_MINUTES = 15;
/** Wrong codes one code survives; then it is void and a new one must be asked for. */
export const SIGN_IN_CODE_TRIES = 5;
/** Codes mailed per account and hour; past that the last code stays valid and no mail goes out. */
const CODES_PER_HOUR = 5;
const HOUR = 60 * 60;

const identifier = (userId: string) => `sign-in-code:${userId}`;
const triesKey = (userId: string) => `sign-in-code-tries:${userId}`;

function hashCode(userId: string, code: string) {
  return createHmac("sha256", env().BETTER_AUTH_SECRET)
    .update(`sign-in:${userId}:${code}`)
    .digest("hex");
}

function sameHash(a: string, b: string) {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Mails a new 6-digit code to the account's address and makes it the only
 * valid one. Called only after the password proved right, so nobody without
 * it can fill the owner's mailbox or replace their code. The code is in the
 * body only, never the subject (which mail clients show in notifications).
 */
export async function mailSignInCode(db: Database, account: { id: string; email: string }) {
  try {
    await hit(db, `sign-in-code-mail:${account.id}`, CODES_PER_HOUR, HOUR);
  } catch (error) {
    if (error instanceof RateLimitError) return;
    throw error;
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier(account.id)));
    await tx.insert(verification).values({
      identifier: identifier(account.id),
      value: hashCode(account.id, code),
      expiresAt: new Date(Date.now() + SIGN_IN_CODE_MINUTES * 60_000),
    });
  });
  await clear(db, triesKey(account.id));
  await sendMail(
    db,
    {
      to: account.email,
      kind: "sign-in-code",
      subject: "Your sign-in code",
      text: [
        `Your code to sign in to The Fair Trade Art Gallery is ${code}.`,
        "",
        `It is valid for ${SIGN_IN_CODE_MINUTES} minutes and can be used once.`,
        "We ask for it because your account has had many failed sign-in attempts; your password was entered correctly just now.",
        'If that was not you, someone knows your password: choose a new one with "Forgot your password?" on the sign-in page.',
      ].join("\n"),
    },
    // The answer must not take longer when the password was right.
    { inBackground: true },
  );
}

/**
 * True when `code` is the account's current, unexpired code; it is used up.
 * Each try counts, and after SIGN_IN_CODE_TRIES the code is void.
 */
export async function redeemSignInCode(db: Database, userId: string, code: string) {
  try {
    await hit(db, triesKey(userId), SIGN_IN_CODE_TRIES, SIGN_IN_CODE_MINUTES * 60);
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    await db.delete(verification).where(eq(verification.identifier, identifier(userId)));
    return false;
  }
  const [current] = await db
    .select({ id: verification.id, value: verification.value })
    .from(verification)
    .where(
      and(eq(verification.identifier, identifier(userId)), gt(verification.expiresAt, new Date())),
    )
    .limit(1);
  if (!current || !sameHash(current.value, hashCode(userId, code))) return false;
  // Deleting claims it: of two racing uses, one signs in.
  const used = await db
    .delete(verification)
    .where(eq(verification.id, current.id))
    .returning({ id: verification.id });
  if (used.length === 0) return false;
  await clear(db, triesKey(userId));
  return true;
}
