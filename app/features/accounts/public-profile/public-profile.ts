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

/** Instagram's own rule for user names: letters, digits, dots and underscores, at most 30. */
const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;

/**
 * A link to the member's Instagram page, or null when the stored handle is not
 * a plain user name (a pasted URL is read for its handle).
 */
export function instagramUrl(handle: string | null | undefined): string | null {
  let name = handle?.trim() ?? "";
  const pasted = name.match(/^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)/i);
  if (pasted?.[1]) name = pasted[1];
  name = name.replace(/^@/, "");
  return INSTAGRAM_HANDLE.test(name) ? `https://instagram.com/${name}` : null;
}

/** The member's Facebook link when it is a well-formed http(s) URL; anything else is dropped. */
export function facebookUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

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
