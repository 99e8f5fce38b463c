/** R-reveal-atomic: the contact reveal's texts. */
export const REVEAL_MESSAGES = {
  signIn: "Please sign in to reveal contact information",
  noneLeft: "You have no reveals remaining. Please upgrade your plan to get more reveals.",
  failed: "Failed to reveal contact information",
  notOffered: "This artist does not share contact details for this artwork.",
  ownArtwork: "This is your own artwork.",
  notAvailable: "This artwork is no longer available, so its artist's contact is not offered.",
  notFound: "Artwork not found",
} as const;

export function revealsRemainingLabel(count: number) {
  return `${count} reveal${count === 1 ? "" : "s"} remaining`;
}
