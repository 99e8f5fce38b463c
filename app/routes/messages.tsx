import { redirect, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { getViewer, requireViewer } from "~/features/accounts/index.server";
import {
  conversationPath,
  MESSAGES_PATH,
  MESSAGING_TEXT,
  messagingErrors,
  sendMessageSchema,
  startConversationSchema,
} from "~/features/messaging";
import {
  loadConversationList,
  openDraft,
  sendFirstMessage,
} from "~/features/messaging/index.server";
import { DraftThread, MessagesLayout } from "~/features/messaging/ui";
import { AppError } from "~/lib/errors";
import { firstProblem } from "~/lib/http/field-errors";
import { failure, failureOrUnexpected, parseForm, readForm } from "~/lib/http/forms.server";
import { loginUrl } from "~/lib/http/redirects";
import { requestIdContext } from "~/lib/http/request-context";
import { redirectWithToast } from "~/lib/http/toast.server";
import { searchTerm } from "~/lib/search-term";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [
  { title: "Messages · The Fair Trade Art Gallery" },
  { name: "robots", content: "noindex" },
];

/**
 * The conversation list. With `?to={memberId}` (and optionally `&artwork={id}`)
 * it opens the existing conversation with that member, or an empty thread to
 * write to them; the conversation is stored with the first message sent (the
 * action below), never by opening the page. Visitors are asked to sign in
 * first and come back.
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

  const search = searchTerm(url.searchParams);
  if (!url.searchParams.has("to")) {
    const conversations = await loadConversationList(db(), viewer.id, search);
    return { viewerId: viewer.id, conversations, search, draft: null };
  }

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
  let opened: Awaited<ReturnType<typeof openDraft>>;
  try {
    opened = await openDraft(db(), viewer.id, parsed.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw await redirectWithToast(MESSAGES_PATH, { message: error.message, color: "red" });
  }
  if (!opened.draft) {
    const path = conversationPath(opened.conversationId);
    throw redirect(
      opened.artworkId ? `${path}?artwork=${encodeURIComponent(opened.artworkId)}` : path,
    );
  }
  const conversations = await loadConversationList(db(), viewer.id, search);
  return { viewerId: viewer.id, conversations, search, draft: opened.draft };
}

/**
 * Sends the first message to a member (fields `to`, optional `artwork`,
 * `content`): the conversation and the message are stored together, then the
 * thread opens. Failures answer { ok: false, code, error } with a 4xx, or a 500.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  try {
    const form = await readForm(request);
    const recipient = startConversationSchema.safeParse(form);
    if (!recipient.success) return failure(messagingErrors.raise("recipient-invalid"));
    const message = parseForm(sendMessageSchema, form, firstProblem);
    const { conversationId } = await sendFirstMessage(db(), viewer.id, {
      ...recipient.data,
      ...message,
    });
    return redirect(conversationPath(conversationId));
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: MESSAGING_TEXT.sendFailed,
      log: "sending failed",
    });
  }
}

export default function Messages() {
  const { viewerId, conversations, search, draft } = useLoaderData<typeof loader>();
  return (
    <MessagesLayout
      conversations={conversations}
      viewerId={viewerId}
      search={search}
      threadOpen={draft !== null}
    >
      {draft ? <DraftThread key={draft.recipient.id} draft={draft} /> : null}
    </MessagesLayout>
  );
}
