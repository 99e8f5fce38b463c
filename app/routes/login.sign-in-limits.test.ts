import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/lib/http/client-address";
import { action as authAction, loader as authLoader } from "~/routes/api.auth";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as loginAction } from "~/routes/login";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
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
function loginFrom(address: string, email: string, password: string, code?: string) {
  const fields = { email, password, redirectTo: "/", ...(code === undefined ? {} : { code }) };
  const request = formPost("/login", fields, null);
  request.headers.set(CLIENT_ADDRESS_HEADER, address);
  return routeArgs(request) as never;
}

/** What the /login action answered: a redirect after signing in, or the failure's status. */
async function signInFrom(address: string, email: string, password: string, code?: string) {
  const result = await settle(() => loginAction(loginFrom(address, email, password, code)));
  if (result instanceof Response) {
    return { status: result.status, signedIn: /session_token=[^;]/.test(cookiesOf(result)) };
  }
  const answer = result as unknown as { data: { error: string; code: string }; init: ResponseInit };
  return {
    status: answer.init.status,
    signedIn: false,
    error: answer.data.error,
    code: answer.data.code,
  };
}

function cookiesOf(response: Response) {
  return response.headers.getSetCookie().join("\n");
}

/** The sign-in codes mailed to `email`, newest last. */
async function signInCodeMails(email: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "sign-in-code")))
    .orderBy(asc(emailOutbox.createdAt));
}

/** The code in the newest sign-in code mail to `email`. */
async function latestCode(email: string) {
  const mails = await signInCodeMails(email);
  return mails.at(-1)?.textBody?.match(/\b(\d{6})\b/)?.[1];
}

/** Ten addresses, ten wrong guesses each: the account-wide ceiling of failures (10 × SIGN_IN_LIMIT). */
async function floodFromTenAddresses(email: string) {
  for (let a = 0; a < 10; a++) {
    for (let i = 0; i < 10; i++) {
      expect((await signInFrom(`198.51.100.${100 + a}`, email, "wrong guess")).status).toBe(401);
    }
  }
}

const CODE_NEEDED = "sessions.sign-in-code-needed";
const CODE_WRONG = "sessions.sign-in-code-wrong";

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
    // Three times the per-account limit of failures per address: attempt 31 on is refused.
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // Another address still reaches those accounts.
    expect((await signInFrom("203.0.113.8", members[3]!.email, TEST_PASSWORD)).status).toBe(302);
  });

  it("counts racing failures before they run, so no more than the limit get through", async () => {
    const member = await signedInMember(database.db);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => signInFrom("198.51.100.4", member.email, "racing guess")),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it("lets 40 members sign in from one shared address: successes do not use up its allowance", async () => {
    const members: Awaited<ReturnType<typeof signedInMember>>[] = [];
    for (let i = 0; i < 40; i++) members.push(await signedInMember(database.db));
    for (const member of members) {
      expect(await signInFrom("192.0.2.10", member.email, TEST_PASSWORD), member.email).toEqual({
        status: 302,
        signedIn: true,
      });
    }
    // Signing in again later in the evening works as well.
    for (const member of members.slice(0, 5)) {
      expect((await signInFrom("192.0.2.10", member.email, TEST_PASSWORD)).status).toBe(302);
    }
  });

  it("still stops a sprayer whose own successful sign-ins come between the guesses", async () => {
    const own = await signedInMember(database.db);
    const targets = await Promise.all(Array.from({ length: 4 }, () => signedInMember(database.db)));
    const statuses: number[] = [];
    const ownStatuses: number[] = [];
    for (const target of targets) {
      for (let i = 0; i < 8; i++) {
        statuses.push((await signInFrom("198.51.100.3", target.email, "spray")).status ?? 0);
        ownStatuses.push((await signInFrom("198.51.100.3", own.email, TEST_PASSWORD)).status ?? 0);
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // Its own sign-ins went through until the address had used up its 30 failures; from then
    // on every attempt from it is refused, its own right password too.
    expect(ownStatuses.slice(0, 29).every((s) => s === 302)).toBe(true);
    expect(ownStatuses.slice(29).every((s) => s === 429)).toBe(true);
  });

  it("leaves the owner a way in after a flood from many addresses: the password and a mailed code", async () => {
    const owner = await signedInMember(database.db, { admin: true });
    await floodFromTenAddresses(owner.email);

    // Past the ceiling, guesses get one answer whether right or wrong, and no mail.
    const guess = await signInFrom("198.51.100.200", owner.email, "another guess");
    expect(guess).toMatchObject({ status: 401, code: CODE_NEEDED, signedIn: false });
    expect(await signInCodeMails(owner.email)).toEqual([]);

    // The owner's right password is not refused: it mails a code, and reads the same.
    const asked = await signInFrom("203.0.113.20", owner.email, TEST_PASSWORD);
    expect(asked).toEqual({ ...guess, error: guess.error });
    const [mail] = await signInCodeMails(owner.email);
    expect(mail?.subject).toBe("Your sign-in code");
    expect(mail?.subject).not.toMatch(/\d/);
    const code = await latestCode(owner.email);
    expect(code).toMatch(/^\d{6}$/);

    // The code is no use without the password, and a wrong password does not spend it.
    expect(await signInFrom("198.51.100.200", owner.email, "another guess", code)).toMatchObject({
      status: 401,
      code: CODE_WRONG,
    });
    expect(await signInFrom("203.0.113.20", owner.email, TEST_PASSWORD, code)).toEqual({
      status: 302,
      signedIn: true,
    });
    // Used once.
    expect(await signInFrom("203.0.113.21", owner.email, TEST_PASSWORD, code)).toMatchObject({
      status: 401,
      code: CODE_WRONG,
    });

    // The ceiling starting to ask for codes is in the audit trail once, however long the flood.
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "auth.sign-in-limited"), eq(auditLog.subjectId, owner.userId)),
      );
    expect(entries.map((entry) => entry.details)).toEqual([
      expect.objectContaining({
        reason: "More than 100 failed sign-in attempts at one account in 15 minutes",
        after: { signIn: "needs a code e-mailed to the member for 15 minutes" },
      }),
    ]);
  });

  it("keeps asking for a code while the flood goes on, and a code stops working after five wrong tries", async () => {
    const owner = await signedInMember(database.db);
    await floodFromTenAddresses(owner.email);
    expect((await signInFrom("203.0.113.30", owner.email, TEST_PASSWORD)).code).toBe(CODE_NEEDED);
    const code = (await latestCode(owner.email))!;
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom("203.0.113.30", owner.email, TEST_PASSWORD, wrong)).code).toBe(
        CODE_WRONG,
      );
    }
    expect((await signInFrom("203.0.113.30", owner.email, TEST_PASSWORD, code)).code).toBe(
      CODE_WRONG,
    );
    // Leaving the code empty mails a new one, which works.
    expect((await signInFrom("203.0.113.31", owner.email, TEST_PASSWORD)).code).toBe(CODE_NEEDED);
    const fresh = await latestCode(owner.email);
    expect(fresh).not.toBe(undefined);
    expect((await signInFrom("203.0.113.31", owner.email, TEST_PASSWORD, fresh)).status).toBe(302);
  });

  it("answers a malformed code with the field's message and a 400", async () => {
    const member = await signedInMember(database.db);
    const answer = await settle(() =>
      loginAction(loginFrom("203.0.113.40", member.email, TEST_PASSWORD, "12ab")),
    );
    expect(answerOf(answer)).toMatchObject({
      status: 400,
      body: { fieldErrors: { code: "Enter the 6-digit code from the e-mail" } },
    });
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
