import { z } from "zod";
import { plainText } from "~/lib/plain-text";
import { withoutControlCharacters } from "~/lib/text";

/** The kinds of entry the audit trail holds, with how the page names them (R-audit-trail). */
export const AUDIT_KINDS = {
  "invitation.sent": "Invitation sent",
  "subscription.added": "Subscription added",
  "subscription.changed": "Subscription changed",
  "subscription.refilled": "Allowances refilled",
  "plan.created": "Plan created",
  "plan.changed": "Plan changed",
  "auth.sign-in-limited": "Sign-in limit reached",
  "auth.password-reset": "Password reset",
  "account.deleted": "Account deleted",
  "payment.refunded": "Payment refunded",
  "payment.transfer-retried": "Transfer tried again",
} as const;

export type AuditKind = keyof typeof AUDIT_KINDS;

/** The longest reason an admin may give for a change. */
export const MAX_AUDIT_REASON = 500;
const REASON_TOO_LONG = `The reason cannot exceed ${MAX_AUDIT_REASON} characters`;

/**
 * The reason an admin gives for a change, as the audit trail keeps it: plain
 * text, at most 500 characters. Optional: blank becomes null.
 */
export const auditReason = plainText()
  .trim()
  .max(MAX_AUDIT_REASON, REASON_TOO_LONG)
  .transform((value) => value || null);

/** A reason the change cannot go without (R-admin-plans). */
export const requiredAuditReason = plainText({ error: "Please give a reason for the change" })
  .trim()
  .min(1, "Please give a reason for the change")
  .max(MAX_AUDIT_REASON, REASON_TOO_LONG);

export const AUDIT_PAGE_SIZE = 25;
/** Pages past this are not offered; narrow the filters instead. */
export const MAX_AUDIT_PAGE = 400;

/** Who acted: a member's id, or "system" for entries nobody signed in made. */
const actor = z.union([z.literal("system"), z.uuid()]);

/** The audit page's filters and page, from its URL; each bad value is dropped and named. */
export type AuditFilters = {
  actor: string | null;
  member: string | null;
  kind: AuditKind | null;
  page: number;
};

export type AuditFilterProblem = { param: string; message: string };

const MESSAGES = {
  actor: "The actor filter was not a member's id and was ignored.",
  member: "The member filter was not a valid id and was ignored.",
  kind: "That kind of entry does not exist; all kinds are shown.",
  page: "That page does not exist; the first page is shown.",
};

function clean(value: string | null) {
  const text = withoutControlCharacters(value ?? "").trim();
  return text === "" ? null : text;
}

export function parseAuditFilters(params: URLSearchParams): {
  filters: AuditFilters;
  problems: AuditFilterProblem[];
} {
  const problems: AuditFilterProblem[] = [];
  const filters: AuditFilters = { actor: null, member: null, kind: null, page: 1 };

  const actorText = clean(params.get("actor"));
  if (actorText) {
    const parsed = actor.safeParse(actorText.toLowerCase());
    if (parsed.success) filters.actor = parsed.data;
    else problems.push({ param: "actor", message: MESSAGES.actor });
  }
  const memberText = clean(params.get("member"));
  if (memberText) {
    const parsed = z.uuid().safeParse(memberText.toLowerCase());
    if (parsed.success) filters.member = parsed.data;
    else problems.push({ param: "member", message: MESSAGES.member });
  }
  const kindText = clean(params.get("kind"));
  if (kindText) {
    if (kindText in AUDIT_KINDS) filters.kind = kindText as AuditKind;
    else problems.push({ param: "kind", message: MESSAGES.kind });
  }
  const pageText = clean(params.get("page"));
  if (pageText) {
    const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : Number.NaN;
    if (page >= 1 && page <= MAX_AUDIT_PAGE) filters.page = page;
    else problems.push({ param: "page", message: MESSAGES.page });
  }
  return { filters, problems };
}

/** The audit page's address for these filters (page 1 unless given). */
export function auditUrl(filters: Partial<AuditFilters>) {
  const params = new URLSearchParams();
  if (filters.actor) params.set("actor", filters.actor);
  if (filters.member) params.set("member", filters.member);
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}
