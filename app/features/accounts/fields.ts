import { z } from "zod";

/** Form fields several account screens share; the browser and the server check the same rules. */

export const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Invalid email address")
  .pipe(z.email("Invalid email address"))
  .transform((v) => v.toLowerCase());

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const password = z
  .string()
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password cannot exceed 128 characters");

export const confirmPassword = z.string().min(1, "Please confirm your password");

/**
 * 'Passwords do not match', checked whenever both are strings: an object's
 * refinement would otherwise wait until every other field is valid.
 */
export const passwordsMatch = {
  path: ["confirmPassword"],
  message: "Passwords do not match",
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof value?.password === "string" && typeof value.confirmPassword === "string";
  },
};
