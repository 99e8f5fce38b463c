import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { savedSearchActionSchema } from "~/features/alerts";
import {
  deleteSavedSearch,
  listSavedSearches,
  renameSavedSearch,
  saveSearch,
  setSavedSearchAlert,
} from "~/features/alerts/index.server";
import { SavedSearchesPage } from "~/features/alerts/ui";
import { firstProblem } from "~/lib/http/field-errors";
import { failureOrUnexpected, parseForm, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import type { Route } from "./+types/saved-searches";

export const meta: Route.MetaFunction = () => [
  { title: "Saved searches · The Fair Trade Art Gallery" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { searches: await listSavedSearches(db(), viewer.id) };
}

/**
 * R-saved-searches: save (from the search page), rename, change the alert and
 * delete, each on the member's own searches only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  try {
    const input = parseForm(savedSearchActionSchema, await readForm(request), firstProblem);
    const database = db();
    switch (input.intent) {
      case "save": {
        const saved = await saveSearch(database, viewer.id, input);
        return { ok: true as const, message: "Search saved", ...saved };
      }
      case "rename":
        await renameSavedSearch(database, viewer.id, input.id, input.name);
        return { ok: true as const, message: "Search renamed" };
      case "alert":
        await setSavedSearchAlert(database, viewer.id, input.id, input.alert);
        return { ok: true as const, message: "Alert changed" };
      case "delete":
        await deleteSavedSearch(database, viewer.id, input.id);
        return { ok: true as const, message: "Saved search deleted" };
    }
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: "The saved search could not be changed. Please try again.",
      log: "changing a saved search failed",
    });
  }
}

export default function SavedSearches() {
  const { searches } = useLoaderData<typeof loader>();
  return <SavedSearchesPage searches={searches} />;
}
