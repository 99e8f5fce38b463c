import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { SUBSCRIPTION_MESSAGES, subscriptionErrors, userSearchText } from "~/features/admin";
import { searchMembers } from "~/features/admin/index.server";
import { failure, failureOrUnexpected } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import type { Route } from "./+types/api.admin-user-search";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * R-admin-user-search: Add New Subscription's member search, `?q=ada`, for
 * admins only (visitors 401, members 403): up to 10 members by name or handle,
 * with their e-mail, which no public address gives out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return failure(subscriptionErrors.raise("sign-in"));
  if (!viewer.isAdmin) return failure(subscriptionErrors.raise("admins-only"));
  const text = userSearchText(new URL(request.url).searchParams);
  if (!text) return data({ ok: true as const, users: [] }, { headers: PRIVATE });
  try {
    const users = await searchMembers(db(), text);
    return data({ ok: true as const, users }, { headers: PRIVATE });
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: SUBSCRIPTION_MESSAGES.searchFailed,
      log: "the admin member search failed",
    });
  }
}
