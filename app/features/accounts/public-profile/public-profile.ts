import type { ArtworkCardData } from "~/features/catalogue";

/** R-public-profile: the member page shows this many of the member's newest available works. */
export const PROFILE_ARTWORK_COUNT = 12;

/**
 * What anyone may see of a member. Contact details (e-mail, phone) are never
 * read here: they leave the server only through a paid, recorded reveal.
 */
export type PublicProfile = {
  id: string;
  name: string;
  handle: string;
  fullName: string | null;
  avatarKey: string | null;
  bio: string | null;
  location: string | null;
  instagramUrl: string | null;
  facebookUrl: string | null;
  memberSince: string;
  /** How many of the member's works are available, in all. */
  availableCount: number;
  /** The newest available works, at most PROFILE_ARTWORK_COUNT. */
  artworks: ArtworkCardData[];
};

/** A short plain-text summary for search engines and link previews. */
export function profileDescription(
  name: string,
  bio: string | null,
  location: string | null,
  artworkCount: number,
) {
  const text = bio?.replace(/\s+/g, " ").trim();
  if (text) return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
  const where = location ? ` in ${location}` : "";
  return artworkCount > 0
    ? `Original artwork by ${name}${where}, available to buy or lease at The Fair Trade Art Gallery.`
    : `${name}${where} is a member of The Fair Trade Art Gallery community.`;
}
