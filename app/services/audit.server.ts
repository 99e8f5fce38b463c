import type { Database, Transaction } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/** The kinds of entry the audit trail holds (R-audit-trail). */
export const AUDIT_ACTIONS = [
  "invitation.sent",
  "plan.created",
  "plan.changed",
  "subscription.added",
  "subscription.changed",
  "subscription.refilled",
  "auth.sign-in-limited",
  "auth.password-reset",
  "account.deleted",
  "payment.refunded",
  "payment.transfer-retried",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A record's fields as they were and as they became; only what changed is worth keeping. */
export type AuditValues = Record<string, string | number | boolean | null>;

export type AuditDetails = {
  before?: AuditValues;
  after?: AuditValues;
  /** Why: the admin's reason, or what the system saw. */
  reason?: string;
  [context: string]: unknown;
};

export type AuditEntry = {
  /** Who did it; null when the system did (a limit, a member's own deletion). */
  actorId: string | null;
  action: AuditAction;
  subjectType?: string;
  subjectId?: string;
  details?: AuditDetails;
};

/**
 * Appends one entry to the audit trail. Call it with the transaction that
 * makes the change, so the change and its entry are stored together or not at
 * all. Nothing in the app edits or deletes entries.
 */
export async function audit(db: Database | Transaction, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}

/**
 * The fields that differ between two versions of a record, each side holding
 * only those: the before → after of an audit entry.
 */
export function changedValues(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}
