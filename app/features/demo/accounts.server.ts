import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, invitations, profiles, user } from "~/db/schema";

export type SeededAccount = {
  id?: string;
  email: string;
  fullName: string;
  passwordHash: string;
  userTypes: ("member" | "artist" | "curator" | "admin")[];
  handle: string;
  createdAt?: Date;
  profile?: Partial<
    Pick<
      typeof profiles.$inferInsert,
      "avatarKey" | "bio" | "location" | "zipCode" | "phoneNumber" | "instagramHandle"
    >
  >;
};

/**
 * Creates a user who can sign in with e-mail and password: the auth user,
 * its credential account (the same row registration writes, so Better Auth
 * verifies the password) and the profile. Seeded accounts count as verified.
 */
export async function insertAccount(db: Database, input: SeededAccount): Promise<string> {
  const userId = input.id ?? randomUUID();
  const createdAt = input.createdAt ?? new Date();
  const email = input.email.trim().toLowerCase();
  await db.insert(user).values({
    id: userId,
    name: input.fullName,
    email,
    emailVerified: true,
    createdAt,
    updatedAt: createdAt,
  });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: input.passwordHash,
    createdAt,
    updatedAt: createdAt,
  });
  await db.insert(profiles).values({
    id: userId,
    userTypes: input.userTypes,
    fullName: input.fullName,
    handle: input.handle,
    createdAt,
    updatedAt: createdAt,
    ...input.profile,
  });
  return userId;
}

/** Records that the e-mail was invited and has registered (it may have been invited before). */
export async function markInvitationRegistered(
  db: Database,
  input: {
    email: string;
    invitedBy: string | null;
    invitedAt?: Date;
    registeredAt?: Date;
    notes?: string | null;
  },
) {
  const registeredAt = input.registeredAt ?? new Date();
  await db
    .insert(invitations)
    .values({
      email: input.email.trim().toLowerCase(),
      status: "registered",
      notes: input.notes ?? null,
      invitedBy: input.invitedBy,
      invitedAt: input.invitedAt ?? registeredAt,
      registeredAt,
    })
    .onConflictDoUpdate({
      target: invitations.email,
      set: { status: "registered", registeredAt, tokenHash: null },
    });
}

/** A handle nobody has yet, built from a wish such as the e-mail's local part. */
export async function freeHandle(db: Database, wish: string): Promise<string> {
  const base = (wish.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 24) || "admin").padEnd(3, "_");
  for (let suffix = 0; suffix < 1000; suffix++) {
    const candidate = suffix === 0 ? base : `${base}_${suffix}`;
    const taken = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(sql`lower(${profiles.handle}) = lower(${candidate})`)
      .limit(1);
    if (taken.length === 0) return candidate;
  }
  throw new Error(`No free handle for ${wish}`);
}
