import { createEmailVerificationToken } from "better-auth/api";
import type { Database } from "~/db/client.server";
import { clientAddress } from "~/features/platform/client-address";
import { hit } from "~/features/platform/rate-limit.server";
import { DomainError } from "~/lib/errors";
import { auth, mailVerificationLink, VERIFICATION_SECONDS } from "./auth.server";
import { VERIFICATION_MESSAGES } from "./schema";

const HOUR = 60 * 60;

/** Mails a confirmation link for a just-registered, unverified account. */
export async function sendVerificationLink(db: Database, email: string) {
  const { secret } = await auth().$context;
  const token = await createEmailVerificationToken(secret, email, undefined, VERIFICATION_SECONDS);
  await mailVerificationLink(db, email, token);
}

/**
 * The resend form: limited per address and per e-mail, so nobody can flood a
 * mailbox. A link goes out only to an unverified account, and the answer (and
 * its timing, which Better Auth evens out) is the same either way.
 */
export async function resendVerificationLink(db: Database, request: Request, email: string) {
  await hit(db, `verify-email-send:${clientAddress(request)}`, 10, HOUR);
  await hit(db, `verify-email-send:${email}`, 3, HOUR);
  await auth().api.sendVerificationEmail({ body: { email } });
}

/** Marks the link's account verified; a bad, expired or foreign token is a 400. */
export async function confirmEmail(db: Database, request: Request, token: string) {
  await hit(db, `verify-email:${clientAddress(request)}`, 30, HOUR);
  try {
    await auth().api.verifyEmail({ query: { token } });
  } catch {
    throw new DomainError(VERIFICATION_MESSAGES.invalidLink, 400);
  }
}
