import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, conversationParticipants, conversations, messages } from "~/db/schema";
import {
  MESSAGE_RATE_LIMIT,
  MESSAGING_TEXT,
  readServerSentEvents,
  type ThreadMessage,
} from "~/features/messaging";
import {
  closeMessageHub,
  listConversations,
  openMessageStream,
  pairKey,
  sendFirstMessage,
  startConversation,
  stopMessaging,
  unreadCount,
} from "~/features/messaging/index.server";
import { action as messagesApi } from "~/routes/api.messages";
import { loader as streamLoader } from "~/routes/api.messages-stream";
import { loader as conversationLoader } from "~/routes/conversation";
import { action as messagesAction, loader as messagesLoader } from "~/routes/messages";
import { createTestDatabase } from "../../tests/support/database";
import {
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { streamText } from "../../tests/support/stream-text";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ada: SignedIn;
let ben: SignedIn;
let cleo: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  [ada, ben, cleo] = await Promise.all([
    signedInMember(database.db),
    signedInMember(database.db),
    signedInMember(database.db),
  ]);
});

afterAll(async () => {
  await closeMessageHub();
  await database?.drop();
});

function location(result: unknown) {
  return result instanceof Response ? result.headers.get("Location") : null;
}

/** The conversation between `from` and `to`, started directly (setup for the tests below). */
async function open(from: SignedIn, to: SignedIn, artworkId?: string) {
  const { conversationId } = await startConversation(database.db, from.userId, {
    to: to.userId,
    artwork: artworkId,
  });
  return conversationId;
}

/** What /messages?to= answers `from`: a redirect's target, or the page's data. */
async function visit(from: SignedIn, path: string) {
  const result = await settle(() => messagesLoader(routeArgs(from.request(path)) as never));
  if (result instanceof Response) return { location: location(result), page: null };
  return { location: null, page: result as Exclude<typeof result, Response> };
}

/** Sends the first message from /messages?to=… (the page's send box). */
async function writeFirst(from: SignedIn, fields: Record<string, string>) {
  const query = new URLSearchParams({ to: fields.to ?? "" });
  if (fields.artwork) query.set("artwork", fields.artwork);
  const request = formPost(`/messages?${query}`, { intent: "send", ...fields }, from.cookie);
  const result = await settle(() => messagesAction(routeArgs(request) as never) as never);
  if (result instanceof Response) return { status: result.status, location: location(result) };
  return { ...(await answer(result)), location: null };
}

async function conversationsBetween(a: SignedIn, b: SignedIn) {
  const [row] = await database.db
    .select({ n: count() })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKey(a.userId, b.userId)));
  return row?.n ?? 0;
}

