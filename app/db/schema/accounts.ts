import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

export const userType = pgEnum("user_type", ["member", "artist", "curator", "admin"]);

/** The public face of an account; `id` equals the auth user's id. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    userTypes: userType().array().notNull().default(sql`ARRAY['member']::user_type[]`),
    fullName: text(),
    handle: text().notNull(),
    avatarKey: text(),
    bio: text(),
    location: text(),
    zipCode: text(),
    phoneNumber: text(),
    instagramHandle: text(),
    facebookProfileUrl: text(),
    currentPromotionStars: integer().notNull().default(0),
    currentReveals: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("profiles_handle_lower_key").on(sql`lower(${t.handle})`),
    index("profiles_full_name_idx").on(t.fullName),
    /**
     * The admin subscription list's search: every word typed must start a word of
     * the full name or handle (to_tsquery('simple', 'word:*'), see features/admin/subscriptions).
     */
    index("profiles_name_handle_search_idx").using(
      "gin",
      sql`to_tsvector('simple', coalesce(${t.fullName}, '') || ' ' || ${t.handle})`,
    ),
    /**
     * Admin member search (Add New Subscription): each word typed appears
     * anywhere in the full name or handle ('art' finds Jasmine Carter), an
     * ILIKE '%word%' that pg_trgm's trigrams answer.
     */
    index("profiles_name_handle_trgm_idx").using(
      "gin",
      sql`(coalesce(${t.fullName}, '') || ' ' || ${t.handle}) gin_trgm_ops`,
    ),
    /** The admin subscription list's search: the whole text typed starts the handle. */
    index("profiles_handle_prefix_idx").on(sql`lower(${t.handle}) text_pattern_ops`),
    /** The admin subscription list ordered by member name. */
    index("profiles_full_name_id_idx").on(t.fullName, t.id),
  ],
);

export const invitationStatus = pgEnum("invitation_status", ["pending", "registered"]);

export const invitations = pgTable(
  "invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Always stored lowercase. */
    email: text().notNull().unique(),
    status: invitationStatus().notNull().default("pending"),
    notes: text(),
    /** SHA-256 of the single-use token e-mailed in the invitation link. */
    tokenHash: text().unique(),
    invitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    invitedBy: uuid().references(() => user.id, { onDelete: "set null" }),
    registeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("invitations_invited_at_idx").on(t.invitedAt)],
);
