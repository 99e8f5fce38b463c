import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { cents } from "./money";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * An image's dominant colours in CIELAB (D65), largest share first; `share`
 * is the fraction of the image's pixels nearest to that colour (see
 * features/media/palette).
 */
export type PaletteColour = { l: number; a: number; b: number; share: number };

/**
 * The static IIIF Image API 3.0 (level 0) tiles of an image: its full size,
 * the tile width, the scale factors tiles exist at and the whole-image sizes.
 */
export type IiifTileLayout = {
  width: number;
  height: number;
  tileWidth: number;
  scaleFactors: number[];
  sizes: { width: number; height: number }[];
};

export const dimensionUnit = pgEnum("dimension_unit", ["in", "cm", "ft"]);

export const artworks = pgTable(
  "artworks",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The current owner and presenter ("Presented by"); changes on a sale. */
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The member who first listed it; stays credited after sales. */
    artistId: uuid().references(() => user.id, { onDelete: "set null" }),
    title: text().notNull(),
    description: text().notNull(),
    originalArtistName: text(),
    /** Displayed artist: the original artist's name, else the owner's full name (kept by a trigger). */
    artistName: text(),
    medium: text().notNull(),
    style: text(),
    location: text().notNull(),
    zipCode: text(),
    /** The five-digit ZIP, joined to zip_centroids for distances. */
    zip5: text().generatedAlwaysAs(sql`left(zip_code, 5)`),
    inceptionLocation: text(),
    width: numeric({ precision: 10, scale: 1, mode: "number" }),
    height: numeric({ precision: 10, scale: 1, mode: "number" }),
    depth: numeric({ precision: 10, scale: 1, mode: "number" }),
    dimensionUnit: dimensionUnit(),
    creationYear: integer(),
    salePriceCents: cents(),
    leaseDailyRateCents: cents(),
    leaseWeeklyRateCents: cents(),
    leaseMonthlyRateCents: cents(),
    isAvailable: boolean().notNull().default(true),
    qrCodeKey: text(),
    viewCount: integer().notNull().default(0),
    processWithAi: boolean().notNull().default(true),
    inGentrificationZone: boolean().notNull().default(false),
    receivedLoanGrant: boolean().notNull().default(false),
    isSpecialNeedsArtist: boolean().notNull().default(false),
    isSeekingLocation: boolean().notNull().default(false),
    manageOwnSales: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the work last went on offer (is_available turned true): kept by a
     * trigger (migration 0026_artwork_listed_at), read by saved-search alerts.
     */
    listedAt: timestamp({ withTimezone: true }),
    /** Full-text document: title, artist, medium and style, description (prefix-searchable). */
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(artist_name, '')), 'B') || setweight(to_tsvector('simple', coalesce(medium, '') || ' ' || coalesce(style, '')), 'C') || setweight(to_tsvector('simple', coalesce(description, '')), 'D')`,
    ),
  },
  (t) => [
    index("artworks_user_created_idx").on(t.userId, t.createdAt),
    index("artworks_available_views_idx").on(t.viewCount.desc(), t.id).where(sql`${t.isAvailable}`),
    // Newest first and price order are covering indexes (with every search filter
    // column, which Drizzle cannot declare): migration 0015_search_covering_indexes.
    index("artworks_search_idx").using("gin", t.searchVector),
    // One small index per support flag: a text search with a badge intersects
    // it with the GIN index's matches before reading the table, and a walk of a
    // badge's artworks starts from it instead of scanning the table.
    ...(
      [
        ["gentrification", t.inGentrificationZone],
        ["grant", t.receivedLoanGrant],
        ["special_needs", t.isSpecialNeedsArtist],
        ["seeking_location", t.isSeekingLocation],
      ] as const
    ).map(([name, flag]) =>
      index(`artworks_available_${name}_idx`).on(t.id).where(sql`${t.isAvailable} and ${flag}`),
    ),
    index("artworks_zip5_idx").on(t.zip5),
    // Saved-search alerts read the works newly on offer.
    index("artworks_available_listed_idx")
      .on(t.listedAt)
      .where(sql`${t.isAvailable}`),
    // Discovery Mode counts each owner's available works on every page (index-only).
    index("artworks_available_owner_idx")
      .on(t.userId)
      .where(sql`${t.isAvailable}`),
  ],
);

/** Images of an artwork in display order; position 0 is the main image. */
export const artworkImages = pgTable(
  "artwork_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    /** Storage prefix of the processed variants (see features/media). */
    imageKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** Dominant colours, for the colour fit of curation suggestions; null until computed. */
    palette: jsonb().$type<PaletteColour[]>(),
    /** Its deep-zoom tiles (see features/media); null until the tiling job has cut them. */
    tiles: jsonb().$type<IiifTileLayout>(),
    /** Until when a tiling run holds the image (or, after a failure, when it is tried again). */
    tilingHeldUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("artwork_images_artwork_idx").on(t.artworkId, t.position),
    index("artwork_images_untiled_idx").on(t.createdAt).where(sql`${t.tiles} is null`),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The favourite's watch: the sale price and whether the work was free to
     * buy or lease (on offer, not on an active lease) when the member last
     * heard of it; favourite alerts compare the work with these (features/alerts).
     */
    watchedPriceCents: cents(),
    watchedAvailable: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artworkId] }),
    index("favorites_artwork_idx").on(t.artworkId),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: uuid().primaryKey().defaultRandom(),
    artworkId: uuid()
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("comments_artwork_created_idx").on(t.artworkId, t.createdAt)],
);

/** US ZIP code centroids, loaded at start from bundled data (features/geo). */
export const zipCentroids = pgTable(
  "zip_centroids",
  {
    zip: text().primaryKey(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    city: text(),
    state: text(),
  },
  (t) => [index("zip_centroids_lat_lon_idx").on(t.latitude, t.longitude)],
);
