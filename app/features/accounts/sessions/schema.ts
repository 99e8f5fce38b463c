import { z } from "zod";
import { email } from "../fields";

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(128, "Invalid email or password"),
  rememberMe: z.boolean().default(false),
  /** The e-mailed code, asked for only once the account is past its ceiling of failed sign-ins. */
  code: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, "Enter the 6-digit code from the e-mail")
    .transform((value) => value || undefined)
    .optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;
