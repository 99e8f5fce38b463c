import { z } from "zod";
import { plainText } from "~/lib/plain-text";

export const invitationSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter an email address")
    .max(254, "Invalid email address")
    .pipe(z.email("Invalid email address"))
    .transform((v) => v.toLowerCase()),
  notes: plainText()
    .trim()
    .max(500, "Notes cannot exceed 500 characters")
    .transform((v) => v || null)
    .nullable()
    .default(null),
});
export type InvitationInput = z.infer<typeof invitationSchema>;

/** What the registration page says about an opened invitation link it cannot use. */
export const INVITE_LINK_MESSAGES = {
  used: "This invitation has already been used. If it was you, sign in.",
  invalid:
    "This invitation link is no longer valid: it may have been replaced by a newer invitation. Please use the link in the most recent invitation e-mail.",
} as const;
