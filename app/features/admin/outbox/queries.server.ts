import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { env } from "~/lib/env.server";
import { containsPattern } from "~/lib/search-term";
import { MAX_DELIVERY_ATTEMPTS } from "~/services/mail.server";
import type { MailDelivery, OutboxMail, OutboxState } from "./outbox-mail";

/** How the app's e-mail leaves: by SMTP, or only into the outbox admins read. */
export function mailDelivery(): MailDelivery {
  return env().SMTP_URL ? "smtp" : "outbox";
}

export const OUTBOX_PAGE_SIZE = 100;

/**
 * Every mail the app wrote, newest first; `search` matches the recipient.
 * Bodies (live links and codes) are read only with `withBodies`: for the
 * development outbox, where nothing is delivered and admins pass links on.
 */
export async function listOutboxMail(
  db: Database,
  {
    search,
    limit = OUTBOX_PAGE_SIZE,
    withBodies = false,
  }: { search?: string; limit?: number; withBodies?: boolean } = {},
): Promise<OutboxMail[]> {
  const term = search?.trim();
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      kind: emailOutbox.kind,
      text: withBodies ? emailOutbox.textBody : sql<string | null>`null`,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      lastError: emailOutbox.lastError,
      attempts: emailOutbox.attempts,
      hasBody: sql<boolean>`${emailOutbox.textBody} is not null`,
    })
    .from(emailOutbox)
    .where(term ? ilike(emailOutbox.toAddress, containsPattern(term)) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return rows.map(({ attempts, hasBody, ...row }) => ({
    ...row,
    state: outboxState({ ...row, attempts, hasBody }),
  }));
}

function outboxState(row: {
  sentAt: Date | null;
  lastError: string | null;
  attempts: number;
  hasBody: boolean;
}): OutboxState {
  if (row.sentAt) return "sent";
  if (!row.lastError) return "queued";
  // Refused on the last attempt, or its text cleared by age: never tried again.
  return row.attempts >= MAX_DELIVERY_ATTEMPTS || !row.hasBody ? "failed" : "retrying";
}

/** What became of the latest mail of one kind to one address. */
export async function latestMailState(
  db: Database,
  to: string,
  kind: string,
): Promise<{ state: OutboxState; lastError: string | null } | null> {
  const [row] = await db
    .select({
      sentAt: emailOutbox.sentAt,
      lastError: emailOutbox.lastError,
      attempts: emailOutbox.attempts,
      hasBody: sql<boolean>`${emailOutbox.textBody} is not null`,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row ? { state: outboxState(row), lastError: row.lastError } : null;
}

/** Counts of the outbox by state, for the page's summary line. */
export async function outboxTotals(db: Database) {
  const refused = and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.lastError));
  const [[all], [sent], [failed], [retrying]] = await Promise.all([
    db.select({ n: count() }).from(emailOutbox),
    db.select({ n: count() }).from(emailOutbox).where(isNotNull(emailOutbox.sentAt)),
    db
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        and(
          refused,
          or(gte(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS), isNull(emailOutbox.textBody)),
        ),
      ),
    db
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        and(
          refused,
          lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
          isNotNull(emailOutbox.textBody),
        ),
      ),
  ]);
  const total = all?.n ?? 0;
  const sentCount = sent?.n ?? 0;
  const failedCount = failed?.n ?? 0;
  const retryingCount = retrying?.n ?? 0;
  return {
    total,
    sent: sentCount,
    failed: failedCount,
    retrying: retryingCount,
    queued: total - sentCount - failedCount - retryingCount,
  };
}
