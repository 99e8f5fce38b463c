import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, profiles, session, subscriptionPlans, userSubscriptions } from "~/db/schema";
import {
  auth,
  deleteAccount,
  getViewer,
  requestPasswordReset,
  resetPassword,
  signOut,
} from "~/features/accounts/index.server";
import { sendFirstMessage, unreadCount } from "~/features/messaging/index.server";
import {
  currentPlan,
  FREE_PLAN_FALLBACK,
  FREE_PLAN_NAME,
  spendableAllowances,
  subscribe,
} from "~/features/plans/index.server";
import { createTestDatabase } from "../../../../tests/support/database";
import {
  type SignedIn,
  signedInMember,
  signedRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from "../../../../tests/support/sessions";
import { countStatements } from "../../../../tests/support/statements";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const DAY = 24 * 60 * 60 * 1000;

/** The viewer of a fresh request carrying `cookie`, and the statements it took. */
function viewerOf(cookie: string | null) {
  return countStatements(database, () => getViewer(signedRequest("/", cookie)));
}

async function planNamed(name: string) {
  const [plan] = await database.db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      priceCents: subscriptionPlans.priceCents,
      tier: subscriptionPlans.tier,
      maxArtworks: subscriptionPlans.maxArtworks,
      maxCuratorSpaces: subscriptionPlans.maxCuratorSpaces,
      revealsPerMonth: subscriptionPlans.revealsPerMonth,
      promotionStars: subscriptionPlans.promotionStars,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, name));
  if (!plan) throw new Error(`No plan ${name}`);
  return plan;
}

async function sessionRow(who: SignedIn) {
  const [row] = await database.db
    .select({ token: session.token, expiresAt: session.expiresAt })
    .from(session)
    .where(eq(session.userId, who.userId));
  return row;
}

async function setExpiry(who: SignedIn, expiresAt: Date) {
  await database.db.update(session).set({ expiresAt }).where(eq(session.userId, who.userId));
}

/** The Cookie header with `name`'s value replaced by `value` (encoded as Better Auth does). */
function withCookie(cookie: string, name: string, value: string) {
  return cookie
    .split("; ")
    .map((pair) => (pair.startsWith(`${name}=`) ? `${name}=${encodeURIComponent(value)}` : pair))
    .join("; ");
}

function cookieValue(cookie: string, name: string) {
  const pair = cookie.split("; ").find((p) => p.startsWith(`${name}=`));
  if (!pair) throw new Error(`No cookie ${name}`);
  return decodeURIComponent(pair.slice(name.length + 1));
}

const SESSION_COOKIE = "better-auth.session_token";
const DONT_REMEMBER_COOKIE = "better-auth.dont_remember";

