import type { Database } from "~/db/client.server";
import { clientAddress } from "~/lib/http/client-address";
import { hit } from "~/services/rate-limit.server";
import { auth } from "../sessions/auth.server";
import { passwordResetErrors } from "./errors";

const HOUR = 60 * 60;

/**
 * Mails a reset link when the address has an account; the answer is the same
 * either way. Limited per address and per e-mail, so nobody can flood a
 * mailbox or probe addresses quickly.
 */
export async function requestPasswordReset(db: Database, request: Request, email: string) {
  await hit(db, `password-reset:${clientAddress(request)}`, 10, HOUR);
  await hit(db, `password-reset:${email}`, 3, HOUR);
  await auth().api.requestPasswordReset({
    body: { email, redirectTo: "/reset-password" },
    headers: request.headers,
  });
}

/**
 * Sets the new password with a reset link's token. Using a token voids the
 * account's other reset links and ends its sessions (see sessions/auth.server.ts).
 */
export async function resetPassword(
  db: Database,
  request: Request,
  input: { token: string; password: string },
) {
  await hit(db, `password-reset-use:${clientAddress(request)}`, 20, HOUR);
  try {
    await auth().api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch {
    throw passwordResetErrors.raise("invalid-link");
  }
}
