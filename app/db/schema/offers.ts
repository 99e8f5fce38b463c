import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { artworks } from "./catalogue";
import { transactions } from "./commerce";
import { cents } from "./money";

/**
 * An owner's terms for offers on one work (R-offer-settings). No row: offers
 * are accepted and there is no floor. Kept apart from `artworks` so the floor
 * never travels with a work's row to anyone else's page.
 */
export const artworkOfferSettings = pgTable("artwork_offer_settings", {
  artworkId: uuid()
    .primaryKey()
    .references(() => artworks.id, { onDelete: "cascade" }),
  acceptsOffers: boolean().notNull().default(true),
  /** The lowest offer the owner will look at; below it an offer is declined at once. Never shown to others. */
  floorCents: cents(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** R-offer-states (offers/moves.ts): where an offer stands. */
export const offerStatus = pgEnum("offer_status", [
  "open",
  "countered",
  "accepted",
  "declined",
  "withdrawn",
  "expired",
  "lapsed",
  "completed",
  "void",
]);

/** A member's offer on a work for sale, its counter, and the reservation an acceptance makes. */
export const offers = pgTable(
  "offers",
  {
    id: uuid().primaryKey().defaultRandom(),
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    buyerId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The owner the offer was made to (a sale voids the offers of the previous owner). */
    ownerId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    amountCents: cents().notNull(),
    note: text(),
    counterCents: cents(),
    counterNote: text(),
    status: offerStatus().notNull().default("open"),
    /** Declined at once because it was below the owner's floor. */
    belowFloor: boolean().notNull().default(false),
    /** 72 hours after the offer or the counter now waiting for an answer. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The agreed price, once accepted. */
    priceCents: cents(),
    /** Accepted: the work is the buyer's to buy at the price until then (48 hours). */
    reservedUntil: timestamp({ withTimezone: true }),
    /** The purchase that used the reservation. */
    transactionId: uuid().references(() => transactions.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // R-offer-one-open: one offer waiting for an answer per member and work.
    uniqueIndex("offers_one_open_per_buyer_idx")
      .on(t.artworkId, t.buyerId)
      .where(sql`status in ('open', 'countered')`),
    // R-offer-one-accepted: one reservation per work.
    uniqueIndex("offers_one_accepted_per_work_idx")
      .on(t.artworkId)
      .where(sql`status = 'accepted'`),
    index("offers_owner_created_idx").on(t.ownerId, t.createdAt),
    index("offers_buyer_created_idx").on(t.buyerId, t.createdAt),
    index("offers_waiting_expiry_idx")
      .on(t.expiresAt)
      .where(sql`status in ('open', 'countered', 'accepted')`),
    check("offers_amount_positive", sql`${t.amountCents} > 0`),
    check("offers_counter_positive", sql`${t.counterCents} is null or ${t.counterCents} > 0`),
  ],
);
