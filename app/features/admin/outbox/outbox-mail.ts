/** The outbox as the admin pages receive it from their loaders. */

/** Sent by SMTP, not delivered (SMTP refused it), or only kept in the outbox. */
/**
 * Where a mail stands: sent; queued (not tried yet, or kept in the development
 * outbox); retrying (refused, another attempt is due); failed (refused on the
 * last attempt: the dead letter, never tried again).
 */
export type OutboxState = "sent" | "queued" | "retrying" | "failed";

export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  /** The body; null when it is not shown (mail delivered by SMTP) or was cleared. */
  text: string | null;
  createdAt: Date;
  sentAt: Date | null;
  state: OutboxState;
  lastError: string | null;
};

export type MailDelivery = "smtp" | "outbox";
