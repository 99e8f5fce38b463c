import { eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { type Database, db } from "~/db/client.server";
import { profiles, session, user } from "~/db/schema";
import { unreadMessages } from "~/features/messaging/index.server";
import { currentPlanSummary, type PlanSummary, spendable } from "~/features/plans/index.server";
import { loginUrl } from "~/lib/http/redirects";
import { redirectWithToast } from "~/lib/http/toast.server";
import { auth, sessionCookies } from "./auth.server";
import { isAdmin } from "./policy";

export type Viewer = {
  id: string;
  email: string;
  fullName: string | null;
  handle: string;
  avatarKey: string | null;
  userTypes: string[];
  isAdmin: boolean;
  currentReveals: number;
  currentPromotionStars: number;
  plan: PlanSummary;
  /** Messages from others the member has not read, for the navigation's badge. */
  unreadMessages: number;
};

const viewers = new WeakMap<Request, Promise<Viewer | null>>();

/**
 * The session with token `token`, its member and all the viewer holds, in
 * one statement: no row when there is no such session (signed out, ended by a
 * password reset) or its account is gone.
 */
async function readSession(database: Database, token: string) {
  const [row] = await database
    .select({
      expiresAt: session.expiresAt,
      id: profiles.id,
      email: user.email,
      fullName: profiles.fullName,
      handle: profiles.handle,
      avatarKey: profiles.avatarKey,
      userTypes: profiles.userTypes,
      // What the member can spend now: never more than their current plan grants.
      currentReveals: spendable("reveals"),
      currentPromotionStars: spendable("stars"),
      plan: currentPlanSummary(sql`${profiles.id}`),
      unreadMessages: unreadMessages(sql`${profiles.id}`),
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .innerJoin(profiles, eq(profiles.id, session.userId))
    .where(eq(session.token, token))
    .limit(1);
  return row;
}

/**
 * The session is read from the database on every request, so that signing
 * out, a password reset or a removed account takes effect at once; with the
 * member, their plan and unread count, in one round trip. Better Auth answers
 * itself when the session has expired (it removes it) or is due to be extended.
 */
async function loadViewer(request: Request): Promise<Viewer | null> {
  const { token, dontRemember, sessionConfig } = await sessionCookies(request);
  // No cookie, or one whose signature is wrong.
  if (!token) return null;
  const row = await readSession(db(), token);
  if (!row) return null;
  const { expiresAt, ...viewer } = row;
  // Better Auth's rules (its getSession): expired at expiresAt; a remembered
  // session is extended once it is updateAge old.
  const now = Date.now();
  const expired = expiresAt.getTime() < now;
  const dueForExtension =
    !dontRemember &&
    expiresAt.getTime() - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now;
  if (expired || dueForExtension) {
    // Its answer's cookies are not passed on: the cookie keeps the age it got at sign-in.
    const current = await auth().api.getSession({ headers: request.headers });
    if (current?.user.id !== viewer.id) return null;
  }
  return { ...viewer, isAdmin: isAdmin(viewer.userTypes) };
}

/** The signed-in member, or null; read once per request. */
export function getViewer(request: Request): Promise<Viewer | null> {
  let pending = viewers.get(request);
  if (!pending) {
    pending = loadViewer(request);
    viewers.set(request, pending);
  }
  return pending;
}

/** Signed-in only: visitors are sent to /login and brought back afterwards. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw redirect(loginUrl(request));
  return viewer;
}

/** What a member who is not an admin is told on arriving home from an admin page. */
export const ACCESS_DENIED_MESSAGE =
  "Access Denied: You don't have permission to access this page.";

/** Admin only: visitors go to /login, other members to / with the spec's 'Access Denied'. */
export async function requireAdmin(request: Request): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!viewer.isAdmin)
    throw await redirectWithToast("/", { message: ACCESS_DENIED_MESSAGE, color: "red" });
  return viewer;
}
