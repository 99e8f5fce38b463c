import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { openSavedSearch } from "~/features/alerts/index.server";
import { isUuid } from "~/lib/ids";
import type { Route } from "./+types/saved-search-open";

/**
 * Opens one of the member's saved searches: its new works are seen from now,
 * and the search page shows it. Another member's search, or none, is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  if (!isUuid(params.id)) throw new Response("Not found", { status: 404 });
  try {
    return redirect(await openSavedSearch(db(), viewer.id, params.id));
  } catch (error) {
    if (error instanceof Error && "status" in error && error.status === 404) {
      throw new Response("Not found", { status: 404 });
    }
    throw error;
  }
}
