import { z } from "zod";
import { plainText } from "~/lib/plain-text";
import { confirmPassword, email, password, passwordsMatch, ZIP_PATTERN } from "../fields";
import { sessionErrors } from "../sessions/errors";
import { registrationErrors } from "./errors";

/** The registration and e-mail confirmation forms; the browser and the server check the same rules. */

export const usernameSchema = z
  .string()
  .trim()
  .min(1, "Username is required")
  .min(3, "Username must be at least 3 characters")
  .max(30, "Username cannot exceed 30 characters")
  .regex(
    /^[A-Za-z0-9_-]+$/,
    "Username can only contain letters, numbers, underscores, and hyphens",
  );

/** US-style ten digits, optionally with parentheses, dashes, dots or spaces. */
export const PHONE_PATTERN = /^\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4}$/;

export const registerFields = {
  email,
  fullName: plainText()
    .trim()
    .min(1, "Full name is required")
    .max(100, "Full name cannot exceed 100 characters"),
  username: usernameSchema,
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, "Country code is required")
    .default("US"),
  phone: z
    .string()
    .trim()
    .min(1, "Please enter a valid phone number")
    .regex(PHONE_PATTERN, "Please enter a valid phone number"),
  city: plainText().trim().min(1, "City is required").max(100, "City cannot exceed 100 characters"),
  state: plainText()
    .trim()
    .min(1, "State is required")
    .max(50, "State cannot exceed 50 characters"),
  zipCode: z
    .string()
    .trim()
    .min(1, "Zip code is required")
    .regex(ZIP_PATTERN, "Please enter a valid zip code (e.g., 12345 or 12345-6789)"),
  password,
  confirmPassword,
  terms: z.literal(true, "You must agree to the terms and conditions"),
};

export const registerSchema = z
  .object({
    ...registerFields,
    // The invitation link's token: it proves the mailbox, so the account is verified at once.
    inviteToken: z
      .string()
      .max(200)
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);

export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterField = keyof typeof registerFields;

/** The 'send a new confirmation link' form. */
export const resendVerificationSchema = z.object({ email });

export const VERIFICATION_MESSAGES = {
  notVerified: sessionErrors.table["email-not-verified"].message,
  confirmed: "Your e-mail address is confirmed. You can sign in now.",
  invalidLink: registrationErrors.table["invalid-confirmation-link"].message,
  resent:
    "If that account still needs confirming, a new link is on its way. It works for 24 hours.",
} as const;

/**
 * The toast after registering: an account made through the invitation link is
 * verified already and can sign in; any other must confirm its e-mail first.
 */
export const REGISTERED_MESSAGES = {
  ready: "Registration successful! Your account is ready. Please sign in.",
  confirmEmail: "Registration successful! Please check your email to verify your account.",
} as const;

/** Checks one field of the registration form, as the browser does on blur. */
export function checkRegisterField(field: RegisterField, value: unknown): string | null {
  const result = registerFields[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Stored phone format: plus, dial code, digits only. */
export function normalizePhone(dialCode: string, phone: string): string {
  return `+${dialCode}${phone.replace(/\D/g, "")}`;
}

export function joinLocation(city: string, state: string): string {
  return `${city.trim()}, ${state.trim()}`;
}

/** The registration page's action: the two checks the form makes on blur, and registering. */
export const registerActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("check-email"),
    email: registerFields.email,
    // An open invitation link may still register an address someone took without it.
    inviteToken: z
      .string()
      .optional()
      .transform((v) => v?.slice(0, 200) || undefined),
  }),
  z.object({ intent: z.literal("check-username"), username: usernameSchema }),
  registerSchema.safeExtend({ intent: z.literal("register") }),
]);

/** The answers of the registration form's checks. */
export type RegisterCheck =
  | { intent: "check-email"; invitation: "pending" | "registered" | "none"; message: string | null }
  | { intent: "check-username"; available: boolean; message: string | null };

/**
 * The confirmation page's action: intent=confirm marks the link's account
 * verified; intent=resend mails a new link (also used by the sign-in page).
 */
export const verifyEmailActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("confirm"),
    token: z.string().min(1, VERIFICATION_MESSAGES.invalidLink).max(2000),
  }),
  resendVerificationSchema.extend({ intent: z.literal("resend") }),
]);
