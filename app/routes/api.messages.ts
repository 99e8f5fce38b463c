import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import {
  conversationIntentSchema,
  idSchema,
  MESSAGING_TEXT,
  messagingErrors,
} from "~/features/messaging";
import { markConversationRead, sendMessage } from "~/features/messaging/index.server";
import { firstProblem } from "~/lib/http/field-errors";
import { failure, failureOrUnexpected, parseForm, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import type { Route } from "./+types/api.messages";

/** Messages are posted, and threads marked read, by POST only. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST intent=send&content=…[&artwork=…]: posts a message (about that artwork); answers { ok: true, message }.
 * POST intent=read: marks the others' messages read; answers { ok: true, changed }.
 * Failures answer { ok: false, code, error } with a 4xx, or 'Failed to send message' with a 500.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return failure(messagingErrors.raise("sign-in"));
  if (!idSchema.safeParse(params.conversationId).success) {
    return failure(messagingErrors.raise("conversation-not-found"));
  }
  const conversationId = params.conversationId;
  try {
    const asked = parseForm(conversationIntentSchema, await readForm(request), firstProblem);
    if (asked.intent === "read") {
      const changed = await markConversationRead(db(), viewer.id, conversationId);
      return { ok: true as const, changed };
    }
    const message = await sendMessage(db(), viewer.id, conversationId, asked, {
      artworkId: asked.artwork ?? null,
    });
    return { ok: true as const, message };
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: MESSAGING_TEXT.sendFailed,
      log: "sending failed",
    });
  }
}
