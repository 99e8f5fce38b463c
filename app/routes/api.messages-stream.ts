import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { messagingErrors } from "~/features/messaging";
import { openMessageStream } from "~/features/messaging/index.server";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/api.messages-stream";

/**
 * The signed-in member's live messages as Server-Sent Events.
 * `?conversation={id}` narrows it to one conversation (404 unless a participant);
 * Last-Event-ID (or `?lastEventId=`) resumes after the last message received.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) {
    return new Response("Sign in to receive messages.", {
      status: 401,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const url = new URL(request.url);
  try {
    return await openMessageStream(db(), viewer.id, {
      conversationId: url.searchParams.get("conversation") ?? undefined,
      lastEventId: request.headers.get("Last-Event-ID") ?? url.searchParams.get("lastEventId"),
      signal: request.signal,
    });
  } catch (error) {
    if (messagingErrors.is(error, "conversation-not-found")) {
      return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
    }
    logger.error(
      { err: error, requestId: context.get(requestIdContext) },
      "opening a message stream failed",
    );
    return new Response("Live messages are unavailable; try again shortly.", {
      status: 503,
      headers: { "Retry-After": "5", "Cache-Control": "no-store" },
    });
  }
}
