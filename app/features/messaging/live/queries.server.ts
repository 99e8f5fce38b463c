import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import {
  iso,
  MESSAGE_COLUMNS,
  MESSAGE_JOINS,
  type MessageRow,
  toThreadMessage,
} from "~/features/messaging/conversations/rows.server";
import type { LiveMessageEvent, LiveUnreadEvent } from "./events";

// R-message-participants-only: every read here joins the member's participant row.

/** A reconnecting stream is sent at most this many missed messages. */
const CATCH_UP_LIMIT = 500;

/** SQL for a member's unread totals, for `p.user_id` in conversation `convo`. */
const UNREAD_COLUMNS = (conversation: SQL) => sql`
  (select count(*)::int from conversation_participants up
    join messages u on u.conversation_id = up.conversation_id
    where up.user_id = p.user_id and u.sender_id <> p.user_id and not u.is_read) as unread,
  (select count(*)::int from messages u
    where u.conversation_id = ${conversation} and u.sender_id <> p.user_id and not u.is_read)
    as conversation_unread`;

function idList(ids: readonly string[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * A new message as each of `recipients` may see it: only those who take part
 * in its conversation get a row, so participation is checked for every event.
 */
export async function liveMessageFor(
  db: Database,
  messageId: string,
  recipients: readonly string[],
): Promise<{ userId: string; message: LiveMessageEvent }[]> {
  if (recipients.length === 0) return [];
  const found = await rows<
    MessageRow & { recipient: string; unread: number; conversation_unread: number }
  >(
    db,
    sql`
    select ${MESSAGE_COLUMNS}, p.user_id as recipient, ${UNREAD_COLUMNS(sql`m.conversation_id`)}
    from messages m
    join conversation_participants p on p.conversation_id = m.conversation_id
    ${MESSAGE_JOINS}
    where m.id = ${messageId} and p.user_id in (${idList(recipients)})`,
  );
  return found.map((row) => ({
    userId: row.recipient,
    message: {
      ...toThreadMessage(row),
      unread: Number(row.unread),
      conversationUnread: Number(row.conversation_unread),
    },
  }));
}

/** Unread counts after a change of read state, for those of `recipients` who take part. */
export async function liveUnreadFor(
  db: Database,
  conversationId: string,
  recipients: readonly string[],
): Promise<{ userId: string; event: LiveUnreadEvent }[]> {
  if (recipients.length === 0) return [];
  const found = await rows<{ recipient: string; unread: number; conversation_unread: number }>(
    db,
    sql`
    select p.user_id as recipient, ${UNREAD_COLUMNS(sql`p.conversation_id`)}
    from conversation_participants p
    where p.conversation_id = ${conversationId} and p.user_id in (${idList(recipients)})`,
  );
  return found.map((row) => ({
    userId: row.recipient,
    event: {
      unread: Number(row.unread),
      conversationId,
      conversationUnread: Number(row.conversation_unread),
    },
  }));
}

/**
 * Messages a stream missed, in the viewer's conversations: those after the
 * last one it received (`afterId`, in thread order), else those since `since`
 * less a few seconds, which covers the gap between rendering a page and
 * opening its stream (the browser drops the ones it already has).
 */
export async function messagesAfter(
  db: Database,
  viewerId: string,
  { afterId, since, conversationId }: { afterId?: string; since?: string; conversationId?: string },
): Promise<LiveMessageEvent[]> {
  const [anchor] = afterId
    ? await rows<{ created_at: unknown; id: string }>(
        db,
        sql`select lm.created_at::text as created_at, lm.id from messages lm
            join conversation_participants lp
              on lp.conversation_id = lm.conversation_id and lp.user_id = ${viewerId}
            where lm.id = ${afterId}`,
      )
    : [];
  let after: SQL;
  if (anchor)
    after = sql`(m.created_at, m.id) > (${anchor.created_at}::timestamptz, ${anchor.id}::uuid)`;
  else if (since) after = sql`m.created_at > ${since}::timestamptz - interval '5 seconds'`;
  else return [];
  const found = await rows<MessageRow & { unread: number; conversation_unread: number }>(
    db,
    sql`
    select ${MESSAGE_COLUMNS},
      (select count(*)::int from conversation_participants up
        join messages u on u.conversation_id = up.conversation_id
        where up.user_id = ${viewerId} and u.sender_id <> ${viewerId} and not u.is_read) as unread,
      (select count(*)::int from messages u
        where u.conversation_id = m.conversation_id and u.sender_id <> ${viewerId}
          and not u.is_read) as conversation_unread
    from messages m
    join conversation_participants me
      on me.conversation_id = m.conversation_id and me.user_id = ${viewerId}
    ${MESSAGE_JOINS}
    where ${after}
      ${conversationId ? sql`and m.conversation_id = ${conversationId}` : sql``}
    order by m.created_at, m.id
    limit ${CATCH_UP_LIMIT}`,
  );
  return found.map((row) => ({
    ...toThreadMessage(row),
    unread: Number(row.unread),
    conversationUnread: Number(row.conversation_unread),
  }));
}

/** The database's clock, so that every app process measures time alike. */
export async function databaseNow(db: Database): Promise<string> {
  const [row] = await rows<{ now: unknown }>(db, sql`select now() as now`);
  return iso(row?.now);
}
