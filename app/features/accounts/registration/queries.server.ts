import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invitations, profiles } from "~/db/schema";
import { inviteLinkState } from "../invitations/queries.server";
import { registrationErrors } from "./errors";
import type { RegisterCheck } from "./schema";

export type InvitationState = "pending" | "registered" | "none";

export async function invitationState(db: Database, email: string): Promise<InvitationState> {
  const [row] = await db
    .select({ status: invitations.status })
    .from(invitations)
    .where(eq(invitations.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.status ?? "none";
}

export async function isHandleAvailable(db: Database, handle: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.handle}) = lower(${handle.trim()})`)
    .limit(1);
  return !row;
}

/**
 * The registration form's e-mail check: may this address register? An open
 * invitation link may still register an address someone took without it.
 */
export async function checkEmail(
  db: Database,
  email: string,
  inviteToken: string | undefined,
): Promise<RegisterCheck> {
  const link = inviteToken ? await inviteLinkState(db, inviteToken) : null;
  const invitation =
    link?.state === "open" && link.email === email ? "pending" : await invitationState(db, email);
  const message =
    invitation === "none"
      ? registrationErrors.table["not-invited"].message
      : invitation === "registered"
        ? registrationErrors.table["invitation-used"].message
        : null;
  return { intent: "check-email", invitation, message };
}

/** The registration form's username check: is the handle still free? */
export async function checkUsername(db: Database, username: string): Promise<RegisterCheck> {
  const available = await isHandleAvailable(db, username);
  return {
    intent: "check-username",
    available,
    message: available ? null : "This username is already taken",
  };
}
