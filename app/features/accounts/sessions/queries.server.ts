import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { currentPlan, type PlanSummary, spendable } from "~/features/plans/index.server";
import { loginUrl } from "~/lib/http/redirects";
import { redirectWithToast } from "~/lib/http/toast.server";
import { auth } from "./auth.server";
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
};

const viewers = new WeakMap<Request, Promise<Viewer | null>>();

async function loadViewer(request: Request): Promise<Viewer | null> {
  const current = await auth().api.getSession({ headers: request.headers });
  if (!current) return null;
  const database = db();
  // The plan is read beside the profile rather than after it: one round trip less per page.
  const plan = currentPlan(database, current.user.id);
  plan.catch(() => undefined);
  const [row] = await database
    .select({
      id: profiles.id,
      email: user.email,
      fullName: profiles.fullName,
      handle: profiles.handle,
      avatarKey: profiles.avatarKey,
      userTypes: profiles.userTypes,
      // What the member can spend now: never more than their current plan grants.
      currentReveals: spendable("reveals"),
      currentPromotionStars: spendable("stars"),
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, current.user.id))
    .limit(1);
  // A session whose account is gone counts as signed out.
  if (!row) return null;
  return { ...row, isAdmin: isAdmin(row.userTypes), plan: await plan };
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
