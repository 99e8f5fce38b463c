import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import nodemailer from "nodemailer";
import { type Database, db as processDatabase, type Transaction } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { startJob } from "./jobs.server";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** Extra header fields, e.g. List-Unsubscribe on mail a member may refuse. */
  headers?: Record<string, string>;
};

/**
 * A mail's text is kept only as long as it is needed: it holds live reset
 * links, checkout codes and invitations. With SMTP it is cleared when the mail
 * is sent or given up; in any case after this many hours.
 */
export const OUTBOX_BODY_HOURS = 24;

/** Delivery attempts per mail (the first when it is written, then retries). */
export const MAX_DELIVERY_ATTEMPTS = 3;

/**
 * When attempt n+1 is due, counted from the mail's creation. The gaps are far
 * longer than one SMTP conversation can last, so two processes never send the
 * same mail at once.
 */
const RETRY_AFTER_MINUTES: Record<number, number> = { 1: 15, 2: 60 };

export const OUTBOX_UPKEEP_INTERVAL_MS = 5 * 60 * 1000;

let transport:
  | { url: string; transporter: ReturnType<typeof nodemailer.createTransport> }
  | undefined;

function smtp() {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/** The headers go with the bodies: a List-Unsubscribe link is as personal as the text's. */
const NO_BODY = { textBody: null, htmlBody: null, headers: null } as const;

/**
 * Records the mail in the outbox and, with SMTP configured, delivers it.
 * Without SMTP the outbox is the mailbox: admins read it in the app.
 * `inBackground` answers once the mail is recorded, without waiting for SMTP:
 * for mails whose sending must not show in how long the answer takes.
 */
export async function sendMail(db: Database, mail: Mail, { inBackground = false } = {}) {
  const transporter = smtp();
  // This process makes the first attempt right away.
  const id = await insertMail(db, mail, transporter ? 1 : 0);
  if (!transporter) return;
  const delivery = deliver(db, transporter, id, 1, mail);
  if (!inBackground) return await delivery;
  // A failed delivery is recorded and retried by the outbox upkeep.
  delivery.catch((error) => logger.error({ err: error, kind: mail.kind }, "mail delivery failed"));
}

/**
 * Writes the mail to the outbox with the caller's transaction, so that it is
 * there exactly when what it confirms is (a receipt with its sale): it commits
 * or rolls back with them. Deliver it after the commit with sendQueuedMail; if
 * the process stops first, the upkeep sends it when its first retry is due.
 */
export async function queueMail(tx: Transaction, mail: Mail) {
  return insertMail(tx, mail, 0);
}

/**
 * Delivers a mail queueMail wrote, once its transaction has committed: claims
 * the first attempt (so the upkeep never sends it as well) and sends it. Never
 * throws: a refused mail is retried by the upkeep.
 */
export async function sendQueuedMail(db: Database, id: string) {
  const transporter = smtp();
  if (!transporter) return;
  try {
    const [mail] = await db
      .update(emailOutbox)
      .set({ attempts: 1 })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.attempts, 0), isNull(emailOutbox.sentAt)))
      .returning({
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        kind: emailOutbox.kind,
        text: emailOutbox.textBody,
        html: emailOutbox.htmlBody,
        headers: emailOutbox.headers,
      });
    if (!mail || mail.text === null) return;
    await deliver(db, transporter, id, 1, { ...mail, text: mail.text });
  } catch (error) {
    logger.error({ err: error, id }, "a queued mail could not be sent");
  }
}

async function insertMail(db: Database | Transaction, mail: Mail, attempts: number) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      headers: mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : null,
      kind: mail.kind,
      attempts,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("The mail was not written to the outbox");
  return row.id;
}

async function deliver(
  db: Database,
  transporter: NonNullable<ReturnType<typeof smtp>>,
  id: string,
  attempt: number,
  mail: {
    to: string;
    subject: string;
    text: string;
    html?: string | null;
    kind: string;
    headers?: Record<string, string> | null;
  },
) {
  try {
    await transporter.sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      headers: mail.headers ?? undefined,
    });
    // Sent: the bodies go in the same update, so no sent mail keeps its links.
    await db
      .update(emailOutbox)
      .set({ sentAt: new Date(), lastError: null, ...NO_BODY })
      .where(eq(emailOutbox.id, id));
  } catch (error) {
    logger.error({ err: error, kind: mail.kind, attempt }, "mail delivery failed");
    const givenUp = attempt >= MAX_DELIVERY_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set({ lastError: String(error).slice(0, 500), ...(givenUp ? NO_BODY : {}) })
      .where(eq(emailOutbox.id, id));
  }
}

/**
 * Tries again to deliver mail that SMTP refused, or that a stopped process
 * never sent, each when its next attempt is due. Each attempt is claimed by
 * raising the row's attempt count, so only one process makes it.
 */
export async function retryUnsentMail(db: Database, now = new Date()) {
  const transporter = smtp();
  if (!transporter) return 0;
  const dueBefore = (attempts: number) =>
    new Date(now.getTime() - (RETRY_AFTER_MINUTES[attempts] ?? 0) * 60_000);
  const waiting = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      kind: emailOutbox.kind,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
      headers: emailOutbox.headers,
      attempts: emailOutbox.attempts,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        isNotNull(emailOutbox.textBody),
        lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
        // A queued mail no process tried yet (its writer stopped) is due at once.
        or(eq(emailOutbox.attempts, 0), lt(emailOutbox.createdAt, dueBefore(1))),
      ),
    )
    .limit(50);
  let tried = 0;
  for (const mail of waiting) {
    if (mail.text === null || mail.createdAt >= dueBefore(mail.attempts)) continue;
    const [claimed] = await db
      .update(emailOutbox)
      .set({ attempts: mail.attempts + 1 })
      .where(
        and(
          eq(emailOutbox.id, mail.id),
          eq(emailOutbox.attempts, mail.attempts),
          isNull(emailOutbox.sentAt),
        ),
      )
      .returning({ id: emailOutbox.id });
    if (!claimed) continue;
    tried += 1;
    await deliver(db, transporter, mail.id, mail.attempts + 1, { ...mail, text: mail.text });
  }
  return tried;
}

/**
 * Clears the bodies of every sent mail and of any mail older than
 * OUTBOX_BODY_HOURS (sent, given up, or waiting in the development outbox).
 * Idempotent, so any number of processes may run it.
 */
export async function purgeMailBodies(db: Database, now = new Date()) {
  const cutoff = new Date(now.getTime() - OUTBOX_BODY_HOURS * 60 * 60 * 1000);
  const cleared = await db
    .update(emailOutbox)
    .set(NO_BODY)
    .where(
      and(
        or(isNotNull(emailOutbox.textBody), isNotNull(emailOutbox.htmlBody)),
        or(isNotNull(emailOutbox.sentAt), lt(emailOutbox.createdAt, cutoff)),
      ),
    )
    .returning({ id: emailOutbox.id });
  return cleared.length;
}

/** The outbox's upkeep: at start and every few minutes, retries due mail and clears old bodies. */
export function startOutboxUpkeep(intervalMs = OUTBOX_UPKEEP_INTERVAL_MS) {
  startJob("outbox upkeep", intervalMs, async () => {
    const database = processDatabase();
    await retryUnsentMail(database);
    const cleared = await purgeMailBodies(database);
    if (cleared) logger.info({ cleared }, "old mail bodies cleared");
  });
}

/** A plain-text mail's lines as its HTML part: each non-blank line a paragraph, escaped. */
export function linesAsHtml(lines: readonly string[]) {
  return lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("");
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
