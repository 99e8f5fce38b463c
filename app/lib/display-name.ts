/** The words shown where a person or an artwork has no name of its own, by context. */
export const NAME_FALLBACKS = {
  /** A member in a conversation, a comment or an artwork's presenter. */
  member: "Gallery member",
  /** The new owner in a sold work's history. */
  collector: "Private collector",
  /** An owner in provenance whose account is gone. */
  formerMember: "Unknown member",
  /** The own-profile header. */
  anonymous: "Anonymous User",
  /** An artwork whose artist name is missing. */
  artist: "Unknown Artist",
} as const;

type Named = { fullName?: string | null; handle?: string | null } | null | undefined;

/** Full name, else handle, else the context's fallback. */
export function displayName(person: Named, fallback: string = NAME_FALLBACKS.member): string {
  return person?.fullName?.trim() || person?.handle?.trim() || fallback;
}
