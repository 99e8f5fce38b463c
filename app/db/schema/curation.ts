import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { artworks, type PaletteColour } from "./catalogue";

export const spaceType = pgEnum("space_type", ["residential", "commercial", "gallery", "other"]);

/** The real size of the wall the space's photos show, when the curator knows it. */
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
    /** Dominant colours of the photo, for the colour fit of suggestions; null until computed. */
    palette: jsonb().$type<PaletteColour[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("curator_space_images_space_idx").on(t.spaceId, t.position)],
);

/**
 * A space's saved selection, in order. What the curator saw when saving is
 * kept beside the artwork, so a work that is later sold, withdrawn or deleted
 * still shows in the selection as no longer available (R-space-selection).
 */
export const curatorSpaceSelections = pgTable(
  "curator_space_selections",
  {
    spaceId: uuid()
      .notNull()
      .references(() => curatorSpaces.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    artworkId: uuid().references(() => artworks.id, { onDelete: "set null" }),
    title: text().notNull(),
    artistName: text(),
    priceCents: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.spaceId, t.position] }),
    index("curator_space_selections_artwork_idx").on(t.artworkId),
  ],
);
