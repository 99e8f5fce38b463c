import { sql } from "drizzle-orm";
import {
  boolean,
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
import { cents } from "./money";

export const subscriptionPlans = pgTable("subscription_plans", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  priceCents: cents().notNull().default(0),
  billingInterval: text().notNull().default("month"),
  /** 0 = free; commenting needs tier 1 or higher. */
  tier: integer().notNull().default(0),
  features: text().array().notNull().default([]),
  isActive: boolean().notNull().default(true),
  promotionStars: integer().notNull().default(0),
  revealsPerMonth: integer().notNull().default(0),
  maxArtworks: integer().notNull().default(0),
  maxCuratorSpaces: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const subscriptionStatus = pgEnum("subscription_status", [
  "active",
  "canceled",
  "past_due",
  "unpaid",
]);

export const userSubscriptions = pgTable(
  "user_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: uuid()
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: "restrict" }),
    status: subscriptionStatus().notNull().default("active"),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** Reference to a card payment provider's subscription, when one exists. */
    providerSubscriptionRef: text(),
    /** When the monthly allowances (reveals, stars) were last granted. */
    allowancesGrantedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_subscriptions_user_idx").on(t.userId, t.status),
    /** A member holds at most one active subscription, even when two admins add one at once. */
    uniqueIndex("user_subscriptions_one_active_key")
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    /**
     * The admin list's orders (renewal date, status then renewal date, plan then
     * renewal date); each ends in the id so pages are stable, and is read both ways.
     */
    index("user_subscriptions_period_end_id_idx").on(t.currentPeriodEnd, t.id),
    index("user_subscriptions_status_period_end_idx").on(t.status, t.currentPeriodEnd, t.id),
    index("user_subscriptions_plan_period_end_idx").on(t.planId, t.currentPeriodEnd, t.id),
  ],
);
