import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, revealedContacts } from "~/db/schema";
import { setAllowancesLeft } from "./allowances";

/** The member's stored phone number, the contact a reveal shows. */
export async function phoneOf(db: Database, userId: string) {
  const [row] = await db
    .select({ phone: profiles.phoneNumber })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.phone ?? null;
}

/** Sets how many contact reveals the member has left this period (on the Patron plan). */
export async function setRevealsLeft(db: Database, userId: string, count: number) {
  await setAllowancesLeft(db, userId, { reveals: count });
}

/** How many contact reveals the member has left this period. */
export async function revealsLeft(db: Database, userId: string) {
  const [row] = await db
    .select({ reveals: profiles.currentReveals })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.reveals;
}

/** The artworks whose contact the member has revealed. */
export async function revealedBy(db: Database, userId: string) {
  return db
    .select({ artworkId: revealedContacts.artworkId })
    .from(revealedContacts)
    .where(eq(revealedContacts.userId, userId));
}
