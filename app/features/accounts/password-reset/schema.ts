import { z } from "zod";
import { confirmPassword, email, password, passwordsMatch } from "../fields";

export const INVALID_RESET_LINK = "This reset link is invalid or has expired";

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, INVALID_RESET_LINK).max(200),
    password,
    confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
