import { desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";

export type Mail = { to: string; subject: string; text: string; html?: string; kind: string };

let transport: ReturnType<typeof nodemailer.createTransport> | undefined;

function smtp() {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

/**
 * Records the mail in the outbox and, with SMTP configured, delivers it.
 * Without SMTP the outbox is the mailbox: admins read it in the app.
 */
export async function sendMail(db: Database, mail: Mail) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      kind: mail.kind,
    })
    .returning({ id: emailOutbox.id });
  const transporter = smtp();
  if (!transporter || !row) return;
  try {
    await transporter.sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await db
      .update(emailOutbox)
      .set({ sentAt: new Date(), attempts: 1 })
      .where(eq(emailOutbox.id, row.id));
  } catch (error) {
    logger.error({ err: error, kind: mail.kind }, "mail delivery failed");
    await db
      .update(emailOutbox)
      .set({ attempts: 1, lastError: String(error).slice(0, 500) })
      .where(eq(emailOutbox.id, row.id));
  }
}

export async function listOutbox(db: Database, limit = 100) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
