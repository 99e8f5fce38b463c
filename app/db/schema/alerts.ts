import {
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { artworks } from "./catalogue";

/** How a saved search alerts its member: at once, in a daily digest, or not at all. */
export const alertFrequency = pgEnum("alert_frequency", ["instant", "daily", "off"]);

/** A member's saved search: the search page's normalised query string and its alert. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** The search page's query string, as searchParamsOf writes it (page 1). */
    query: text().notNull(),
    alert: alertFrequency().notNull().default("off"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the member last opened it from the list: works listed since are new to them. */
    lastVisitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Works listed up to this moment have been looked at for its alerts. */
    // Milliseconds, as the job reads it back to claim the window by comparing it.
    alertedUntil: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique("saved_searches_user_query_key").on(t.userId, t.query),
    index("saved_searches_alert_idx").on(t.alert, t.alertedUntil),
  ],
);

/**
 * Each work a member was alerted to, claimed once (the primary key) by the
 * alert job that mails it, so no work is mailed twice to one member.
 */
export const alertedWorks = pgTable(
  "alerted_works",
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    savedSearchId: uuid().references(() => savedSearches.id, { onDelete: "set null" }),
    alertedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artworkId] }),
    index("alerted_works_artwork_idx").on(t.artworkId),
  ],
);
