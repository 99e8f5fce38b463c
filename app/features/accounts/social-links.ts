/**
 * Links to a member's social profiles, made from what they typed: shown on their
 * public page and on their own profile alike, so both follow one rule.
 */

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
