import { z } from "zod";

/** Part 1 §8: the contact reveal toasts. */
export const REVEAL_MESSAGES = {
  signIn: "Please sign in to reveal contact information",
  noneLeft: "You have no reveals remaining. Please upgrade your plan to get more reveals.",
  failed: "Failed to reveal contact information",
  notOffered: "This artist does not share contact details for this artwork.",
  ownArtwork: "This is your own artwork.",
  notAvailable: "This artwork is no longer available, so its artist's contact is not offered.",
} as const;

export const revealSchema = z.object({ artworkId: z.guid() });

/** The original artist's contact details; they leave the server only through a recorded reveal. */
export type RevealedContact = { email: string; phone: string | null };

/** What the artwork page's reveal block needs; `contact` only for someone who has revealed it. */
export type RevealBlockState =
  | { show: false }
  | { show: true; signedIn: false }
  | {
      show: true;
      signedIn: true;
      revealsRemaining: number;
      contact: RevealedContact | null;
    };

/** The answer of POST /api/reveal-contact. */
export type RevealResult =
  | { ok: true; contact: RevealedContact; revealsRemaining: number; charged: boolean }
  | { ok: false; error: string };

export function revealsRemainingLabel(count: number) {
  return `${count} reveal${count === 1 ? "" : "s"} remaining`;
}
