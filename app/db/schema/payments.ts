import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { transactions } from "./commerce";
import { cents } from "./money";

/**
 * Every payment provider event the webhook accepted, by the provider's id:
 * an event is handled once, in the database transaction that records it.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text().primaryKey(),
    type: text().notNull(),
    /** The object the event is about (`pi_…`, `ch_…`, `acct_…`, `po_…`). */
    objectId: text(),
    /** The connected account the event happened on, for Connect events. */
    account: text(),
    /** When the provider created the event (its order, which delivery does not keep). */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_object_idx").on(t.objectId)],
);

/**
 * A member's Stripe Connect (Express) account, where their shares are
 * transferred. The status is the latest the provider told (`statusAt`, so an
 * older event arriving late cannot undo a newer one).
 */
export const payoutAccounts = pgTable("payout_accounts", {
  memberId: uuid()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  stripeAccountId: text().notNull().unique(),
  detailsSubmitted: boolean().notNull().default(false),
  /** The account may receive transfers (its `transfers` capability is active). */
  transfersActive: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  statusAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's share of one transaction on its way to their payout account:
 * `waiting` until they finish onboarding, `pending` while it is to be sent
 * (retried with backoff), `paid` once the provider made the transfer, `failed`
 * after the last try (admins see it and may try again), `reversed` after a refund.
 */
export const transferStatus = pgEnum("transfer_status", [
  "waiting",
  "pending",
  "paid",
  "failed",
  "reversed",
]);

export const memberTransfers = pgTable(
  "member_transfers",
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    memberId: uuid().references(() => user.id, { onDelete: "set null" }),
    amountCents: cents().notNull(),
    status: transferStatus().notNull().default("waiting"),
    /** The provider's transfer (`tr_…`) once made. */
    stripeTransferId: text().unique(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }),
    reversedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("member_transfers_transaction_member_key").on(t.transactionId, t.memberId),
    index("member_transfers_member_idx").on(t.memberId, t.createdAt),
    index("member_transfers_status_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** A payout from a member's payout account to their bank, as the provider told it. */
export const memberPayouts = pgTable(
  "member_payouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid().references(() => user.id, { onDelete: "set null" }),
    stripeAccountId: text().notNull(),
    stripePayoutId: text().notNull().unique(),
    amountCents: cents().notNull(),
    currency: text().notNull(),
    /** `paid` or `failed`, the provider's last word. */
    status: text().notNull(),
    failureMessage: text(),
    arrivalDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_payouts_member_idx").on(t.memberId, t.createdAt)],
);
