import { randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, invitations, profiles, user } from "~/db/schema";
import { findFreePlan, subscribe } from "~/features/plans/index.server";
import { clientAddress } from "~/lib/http/client-address";
import { hit, refund } from "~/services/rate-limit.server";
import { hashToken } from "../invitations/invite-token.server";
import { auth, mailVerificationLink, VERIFICATION_SECONDS } from "../sessions/auth.server";
import { passwords } from "../sessions/passwords.server";
import { dialCodeOf } from "./countries";
import { registrationErrors } from "./errors";
import { isHandleAvailable } from "./queries.server";
import { joinLocation, normalizePhone, type RegisterInput } from "./schema";

const HOUR = 60 * 60;

function uniqueViolation(error: unknown): string | null {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const code = e?.code ?? e?.cause?.code;
  if (code !== "23505") return null;
  return e.constraint ?? e.cause?.constraint ?? "unknown";
}

/**
 * Creates the account, its profile and its free plan, and marks the
 * invitation used, all in one transaction: the invitation is claimed with a
 * conditional update, so one invitation can never create two accounts.
 *
 * With the invitation link's token the mailbox is proven and the account is
 * verified at once. Without it the account must confirm its e-mail before it
 * can sign in (a link is mailed), and until then the link's holder may still
 * register: the unconfirmed account is replaced, so knowing an invited
 * address is not enough to take its invitation.
 */
export async function registerMember(db: Database, input: RegisterInput) {
  const dialCode = dialCodeOf(input.country);
  if (!dialCode) throw registrationErrors.raise("country-required");
  const passwordHash = await passwords.hash(input.password);
  const freePlan = await findFreePlan(db);
  const userId = randomUUID();
  const proof = input.inviteToken ? hashToken(input.inviteToken) : null;
  let verified = false;

  try {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(invitations)
        .set({ status: "registered", registeredAt: new Date() })
        .where(and(eq(invitations.email, input.email), eq(invitations.status, "pending")))
        .returning({ tokenHash: invitations.tokenHash });
      if (claimed) {
        verified = proof !== null && claimed.tokenHash === proof;
      } else {
        const [existing] = await tx
          .select({ tokenHash: invitations.tokenHash })
          .from(invitations)
          .where(eq(invitations.email, input.email));
        if (!existing) throw registrationErrors.raise("not-invited");
        const [unconfirmed] =
          proof !== null && existing.tokenHash === proof
            ? await tx
                .select({ id: user.id })
                .from(user)
                .where(and(eq(user.email, input.email), eq(user.emailVerified, false)))
                .for("update")
            : [];
        if (!unconfirmed) throw registrationErrors.raise("invitation-used");
        // It never signed in, so it owns nothing; its profile and plan go with it.
        await tx.delete(user).where(eq(user.id, unconfirmed.id));
        await tx
          .update(invitations)
          .set({ registeredAt: new Date() })
          .where(eq(invitations.email, input.email));
        verified = true;
      }
      const db = tx as unknown as Database;
      if (!(await isHandleAvailable(db, input.username))) {
        throw registrationErrors.raise("username-taken");
      }
      await tx.insert(user).values({
        id: userId,
        name: input.fullName,
        email: input.email,
        emailVerified: verified,
      });
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
      await tx.insert(profiles).values({
        id: userId,
        userTypes: ["member"],
        fullName: input.fullName,
        handle: input.username,
        location: joinLocation(input.city, input.state),
        zipCode: input.zipCode,
        phoneNumber: normalizePhone(dialCode, input.phone),
      });
      if (freePlan.id) await subscribe(db, userId, freePlan.id);
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes("handle")) throw registrationErrors.raise("username-taken");
    if (constraint?.includes("email")) throw registrationErrors.raise("invitation-used");
    throw error;
  }
  if (!verified) await sendVerificationLink(db, input.email);
  return { userId, verified };
}

/** The registration form's checks on blur, per address: 120 every 10 minutes. */
export async function limitRegisterChecks(db: Database, request: Request) {
  await hit(db, `register-check:${clientAddress(request)}`, 120, 10 * 60);
}

const registrationsKey = (request: Request) => `register:${clientAddress(request)}`;

/**
 * Failed registrations, per address: 10 an hour. Each attempt counts before it
 * runs (racing ones cannot slip past); `registrationSucceeded` gives a
 * success's count back, so one network may register any number of invited members.
 */
export async function limitRegistrations(db: Database, request: Request) {
  await hit(db, registrationsKey(request), 10, HOUR);
}

/** A registration went through: it does not use up the address's allowance. */
export async function registrationSucceeded(db: Database, request: Request) {
  await refund(db, registrationsKey(request));
}

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
    throw registrationErrors.raise("invalid-confirmation-link");
  }
}
