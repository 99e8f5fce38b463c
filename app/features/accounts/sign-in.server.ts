import type { Database } from "~/db/client.server";
import { clientAddress } from "~/features/platform/client-address";
import { clear, hit } from "~/features/platform/rate-limit.server";
import { env } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";
import { auth } from "./auth.server";
import type { LoginInput } from "./schema";

const WINDOW_SECONDS = 15 * 60;

/**
 * Signs in with e-mail and password and returns the session cookies. Attempts
 * are limited per account and per client address, so guessing is slow.
 */
export async function signIn(db: Database, request: Request, input: LoginInput): Promise<Headers> {
  const limit = env().SIGN_IN_LIMIT;
  const accountKey = `sign-in:account:${input.email}`;
  await hit(db, `sign-in:address:${clientAddress(request)}`, limit * 3, WINDOW_SECONDS);
  await hit(db, accountKey, limit, WINDOW_SECONDS);

  const response = await auth().api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new DomainError(
      body?.message || "Failed to sign in",
      response.status === 429 ? 429 : 401,
    );
  }
  await clear(db, accountKey);
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
