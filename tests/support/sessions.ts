import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { invitations, profiles } from "~/db/schema";
import { registerSchema } from "~/features/accounts";
import { auth, hashToken, registerMember } from "~/features/accounts/index.server";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "painting-every-day";

export type SignedIn = {
  userId: string;
  email: string;
  /** The Cookie header value that carries the session. */
  cookie: string;
  /** A request to `path` on the test origin, signed in as this member. */
  request: (path: string, init?: RequestInit) => Request;
};

/**
 * Registers a new member through the real invitation flow and signs them in,
 * for tests that call loaders and actions directly. `admin` adds the admin role.
 */
export async function signedInMember(
  db: Database,
  { admin = false, email }: { admin?: boolean; email?: string } = {},
): Promise<SignedIn> {
  const suffix = randomBytes(4).toString("hex");
  const address = (email ?? `member-${suffix}@example.com`).toLowerCase();
  // Registering with the invitation link's token: the account is verified at once.
  const inviteToken = randomBytes(24).toString("base64url");
  await db.insert(invitations).values({ email: address, tokenHash: hashToken(inviteToken) });
  const { userId } = await registerMember(
    db,
    registerSchema.parse({
      inviteToken,
      email: address,
      fullName: admin ? "Ada Admin" : "Mo Member",
      username: `user_${suffix}`,
      country: "US",
      phone: "(410) 555-0123",
      city: "Baltimore",
      state: "MD",
      zipCode: "21201",
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      terms: true,
    }),
  );
  if (admin) {
    await db
      .update(profiles)
      .set({ userTypes: ["member", "admin"] })
      .where(eq(profiles.id, userId));
  }
  const response = await auth().api.signInEmail({
    body: { email: address, password: TEST_PASSWORD },
    asResponse: true,
  });
  if (!response.ok) throw new Error(`Signing in ${address} failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return {
    userId,
    email: address,
    cookie,
    request: (path, init = {}) => signedRequest(path, cookie, init),
  };
}

/** A request to `path` on the test origin; with `cookie`, as that session. */
export function signedRequest(path: string, cookie: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  return new Request(new URL(path, TEST_ORIGIN), { ...init, headers });
}

/** A form POST to `path`, optionally signed in. */
export function formPost(path: string, fields: Record<string, string>, cookie: string | null) {
  return signedRequest(path, cookie, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** The arguments React Router passes a route's loader or action, for calling it directly. */
export function routeArgs(request: Request) {
  const url = new URL(request.url);
  return {
    request,
    url,
    pattern: url.pathname,
    params: {},
    context: new RouterContextProvider(),
  };
}

/** Runs a loader or action and returns what it threw or answered, as a Response when it is one. */
export async function settle<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/**
 * What a loader or action answered, as its caller sees it: the status and body
 * of a data() answer or a plain object, or a Response's status (body null).
 */
export function answerOf<Body = unknown>(result: unknown): { status: number; body: Body } {
  if (result instanceof Response) return { status: result.status, body: null as Body };
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
  if (value && typeof value === "object" && value.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as Body };
  }
  return { status: 200, body: result as Body };
}
