import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  account,
  invitations,
  profiles,
  subscriptionPlans,
  user,
  userSubscriptions,
} from "~/db/schema";
import { AppError } from "~/lib/errors";
import { createTestDatabase } from "../../../../tests/support/database";
import { hashToken } from "../invitations/invite-token.server";
import { auth } from "../sessions/auth.server";
import { signIn } from "../sessions/mutations.server";
import { registerMember } from "./mutations.server";
import { type RegisterInput, registerSchema } from "./schema";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

let counter = 0;
function form(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  return registerSchema.parse({
    email: `artist${counter}@example.com`,
    fullName: "Nia Brooks",
    username: `nia_${counter}`,
    country: "US",
    phone: "(410) 555-0123",
    city: "Baltimore",
    state: "MD",
    zipCode: "21201",
    password: "painting-every-day",
    confirmPassword: "painting-every-day",
    terms: true,
    ...overrides,
  });
}

/** Invites the address and returns the token its invitation link carries. */
async function invite(email: string) {
  const token = randomBytes(24).toString("base64url");
  await database.db.insert(invitations).values({ email, tokenHash: hashToken(token) });
  return token;
}

async function expectRefusal(promise: Promise<unknown>, message: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).message).toBe(message);
  expect((error as AppError).status).toBeLessThan(500);
}

describe("registration", () => {
  beforeEach(() => {
    counter += 100;
  });

  it("creates the account, profile and free subscription, and uses the invitation", async () => {
    const input = form({ email: "Mixed.Case@Example.com" as never });
    await invite("mixed.case@example.com");
    const { userId } = await registerMember(database.db, input);

    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({
      fullName: "Nia Brooks",
      handle: input.username,
      userTypes: ["member"],
      location: "Baltimore, MD",
      zipCode: "21201",
      phoneNumber: "+14105550123",
      currentReveals: 1,
    });
    const [invitation] = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, "mixed.case@example.com"));
    expect(invitation?.status).toBe("registered");
    const [subscription] = await database.db
      .select({ plan: subscriptionPlans.name, status: userSubscriptions.status })
      .from(userSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .where(eq(userSubscriptions.userId, userId));
    expect(subscription).toEqual({ plan: "Free Tier", status: "active" });
    const [credential] = await database.db.select().from(account).where(eq(account.userId, userId));
    expect(credential?.providerId).toBe("credential");
    expect(credential?.password).not.toContain("painting");
  });

  it("lets the new member sign in with the password, and refuses a wrong one", async () => {
    const input = form();
    await registerMember(database.db, { ...input, inviteToken: await invite(input.email) });
    const request = new Request("http://localhost/login", { method: "POST" });
    const headers = await signIn(database.db, request, {
      email: input.email,
      password: input.password,
      rememberMe: true,
    });
    expect(headers.get("set-cookie")).toContain("session_token");
    await expectRefusal(
      signIn(database.db, request, {
        email: input.email,
        password: "wrong password",
        rememberMe: false,
      }),
      "Invalid email or password",
    );
  });

  it("keeps a short session without Remember me and a long one with it", async () => {
    const input = form();
    await registerMember(database.db, { ...input, inviteToken: await invite(input.email) });
    const request = new Request("http://localhost/login", { method: "POST" });
    const short = await signIn(database.db, request, { ...input, rememberMe: false });
    const long = await signIn(database.db, request, { ...input, rememberMe: true });
    const maxAge = (h: Headers) =>
      h
        .getSetCookie()
        .find((c) => c.includes("session_token"))
        ?.match(/Max-Age=(\d+)/i)?.[1];
    expect(maxAge(short)).toBeUndefined();
    expect(Number(maxAge(long))).toBeGreaterThanOrEqual(30 * 24 * 3600);
  });

  it("refuses an e-mail that was not invited", async () => {
    await expectRefusal(
      registerMember(database.db, form()),
      "This email address has not been invited to register",
    );
  });

  it("refuses an invitation that was already used", async () => {
    const first = form();
    await invite(first.email);
    await registerMember(database.db, first);
    await expectRefusal(
      registerMember(database.db, form({ email: first.email })),
      "This invitation has already been used",
    );
  });

  it("refuses a username taken in another letter case", async () => {
    const first = form({ username: "GalleryFan" });
    await invite(first.email);
    await registerMember(database.db, first);
    const second = form({ username: "galleryfan" });
    await invite(second.email);
    await expectRefusal(registerMember(database.db, second), "Username is no longer available.");
    const [invitation] = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, second.email));
    expect(invitation?.status).toBe("pending");
  });

  it("creates exactly one account when two registrations race on one invitation", async () => {
    const email = `race${counter}@example.com`;
    await invite(email);
    const attempts = await Promise.allSettled([
      registerMember(database.db, form({ email, username: `racer_a${counter}` })),
      registerMember(database.db, form({ email, username: `racer_b${counter}` })),
      registerMember(database.db, form({ email, username: `racer_c${counter}` })),
    ]);
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const failed of attempts.filter((a) => a.status === "rejected")) {
      expect((failed as PromiseRejectedResult).reason.message).toBe(
        "This invitation has already been used",
      );
    }
    const accounts = await database.db.select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(1);
  });

  it("limits sign-in attempts per account", async () => {
    const input = form();
    await invite(input.email);
    await registerMember(database.db, input);
    const request = new Request("http://localhost/login", {
      method: "POST",
      headers: { "x-gallery-client-address": "203.0.113.9" },
    });
    const wrong = { email: input.email, password: "not the password", rememberMe: false };
    for (let i = 0; i < 10; i++) await signIn(database.db, request, wrong).catch(() => {});
    await expectRefusal(
      signIn(database.db, request, wrong),
      "Too many attempts. Please wait a few minutes and try again.",
    );
    // The right password is refused too until the window passes.
    await expectRefusal(
      signIn(database.db, request, { ...wrong, password: input.password }),
      "Too many attempts. Please wait a few minutes and try again.",
    );
  });

  it("sends a single-use reset link that changes the password", async () => {
    const input = form();
    await invite(input.email);
    await registerMember(database.db, input);
    await auth().api.requestPasswordReset({
      body: { email: input.email, redirectTo: "/reset-password" },
    });
    const { emailOutbox } = await import("~/db/schema");
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, input.email), eq(emailOutbox.kind, "password-reset")));
    expect(mail?.kind).toBe("password-reset");
    const token = mail?.textBody?.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    await auth().api.resetPassword({
      body: { token: token!, newPassword: "a brand new password" },
    });
    await expect(
      auth().api.resetPassword({ body: { token: token!, newPassword: "again and again" } }),
    ).rejects.toThrow();
    const request = new Request("http://localhost/login", { method: "POST" });
    const headers = await signIn(database.db, request, {
      email: input.email,
      password: "a brand new password",
      rememberMe: false,
    });
    expect(headers.get("set-cookie")).toContain("session_token");
  });
});
