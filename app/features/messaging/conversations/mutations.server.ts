import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { announceMessage, announceRead } from "~/features/messaging/live/announce.server";
import { RateLimitError } from "~/lib/errors";
import { hit } from "~/services/rate-limit.server";
import { messagingErrors } from "./errors";
import { MESSAGE_MAX_LENGTH, MESSAGE_RATE_LIMIT } from "./limits";
import { mayMessage } from "./policy";
import { MESSAGE_COLUMNS, MESSAGE_JOINS, type MessageRow, toThreadMessage } from "./rows.server";
import type { SendMessageInput, StartConversationInput } from "./schema";
import { MESSAGING_TEXT } from "./texts";
import type { ThreadMessage } from "./types";

/** R-conversation-pair: one conversation per pair of members, keyed by their ids sorted and joined. */
export function pairKey(a: string, b: string) {
  return [a.toLowerCase(), b.toLowerCase()].sort().join(":");
}

/**
 * The pair's conversation inside `tx`, started if there is none. With an
 * artwork, that artwork becomes its subject: its card shows at the top of the
 * thread and on the next message sent.
 *
 * Concurrent starts by both members meet at the unique pair key: one insert
 * wins, the other does nothing and reads the winner's row.
 */
async function openPair(
  tx: Database,
  viewerId: string,
  memberId: string,
  artworkId: string | null,
): Promise<{ conversationId: string; created: boolean }> {
  const key = pairKey(viewerId, memberId);
  const [created] = await rows<{ id: string }>(
    tx,
    sql`insert into conversations (pair_key, artwork_id) values (${key}, ${artworkId})
        on conflict (pair_key) do nothing
        returning id`,
  );
  if (created) {
    await tx.execute(sql`
      insert into conversation_participants (conversation_id, user_id)
      values (${created.id}, ${viewerId}), (${created.id}, ${memberId})
      on conflict do nothing`);
    return { conversationId: created.id, created: true };
  }
  const [existing] = await rows<{ id: string }>(
    tx,
    sql`select id from conversations where pair_key = ${key}`,
  );
  if (!existing) throw new Error("Conversation vanished while it was being opened");
  if (artworkId) await setSubject(tx, viewerId, existing.id, artworkId);
  return { conversationId: existing.id, created: false };
}

/** Makes an existing artwork the conversation's subject, if the viewer takes part. */
async function setSubject(
  tx: Database,
  viewerId: string,
  conversationId: string,
  artworkId: string,
) {
  await tx.execute(sql`
    update conversations c set artwork_id = a.id, updated_at = now()
    from artworks a
    where a.id = ${artworkId} and c.id = ${conversationId}
      and c.artwork_id is distinct from a.id
      and exists (select 1 from conversation_participants p
        where p.conversation_id = c.id and p.user_id = ${viewerId})`);
}

/** Nobody writes to themselves: refused before anything is read. */
export function refuseSelf(viewerId: string, to: string) {
  if (!mayMessage(viewerId, to)) throw messagingErrors.raise("to-self");
}

/** The member to write to and the artwork asked about (dropped when unknown), checked. */
async function recipient(db: Database, viewerId: string, input: StartConversationInput) {
  refuseSelf(viewerId, input.to);
  const [member] = await rows<{ id: string }>(
    db,
    sql`select id from profiles where id = ${input.to}`,
  );
  if (!member) throw messagingErrors.raise("member-not-found");
  const [artwork] = input.artwork
    ? await rows<{ id: string }>(db, sql`select id from artworks where id = ${input.artwork}`)
    : [];
  return { memberId: member.id, artworkId: artwork?.id ?? null };
}

/**
 * Opens the viewer's conversation with another member, starting it if there is
 * none (see openPair). Pages never call this on opening: a conversation is
 * started by its first message (sendFirstMessage).
 */
export async function startConversation(
  db: Database,
  viewerId: string,
  input: StartConversationInput,
): Promise<{ conversationId: string; created: boolean }> {
  const { memberId, artworkId } = await recipient(db, viewerId, input);
  return db.transaction((transaction) =>
    openPair(transaction as unknown as Database, viewerId, memberId, artworkId),
  );
}

function checkedContent(input: SendMessageInput) {
  const content = input.content.trim();
  if (!content) throw messagingErrors.raise("empty");
  if (content.length > MESSAGE_MAX_LENGTH) throw messagingErrors.raise("too-long");
  return content;
}

/** R-message-content: a member sends at most MESSAGE_RATE_LIMIT messages a minute. */
async function withinRateLimit(db: Database, viewerId: string) {
  await hit(
    db,
    `messages:${viewerId}`,
    MESSAGE_RATE_LIMIT.limit,
    MESSAGE_RATE_LIMIT.windowSeconds,
    (retryAfter) => new RateLimitError(MESSAGING_TEXT.rateLimited, retryAfter),
  );
}

