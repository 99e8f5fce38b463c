import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import {
  REVEAL_MESSAGES,
  type RevealResult,
  revealErrors,
  revealSchema,
} from "~/features/commerce";
import { revealContact } from "~/features/commerce/index.server";
import { failure, failureOrUnexpected, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import type { Route } from "./+types/api.reveal-contact";

/** Contacts are revealed by POST only: a GET never returns contact details. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * Reveals the original artist's e-mail and phone of an artist-managed artwork
 * on offer: free when this member revealed it before, otherwise it costs one reveal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return failure(revealErrors.raise("method-not-allowed"));
  const viewer = await getViewer(request);
  if (!viewer) return failure(revealErrors.raise("sign-in"));
  try {
    const parsed = revealSchema.safeParse(await readForm(request));
    if (!parsed.success) return failure(revealErrors.raise("invalid"));
    const result = await revealContact(db(), viewer.id, parsed.data.artworkId.toLowerCase());
    return data<RevealResult>(
      { ok: true, ...result },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: REVEAL_MESSAGES.failed,
      log: "revealing a contact failed",
    });
  }
}
