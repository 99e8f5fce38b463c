import { z } from "zod";
import { email } from "../fields";

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(128, "Invalid email or password"),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;
