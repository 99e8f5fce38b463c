import { redirect, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import {
  askedAbout,
  conversationPath,
  conversationTitle,
  idSchema,
  MESSAGING_TEXT,
  messagingErrors,
  sendMessageSchema,
} from "~/features/messaging";
import {
  askedArtwork,
  loadConversationList,
  openThread,
  sendMessage,
} from "~/features/messaging/index.server";
import {
  MessagesLayout,
  Thread,
  useFailureToast,
  useSetUnreadMessages,
} from "~/features/messaging/ui";
import { firstProblem } from "~/lib/http/field-errors";
import { failure, parseForm, readForm } from "~/lib/http/forms.server";
import { useEachValue } from "~/lib/http/use-action-result";
import { searchTerm } from "~/lib/search-term";
import type { Route } from "./+types/conversation";

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  {
    title: loaded
      ? `${conversationTitle(loaded.thread.conversation.participants)} · Messages · The Fair Trade Art Gallery`
      : "Messages · The Fair Trade Art Gallery",
  },
  { name: "robots", content: "noindex" },
];

function notFound(): never {
  throw new Response(MESSAGING_TEXT.conversationNotFound, { status: 404 });
}

/**
 * One conversation beside the list; opening it marks the others' messages read.
 * Others get a 404. With `?artwork={id}` (a question about a piece, from
 * /messages?to=) the artwork's card shows and the next message makes it the subject.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const conversationId = params.conversationId ?? "";
  if (!idSchema.safeParse(conversationId).success) notFound();
  const url = new URL(request.url);
  const search = searchTerm(url.searchParams);
  const asking = askedAbout(url.searchParams.get("artwork"));
  const [thread, conversations, asked] = await Promise.all([
    openThread(db(), viewer.id, conversationId),
    loadConversationList(db(), viewer.id, search),
    asking ? askedArtwork(db(), asking) : null,
  ]);
  if (!thread) notFound();
  return {
    viewerId: viewer.id,
    thread,
    conversations,
    search,
    // Only while it is not the subject already.
    asked: asked && asked.id !== thread.conversation.artwork?.id ? asked : null,
  };
}

/** Sending without scripts: the send box posts here and the page reloads with the message. */
export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const conversationId = params.conversationId ?? "";
  if (!idSchema.safeParse(conversationId).success) notFound();
  try {
    const form = await readForm(request);
    const input = parseForm(sendMessageSchema, form, firstProblem);
    await sendMessage(db(), viewer.id, conversationId, input, {
      artworkId: askedAbout(form.artwork),
    });
    return redirect(conversationPath(conversationId));
  } catch (error) {
    if (messagingErrors.is(error, "conversation-not-found")) notFound();
    return failure(error);
  }
}

export default function Conversation() {
  const { viewerId, thread, conversations, search, asked } = useLoaderData<typeof loader>();
  useFailureToast(thread.messages === null, MESSAGING_TEXT.loadMessagesFailed);
  const setUnread = useSetUnreadMessages();
  // Once per loaded thread: its count was taken after marking it read.
  useEachValue(thread, (loaded) => {
    if (loaded.unread !== null) setUnread(loaded.unread);
  });
  return (
    <MessagesLayout
      conversations={conversations}
      viewerId={viewerId}
      activeId={thread.conversation.id}
      search={search}
    >
      <Thread
        key={thread.conversation.id}
        conversation={thread.conversation}
        messages={thread.messages}
        hasEarlier={thread.hasEarlier}
        viewerId={viewerId}
        asked={asked}
      />
    </MessagesLayout>
  );
}
