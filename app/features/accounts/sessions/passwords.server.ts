import { hashPassword, verifyPassword } from "better-auth/crypto";

/**
 * How passwords are stored and checked: Better Auth's scrypt, in one place for
 * sign-in and password reset (through the auth configuration), registration
 * and the seeded accounts. The test kit swaps in a cheaper cost here
 * (tests/support/cheap-passwords.ts, integration files only); nothing else may.
 */
export const passwords = {
  hash: (password: string): Promise<string> => hashPassword(password),
  verify: (input: { hash: string; password: string }): Promise<boolean> => verifyPassword(input),
};
