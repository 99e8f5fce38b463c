import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const spaceType = pgEnum("space_type", ["residential", "commercial", "gallery", "other"]);

export type SpaceDimensions = { width?: number; height?: number; unit?: "in" | "cm" | "ft" };

export const curatorSpaces = pgTable(
  "curator_spaces",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull(),
    type: spaceType().notNull(),
    dimensions: jsonb().$type<SpaceDimensions>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("curator_spaces_user_created_idx").on(t.userId, t.createdAt)],
);

export const curatorSpaceImages = pgTable(
  "curator_space_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    spaceId: uuid()
      .notNull()
      .references(() => curatorSpaces.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    imageKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("curator_space_images_space_idx").on(t.spaceId, t.position)],
);