/** Signs `who` in again without "Remember me": a one-day session and its mark. */
async function signInForTheBrowserSession(who: SignedIn) {
  const response = await auth().api.signInEmail({
    body: { email: who.email, password: TEST_PASSWORD, rememberMe: false },
    asResponse: true,
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("the signed-in viewer (R-session-length, R-current-plan)", () => {
  it("is read in one statement: the member, the plan they are on, what they can spend and their unread messages", async () => {
    const [patron, lapsed, free, writer] = await Promise.all([
      signedInMember(database.db),
      signedInMember(database.db, { admin: true }),
      signedInMember(database.db),
      signedInMember(database.db),
    ]);
    const patronPlan = await planNamed("Patron");
    await subscribe(database.db, patron.userId, patronPlan.id);
    await subscribe(database.db, lapsed.userId, patronPlan.id);
    await database.db
      .update(userSubscriptions)
      .set({ status: "canceled" })
      .where(eq(userSubscriptions.userId, lapsed.userId));
    await database.db
      .update(profiles)
      .set({ currentReveals: 50, currentPromotionStars: 50 })
      .where(sql`${profiles.id} in (${patron.userId}, ${lapsed.userId})`);
    for (const content of ["Is the blue one still for sale?", "And the frame?"]) {
      await sendFirstMessage(database.db, writer.userId, { to: patron.userId, content });
    }

    const { result: viewer, statements } = await viewerOf(patron.cookie);
    expect(statements).toBe(1);
    expect(viewer).toMatchObject({
      id: patron.userId,
      email: patron.email,
      fullName: "Mo Member",
      avatarKey: null,
      userTypes: ["member"],
      isAdmin: false,
      plan: patronPlan,
      currentReveals: 50,
      currentPromotionStars: 50,
      unreadMessages: 2,
    });

    const seen = await Promise.all([patron, lapsed, free].map((who) => viewerOf(who.cookie)));
    const freePlan = await planNamed(FREE_PLAN_NAME);
    expect(seen.map(({ result }) => result?.plan)).toEqual([patronPlan, freePlan, freePlan]);
    expect(seen[1]?.result).toMatchObject({
      isAdmin: true,
      userTypes: ["member", "admin"],
      // A canceled Patron keeps 50 in the balance but can spend the Free Tier's.
      currentReveals: 1,
      currentPromotionStars: 0,
      unreadMessages: 0,
    });
    // As each feature reads them on its own.
    for (const [i, who] of [patron, lapsed, free].entries()) {
      const viewer = seen[i]?.result;
      const allowances = await spendableAllowances(database.db, who.userId);
      expect(viewer?.plan).toEqual(await currentPlan(database.db, who.userId));
      expect(viewer?.currentReveals).toBe(allowances.reveals);
      expect(viewer?.currentPromotionStars).toBe(allowances.stars);
      expect(viewer?.unreadMessages).toBe(await unreadCount(database.db, who.userId));
      const [profile] = await database.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, who.userId));
      expect(viewer).toMatchObject({ handle: profile?.handle, fullName: profile?.fullName });
    }
  });

  it("gives the Free Tier's built-in values when its plan row is gone", async () => {
    const member = await signedInMember(database.db);
    await database.db
      .update(userSubscriptions)
      .set({ status: "canceled" })
      .where(eq(userSubscriptions.userId, member.userId));
    await database.db
      .update(subscriptionPlans)
      .set({ name: "Free Tier (renamed)" })
      .where(eq(subscriptionPlans.name, FREE_PLAN_NAME));
    try {
      expect((await viewerOf(member.cookie)).result?.plan).toEqual(FREE_PLAN_FALLBACK);
    } finally {
      await database.db
        .update(subscriptionPlans)
        .set({ name: FREE_PLAN_NAME })
        .where(eq(subscriptionPlans.name, "Free Tier (renamed)"));
    }
  });

  it("is nobody without a session cookie, asking the database nothing", async () => {
    expect(await viewerOf(null)).toEqual({ result: null, statements: 0 });
    expect(await viewerOf("theme=dark")).toEqual({ result: null, statements: 0 });
  });

  it("is nobody when the cookie's signature is wrong", async () => {
    const member = await signedInMember(database.db);
    const signed = cookieValue(member.cookie, SESSION_COOKIE);
    const [token, signature] = [signed.slice(0, signed.lastIndexOf(".")), signed.split(".").pop()!];
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    const forged = [
      `${token}.${flipped}`,
      `${token}x.${signature}`,
      token,
      // Signed with another secret.
      `${token}.${Buffer.alloc(32, 7).toString("base64")}`,
    ];
    for (const value of forged) {
      expect(await viewerOf(withCookie(member.cookie, SESSION_COOKIE, value))).toEqual({
        result: null,
        statements: 0,
      });
    }
    expect((await viewerOf(member.cookie)).result?.id).toBe(member.userId);
  });

  it("is nobody once the session has expired, remembered or not, and Better Auth removes it", async () => {
    const member = await signedInMember(database.db);
    const browserSession = await signInForTheBrowserSession(member);
    expect((await viewerOf(browserSession)).result?.id).toBe(member.userId);
    await setExpiry(member, new Date(Date.now() - 60_000));
    expect((await viewerOf(member.cookie)).result).toBeNull();
    expect((await viewerOf(browserSession)).result).toBeNull();
    expect(await sessionRow(member)).toBeUndefined();
  });

  it("is nobody once the member signed out", async () => {
    const member = await signedInMember(database.db);
    expect((await viewerOf(member.cookie)).result?.id).toBe(member.userId);
    await signOut(signedRequest("/logout", member.cookie, { method: "POST" }));
    expect((await viewerOf(member.cookie)).result).toBeNull();
  });

  it("is nobody once a password reset ended the account's sessions", async () => {
    const member = await signedInMember(database.db);
    const request = new Request(new URL("/forgot-password", TEST_ORIGIN), { method: "POST" });
    await requestPasswordReset(database.db, request, member.email);
    const [mail] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, member.email), eq(emailOutbox.kind, "password-reset")));
    const token = mail?.text?.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? "";
    await resetPassword(database.db, request, { token, password: "a brand new password" });
    expect((await viewerOf(member.cookie)).result).toBeNull();
  });

  it("is nobody once the account is deleted, or when its profile is gone", async () => {
    const [leaving, broken] = await Promise.all([
      signedInMember(database.db),
      signedInMember(database.db),
    ]);
    await deleteAccount(database.db, leaving.userId);
    expect((await viewerOf(leaving.cookie)).result).toBeNull();
    await database.db.delete(profiles).where(eq(profiles.id, broken.userId));
    expect(await sessionRow(broken)).toBeDefined();
    expect((await viewerOf(broken.cookie)).result).toBeNull();
  });

  it("extends a remembered session a day old through Better Auth, as before", async () => {
    const member = await signedInMember(database.db);
    const before = await sessionRow(member);
    // Signed in 2 days ago: 28 of its 30 days left.
    await setExpiry(member, new Date(Date.now() + 28 * DAY));
    const { result, statements } = await viewerOf(member.cookie);
    expect(result?.id).toBe(member.userId);
    expect(statements).toBeGreaterThan(1);
    const after = await sessionRow(member);
    expect(after?.token).toBe(before?.token);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY);
    // Extended, it is read in one statement again.
    expect((await viewerOf(member.cookie)).statements).toBe(1);
  });

  it("does not extend a session kept for the browser session only, unless its mark is forged", async () => {
    const member = await signedInMember(database.db);
    const cookie = await signInForTheBrowserSession(member);
    const token = cookieValue(cookie, SESSION_COOKIE).split(".")[0];
    const expiry = async () => {
      const [row] = await database.db
        .select({ expiresAt: session.expiresAt })
        .from(session)
        .where(eq(session.token, token!));
      return row!.expiresAt.getTime();
    };
    const oneDay = await expiry();
    expect(oneDay).toBeLessThan(Date.now() + 1.1 * DAY);
    expect(await viewerOf(cookie)).toMatchObject({ result: { id: member.userId }, statements: 1 });
    expect(await expiry()).toBe(oneDay);

    // Without a valid mark Better Auth takes it for a remembered session and extends it.
    const mark = cookieValue(cookie, DONT_REMEMBER_COOKIE);
    const forged = withCookie(cookie, DONT_REMEMBER_COOKIE, `false.${mark.split(".")[1]}`);
    expect((await viewerOf(forged)).result?.id).toBe(member.userId);
    expect(await expiry()).toBeGreaterThan(Date.now() + 29.9 * DAY);
  });
});
