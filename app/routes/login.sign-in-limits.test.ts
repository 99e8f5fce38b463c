import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/lib/http/client-address";
import { action as authAction, loader as authLoader } from "~/routes/api.auth";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as loginAction } from "~/routes/login";
import { createTestDatabase } from "../../tests/support/database";
import {
  formPost,
  routeArgs,
  settle,
  signedInMember,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** A sign-in form POST to /login from `address`, as the server would hand it on. */
function loginFrom(address: string, email: string, password: string) {
  const request = formPost("/login", { email, password, redirectTo: "/" }, null);
  request.headers.set(CLIENT_ADDRESS_HEADER, address);
  return routeArgs(request) as never;
}

/** What the /login action answered: a redirect after signing in, or the failure's status. */
async function signInFrom(address: string, email: string, password: string) {
  const result = await settle(() => loginAction(loginFrom(address, email, password)));
  if (result instanceof Response) {
    return { status: result.status, signedIn: /session_token=[^;]/.test(cookiesOf(result)) };
  }
  const answer = result as unknown as { data: { error: string }; init: ResponseInit };
  return { status: answer.init.status, signedIn: false, error: answer.data.error };
}

function cookiesOf(response: Response) {
  return response.headers.getSetCookie().join("\n");
}

describe("sign-in limits", () => {
  it("locks one address out of one account, but not the owner from another address", async () => {
    const member = await signedInMember(database.db);
    for (let i = 0; i < 10; i++) {
      expect((await signInFrom("198.51.100.1", member.email, "wrong guess")).status).toBe(401);
    }
    expect(await signInFrom("198.51.100.1", member.email, "wrong guess")).toMatchObject({
      status: 429,
      error: "Too many attempts. Please wait a few minutes and try again.",
    });

    // The owner, elsewhere, signs in as usual.
    expect(await signInFrom("203.0.113.7", member.email, TEST_PASSWORD)).toEqual({
      status: 302,
      signedIn: true,
    });
    // The guessing address stays locked, even with the right password.
    expect((await signInFrom("198.51.100.1", member.email, TEST_PASSWORD)).status).toBe(429);
  });

  it("stops one address from trying many accounts", async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => signedInMember(database.db)));
    const statuses: number[] = [];
    for (const member of members) {
      for (let i = 0; i < 8; i++) {
        statuses.push((await signInFrom("198.51.100.2", member.email, "spray")).status ?? 0);
      }
    }
    // Three times the per-account limit per address: attempt 31 on is refused.
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // Another address still reaches those accounts.
    expect((await signInFrom("203.0.113.8", members[3]!.email, TEST_PASSWORD)).status).toBe(302);
  });
});

describe("Better Auth's own endpoints", () => {
  function apiRequest(path: string, init: RequestInit = {}) {
    return routeArgs(new Request(new URL(path, TEST_ORIGIN), init)) as never;
  }
  function jsonPost(path: string, body: unknown) {
    return apiRequest(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN },
      body: JSON.stringify(body),
    });
  }

  it("answers 404 to sign-in, sign-up, reset requests and the rest", async () => {
    const member = await signedInMember(database.db);
    const posts = [
      ["/api/auth/sign-in/email", { email: member.email, password: TEST_PASSWORD }],
      ["/api/auth/sign-up/email", { email: "x@example.com", password: TEST_PASSWORD, name: "X" }],
      ["/api/auth/request-password-reset", { email: member.email, redirectTo: "/" }],
      ["/api/auth/reset-password", { token: "abc", newPassword: "new password here" }],
      ["/api/auth/send-verification-email", { email: member.email }],
      ["/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "x".repeat(9) }],
    ] as const;
    for (const [path, body] of posts) {
      const response = (await authAction(jsonPost(path, body))) as Response;
      expect(response.status, path).toBe(404);
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
    for (const path of ["/api/auth/get-session", "/api/auth/list-sessions", "/api/auth/ok"]) {
      expect(((await authLoader(apiRequest(path))) as Response).status, path).toBe(404);
    }
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, member.email));
    expect(mails).toEqual([]);
  });

  it("still sends the e-mailed reset link on to the reset page", async () => {
    const member = await signedInMember(database.db);
    await forgotAction(
      routeArgs(formPost("/forgot-password", { email: member.email }, null)) as never,
    );
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, member.email));
    const link = mail?.textBody?.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
    expect(link).toBeTruthy();
    const response = (await authLoader(
      apiRequest(new URL(link!).pathname + new URL(link!).search),
    )) as Response;
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get("location")!, TEST_ORIGIN);
    expect(target.pathname).toBe("/reset-password");
    expect(target.searchParams.get("token")).toBeTruthy();
  });
});
