import { sql } from "drizzle-orm";
import {
  date,
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
import { cents } from "./money";

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
    priceCents: cents(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.spaceId, t.position] }),
    index("curator_space_selections_artwork_idx").on(t.artworkId),
  ],
);

/**
 * One member's Discovery Mode views of one artwork on one gallery day
 * (R-discovery-stars): when the slide was last shown (the server's clock, so
 * "looked at for at least a second" is checked here, not in the browser) and
 * whether the member's manual move off it spent one of the owner's stars.
 * The key makes "at most one star per member, artwork and day" a constraint.
 */
export const discoveryViews = pgTable(
  "discovery_views",
  {
    memberId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    /** The gallery's calendar day (GALLERY_TZ) of the view. */
    day: date({ mode: "string" }).notNull(),
    /** The owner when the slide was shown: whose star a manual move spends. */
    ownerId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    shownAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    starSpentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.artworkId, t.day] }),
    index("discovery_views_artwork_idx").on(t.artworkId),
    // Owners whose stars were spent since a visit began keep their place in that visit's order.
    index("discovery_views_star_spent_idx")
      .on(t.starSpentAt, t.ownerId)
      .where(sql`${t.starSpentAt} is not null`),
  ],
);
