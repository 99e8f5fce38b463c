import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, profiles, subscriptionPlans, userSubscriptions } from "~/db/schema";
import { calendarDate } from "~/lib/dates";
import * as page from "~/routes/admin-subscriptions";
import * as userSearch from "~/routes/api.admin-user-search";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: SignedIn;
let member: SignedIn;
let other: SignedIn;
const planIds: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await signedInMember(database.db, { admin: true });
  member = await signedInMember(database.db);
  other = await signedInMember(database.db);
  for (const plan of await database.db.select().from(subscriptionPlans)) {
    planIds[plan.name] = plan.id;
  }
});
afterAll(async () => {
  await database.drop();
});

async function activeSubscription(userId: string) {
  const [row] = await database.db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, "active")));
  if (!row) throw new Error("no active subscription");
  return row;
}

async function auditCount() {
  return (await database.db.select().from(auditLog)).length;
}

const PATH = "/admin/subscriptions";

describe("/admin/subscriptions", () => {
  it("lists subscriptions for admins, with the URL's search, filter, order and page", async () => {
    const answer = answerOf<Awaited<ReturnType<typeof page.loader>>>(
      await page.loader(routeArgs(admin.request(`${PATH}?q=mo&status=active&sort=user&page=1`))),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.failed).toBe(false);
    expect(answer.body.params).toMatchObject({ q: "mo", status: "active", sort: "user" });
    // Both members are "Mo Member", on the Free Tier since they registered.
    expect(answer.body.rows.map((row) => row.userId).sort()).toEqual(
      [member.userId, other.userId].sort(),
    );
    expect(answer.body.rows[0]).toMatchObject({ planName: "Free Tier", status: "active" });
    expect(answer.body.rows[0]?.email).toMatch(/@example\.com$/);
    expect(answer.body.plans.map((plan) => plan.name)).toEqual([
      "Free Tier",
      "Supporter",
      "Artist",
      "Patron",
    ]);
  });

  it("sends visitors to sign in and members home, from the page and every action", async () => {
    const visitor = await settle(() => page.loader(routeArgs(signedRequest(PATH, null))));
    expect((visitor as Response).headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent(PATH)}`,
    );
    const asMember = await settle(() => page.loader(routeArgs(member.request(PATH))));
    expect((asMember as Response).headers.get("Location")).toBe("/");

    const before = await activeSubscription(other.userId);
    const audits = await auditCount();
    const posts: Record<string, string>[] = [
      {
        intent: "update",
        subscriptionId: before.id,
        planId: planIds.Patron as string,
        status: "active",
        renewalDate: "2030-01-01",
        reason: "sneaky",
      },
      { intent: "add", userId: other.userId, planId: planIds.Patron as string },
      { intent: "add", userId: member.userId, planId: planIds.Patron as string },
    ];
    for (const fields of posts) {
      const asVisitor = await settle(() => page.action(routeArgs(formPost(PATH, fields, null))));
      expect((asVisitor as Response).status).toBe(302);
      const refused = await settle(() =>
        page.action(routeArgs(formPost(PATH, fields, member.cookie))),
      );
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).headers.get("Location")).toBe("/");
    }
    expect(await activeSubscription(other.userId)).toEqual(before);
    expect((await activeSubscription(member.userId)).planId).toBe(planIds["Free Tier"]);
    expect(await auditCount()).toBe(audits);
  });

  it("answers bad input with a clear message and changes nothing", async () => {
    const before = await activeSubscription(other.userId);
    const audits = await auditCount();
    const cases: [Record<string, string>, number, string][] = [
      [
        { intent: "add", userId: other.userId, planId: "" },
        400,
        "Please select both a user and a plan",
      ],
      [{ intent: "add", userId: "", planId: "" }, 400, "Please select both a user and a plan"],
      [
        { intent: "add", userId: crypto.randomUUID(), planId: planIds.Artist as string },
        404,
        "That member no longer exists. Search for them again.",
      ],
      [
        { intent: "add", userId: other.userId, planId: crypto.randomUUID() },
        404,
        "That plan does not exist. Reload the page and try again.",
      ],
      [
        {
          intent: "update",
          subscriptionId: before.id,
          planId: planIds.Artist as string,
          status: "active",
          renewalDate: "2026-02-31",
        },
        400,
        "Please enter a valid renewal date",
      ],
      [
        {
          intent: "update",
          subscriptionId: before.id,
          planId: planIds.Artist as string,
          status: "past_due",
          renewalDate: "2030-01-01",
        },
        400,
        "Please give a reason: the change is kept in the audit trail",
      ],
      [{ intent: "delete" }, 400, "Unknown request. Reload the page and try again."],
    ];
    for (const [fields, status, message] of cases) {
      const answer = answerOf<{ ok: boolean; error: string }>(
        await page.action(routeArgs(formPost(PATH, fields, admin.cookie))),
      );
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.body.error).toBe(message);
    }
    expect(await activeSubscription(other.userId)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it("updates a subscription and adds one, with the member's new allowances", async () => {
    const current = await activeSubscription(other.userId);
    const updated = answerOf<{ ok: boolean }>(
      await page.action(
        routeArgs(
          formPost(
            PATH,
            {
              intent: "update",
              subscriptionId: current.id,
              planId: planIds.Artist as string,
              status: "active",
              renewalDate: "2030-06-15",
              cancelAtPeriodEnd: "on",
            },
            admin.cookie,
          ),
        ),
      ),
    );
    expect(updated).toEqual({ status: 200, body: { ok: true, updated: true, changed: true } });
    const row = await activeSubscription(other.userId);
    expect(row).toMatchObject({ planId: planIds.Artist, cancelAtPeriodEnd: true });
    const [profile] = await database.db
      .select({ stars: profiles.currentPromotionStars, reveals: profiles.currentReveals })
      .from(profiles)
      .where(eq(profiles.id, other.userId));
    expect(profile).toEqual({ stars: 20, reveals: 15 });

    const added = answerOf(
      await page.action(
        routeArgs(
          formPost(
            PATH,
            { intent: "add", userId: member.userId, planId: planIds.Supporter as string },
            admin.cookie,
          ),
        ),
      ),
    );
    expect(added).toEqual({ status: 200, body: { ok: true, name: "Mo Member", created: false } });
    expect((await activeSubscription(member.userId)).planId).toBe(planIds.Supporter);
  });
});

describe("/api/admin/users", () => {
  it("answers a NUL byte or a huge value with a clear 400 or a clamp, never a 500", async () => {
    const listed = answerOf<Awaited<ReturnType<typeof page.loader>>>(
      await page.loader(
        routeArgs(admin.request(`${PATH}?q=mo%00&page=1e300&status=%00&sort=%00&dir=%00`)),
      ),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.failed).toBe(false);
    expect(listed.body.params).toMatchObject({ q: "mo", status: null, sort: "renewal", page: 1 });
    const long = answerOf<Awaited<ReturnType<typeof page.loader>>>(
      await page.loader(routeArgs(admin.request(`${PATH}?q=${"a".repeat(20_000)}&page=99999`))),
    );
    expect(long.status).toBe(200);
    expect(long.body.params.q).toHaveLength(200);
    expect(long.body.params.page).toBe(1);

    const before = await activeSubscription(other.userId);
    const audits = await auditCount();
    const update = {
      intent: "update",
      subscriptionId: before.id,
      planId: planIds.Artist as string,
      status: "canceled",
    };
    const cases: [Record<string, string>, string][] = [
      [
        { ...update, renewalDate: "99999-01-01", reason: "fix" },
        "Please enter a valid renewal date",
      ],
      [
        { ...update, renewalDate: "2030-01-01\u0000", reason: "fix" },
        "Please enter a valid renewal date",
      ],
      [
        { ...update, renewalDate: "2030-01-01", reason: "fix\u0000" },
        "Please remove unsupported characters from this text",
      ],
      [
        { ...update, renewalDate: "2030-01-01", reason: "x".repeat(501) },
        "The reason cannot exceed 500 characters",
      ],
      [
        { intent: "add", userId: `${other.userId}\u0000`, planId: planIds.Artist as string },
        "Please select both a user and a plan",
      ],
    ];
    for (const [fields, message] of cases) {
      const answer = answerOf<{ ok: boolean; error: string }>(
        await page.action(routeArgs(formPost(PATH, fields, admin.cookie))),
      );
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error).toBe(message);
    }
    expect(await activeSubscription(other.userId)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  const search = (q: string, who: SignedIn | null) =>
    userSearch.loader(
      routeArgs(signedRequest(`/api/admin/users?q=${encodeURIComponent(q)}`, who?.cookie ?? null)),
    );

  it("answers visitors 401 and members 403, without names or e-mails", async () => {
    const visitor = answerOf<{ error: string; users?: unknown }>(await search("mo", null));
    expect(visitor.status).toBe(401);
    expect(visitor.body.users).toBeUndefined();
    const asMember = answerOf<{ error: string; users?: unknown }>(await search("mo", member));
    expect(asMember.status).toBe(403);
    expect(asMember.body.users).toBeUndefined();
  });

  it("finds up to 10 members by name or handle for admins, with their e-mail", async () => {
    const found = answerOf<{ ok: true; users: { id: string; email: string | null }[] }>(
      await search("mo mem", admin),
    );
    expect(found.status).toBe(200);
    expect(found.body.users.map((u) => u.id).sort()).toEqual([member.userId, other.userId].sort());
    expect(found.body.users.find((u) => u.id === member.userId)?.email).toBe(member.email);
    // Fewer than 2 characters: nothing is searched.
    expect(answerOf<{ users: unknown[] }>(await search(" m ", admin)).body.users).toEqual([]);
    // A NUL byte is dropped, and a long text is cut to what the field allows.
    const withNul = answerOf<{ users: { id: string }[] }>(await search("mo\u0000 mem", admin));
    expect(withNul.status).toBe(200);
    expect(withNul.body.users.map((u) => u.id).sort()).toEqual(
      [member.userId, other.userId].sort(),
    );
    expect(answerOf<{ users: unknown[] }>(await search("\u0000m", admin)).body.users).toEqual([]);
    const long = answerOf<{ users: unknown[] }>(await search("mo".repeat(50_000), admin));
    expect(long.status).toBe(200);
    expect(long.body.users).toEqual([]);
  });
});

describe("/admin/subscriptions: saving unchanged and refilling allowances", () => {
  const post = async (fields: Record<string, string>) =>
    answerOf<Record<string, unknown>>(
      await page.action(routeArgs(formPost(PATH, fields, admin.cookie))),
    );
  const balances = async (userId: string) => {
    const [row] = await database.db
      .select({ reveals: profiles.currentReveals, stars: profiles.currentPromotionStars })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return row;
  };
  /** A member on Patron who has spent some of the month's 50 reveals and 50 stars. */
  async function patronWithSome() {
    const someone = await signedInMember(database.db);
    await post({ intent: "add", userId: someone.userId, planId: planIds.Patron as string });
    await database.db
      .update(profiles)
      .set({ currentReveals: 7, currentPromotionStars: 3 })
      .where(eq(profiles.id, someone.userId));
    return { someone, subscription: await activeSubscription(someone.userId) };
  }

  it("re-saving a subscription unchanged changes nothing: no refill, no period, no audit", async () => {
    const { someone, subscription } = await patronWithSome();
    const audits = await auditCount();
    const renewalDate = calendarDate(subscription.currentPeriodEnd);
    const saved = await post({
      intent: "update",
      subscriptionId: subscription.id,
      planId: planIds.Patron as string,
      status: "active",
      renewalDate,
    });
    expect(saved).toEqual({ status: 200, body: { ok: true, updated: true, changed: false } });
    expect(await balances(someone.userId)).toEqual({ reveals: 7, stars: 3 });
    expect(await activeSubscription(someone.userId)).toEqual(subscription);
    expect(await auditCount()).toBe(audits);
  });

  it("refuses a refill without a reason with a 400 and a clear message, writing nothing", async () => {
    const { someone, subscription } = await patronWithSome();
    const audits = await auditCount();
    for (const reason of [undefined, "", "   "]) {
      const answer = await post({
        intent: "refill",
        subscriptionId: subscription.id,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        ok: false,
        error: "Please give a reason for the refill: the audit trail keeps it",
      });
    }
    expect(await balances(someone.userId)).toEqual({ reveals: 7, stars: 3 });
    expect(await activeSubscription(someone.userId)).toEqual(subscription);
    expect(await auditCount()).toBe(audits);
  });

  it("refills to the plan's values with a reason, audited with before, after and the reason", async () => {
    const { someone, subscription } = await patronWithSome();
    const answer = await post({
      intent: "refill",
      subscriptionId: subscription.id,
      reason: "Reveals lost to a failed page",
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        ok: true,
        refilled: { userId: someone.userId, currentReveals: 50, currentPromotionStars: 50 },
      },
    });
    expect(await balances(someone.userId)).toEqual({ reveals: 50, stars: 50 });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, someone.userId))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.userId,
      action: "subscription.refilled",
      subjectType: "user",
      details: {
        plan: "Patron",
        before: { currentReveals: 7, currentPromotionStars: 3 },
        after: { currentReveals: 50, currentPromotionStars: 50 },
        reason: "Reveals lost to a failed page",
      },
    });
  });

  it("refuses to refill a subscription that is not active (it gives the Free Tier)", async () => {
    const { someone, subscription } = await patronWithSome();
    await post({
      intent: "update",
      subscriptionId: subscription.id,
      planId: planIds.Patron as string,
      status: "unpaid",
      renewalDate: "2030-01-01",
      reason: "Card declined",
    });
    const audits = await auditCount();
    const answer = await post({
      intent: "refill",
      subscriptionId: subscription.id,
      reason: "Asked nicely",
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { ok: false, error: "Only an active subscription's allowances can be refilled" },
    });
    // The Free Tier's 1 reveal and 0 stars, as the unpaid status left them.
    expect(await balances(someone.userId)).toEqual({ reveals: 1, stars: 0 });
    expect(await auditCount()).toBe(audits);
  });
});
