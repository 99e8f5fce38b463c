import { z } from "zod";
import type { ActionResult } from "~/lib/errors";

/** What POST /api/reveal-contact reads. */
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
export type RevealResult = ActionResult<{
  contact: RevealedContact;
  revealsRemaining: number;
  charged: boolean;
}>;
