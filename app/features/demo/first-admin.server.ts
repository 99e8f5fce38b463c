import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { passwords } from "~/features/accounts/index.server";
import { findFreePlan, subscribe } from "~/features/plans/index.server";
import { freeHandle, insertAccount, markInvitationRegistered } from "./accounts.server";

/**
 * Production's first administrator, from ADMIN_EMAIL and ADMIN_PASSWORD:
 * created once, when no account has that e-mail yet; never changed after.
 * Returns whether it was created.
 */
export async function ensureConfiguredAdmin(
  db: Database,
  credentials: { email: string; password: string },
): Promise<boolean> {
  const email = credentials.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  if (existing) return false;

  const passwordHash = await passwords.hash(credentials.password);
  const freePlan = await findFreePlan(db);
  try {
    await db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      const userId = await insertAccount(database, {
        email,
        fullName: "Administrator",
        passwordHash,
        userTypes: ["member", "admin"],
        handle: await freeHandle(database, email.split("@")[0] ?? "admin"),
      });
      await markInvitationRegistered(database, {
        email,
        invitedBy: null,
        notes: "First administrator (ADMIN_EMAIL)",
      });
      if (freePlan.id) await subscribe(database, userId, freePlan.id);
    });
  } catch (error) {
    // Another app process starting at the same moment created it first.
    const [created] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email))
      .limit(1);
    if (created) return false;
    throw error;
  }
  return true;
}
