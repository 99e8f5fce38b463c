import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import {
  curationErrors,
  SUGGESTIONS_FAILED_MESSAGE,
  type SuggestionResult,
  suggestionRequestSchema,
} from "~/features/curation";
import { limitSuggestions, suggestArtworks } from "~/features/curation/index.server";
import { firstProblem } from "~/lib/http/field-errors";
import { failure, failureOrUnexpected, parseForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { serverActionOrFailure } from "~/lib/http/unreachable";
import type { Route } from "./+types/api.curator-suggestions";

/** Suggestions are asked for by POST only (the AI Gallery Population dialog). */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * R-suggestions-best-set: the best set of available works for one of the
 * member's own spaces within the budget and piece count. Anyone else's space
 * (or none) is not found, signed in or not (R-space-owner-only).
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
      suggestionRequestSchema,
      { pieces: form.get("pieces"), budget: form.get("budget"), prompts: form.getAll("prompts") },
      firstProblem,
    );
    const database = db();
    await limitSuggestions(database, viewer.id);
    const result = await suggestArtworks(
      database,
      { userId: viewer.id, spaceId: params.spaceId },
      input,
    );
    return data<{ ok: true } & SuggestionResult>(
      { ok: true, ...result },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: SUGGESTIONS_FAILED_MESSAGE,
      log: "suggesting artworks failed",
    });
  }
}

/** A request that gets no answer shows the dialog's failure toast instead of the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOrFailure(serverAction, SUGGESTIONS_FAILED_MESSAGE);
}