/**
 * Stores the viewer's message in `tx` and announces it to the participants'
 * streams. Nothing is stored unless the viewer takes part in the conversation
 * (the insert selects from their participant row). The first message after an
 * artwork became the subject carries that artwork.
 */
async function insertMessage(
  tx: Database,
  viewerId: string,
  conversationId: string,
  content: string,
): Promise<ThreadMessage> {
  const [inserted] = await rows<{ id: string }>(
    tx,
    sql`
    insert into messages (conversation_id, sender_id, content, artwork_id)
    select p.conversation_id, p.user_id, ${content},
      (select c.artwork_id from conversations c
        where c.id = p.conversation_id and c.artwork_id is not null
          and not exists (select 1 from messages pm
            where pm.conversation_id = c.id and pm.artwork_id = c.artwork_id))
    from conversation_participants p
    where p.conversation_id = ${conversationId} and p.user_id = ${viewerId}
    returning id`,
  );
  if (!inserted) throw messagingErrors.raise("conversation-not-found");
  const [row] = await rows<MessageRow>(
    tx,
    sql`select ${MESSAGE_COLUMNS} from messages m ${MESSAGE_JOINS} where m.id = ${inserted.id}`,
  );
  if (!row) throw new Error("The new message could not be read back");
  await tx.execute(sql`
    update conversations c
    set last_message_at = greatest(coalesce(c.last_message_at, m.created_at), m.created_at),
        updated_at = now()
    from messages m
    where m.id = ${inserted.id} and c.id = m.conversation_id`);
  const participants = await rows<{ user_id: string }>(
    tx,
    sql`select user_id from conversation_participants where conversation_id = ${conversationId}`,
  );
  await announceMessage(
    tx,
    conversationId,
    inserted.id,
    participants.map((p) => p.user_id),
  );
  return toThreadMessage(row);
}

/**
 * Posts a message as the viewer. The text must be non-empty after trimming
 * and at most 5,000 characters, and the member within the rate limit. With
 * `artworkId` (a question about a piece), that artwork becomes the subject
 * first and this message carries it. The other participants' streams are told
 * in the same transaction.
 */
export async function sendMessage(
  db: Database,
  viewerId: string,
  conversationId: string,
  input: SendMessageInput,
  { artworkId = null }: { artworkId?: string | null } = {},
): Promise<ThreadMessage> {
  const content = checkedContent(input);
  await withinRateLimit(db, viewerId);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (artworkId) await setSubject(tx, viewerId, conversationId, artworkId);
    return insertMessage(tx, viewerId, conversationId, content);
  });
}

/**
 * Writes to a member from /messages?to=: the first message starts the pair's
 * conversation (or goes into the existing one), with the artwork asked about
 * as its subject. Conversation and message are stored together or not at all.
 */
export async function sendFirstMessage(
  db: Database,
  viewerId: string,
  input: StartConversationInput & SendMessageInput,
): Promise<{ conversationId: string; message: ThreadMessage }> {
  const content = checkedContent(input);
  const { memberId, artworkId } = await recipient(db, viewerId, input);
  await withinRateLimit(db, viewerId);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { conversationId } = await openPair(tx, viewerId, memberId, artworkId);
    return { conversationId, message: await insertMessage(tx, viewerId, conversationId, content) };
  });
}

/**
 * Marks the others' messages in a conversation read for the viewer; answers
 * how many changed. A member who does not take part gets the conversation-not-found error and
 * nothing changes. The viewer's other open pages hear of it.
 */
export async function markConversationRead(
  db: Database,
  viewerId: string,
  conversationId: string,
): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [result] = await rows<{ member: boolean; changed: number }>(
      tx,
      sql`
      with me as (
        select conversation_id from conversation_participants
        where conversation_id = ${conversationId} and user_id = ${viewerId}
      ), changed as (
        update messages m set is_read = true, updated_at = now()
        from me
        where m.conversation_id = me.conversation_id
          and m.sender_id <> ${viewerId}
          and not m.is_read
        returning 1
      )
      select exists (select 1 from me) as member, (select count(*)::int from changed) as changed`,
    );
    if (!result?.member) throw messagingErrors.raise("conversation-not-found");
    const changed = Number(result.changed);
    if (changed > 0) await announceRead(tx, conversationId, viewerId);
    return changed;
  });
}

/**
 * A message a member's move on something between the two of them writes into
 * their conversation (R-offer-thread: each move on an offer), inside the
 * caller's transaction: the pair's conversation is started if there is none,
 * and the artwork becomes its subject. The text is the app's own (any note a
 * member wrote is part of it, shown as text like every message).
 */
export async function postMoveMessage(
  tx: Transaction,
  senderId: string,
  memberId: string,
  artworkId: string,
  content: string,
): Promise<{ conversationId: string }> {
  const db = tx as unknown as Database;
  const { conversationId } = await openPair(db, senderId, memberId, artworkId);
  await insertMessage(db, senderId, conversationId, content.slice(0, MESSAGE_MAX_LENGTH));
  return { conversationId };
}
