import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { containsPattern } from "~/lib/search-term";
import {
  iso,
  MESSAGE_COLUMNS,
  MESSAGE_JOINS,
  type MessageRow,
  toArtworkContext,
  toParticipants,
  toThreadMessage,
} from "./rows.server";
import type { ConversationDetail, ConversationSummary, ThreadMessage } from "./types";

/** At most this many conversations in the list, newest activity first. */
export const CONVERSATIONS_SHOWN = 100;
/** The thread shows this many of the latest messages. */
export const MESSAGES_SHOWN = 300;

/** The other participants of conversation `c.id`, as JSON. */
const OTHERS = (viewerId: string) => sql`(
  select coalesce(json_agg(json_build_object(
      'id', op.user_id, 'fullName', pr.full_name, 'handle', pr.handle, 'avatarKey', pr.avatar_key
    ) order by pr.full_name), '[]'::json)
  from conversation_participants op
  join profiles pr on pr.id = op.user_id
  where op.conversation_id = c.id and op.user_id <> ${viewerId}
)`;

/**
 * The viewer's conversations, newest activity first, with the other members,
 * the last message and the viewer's unread count. `search` matches another
 * participant's name or handle, or the text of any message.
 */
export async function listConversations(
  db: Database,
  viewerId: string,
  search = "",
): Promise<ConversationSummary[]> {
  const term = search.trim();
  const pattern = containsPattern(term);
  const found = await rows<{
    id: string;
    created_at: unknown;
    last_message_at: unknown;
    participants: unknown;
    last_content: string | null;
    last_sender_id: string | null;
    last_created_at: unknown;
    unread: number;
  }>(
    db,
    sql`
    select c.id, c.created_at, c.last_message_at,
      ${OTHERS(viewerId)} as participants,
      lm.content as last_content, lm.sender_id as last_sender_id, lm.created_at as last_created_at,
      (select count(*)::int from messages u
        where u.conversation_id = c.id and u.sender_id <> ${viewerId} and not u.is_read) as unread
    from conversation_participants me
    join conversations c on c.id = me.conversation_id
    left join lateral (
      select m.content, m.sender_id, m.created_at from messages m
      where m.conversation_id = c.id
      order by m.created_at desc, m.id desc limit 1
    ) lm on true
    where me.user_id = ${viewerId}
      and (${term} = ''
        or exists (
          select 1 from conversation_participants sp
          join profiles sr on sr.id = sp.user_id
          where sp.conversation_id = c.id and sp.user_id <> ${viewerId}
            and (sr.full_name ilike ${pattern} or sr.handle ilike ${pattern}))
        or exists (
          select 1 from messages sm
          where sm.conversation_id = c.id and sm.content ilike ${pattern}))
    order by coalesce(lm.created_at, c.last_message_at, c.created_at) desc, c.id
    limit ${CONVERSATIONS_SHOWN}
  `,
  );
  return found.map((row) => ({
    id: row.id,
    participants: toParticipants(row.participants),
    lastMessage:
      row.last_sender_id && row.last_content !== null
        ? {
            content: row.last_content,
            senderId: row.last_sender_id,
            createdAt: iso(row.last_created_at),
          }
        : null,
    lastActivityAt: iso(row.last_created_at ?? row.last_message_at ?? row.created_at),
    unread: Number(row.unread),
  }));
}

/**
 * In SQL: how many messages from others the member `viewerId` (a column or a
 * parameter) has not read, in all their conversations. A fragment, so that a
 * read of the member can carry the count in the same statement.
 */
export function unreadMessages(viewerId: SQL): SQL<number> {
  // Aliases of their own, so a caller's table is never shadowed.
  return sql<number>`(select count(*)::int
    from conversation_participants unread_in
    join messages unread_message on unread_message.conversation_id = unread_in.conversation_id
    where unread_in.user_id = ${viewerId} and unread_message.sender_id <> ${viewerId}
      and not unread_message.is_read)`.mapWith(Number);
}

/** Messages from others that the member has not read, in all their conversations. */
export async function unreadCount(db: Database, viewerId: string): Promise<number> {
  const [row] = await rows<{ unread: number }>(
    db,
    sql`select ${unreadMessages(sql`${viewerId}::uuid`)} as unread`,
  );
  return Number(row?.unread ?? 0);
}

/** Whether the member takes part in the conversation. */
export async function isParticipant(db: Database, viewerId: string, conversationId: string) {
  const found = await rows<{ ok: number }>(
    db,
    sql`select 1 as ok from conversation_participants
        where conversation_id = ${conversationId} and user_id = ${viewerId}`,
  );
  return found.length > 0;
}

/** The conversation with its other members and artwork, or null unless the viewer takes part. */
export async function getConversation(
  db: Database,
  viewerId: string,
  conversationId: string,
): Promise<ConversationDetail | null> {
  const [row] = await rows<{
    id: string;
    created_at: unknown;
    participants: unknown;
    artwork_id: string | null;
    artwork_title: string | null;
    artwork_artist: string | null;
    artwork_image: string | null;
  }>(
    db,
    sql`
    select c.id, c.created_at, ${OTHERS(viewerId)} as participants,
      a.id as artwork_id, a.title as artwork_title, a.artist_name as artwork_artist,
      (select ai.image_key from artwork_images ai where ai.artwork_id = a.id
        order by ai.position limit 1) as artwork_image
    from conversations c
    join conversation_participants me on me.conversation_id = c.id and me.user_id = ${viewerId}
    left join artworks a on a.id = c.artwork_id
    where c.id = ${conversationId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    participants: toParticipants(row.participants),
    artwork: toArtworkContext(row),
  };
}

/**
 * The latest messages of a conversation, oldest first. Empty unless the viewer
 * takes part: participation is part of the query.
 */
export async function listMessages(
  db: Database,
  viewerId: string,
  conversationId: string,
  limit = MESSAGES_SHOWN,
): Promise<{ messages: ThreadMessage[]; hasEarlier: boolean }> {
  const found = await rows<MessageRow>(
    db,
    sql`
    select ${MESSAGE_COLUMNS}
    from messages m
    join conversation_participants me
      on me.conversation_id = m.conversation_id and me.user_id = ${viewerId}
    ${MESSAGE_JOINS}
    where m.conversation_id = ${conversationId}
    order by m.created_at desc, m.id desc
    limit ${limit + 1}`,
  );
  const hasEarlier = found.length > limit;
  return {
    messages: found.slice(0, limit).reverse().map(toThreadMessage),
    hasEarlier,
  };
}
