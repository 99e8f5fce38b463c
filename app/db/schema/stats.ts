import { date, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { artworks } from "./catalogue";

/**
 * Views of each artwork per day (UTC), kept by a trigger on artworks.view_count
 * (see drizzle/*_artwork_view_days_trigger.sql), for the artist's charts.
 */
export const artworkViewDays = pgTable(
  "artwork_view_days",
  {
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    day: date().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.artworkId, t.day] })],
);
