import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { artworks } from "./catalogue";
import { cents } from "./money";

export const revealedContacts = pgTable(
  "revealed_contacts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    revealedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("revealed_contacts_user_artwork_key").on(t.userId, t.artworkId)],
);

export const transactionType = pgEnum("transaction_type", ["purchase", "lease"]);
/** A transaction's state; the allowed moves are in app/features/commerce/checkout/transitions.ts. */
export const transactionStatus = pgEnum("transaction_status", [
  "pending",
  "charged",
  "completed",
  "failed",
  "refunded",
]);

/**
 * A sale or lease. Parties are set null when an account is deleted, so the
 * other party's completed history stays intact (anonymised).
 */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    artworkId: uuid().references(() => artworks.id, { onDelete: "set null" }),
    artistId: uuid().references(() => user.id, { onDelete: "set null" }),
    /** Title at the time of the transaction, kept if the artwork is deleted. */
    artworkTitle: text().notNull(),
    transactionType: transactionType().notNull(),
    amountCents: cents().notNull(),
    status: transactionStatus().notNull().default("pending"),
    leaseStartDate: date(),
    leaseEndDate: date(),
    paymentProvider: text(),
    paymentReference: text(),
    cardBrand: text(),
    cardLast4: text(),
    /** The provider's charge behind the payment (Stripe `ch_…`): the source of the transfers. */
    chargeReference: text(),
    /** When the charge was given back (state refunded). */
    refundedAt: timestamp({ withTimezone: true }),
    /** The provider's refund (Stripe `re_…`) and the reason an admin gave for it. */
    refundReference: text(),
    refundReason: text(),
    /** A chargeback: the provider's dispute (`dp_…`), its status as last told, and when it opened. */
    disputeReference: text(),
    disputeStatus: text(),
    disputedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("transactions_artist_created_idx").on(t.artistId, t.createdAt),
    index("transactions_user_created_idx").on(t.userId, t.createdAt),
    index("transactions_artwork_idx").on(t.artworkId),
  ],
);

export const leases = pgTable(
  "leases",
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: uuid()
      .notNull()
      .unique()
      .references(() => transactions.id, { onDelete: "cascade" }),
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    lesseeId: uuid().references(() => user.id, { onDelete: "set null" }),
    startDate: date().notNull(),
    /** Exclusive: the artwork is free again on this date. */
    endDate: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the owner was told the lease ends in three days (claimed once, by one process). */
    endingReminderSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("leases_artwork_period_idx").on(t.artworkId, t.startDate, t.endDate),
    index("leases_end_date_idx").on(t.endDate),
  ],
);

export const provenanceEvent = pgEnum("provenance_event", ["upload", "purchase", "correction"]);

/**
 * R-provenance-chain: a work's facts as one entry recorded them, by
 * artwork_recorded_facts() (migration 0023): what certificates state.
 */
export type RecordedFacts = {
  title: string;
  artist: string | null;
  medium: string;
  style: string | null;
  description: string;
  width: number | null;
  height: number | null;
  depth: number | null;
  unit: "in" | "cm" | "ft" | null;
  year: number | null;
  madeIn: string | null;
  /** The image keys, main image first. */
  images: string[];
};

/** Append-only ownership history of an artwork. */
export const provenance = pgTable(
  "provenance",
  {
    id: uuid().primaryKey().defaultRandom(),
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    ownerId: uuid().references(() => user.id, { onDelete: "set null" }),
    /** The owner's display name when the entry was made. */
    ownerName: text().notNull(),
    event: provenanceEvent().notNull(),
    transactionId: uuid().references(() => transactions.id, { onDelete: "set null" }),
    acquiredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // R-provenance-chain: the next three are set on insert by the provenance_chain
    // trigger (migration 0018), whatever the insert gives; the defaults here only
    // let an insert leave them out.
    /** 1, 2, 3… in the order the entries were recorded for the artwork. */
    position: integer()
      .notNull()
      .$defaultFn(() => 0),
    /** The hash of the entry at the position before, null for the first. */
    previousHash: text(),
    /** SHA-256 (hex) of the entry's recorded content and the previous hash: provenance_entry_hash(). */
    hash: text()
      .notNull()
      .$defaultFn(() => ""),
    /** The work's facts when the entry was made, set by the same trigger; hashed too. */
    facts: jsonb()
      .$type<RecordedFacts>()
      .notNull()
      .$defaultFn(() => ({}) as RecordedFacts),
  },
  (t) => [
    index("provenance_artwork_idx").on(t.artworkId, t.acquiredAt),
    uniqueIndex("provenance_artwork_position_idx").on(t.artworkId, t.position),
  ],
);

/**
 * One-time checkout confirmation codes (6 digits, e-mailed). Only a keyed hash
 * of the code is kept; a code expires after 10 minutes, allows 5 tries and is
 * used once.
 */
export const checkoutCodes = pgTable(
  "checkout_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checkout_codes_user_artwork_idx").on(t.userId, t.artworkId, t.createdAt)],
);

/**
 * The ledger's accounts (R-ledger-balances). Amounts are seen from the
 * gallery's books: money that came in from buyers is negative on
 * `buyer_payments`; what is owed to members (`artist_payable` per seller,
 * `royalty_payable` per original artist), the gallery's own `gallery_fee` and
 * money given back (`refunds`) are positive. A transfer to a member's payout
 * account moves their share from a payable to `transferred` (kind `transfer`);
 * a reversal moves it back (`transfer_reversal`).
 */
export const ledgerAccount = pgEnum("ledger_account", [
  "buyer_payments",
  "artist_payable",
  "royalty_payable",
  "gallery_fee",
  "refunds",
  "transferred",
]);
export const ledgerKind = pgEnum("ledger_kind", [
  "sale",
  "lease",
  "resale",
  "rent_credit",
  "refund",
  "transfer",
  "transfer_reversal",
]);

/**
 * Double-entry ledger: every money event writes entries that sum to zero per
 * transaction, in the database transaction of the event; a deferred
 * constraint trigger (migration 0016) refuses any commit that leaves a
 * transaction's entries unbalanced.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    account: ledgerAccount().notNull(),
    /** The member a payable account belongs to; null on the gallery's own accounts. */
    memberId: uuid().references(() => user.id, { onDelete: "set null" }),
    amountCents: cents().notNull(),
    kind: ledgerKind().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_transaction_idx").on(t.transactionId),
    index("ledger_entries_member_idx").on(t.memberId, t.account, t.createdAt),
  ],
);
