/** The home page's Featured Artwork grid: six available works, most viewed first (part 1 §9). */
export const FEATURED_ARTWORK_COUNT = 6;
/** The hero rotates through this many pictures (part 1 §9). */
export const HERO_IMAGE_COUNT = 4;

/** One picture of the home page hero, credited to its artwork. */
export type HeroImage = {
  artworkId: string;
  title: string;
  artistName: string | null;
  imageKey: string;
};
