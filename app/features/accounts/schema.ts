import { z } from "zod";
import { plainText } from "~/lib/text";

/** Form inputs of the account screens; the browser and the server check the same rules. */

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Invalid email address")
  .pipe(z.email("Invalid email address"))
  .transform((v) => v.toLowerCase());

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
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

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
  password: z
    .string()
    .min(1, "Password is required")
    .min(8, "Password must be at least 8 characters")
    .max(128, "Password cannot exceed 128 characters"),
  confirmPassword: z.string().min(1, "Please confirm your password"),
  terms: z.literal(true, "You must agree to the terms and conditions"),
};

/**
 * 'Passwords do not match', checked whenever both are strings: an object's
 * refinement would otherwise wait until every other field is valid.
 */
const passwordsMatch = {
  path: ["confirmPassword"],
  message: "Passwords do not match",
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof value?.password === "string" && typeof value.confirmPassword === "string";
  },
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

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(128, "Invalid email or password"),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });

export const INVALID_RESET_LINK = "This reset link is invalid or has expired";

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, INVALID_RESET_LINK).max(200),
    password: registerFields.password,
    confirmPassword: registerFields.confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);

/** The 'send a new confirmation link' form. */
export const resendVerificationSchema = z.object({ email });

export const VERIFICATION_MESSAGES = {
  notVerified:
    "Please confirm your e-mail address before signing in. Open the link we e-mailed you, or send a new one.",
  confirmed: "Your e-mail address is confirmed. You can sign in now.",
  invalidLink: "This confirmation link is invalid or has expired",
  resent:
    "If that account still needs confirming, a new link is on its way. It works for 24 hours.",
} as const;

export const INVITE_LINK_MESSAGES = {
  used: "This invitation has already been used. If it was you, sign in.",
  invalid:
    "This invitation link is no longer valid: it may have been replaced by a newer invitation. Please use the link in the most recent invitation e-mail.",
} as const;

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

export const INVITATION_MESSAGES = {
  notInvited: "This email address has not been invited to register",
  used: "This invitation has already been used",
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