function post(member: SignedIn | null, conversationId: string, fields: Record<string, string>) {
  const request = signedRequest(`/api/messages/${conversationId}`, member?.cookie ?? null, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return settle(
    () => messagesApi({ ...routeArgs(request), params: { conversationId } } as never) as never,
  ) as Promise<unknown>;
}

/** What the API answered: status and body, whether it returned data() or a plain object. */
async function answer(result: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  if (result instanceof Response) return { status: result.status, body: await result.json() };
  const shaped = result as { type?: string; data?: unknown; init?: { status?: number } };
  if (shaped?.type === "DataWithResponseInit") {
    return { status: shaped.init?.status ?? 200, body: shaped.data as Record<string, unknown> };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

async function send(member: SignedIn, conversationId: string, content: string) {
  const { status, body } = await answer(await post(member, conversationId, { content }));
  expect(status, String(body.error)).toBe(200);
  return body.message as ThreadMessage;
}

async function storedMessages(conversationId: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.n ?? 0;
}

async function stream(member: SignedIn, query = "", headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await streamLoader(
    routeArgs(
      member.request(`/api/messages/stream${query}`, { signal: abort.signal, headers }),
    ) as never,
  );
  return { response, abort };
}

describe("starting a conversation", () => {
  it("opens an empty thread without storing anything; the first message starts it", async () => {
    const [zoe, yan] = [await signedInMember(database.db), await signedInMember(database.db)];
    await database.db.execute(
      sql`update profiles set full_name = 'Yan Artist', handle = 'yan_paints' where id = ${yan.userId}`,
    );
    const opened = await visit(zoe, `/messages?to=${yan.userId}`);
    expect(opened.location).toBeNull();
    expect(opened.page?.draft).toEqual({
      recipient: { id: yan.userId, name: "Yan Artist", handle: "yan_paints", avatarKey: null },
      artwork: null,
    });
    // Opening again, or from the other side, stores nothing either.
    await visit(zoe, `/messages?to=${yan.userId}`);
    await visit(yan, `/messages?to=${zoe.userId}`);
    expect(await conversationsBetween(zoe, yan)).toBe(0);
    expect(await listConversations(database.db, yan.userId)).toEqual([]);

    const sent = await writeFirst(zoe, { to: yan.userId, content: "  Hello Yan!  " });
    expect(sent.status).toBe(302);
    expect(sent.location).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
    const id = sent.location!.split("/").pop()!;
    expect(await conversationsBetween(zoe, yan)).toBe(1);
    const thread = await conversationLoader({
      ...routeArgs(yan.request(`/messages/${id}`)),
      params: { conversationId: id },
    } as never);
    expect(thread.thread.messages?.map((m) => m.content)).toEqual(["Hello Yan!"]);

    // From now on /messages?to= goes to that conversation, from either side.
    expect((await visit(zoe, `/messages?to=${yan.userId}`)).location).toBe(`/messages/${id}`);
    expect((await visit(yan, `/messages?to=${zoe.userId}`)).location).toBe(`/messages/${id}`);
    // A first message written in a second tab goes into the same conversation.
    const again = await writeFirst(yan, { to: zoe.userId, content: "Hi Zoe" });
    expect(again.location).toBe(`/messages/${id}`);
    expect(await conversationsBetween(zoe, yan)).toBe(1);
    expect(await storedMessages(id)).toBe(2);
  });

  it("refuses a first message that is empty, to nobody, or to yourself, storing nothing", async () => {
    const before = await database.db.select({ n: count() }).from(conversations);
    const empty = await writeFirst(ada, { to: cleo.userId, content: "   " });
    expect(empty).toMatchObject({ status: 400, body: { error: MESSAGING_TEXT.empty } });
    const nobody = await writeFirst(ada, {
      to: "00000000-0000-4000-8000-000000000000",
      content: "Hello?",
    });
    expect(nobody).toMatchObject({ status: 404, body: { error: MESSAGING_TEXT.memberNotFound } });
    const self = await writeFirst(ada, { to: ada.userId, content: "Note to self" });
    expect(self).toMatchObject({ status: 400, body: { error: MESSAGING_TEXT.toSelf } });
    const malformed = await writeFirst(ada, { to: "not-an-id", content: "Hello" });
    expect(malformed.status).toBe(400);
    const after = await database.db.select({ n: count() }).from(conversations);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("keeps one conversation per pair when both write first at once", async () => {
    const [dana, eve] = [await signedInMember(database.db), await signedInMember(database.db)];
    const starts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? sendFirstMessage(database.db, dana.userId, { to: eve.userId, content: `Hi ${i}` })
          : sendFirstMessage(database.db, eve.userId, { to: dana.userId, content: `Hey ${i}` }),
      ),
    );
    expect(new Set(starts.map((s) => s.conversationId)).size).toBe(1);
    expect(await storedMessages(starts[0]!.conversationId)).toBe(12);
    const [row] = await database.db
      .select({ n: count() })
      .from(conversations)
      .where(eq(conversations.pairKey, pairKey(dana.userId, eve.userId)));
    expect(row?.n).toBe(1);
    const [members] = await database.db
      .select({ n: count() })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, starts[0]!.conversationId));
    expect(members?.n).toBe(2);
  });

  it("refuses a conversation with yourself, with a toast and nothing stored", async () => {
    const before = await database.db.select({ n: count() }).from(conversations);
    const result = await settle(() =>
      messagesLoader(routeArgs(ada.request(`/messages?to=${ada.userId}`)) as never),
    );
    expect(location(result)).toBe("/messages");
    expect((result as Response).headers.get("Set-Cookie")).toMatch(/^toast=/);
    const after = await database.db.select({ n: count() }).from(conversations);
    expect(after[0]?.n).toBe(before[0]?.n);
    await expect(startConversation(database.db, ada.userId, { to: ada.userId })).rejects.toThrow(
      MESSAGING_TEXT.toSelf,
    );
  });

  it("sends a visitor to sign in with a toast, and back to the same address", async () => {
    const path = `/messages?to=${ben.userId}&artwork=00000000-0000-4000-8000-000000000000`;
    const result = await settle(() =>
      messagesLoader(routeArgs(signedRequest(path, null)) as never),
    );
    expect(location(result)).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    expect((result as Response).headers.get("Set-Cookie")).toMatch(/^toast=/);
  });

  it("attaches the artwork: a card on the thread and on the first message only", async () => {
    const erin = await signedInMember(database.db);
    const asker = await signedInMember(database.db);
    const [artwork, later] = await database.db
      .insert(artworks)
      .values(
        ["Harbor at Dusk", "Night Ferry"].map((title) => ({
          userId: erin.userId,
          title,
          description: "Oil on linen",
          medium: "Oil on Canvas",
          location: "Baltimore, MD",
        })),
      )
      .returning({ id: artworks.id, title: artworks.title });
    const opened = await visit(asker, `/messages?to=${erin.userId}&artwork=${artwork!.id}`);
    expect(opened.page?.draft?.artwork).toMatchObject({ id: artwork!.id, title: "Harbor at Dusk" });

    const sent = await writeFirst(asker, {
      to: erin.userId,
      artwork: artwork!.id,
      content: "Is this still available?",
    });
    const id = sent.location!.split("/").pop()!;
    const second = await send(asker, id, "And could it be leased?");
    expect(second.artwork).toBeNull();
    const page = await conversationLoader({
      ...routeArgs(erin.request(`/messages/${id}`)),
      params: { conversationId: id },
    } as never);
    expect(page.thread.conversation.artwork?.id).toBe(artwork!.id);
    expect(page.thread.messages?.[0]?.artwork?.title).toBe("Harbor at Dusk");

    // Asking about another piece in the same conversation: the thread opens with its card,
    // nothing changes until the question is sent, and then the question carries it.
    const askAgain = await visit(asker, `/messages?to=${erin.userId}&artwork=${later!.id}`);
    expect(askAgain.location).toBe(`/messages/${id}?artwork=${later!.id}`);
    const withCard = await conversationLoader({
      ...routeArgs(asker.request(`/messages/${id}?artwork=${later!.id}`)),
      params: { conversationId: id },
    } as never);
    expect(withCard.asked).toMatchObject({ id: later!.id, title: "Night Ferry" });
    const [unchanged] = await database.db
      .select({ artworkId: conversations.artworkId })
      .from(conversations)
      .where(eq(conversations.id, id));
    expect(unchanged?.artworkId).toBe(artwork!.id);
    const question = await answer(
      await post(asker, id, { content: "What about this one?", artwork: later!.id }),
    );
    expect((question.body.message as ThreadMessage).artwork?.title).toBe("Night Ferry");
    const [subject] = await database.db
      .select({ artworkId: conversations.artworkId })
      .from(conversations)
      .where(eq(conversations.id, id));
    expect(subject?.artworkId).toBe(later!.id);
    // Asking about the subject itself needs no card of its own.
    expect((await visit(asker, `/messages?to=${erin.userId}&artwork=${later!.id}`)).location).toBe(
      `/messages/${id}`,
    );
  });
});

describe("who may read, post and listen", () => {
  let conversationId: string;

  beforeAll(async () => {
    conversationId = await open(ada, ben);
    await send(ada, conversationId, "Only for Ben");
  });

  it("shows the thread to its participants and a 404 to anyone else", async () => {
    const asBen = await conversationLoader({
      ...routeArgs(ben.request(`/messages/${conversationId}`)),
      params: { conversationId },
    } as never);
    expect(asBen.thread.messages?.some((m) => m.content === "Only for Ben")).toBe(true);

    const asCleo = await settle(() =>
      conversationLoader({
        ...routeArgs(cleo.request(`/messages/${conversationId}`)),
        params: { conversationId },
      } as never),
    );
    expect((asCleo as Response).status).toBe(404);
    const malformed = await settle(() =>
      conversationLoader({
        ...routeArgs(ada.request("/messages/not-a-uuid")),
        params: { conversationId: "not-a-uuid" },
      } as never),
    );
    expect((malformed as Response).status).toBe(404);
    const list = await listConversations(database.db, cleo.userId);
    expect(list.some((c) => c.id === conversationId)).toBe(false);
  });

  it("refuses posts and read marks from anyone else, storing nothing", async () => {
    await send(ada, conversationId, "Still only for Ben");
    const before = await storedMessages(conversationId);
    const asCleo = await answer(await post(cleo, conversationId, { content: "Let me in" }));
    expect(asCleo.status).toBe(404);
    const visitor = await answer(await post(null, conversationId, { content: "Hello?" }));
    expect(visitor.status).toBe(401);
    const read = await answer(await post(cleo, conversationId, { intent: "read" }));
    expect(read.status).toBe(404);
    expect(await storedMessages(conversationId)).toBe(before);
    expect(await unreadCount(database.db, ben.userId)).toBe(1);
  });

  it("refuses a stream of the conversation to anyone else, and to visitors", async () => {
    const { response } = await stream(cleo, `?conversation=${conversationId}`);
    expect(response.status).toBe(404);
    const visitor = await streamLoader(
      routeArgs(signedRequest("/api/messages/stream", null)) as never,
    );
    expect(visitor.status).toBe(401);
    const mine = await stream(ben, `?conversation=${conversationId}`);
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(mine.response.headers.get("Cache-Control")).toMatch(/no-transform/);
    mine.abort.abort();
  });
});

describe("sending", () => {
  let conversationId: string;
  beforeAll(async () => {
    const fay = await signedInMember(database.db);
    conversationId = await open(ada, fay);
  });

  it("refuses empty and over-long text with a clear message and stores nothing", async () => {
    const empty = await answer(await post(ada, conversationId, { content: "  \n\t " }));
    expect(empty).toMatchObject({ status: 400, body: { error: MESSAGING_TEXT.empty } });
    const missing = await answer(await post(ada, conversationId, {}));
    expect(missing.status).toBe(400);
    const long = await answer(await post(ada, conversationId, { content: "x".repeat(5001) }));
    expect(long).toMatchObject({ status: 400, body: { error: MESSAGING_TEXT.tooLong } });
    expect(await storedMessages(conversationId)).toBe(0);
  });

  it("stores trimmed text of up to 5,000 characters as written", async () => {
    const text = `  ${"y".repeat(4990)} <b>hi</b>  `;
    const message = await send(ada, conversationId, text);
    expect(message.content).toBe(text.trim());
    expect(message.content).toHaveLength(5000);
  });

  it("limits how fast a member may post", async () => {
    const gus = await signedInMember(database.db);
    const id = await open(gus, ada);
    const results = [];
    for (let i = 0; i <= MESSAGE_RATE_LIMIT.limit; i++) {
      results.push(await answer(await post(gus, id, { content: `note ${i}` })));
    }
    expect(results.slice(0, MESSAGE_RATE_LIMIT.limit).every((r) => r.status === 200)).toBe(true);
    expect(results.at(-1)).toMatchObject({
      status: 429,
      body: { error: MESSAGING_TEXT.rateLimited },
    });
    expect(await storedMessages(id)).toBe(MESSAGE_RATE_LIMIT.limit);
  });
});

describe("unread counts and read state", () => {
  it("counts others' unread messages per conversation and in total, and clears them on opening", async () => {
    const hana = await signedInMember(database.db);
    const ivan = await signedInMember(database.db);
    const jo = await signedInMember(database.db);
    const withIvan = await open(hana, ivan);
    const withJo = await open(jo, hana);
    await send(ivan, withIvan, "one");
    await send(ivan, withIvan, "two");
    await send(hana, withIvan, "my reply");
    await send(ivan, withIvan, "three");
    await send(jo, withJo, "hello from Jo");

    expect(await unreadCount(database.db, hana.userId)).toBe(4);
    expect(await unreadCount(database.db, ivan.userId)).toBe(1);
    const list = await listConversations(database.db, hana.userId);
    expect(list.map((c) => [c.id, c.unread])).toEqual([
      [withJo, 1],
      [withIvan, 3],
    ]);
    expect(list[0]?.participants[0]?.name).toBe("Mo Member");
    expect(list[0]?.lastMessage?.content).toBe("hello from Jo");

    const page = await conversationLoader({
      ...routeArgs(hana.request(`/messages/${withIvan}`)),
      params: { conversationId: withIvan },
    } as never);
    expect(page.thread.messages?.map((m) => m.content)).toEqual([
      "one",
      "two",
      "my reply",
      "three",
    ]);
    expect(page.thread.unread).toBe(1);
    expect(await unreadCount(database.db, hana.userId)).toBe(1);
    // Her own message stays unread for Ivan until he opens it.
    expect(await unreadCount(database.db, ivan.userId)).toBe(1);
    const [mine] = await database.db
      .select({ isRead: messages.isRead })
      .from(messages)
      .where(and(eq(messages.conversationId, withIvan), eq(messages.senderId, hana.userId)));
    expect(mine?.isRead).toBe(false);

    const marked = await answer(await post(jo, withJo, { intent: "read" }));
    expect(marked.body).toMatchObject({ ok: true, changed: 0 });
    await answer(await post(hana, withJo, { intent: "read" }));
    expect(await unreadCount(database.db, hana.userId)).toBe(0);
  });

  it("searches by participant name or message text", async () => {
    const kai = await signedInMember(database.db);
    const lu = await signedInMember(database.db);
    await database.db.execute(
      sql`update profiles set full_name = 'Lucia Moreno' where id = ${lu.userId}`,
    );
    const withLu = await open(kai, lu);
    const withAda = await open(kai, ada);
    await send(kai, withAda, "Do you ship 100% cotton prints?");
    const byName = await listConversations(database.db, kai.userId, "moreno");
    expect(byName.map((c) => c.id)).toEqual([withLu]);
    const byText = await listConversations(database.db, kai.userId, "COTTON");
    expect(byText.map((c) => c.id)).toEqual([withAda]);
    const literal = await listConversations(database.db, kai.userId, "100%");
    expect(literal.map((c) => c.id)).toEqual([withAda]);
    // "%" is a character to find, not a wildcard.
    const percent = await listConversations(database.db, kai.userId, "%");
    expect(percent.map((c) => c.id)).toEqual([withAda]);
  });
});

describe("live delivery", () => {
  it("delivers a new message to the recipient's stream, and never to others", async () => {
    const mia = await signedInMember(database.db);
    const id = await open(ada, mia);
    const miaStream = await stream(mia);
    const cleoStream = await stream(cleo);
    const events = readServerSentEvents(miaStream.response.body!);
    const outsider = readServerSentEvents(cleoStream.response.body!);
    const initial = JSON.parse((await events.next("unread")).data);
    expect(initial.unread).toBe(0);

    const sent = await send(ada, id, "Are you around on Saturday?");
    const received = await events.next("message", 2_000);
    expect(received.id).toBe(sent.id);
    const data = JSON.parse(received.data);
    expect(data).toMatchObject({
      id: sent.id,
      conversationId: id,
      content: "Are you around on Saturday?",
      unread: 1,
      conversationUnread: 1,
    });

    await answer(await post(mia, id, { intent: "read" }));
    const read = JSON.parse((await events.next("unread", 2_000)).data);
    expect(read).toMatchObject({ unread: 0, conversationId: id, conversationUnread: 0 });

    expect(await outsider.collect("message", 300)).toEqual([]);
    await events.close();
    await outsider.close();
  });

  it("delivers the first message of a new conversation live too", async () => {
    const rae = await signedInMember(database.db);
    const raeStream = await stream(rae);
    const events = readServerSentEvents(raeStream.response.body!);
    await events.next("unread");
    const sent = await writeFirst(ada, { to: rae.userId, content: "Welcome to the gallery" });
    const received = JSON.parse((await events.next("message", 2_000)).data);
    expect(received).toMatchObject({
      conversationId: sent.location!.split("/").pop(),
      content: "Welcome to the gallery",
      unread: 1,
    });
    await events.close();
  });

  it("sends what was missed after Last-Event-ID on reconnecting", async () => {
    const noor = await signedInMember(database.db);
    const id = await open(ada, noor);
    const first = await send(ada, id, "first");
    const second = await send(ada, id, "second");
    const third = await send(ada, id, "third");

    const resumed = await stream(noor, "", { "Last-Event-ID": first.id });
    const events = readServerSentEvents(resumed.response.body!);
    const missed = [await events.next("message"), await events.next("message")];
    expect(missed.map((e) => e.id)).toEqual([second.id, third.id]);
    expect(JSON.parse((await events.next("unread")).data).unread).toBe(3);
    await events.close();

    // The query parameter works too (used after the browser gave up reconnecting).
    const again = await stream(noor, `?lastEventId=${second.id}`);
    const more = readServerSentEvents(again.response.body!);
    expect((await more.next("message")).id).toBe(third.id);
    await more.close();
  });

  it("narrows a stream to one conversation", async () => {
    const omar = await signedInMember(database.db);
    const withAda = await open(omar, ada);
    const withBen = await open(omar, ben);
    const narrowed = await stream(omar, `?conversation=${withBen}`);
    const events = readServerSentEvents(narrowed.response.body!);
    await events.next("unread");
    await send(ada, withAda, "elsewhere");
    const here = await send(ben, withBen, "here");
    expect((await events.next("message", 2_000)).id).toBe(here.id);
    expect(await events.collect("message", 200)).toEqual([]);
    await events.close();
  });

  it("keeps an idle stream alive with comment lines and tells the browser when to retry", async () => {
    const quinn = await signedInMember(database.db);
    const response = await openMessageStream(database.db, quinn.userId, { heartbeatMs: 40 });
    const body = streamText(response.body!);
    const text = await body.until(": ping");
    expect(text.startsWith("retry: 3000\n")).toBe(true);
    expect(text).toContain(": ping\n\n");
    await body.cancel();
  });

  it("ends the stream and stops listening when the browser goes away", async () => {
    const pia = await signedInMember(database.db);
    const { response, abort } = await stream(pia);
    const events = readServerSentEvents(response.body!);
    await events.next("unread");
    abort.abort();
    await expect(events.next("message", 1_000)).rejects.toThrow(/ended/);
  });

  it("ends every stream with a hint to reconnect soon when the server stops", async () => {
    const ravi = await signedInMember(database.db);
    const { response } = await stream(ravi);
    const body = streamText(response.body!);
    // The stream listens once its first unread count has come.
    await body.until("event: unread");
    stopMessaging();
    expect((await body.toEnd()).endsWith("retry: 1000\n\n")).toBe(true);
  });
});
