import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { auth } from "~/features/accounts/index.server";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as resetAction } from "~/routes/reset-password";
import { createTestDatabase } from "../../tests/support/database";
import {
  formPost,
  routeArgs,
  settle,
  signedInMember,
  TEST_PASSWORD,
} from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function resetTokens(email: string) {
  const mails = await database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "password-reset")))
    .orderBy(asc(emailOutbox.createdAt));
  return mails.map((m) => m.textBody?.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? "");
}

async function reset(token: string, password: string, confirmPassword = password) {
  const result = await settle(() =>
    resetAction(
      routeArgs(formPost("/reset-password", { token, password, confirmPassword }, null)) as never,
    ),
  );
  if (result instanceof Response) return { status: result.status };
  const answer = result as unknown as {
    data: { error: string; fieldErrors?: Record<string, string> };
    init: ResponseInit;
  };
  return { status: answer.init.status, ...answer.data };
}

async function signedIn(cookie: string) {
  return auth().api.getSession({ headers: new Headers({ Cookie: cookie }) });
}

describe("password reset", () => {
  it("voids the account's other reset links and ends its sessions once one is used", async () => {
    const member = await signedInMember(database.db);
    for (let i = 0; i < 2; i++) {
      await forgotAction(
        routeArgs(formPost("/forgot-password", { email: member.email }, null)) as never,
      );
    }
    const [first, second] = await resetTokens(member.email);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(await signedIn(member.cookie)).not.toBeNull();

    expect(await reset(second!, "a brand new password")).toEqual({ status: 302 });
    expect(await reset(first!, "someone elses password")).toMatchObject({
      status: 400,
      error: "This reset link is invalid or has expired",
    });
    expect(await signedIn(member.cookie)).toBeNull();

    const signIn = (password: string) =>
      auth().api.signInEmail({ body: { email: member.email, password }, asResponse: true });
    expect((await signIn("someone elses password")).status).toBe(401);
    expect((await signIn(TEST_PASSWORD)).status).toBe(401);
    expect((await signIn("a brand new password")).status).toBe(200);
  });

  it("shows 'Passwords do not match' together with the other problems", async () => {
    expect(await reset("some-token", "short", "different")).toMatchObject({
      status: 400,
      fieldErrors: {
        password: "Password must be at least 8 characters",
        confirmPassword: "Passwords do not match",
      },
    });
  });
});
