import { sql } from "drizzle-orm";
import { type Database, db as processDatabase } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import {
  mayMail,
  unsubscribeFooter,
  unsubscribeHeaders,
} from "~/features/mail-preferences/index.server";
import { conversationPath } from "~/features/messaging/conversations/paths";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { startJob, stopJob } from "~/services/jobs.server";
import { escapeHtml, linesAsHtml, sendMail } from "~/services/mail.server";

/** R-unread-notice: a member's unread messages are e-mailed once per conversation after this long. */
export const UNREAD_NOTICE_AFTER_MINUTES = 10;

const PREVIEW_LENGTH = 280;

const NOTICE_KIND = "message-notice";

type Claimed = { conversation_id: string; user_id: string };

/**
 * Claims the (conversation, member) pairs that are owed an e-mail: the member
 * has a message from someone else unread for `afterMinutes`, newer than their
 * last notice, and nothing they were already told about is still unread. So a
 * member gets one e-mail per conversation for a run of unread messages, not
 * one per message, and another only after reading and falling behind again.
 *
 * The claim is a single UPDATE … RETURNING: when two processes run it at once,
 * the second waits for the first's row lock, re-checks the condition against
 * the new notified_at, and skips the row.
 */
export async function claimUnreadNotices(db: Database, afterMinutes: number): Promise<Claimed[]> {
  return rows<Claimed>(
    db,
    sql`
    update conversation_participants p
    set notified_at = now()
    where exists (
        select 1 from messages m
        where m.conversation_id = p.conversation_id
          and m.sender_id <> p.user_id
          and not m.is_read
          and m.created_at <= now() - make_interval(mins => ${afterMinutes})
          and (p.notified_at is null or m.created_at > p.notified_at))
      and not exists (
        select 1 from messages m
        where m.conversation_id = p.conversation_id
          and m.sender_id <> p.user_id
          and not m.is_read
          and p.notified_at is not null
          and m.created_at <= p.notified_at)
    returning p.conversation_id, p.user_id`,
  );
}

/**
 * E-mails each member who is owed a notice about unread messages; answers how
 * many were sent. Safe to run in every app process at once.
 */
export async function sendUnreadNotices(
  db: Database,
  { afterMinutes = UNREAD_NOTICE_AFTER_MINUTES }: { afterMinutes?: number } = {},
): Promise<number> {
  const claimed = await claimUnreadNotices(db, afterMinutes);
  let sent = 0;
  for (const claim of claimed) {
    try {
      if (await sendNotice(db, claim)) sent += 1;
    } catch (error) {
      logger.error({ err: error, conversationId: claim.conversation_id }, "unread notice failed");
    }
  }
  return sent;
}

async function sendNotice(db: Database, { conversation_id, user_id }: Claimed) {
  // A member who refused these notices stays claimed, so none piles up for later.
  if (!(await mayMail(db, user_id, NOTICE_KIND))) return false;
  const [row] = await rows<{
    email: string;
    recipient_name: string | null;
    recipient_handle: string | null;
    unread: number;
    sender_name: string | null;
    sender_handle: string | null;
    content: string | null;
  }>(
    db,
    sql`
    select u.email, rp.full_name as recipient_name, rp.handle as recipient_handle,
      (select count(*)::int from messages c
        where c.conversation_id = ${conversation_id} and c.sender_id <> ${user_id} and not c.is_read)
        as unread,
      sp.full_name as sender_name, sp.handle as sender_handle, lm.content
    from "user" u
    left join profiles rp on rp.id = u.id
    left join lateral (
      select m.content, m.sender_id from messages m
      where m.conversation_id = ${conversation_id} and m.sender_id <> ${user_id} and not m.is_read
      order by m.created_at desc, m.id desc limit 1
    ) lm on true
    left join profiles sp on sp.id = lm.sender_id
    where u.id = ${user_id}`,
  );
  if (!row || !row.content) return false;
  const from = displayName(
    { fullName: row.sender_name, handle: row.sender_handle },
    NAME_FALLBACKS.member,
  );
  const greeting = displayName(
    { fullName: row.recipient_name, handle: row.recipient_handle },
    NAME_FALLBACKS.member,
  );
  const link = new URL(conversationPath(conversation_id), env().APP_URL).toString();
  const preview =
    row.content.length > PREVIEW_LENGTH
      ? `${row.content.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…`
      : row.content;
  const count = Number(row.unread);
  const waiting = count === 1 ? "a message" : `${count} messages`;
  const footer = unsubscribeFooter(user_id, NOTICE_KIND);
  await sendMail(db, {
    to: row.email,
    kind: NOTICE_KIND,
    headers: unsubscribeHeaders(user_id, NOTICE_KIND),
    subject: `${from} sent you ${count === 1 ? "a message" : `${count} messages`}`,
    text: [
      `Hello ${greeting},`,
      "",
      `${from} sent you ${waiting} on The Fair Trade Art Gallery that you haven't read yet:`,
      "",
      preview,
      "",
      `Read and reply: ${link}`,
      "",
      "We send one e-mail per conversation until you've caught up.",
      "",
      ...footer,
    ].join("\n"),
    html: [
      `<p>Hello ${escapeHtml(greeting)},</p>`,
      `<p>${escapeHtml(from)} sent you ${waiting} on The Fair Trade Art Gallery that you haven't read yet:</p>`,
      `<blockquote style="white-space:pre-wrap">${escapeHtml(preview)}</blockquote>`,
      `<p><a href="${escapeHtml(link)}">Read and reply</a></p>`,
      "<p>We send one e-mail per conversation until you've caught up.</p>",
      linesAsHtml(footer),
    ].join("\n"),
  });
  return true;
}

const NOTICE_INTERVAL_MS = 60_000;
const NOTICE_JOB = "unread message notices";

/**
 * Checks for members owed an unread-message e-mail at server start and then every
 * minute. Every process may run it; claims keep each notice to one e-mail.
 */
export function startUnreadNotices({
  intervalMs = NOTICE_INTERVAL_MS,
  database = processDatabase,
}: {
  intervalMs?: number;
  database?: () => Database;
} = {}) {
  startJob(NOTICE_JOB, intervalMs, async () => {
    const sent = await sendUnreadNotices(database());
    if (sent > 0) logger.info({ sent }, "unread message notices sent");
  });
  return stopUnreadNotices;
}

export function stopUnreadNotices() {
  stopJob(NOTICE_JOB);
}
