import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, invitations, profiles, user } from "~/db/schema";
import { hashToken } from "~/features/accounts/invitations/invitations.server";
import {
  INVITATION_MESSAGES,
  joinLocation,
  normalizePhone,
  type RegisterInput,
} from "~/features/accounts/schema";
import { findFreePlan, subscribe } from "~/features/plans/index.server";
import { DomainError } from "~/lib/errors";
import { dialCodeOf } from "./countries";
import { sendVerificationLink } from "./email-verification.server";

export type InvitationState = "pending" | "registered" | "none";

export async function invitationState(db: Database, email: string): Promise<InvitationState> {
  const [row] = await db
    .select({ status: invitations.status })
    .from(invitations)
    .where(eq(invitations.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.status ?? "none";
}

/** Throws the spec's message unless the e-mail holds a pending invitation. */
export async function assertInvited(db: Database, email: string) {
  const state = await invitationState(db, email);
  if (state === "none") throw new DomainError(INVITATION_MESSAGES.notInvited, 403, "email");
  if (state === "registered") throw new DomainError(INVITATION_MESSAGES.used, 409, "email");
}

export async function isHandleAvailable(db: Database, handle: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.handle}) = lower(${handle.trim()})`)
    .limit(1);
  return !row;
}

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
  if (!dialCode) throw new DomainError("Country code is required", 400, "country");
  const passwordHash = await hashPassword(input.password);
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
        if (!existing) throw new DomainError(INVITATION_MESSAGES.notInvited, 403, "email");
        const [unconfirmed] =
          proof !== null && existing.tokenHash === proof
            ? await tx
                .select({ id: user.id })
                .from(user)
                .where(and(eq(user.email, input.email), eq(user.emailVerified, false)))
                .for("update")
            : [];
        if (!unconfirmed) throw new DomainError(INVITATION_MESSAGES.used, 409, "email");
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
        throw new DomainError("Username is no longer available.", 409, "username");
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
    if (constraint?.includes("handle"))
      throw new DomainError("Username is no longer available.", 409, "username");
    if (constraint?.includes("email"))
      throw new DomainError(INVITATION_MESSAGES.used, 409, "email");
    throw error;
  }
  if (!verified) await sendVerificationLink(db, input.email);
  return { userId, verified };
}
