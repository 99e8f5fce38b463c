import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Every e-mail the app sends; delivered by SMTP when configured, else kept here to read.
 * The bodies carry live links and codes: they are cleared once the mail is sent or given
 * up, and after a day in any case (services/mail.server.ts).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    /** Null once cleared. */
    textBody: text(),
    htmlBody: text(),
    /** What the mail is, e.g. invitation, password-reset. */
    kind: text().notNull(),
    /**
     * Extra header fields sent with the mail: List-Unsubscribe and
     * List-Unsubscribe-Post on mail a member may refuse. Cleared with the bodies.
     */
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_to_idx").on(t.toAddress),
  ],
);

/**
 * The kinds of mail a member has refused (one-click unsubscribe or the e-mail
 * preferences page); every kind without a row here is on.
 */
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** A mail kind a member may refuse, e.g. message-notice. */
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => user.id, { onDelete: "set null" }),
    action: text().notNull(),
    subjectType: text(),
    subjectId: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    /** The audit page's filters: by who acted, on what, and which kind of action, newest first. */
    index("audit_log_actor_created_idx").on(t.actorId, t.createdAt.desc()),
    index("audit_log_subject_created_idx").on(t.subjectId, t.createdAt.desc()),
    index("audit_log_action_created_idx").on(t.action, t.createdAt.desc()),
  ],
);

/** Fixed-window counters shared by every app process. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
});

/**
 * One row: the version of what public pages show. Database triggers raise it
 * at the commit of any transaction that changed such data (migration 0014), so
 * a page cached under an older version is never served again, by any process.
 */
export const pageCacheVersion = pgTable(
  "page_cache_version",
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [check("page_cache_version_single_row", sql`${t.id} = 1`)],
);
