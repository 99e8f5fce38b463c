import { createEmailVerificationToken } from "better-auth/api";
import type { Database } from "~/db/client.server";
import { VERIFICATION_MESSAGES } from "~/features/accounts/schema";
import {
  auth,
  mailVerificationLink,
  VERIFICATION_SECONDS,
} from "~/features/accounts/sessions/auth.server";
import { DomainError } from "~/lib/errors";
import { clientAddress } from "~/lib/http/client-address";
import { hit } from "~/services/rate-limit.server";

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
