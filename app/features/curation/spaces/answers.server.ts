import { data } from "react-router";
import type { ActionFailure } from "~/lib/errors";
import { failureOrUnexpected } from "~/lib/http/forms.server";
import { curationErrors } from "../errors";

/**
 * The answer of a space action that failed. A space that is not the
 * member's is 404 with the action's own text ('Failed to save space',
 * 'Failed to delete space'), as if it did not exist (R-space-owner-only);
 * other app errors answer with their own status and text; anything else is
 * logged and answered 500 with the action's text.
 */
export function spaceFailure(
  error: unknown,
  options: { requestId: string; message: string; log: string },
) {
  if (curationErrors.is(error, "not-found")) {
    const body: ActionFailure = { ok: false, code: error.code, error: options.message };
    return data(body, { status: 404 });
  }
  return failureOrUnexpected(error, options);
}
