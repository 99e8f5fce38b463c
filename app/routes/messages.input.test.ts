import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, profiles } from "~/db/schema";
import { closeMessageHub, startConversation } from "~/features/messaging/index.server";
import { CONTROL_CHARACTER_MESSAGE } from "~/lib/text";
import { action as messagesApi } from "~/routes/api.messages";
import { action as conversationAction, loader as conversationLoader } from "~/routes/conversation";
import { loader as messagesLoader } from "~/routes/messages";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
} from "../../tests/support/sessions";

/** Messages and the conversation search with control characters in them. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ada: SignedIn;
let ben: SignedIn;
let conversationId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  [ada, ben] = await Promise.all([signedInMember(database.db), signedInMember(database.db)]);
  ({ conversationId } = await startConversation(database.db, ada.userId, { to: ben.userId }));
});
afterAll(async () => {
  await closeMessageHub();
  await database?.drop();
});

async function stored() {
  const [row] = await database.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.n ?? 0;
}

describe("sending a message with control characters", () => {
  it("the send box's API answers 400 with the message under the field, and stores nothing", async () => {
    const request = formPost(
      `/api/messages/${conversationId}`,
      { content: "Hello\u0000 there" },
      ada.cookie,
    );
    const result = answerOf(
      await settle(() =>
        messagesApi({ ...routeArgs(request), params: { conversationId } } as never),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      ok: false,
      error: CONTROL_CHARACTER_MESSAGE,
      fieldErrors: { content: CONTROL_CHARACTER_MESSAGE },
    });
    expect(await stored()).toBe(0);
  });

  it("the page's own form (without scripts) answers 400 too", async () => {
    const request = formPost(
      `/messages/${conversationId}`,
      { intent: "send", content: "bell\u0007" },
      ada.cookie,
    );
    const result = answerOf(
      await settle(() =>
        conversationAction({ ...routeArgs(request), params: { conversationId } } as never),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: false, error: CONTROL_CHARACTER_MESSAGE });
    expect(await stored()).toBe(0);
  });
});

describe("the conversation search box", () => {
  it("finds with a NUL in ?q= what it finds without it, on the list and in a conversation", async () => {
    const [benProfile] = await database.db
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, ben.userId));
    const name = benProfile?.fullName ?? "";
    const term = name.split(" ").at(-1) ?? name;
    const dirty = `${term}\u0000`;

    const list = answerOf(
      await settle(() =>
        messagesLoader(routeArgs(ada.request(`/messages?q=${encodeURIComponent(dirty)}`)) as never),
      ),
    );
    expect(list.status).toBe(200);
    const body = list.body as { conversations: { id: string }[]; search: string };
    expect(body.search).toBe(term);
    expect(body.conversations.map((c) => c.id)).toEqual([conversationId]);

    const thread = answerOf(
      await settle(() =>
        conversationLoader({
          ...routeArgs(ada.request(`/messages/${conversationId}?q=${encodeURIComponent(dirty)}`)),
          params: { conversationId },
        } as never),
      ),
    );
    expect(thread.status).toBe(200);
    expect((thread.body as { search: string }).search).toBe(term);
  });
});
