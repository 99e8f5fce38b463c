import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog, invitations, profiles, subscriptionPlans, transactions } from "~/db/schema";
import { isUuid } from "~/lib/ids";
import {
  type AuditEntryView,
  type AuditPerson,
  changesOf,
  contextOf,
  kindLabel,
} from "./entry-view";
import { AUDIT_PAGE_SIZE, type AuditFilters } from "./schema";

type AuditRow = typeof auditLog.$inferSelect;

function filterClause(filters: AuditFilters): SQL | undefined {
  return and(
    filters.actor === "system"
      ? isNull(auditLog.actorId)
      : filters.actor
        ? eq(auditLog.actorId, filters.actor)
        : undefined,
    filters.member ? eq(auditLog.subjectId, filters.member) : undefined,
    filters.kind ? eq(auditLog.action, filters.kind) : undefined,
  );
}

/** The member an entry is about: its subject when that is a member, else one its details name. */
function memberIdOf(row: AuditRow): string | null {
  if (row.subjectType === "user" && isUuid(row.subjectId)) return row.subjectId;
  const named = row.details?.userId ?? row.details?.memberId;
  return typeof named === "string" && isUuid(named) ? named : null;
}

/** 'Full Name (@handle)', or '@handle' for a member without a name. */
function personName(row: { fullName: string | null; handle: string }) {
  return row.fullName ? `${row.fullName} (@${row.handle})` : `@${row.handle}`;
}

async function namesOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: profiles.id, fullName: profiles.fullName, handle: profiles.handle })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((row) => [row.id, personName(row)]));
}

async function planNames(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(inArray(subscriptionPlans.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function invitationEmails(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: invitations.id, email: invitations.email })
    .from(invitations)
    .where(inArray(invitations.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

async function paymentTitles(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: transactions.id, title: transactions.artworkTitle })
    .from(transactions)
    .where(inArray(transactions.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Details that name a record by its id: shown through the member or subject, not as raw ids. */
const ID_DETAILS = new Set(["memberId", "userId", "transferId", "transactionId"]);

function idsOfType(rows: AuditRow[], type: string) {
  return [
    ...new Set(
      rows
        .filter((row) => row.subjectType === type && isUuid(row.subjectId))
        .map((row) => row.subjectId as string),
    ),
  ];
}

/**
 * R-audit-trail: one page of the audit trail, newest first, filtered by who
 * acted, the member concerned and the kind, in SQL. Names are read for the page's
 * rows only. `hasMore` says whether another page follows.
 */
export async function listAuditEntries(
  db: Database,
  filters: AuditFilters,
): Promise<{ entries: AuditEntryView[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(filterClause(filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filters.page - 1) * AUDIT_PAGE_SIZE);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);

  const people = [
    ...new Set(
      page.flatMap((row) => [row.actorId, memberIdOf(row)]).filter((id): id is string => !!id),
    ),
  ];
  const [names, plans, invited, payments] = await Promise.all([
    namesOf(db, people),
    planNames(db, idsOfType(page, "plan")),
    invitationEmails(db, idsOfType(page, "invitation")),
    paymentTitles(db, idsOfType(page, "transaction")),
  ]);

  const entries = page.map((row): AuditEntryView => {
    const details = row.details ?? null;
    const memberId = memberIdOf(row);
    const member: AuditPerson | null = memberId
      ? {
          id: memberId,
          name:
            names.get(memberId) ??
            (typeof details?.handle === "string"
              ? `@${details.handle} (deleted)`
              : "Deleted member"),
        }
      : null;
    let subject: string | null = null;
    if (row.subjectType === "plan" && row.subjectId) {
      subject = `Plan ${plans.get(row.subjectId) ?? (typeof details?.plan === "string" ? details.plan : "(deleted)")}`;
    } else if (row.subjectType === "invitation" && row.subjectId) {
      subject = `Invitation to ${invited.get(row.subjectId) ?? (typeof details?.email === "string" ? details.email : "a removed address")}`;
    } else if (row.subjectType === "transaction" && row.subjectId) {
      const title = payments.get(row.subjectId);
      subject = title ? `Payment for “${title}”` : "A removed payment";
    } else if (row.subjectType === "address" && row.subjectId) {
      subject = `Address ${row.subjectId}`;
    } else if (row.subjectType === "email" && row.subjectId) {
      subject = `No account with ${row.subjectId}`;
    }
    return {
      id: row.id,
      kind: row.action,
      kindLabel: kindLabel(row.action),
      createdAt: row.createdAt.toISOString(),
      actor: row.actorId
        ? { id: row.actorId, name: names.get(row.actorId) ?? "Deleted member" }
        : null,
      member,
      subject,
      changes: changesOf(details),
      reason: typeof details?.reason === "string" ? details.reason : null,
      context: contextOf(
        Object.fromEntries(Object.entries(details ?? {}).filter(([key]) => !ID_DETAILS.has(key))),
      ).filter((item) => !["Handle", "Plan"].includes(item.label)),
    };
  });
  return { entries, hasMore: rows.length > AUDIT_PAGE_SIZE };
}

/**
 * Whom the actor filter offers: the admins, and anyone else the URL names (a
 * member who reset their password, say), by name.
 */
export async function auditActorOptions(db: Database, selected: string | null) {
  const admins = await db
    .select({ id: profiles.id, fullName: profiles.fullName, handle: profiles.handle })
    .from(profiles)
    .where(sql`'admin' = any(${profiles.userTypes})`)
    .orderBy(asc(profiles.fullName), asc(profiles.handle))
    .limit(200);
  const options = admins.map((row) => ({ id: row.id, name: personName(row) }));
  if (selected && selected !== "system" && !options.some((o) => o.id === selected)) {
    const names = await namesOf(db, [selected]);
    options.push({ id: selected, name: names.get(selected) ?? "Deleted member" });
  }
  return options;
}

/** The name of the member the trail is filtered by, if any. */
export async function auditMemberName(db: Database, memberId: string | null) {
  if (!memberId) return null;
  const names = await namesOf(db, [memberId]);
  if (names.has(memberId)) return names.get(memberId) ?? null;
  const [entry] = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, memberId), eq(auditLog.action, "account.deleted")))
    .limit(1);
  const handle = entry?.details?.handle;
  return typeof handle === "string" ? `@${handle} (deleted)` : "Unknown member";
}
