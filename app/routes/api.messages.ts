import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { askedAbout, idSchema, MESSAGING_TEXT, sendMessageSchema } from "~/features/messaging";
import { markConversationRead, sendMessage } from "~/features/messaging/index.server";
import { AppError } from "~/lib/errors";
import { failure, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/api.messages";

/** Messages are posted, and threads marked read, by POST only. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST intent=send&content=…[&artwork=…]: posts a message (about that artwork); answers { ok: true, message }.
 * POST intent=read: marks the others' messages read; answers { ok: true, changed }.
 * Failures answer { ok: false, error } with a 4xx, or 'Failed to send message' with a 500.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return data({ ok: false as const, error: MESSAGING_TEXT.signIn }, { status: 401 });
  if (!idSchema.safeParse(params.conversationId).success) {
    return data(
      { ok: false as const, error: MESSAGING_TEXT.conversationNotFound },
      { status: 404 },
    );
  }
  const conversationId = params.conversationId;
  try {
    const form = await readForm(request);
    if (form.intent === "read") {
      const changed = await markConversationRead(db(), viewer.id, conversationId);
      return { ok: true as const, changed };
    }
    const parsed = sendMessageSchema.safeParse(form);
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? MESSAGING_TEXT.empty;
      return data({ ok: false as const, error, fieldErrors: { content: error } }, { status: 400 });
    }
    const message = await sendMessage(db(), viewer.id, conversationId, parsed.data, {
      artworkId: askedAbout(form.artwork),
    });
    return { ok: true as const, message };
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    logger.error({ err: error, requestId: context.get(requestIdContext) }, "sending failed");
    return data({ ok: false as const, error: MESSAGING_TEXT.sendFailed }, { status: 500 });
  }
}
