import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { curationErrors, SELECTION_FAILED_MESSAGE, selectionSchema } from "~/features/curation";
import { changeSelection } from "~/features/curation/index.server";
import { firstProblem } from "~/lib/http/field-errors";
import { failure, failureOrUnexpected, parseForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { serverActionOrFailure } from "~/lib/http/unreachable";
import type { Route } from "./+types/api.curator-selection";

/** A space's saved selection is changed by POST only (Save Selection, Clear Selection). */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * R-space-selection: saves the chosen works on one of the member's own spaces,
 * in order, or clears them. Anyone else's space (or none) is not found.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return failure(curationErrors.raise("not-found"));
  try {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return failure(curationErrors.raise("unreadable-form"));
    }
    const input = parseForm(
      selectionSchema,
      { intent: form.get("intent"), artworkIds: form.getAll("artworkIds") },
      firstProblem,
    );
    const saved = await changeSelection(
      db(),
      { userId: viewer.id, spaceId: params.spaceId },
      input,
    );
    return data(
      { ok: true as const, intent: input.intent, saved },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: SELECTION_FAILED_MESSAGE,
      log: "saving a space's selection failed",
    });
  }
}

/** A request that gets no answer shows the dialog's failure toast instead of the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOrFailure(serverAction, SELECTION_FAILED_MESSAGE);
}
