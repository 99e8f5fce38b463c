/** What the home page and the navigation's Featured menu list: how many, and in what shape. */

/** The home page's Featured Artwork grid: six available works, most viewed first (R-home-featured). */
export const FEATURED_ARTWORK_COUNT = 6;
/** The hero rotates through this many pictures (R-home-featured). */
export const HERO_IMAGE_COUNT = 4;

/** One picture of the home page hero, credited to its artwork. */
export type HeroImage = {
  artworkId: string;
  title: string;
  artistName: string | null;
  imageKey: string;
};

/** The navigation's Featured menu lists at most this many artists (R-featured-artists). */
export const FEATURED_ARTIST_COUNT = 10;

/** Public fields only: what the Featured menu shows and links to. */
export type FeaturedArtistRow = {
  id: string;
  fullName: string | null;
  handle: string;
  avatarKey: string | null;
};
