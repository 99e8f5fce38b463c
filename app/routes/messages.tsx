import { redirect, useLoaderData } from "react-router";
import { MessagesLayout } from "~/components/messaging/messages-layout";
import { db } from "~/db/client.server";
import { loginUrl } from "~/features/accounts/policy";
import { getViewer } from "~/features/accounts/session.server";
import {
  conversationPath,
  MESSAGES_PATH,
  MESSAGING_TEXT,
  startConversationSchema,
} from "~/features/messaging/messages";
import { startConversation } from "~/features/messaging/mutations.server";
import { loadConversationList } from "~/features/messaging/pages.server";
import { DomainError } from "~/lib/errors";
import { searchTerm } from "~/lib/search-term";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [
  { title: "Messages · The Fair Trade Art Gallery" },
  { name: "robots", content: "noindex" },
];

/**
 * The conversation list. With `?to={memberId}` (and optionally `&artwork={id}`)
 * it opens the conversation with that member, starting one if needed, and
 * goes there; visitors are asked to sign in first and come back.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const viewer = await getViewer(request);
  if (!viewer) {
    if (url.searchParams.has("to")) {
      throw await redirectWithToast(loginUrl(request), {
        message: MESSAGING_TEXT.signIn,
        color: "blue",
      });
    }
    throw redirect(loginUrl(request));
  }

  if (url.searchParams.has("to")) {
    const parsed = startConversationSchema.safeParse({
      to: url.searchParams.get("to"),
      artwork: url.searchParams.get("artwork") || undefined,
    });
    if (!parsed.success) {
      throw await redirectWithToast(MESSAGES_PATH, {
        message: MESSAGING_TEXT.memberNotFound,
        color: "red",
      });
    }
    try {
      const { conversationId } = await startConversation(db(), viewer.id, parsed.data);
      throw redirect(conversationPath(conversationId));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      throw await redirectWithToast(MESSAGES_PATH, { message: error.message, color: "red" });
    }
  }

  const search = searchTerm(url.searchParams);
  const conversations = await loadConversationList(db(), viewer.id, search);
  return { viewerId: viewer.id, conversations, search };
}

export default function Messages() {
  const { viewerId, conversations, search } = useLoaderData<typeof loader>();
  return <MessagesLayout conversations={conversations} viewerId={viewerId} search={search} />;
}
