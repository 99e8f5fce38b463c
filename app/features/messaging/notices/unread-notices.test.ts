import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import {
  mailPreferences,
  readUnsubscribeToken,
  refuseMail,
} from "~/features/mail-preferences/index.server";
import {
  markConversationRead,
  sendMessage,
  startConversation,
} from "~/features/messaging/conversations/mutations.server";
import { closeMessageHub } from "~/features/messaging/live/message-hub.server";
import { createTestDatabase } from "../../../../tests/support/database";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { claimUnreadNotices, sendUnreadNotices } from "./unread-notices.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await closeMessageHub();
  await database?.drop();
});

async function pair() {
  const [from, to] = await Promise.all([signedInMember(database.db), signedInMember(database.db)]);
  const { conversationId } = await startConversation(database.db, from.userId, { to: to.userId });
  return { from, to, conversationId };
}

/** Lets `minutes` pass for a conversation: its messages and notices move into the past. */
async function age(conversationId: string, minutes: number) {
  await database.db.execute(sql`
    update messages set created_at = created_at - make_interval(mins => ${minutes})
    where conversation_id = ${conversationId}`);
  await database.db.execute(sql`
    update conversation_participants set notified_at = notified_at - make_interval(mins => ${minutes})
    where conversation_id = ${conversationId} and notified_at is not null`);
}

async function mailsTo(member: SignedIn) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, member.email), eq(emailOutbox.kind, "message-notice")));
}

describe("unread message e-mails", () => {
  it("sends one e-mail per conversation for several unread messages, after the wait", async () => {
    const { from, to, conversationId } = await pair();
    await sendMessage(database.db, from.userId, conversationId, { content: "First question" });
    await sendMessage(database.db, from.userId, conversationId, { content: "Second question" });
    await sendMessage(database.db, from.userId, conversationId, { content: "<b>Third</b>" });

    // Not yet: the messages are fresh.
    await sendUnreadNotices(database.db);
    expect(await mailsTo(to)).toHaveLength(0);

    await age(conversationId, 11);
    await sendUnreadNotices(database.db);
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Mo Member sent you 3 messages");
    expect(mails[0]?.textBody).toContain("<b>Third</b>");
    expect(mails[0]?.textBody).toContain(`/messages/${conversationId}`);
    expect(mails[0]?.htmlBody).toContain("&#60;b&#62;Third&#60;/b&#62;");
    // The sender is not told about their own messages.
    expect(await mailsTo(from)).toHaveLength(0);

    // Running again, and another message while these stay unread: no second e-mail.
    await sendUnreadNotices(database.db);
    await sendMessage(database.db, from.userId, conversationId, { content: "Hello?" });
    await age(conversationId, 11);
    await sendUnreadNotices(database.db);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("carries one-click unsubscribe for its member, and stops once they refuse these notices", async () => {
    const { from, to, conversationId } = await pair();
    await sendMessage(database.db, from.userId, conversationId, { content: "Are you there?" });
    await age(conversationId, 11);
    await sendUnreadNotices(database.db);
    const [mail] = await mailsTo(to);
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const address = mail?.headers?.["List-Unsubscribe"]?.match(/^<(.+)>$/)?.[1] ?? "";
    const token = new URL(address).pathname.replace("/unsubscribe/", "");
    expect(readUnsubscribeToken(token)).toEqual({ userId: to.userId, kind: "message-notice" });
    const lines = mail?.textBody?.split("\n") ?? [];
    expect(lines.at(-2)).toBe(`Stop these e-mails: ${address}`);
    expect(lines.at(-1)).toMatch(/^Choose which e-mails you get: .+\/email-preferences$/);

    // Refused: a new run of unread messages sends nothing, now or later.
    await refuseMail(database.db, to.userId, "message-notice");
    await markConversationRead(database.db, to.userId, conversationId);
    await sendMessage(database.db, from.userId, conversationId, { content: "Hello again" });
    await age(conversationId, 11);
    expect(await sendUnreadNotices(database.db)).toBe(0);
    expect(await sendUnreadNotices(database.db)).toBe(0);
    expect(await mailsTo(to)).toHaveLength(1);
    expect((await mailPreferences(database.db, to.userId))["message-notice"]).toBe(false);
  });

  it("writes again only after the member read the conversation and fell behind again", async () => {
    const { from, to, conversationId } = await pair();
    await sendMessage(database.db, from.userId, conversationId, { content: "One" });
    await age(conversationId, 15);
    expect(await sendUnreadNotices(database.db)).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(to)).toHaveLength(1);

    await markConversationRead(database.db, to.userId, conversationId);
    await sendMessage(database.db, from.userId, conversationId, { content: "Two" });
    await sendUnreadNotices(database.db);
    expect(await mailsTo(to)).toHaveLength(1);
    await age(conversationId, 15);
    await sendUnreadNotices(database.db);
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toEqual([
      "Mo Member sent you a message",
      "Mo Member sent you a message",
    ]);
  });

  it("sends nothing when the message was read in time", async () => {
    const { from, to, conversationId } = await pair();
    await sendMessage(database.db, from.userId, conversationId, { content: "Read me" });
    await markConversationRead(database.db, to.userId, conversationId);
    await age(conversationId, 30);
    await sendUnreadNotices(database.db);
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it("claims each notice once when several processes run the job at the same time", async () => {
    const { from, to, conversationId } = await pair();
    await sendMessage(database.db, from.userId, conversationId, { content: "Hi" });
    await age(conversationId, 20);
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimUnreadNotices(database.db, 10)),
    );
    const mine = claims.flat().filter((c) => c.conversation_id === conversationId);
    expect(mine).toEqual([{ conversation_id: conversationId, user_id: to.userId }]);
  });
});
