import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, profiles, subscriptionPlans, user, userSubscriptions } from "~/db/schema";
import { calendarDate } from "~/lib/dates";
import { createTestDatabase } from "../../../../tests/support/database";
import { subscriptionErrors } from "./errors";
import { addSubscription, updateSubscription } from "./mutations.server";
import { needsReason, startOfDayIn } from "./policy";
import { listSubscriptions, searchMembers } from "./queries.server";
import {
  DEFAULT_LIST_PARAMS,
  parseListParams,
  SUBSCRIPTIONS_PAGE_SIZE,
  type SubscriptionListParams,
  subscriptionActionSchema,
} from "./schema";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let adminId: string;
const plans: Record<string, { id: string; promotionStars: number; revealsPerMonth: number }> = {};
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date();
const ZONE = "America/New_York";

async function member(fullName: string | null, handle: string, email: string) {
  const id = randomUUID();
  await db.insert(user).values({ id, name: fullName ?? handle, email });
  await db.insert(profiles).values({ id, fullName, handle });
  return id;
}

async function subscription(
  userId: string,
  plan: string,
  status: "active" | "canceled" | "past_due" | "unpaid",
  daysAhead: number,
) {
  const [row] = await db
    .insert(userSubscriptions)
    .values({
      userId,
      planId: plans[plan]?.id as string,
      status,
      currentPeriodEnd: new Date(NOW.getTime() + daysAhead * DAY),
    })
    .returning({ id: userSubscriptions.id });
  return row?.id as string;
}

const people: Record<string, string> = {};
const subs: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  for (const plan of await db.select().from(subscriptionPlans)) plans[plan.name] = plan;
  adminId = await member("Grace Admin", "grace_admin", "grace@gallery.test");
  people.ada = await member("Ada Lovelace", "countess_ada", "ada.l@analytical.test");
  people.bob = await member("Bob Brush", "brushwork", "bob@studio.test");
  people.cy = await member("Cy Twombly", "scribbles", "cy@rome.test");
  people.dee = await member(null, "dee_anon", "dee@quiet.test");
  subs.ada = await subscription(people.ada, "Patron", "active", 10);
  subs.bob = await subscription(people.bob, "Supporter", "past_due", 5);
  subs.cy = await subscription(people.cy, "Artist", "canceled", 20);
  subs.dee = await subscription(people.dee, "Free Tier", "unpaid", 1);
  for (let i = 0; i < 30; i++) {
    const id = await member(`Filler ${String(i).padStart(2, "0")}`, `filler_${i}`, `f${i}@x.test`);
    await subscription(id, "Supporter", "active", 30 + i);
  }
});
afterAll(async () => {
  await database.drop();
});

function params(overrides: Partial<SubscriptionListParams> = {}): SubscriptionListParams {
  return { ...DEFAULT_LIST_PARAMS, ...overrides };
}

async function names(overrides: Partial<SubscriptionListParams>) {
  const { rows } = await listSubscriptions(db, params(overrides));
  return rows.map((row) => row.handle);
}

describe("the subscription list", () => {
  it("searches by name words, handle, e-mail and plan, from the start of a word only", async () => {
    expect(await names({ q: "love" })).toEqual(["countess_ada"]);
    expect(await names({ q: "lovelace ADA" })).toEqual(["countess_ada"]);
    expect(await names({ q: "countess" })).toEqual(["countess_ada"]);
    expect(await names({ q: "@brush" })).toEqual(["brushwork"]);
    expect(await names({ q: "bob@stu" })).toEqual(["brushwork"]);
    expect(await names({ q: "ada.l@analytical" })).toEqual(["countess_ada"]);
    expect(await names({ q: "patron" })).toEqual(["countess_ada"]);
    expect(await names({ q: "free tier" })).toEqual(["dee_anon"]);
    expect(await names({ q: "velace" })).toEqual([]);
    expect(await names({ q: "%" })).toEqual([]);
    expect(await names({ q: "' or 1=1 --" })).toEqual([]);
  });

  it("filters by status, also with a search", async () => {
    expect(await names({ status: "past_due" })).toEqual(["brushwork"]);
    expect(await names({ status: "canceled" })).toEqual(["scribbles"]);
    expect(await names({ status: "unpaid" })).toEqual(["dee_anon"]);
    expect(await names({ status: "active", q: "bob" })).toEqual([]);
    const { total } = await listSubscriptions(db, params({ status: "active" }));
    expect(total).toBe(31);
  });

  it("orders by renewal date newest first by default, and by each column both ways", async () => {
    const all = async (overrides: Partial<SubscriptionListParams>) => {
      const rows = [];
      for (let page = 1; page <= 2; page++) {
        rows.push(...(await listSubscriptions(db, params({ ...overrides, page }))).rows);
      }
      return rows;
    };
    const ends = (await all({})).map((row) => row.currentPeriodEnd);
    expect(ends).toEqual([...ends].sort().reverse());
    const ascending = (await all({ dir: "asc" })).map((row) => row.currentPeriodEnd);
    expect(ascending).toEqual([...ends].reverse());

    const byUser = (await all({ sort: "user", dir: "asc" })).map((row) => row.userName);
    expect(byUser.at(-1)).toBeNull(); // no name comes last
    const named = byUser.filter((name): name is string => name !== null);
    expect(named[0]).toBe("Ada Lovelace");
    expect(named).toContain("Cy Twombly");
    const byUserDesc = (await all({ sort: "user", dir: "desc" })).map((row) => row.userName);
    expect(byUserDesc).toEqual([...byUser].reverse());

    const byPlan = (await all({ sort: "plan", dir: "asc" })).map((row) => row.planName);
    expect(byPlan).toEqual([
      "Artist",
      "Free Tier",
      "Patron",
      ...Array.from({ length: 31 }, () => "Supporter"),
    ]);
    const byStatus = (await all({ sort: "status", dir: "desc" })).map((row) => row.status);
    expect(byStatus.slice(0, 3)).toEqual(["unpaid", "past_due", "canceled"]);
  });

  it("pages 25 at a time without overlap, and a page past the end shows the last", async () => {
    const first = await listSubscriptions(db, params({ q: "filler" }));
    const second = await listSubscriptions(db, params({ q: "filler", page: 2 }));
    expect(first.total).toBe(30);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(SUBSCRIPTIONS_PAGE_SIZE);
    expect(second.rows).toHaveLength(5);
    const ids = new Set([...first.rows, ...second.rows].map((row) => row.id));
    expect(ids.size).toBe(30);
    const beyond = await listSubscriptions(db, params({ q: "filler", page: 9 }));
    expect(beyond.page).toBe(2);
    expect(beyond.rows.map((row) => row.id)).toEqual(second.rows.map((row) => row.id));
  });

  it("shows each row's member, e-mail, plan price and benefits", async () => {
    const [row] = (await listSubscriptions(db, params({ q: "countess" }))).rows;
    expect(row).toMatchObject({
      userName: "Ada Lovelace",
      email: "ada.l@analytical.test",
      planName: "Patron",
      priceCents: 5000,
      promotionStars: 50,
      revealsPerMonth: 50,
      maxArtworks: 100,
      maxCuratorSpaces: 10,
      status: "active",
      cancelAtPeriodEnd: false,
    });
  });

  it("reads the URL leniently: unknown values fall back to the defaults", () => {
    expect(parseListParams(new URLSearchParams("status=bogus&sort=nope&page=-3"))).toEqual(
      DEFAULT_LIST_PARAMS,
    );
    expect(parseListParams(new URLSearchParams("sort=user&page=2&status=unpaid"))).toMatchObject({
      sort: "user",
      dir: "asc",
      page: 2,
      status: "unpaid",
    });
  });

  it("finds members for Add New Subscription by name or handle, ten at most, with e-mail", async () => {
    const found = await searchMembers(db, "ada");
    expect(found.map((m) => m.handle)).toEqual(["countess_ada"]);
    expect(found[0]?.email).toBe("ada.l@analytical.test");
    expect(await searchMembers(db, "filler")).toHaveLength(10);
    expect((await searchMembers(db, "dee_")).map((m) => m.handle)).toEqual(["dee_anon"]);
    // E-mail addresses are not searched here.
    expect(await searchMembers(db, "bob@studio")).toEqual([]);
  });

  it("finds members for Add New Subscription by any part of a name or handle, typed % and _ literally", async () => {
    await member("Jasmine Carter", "jas_paints", "jasmine@carter.test");
    await member("Zero 0% Fees", "zero_fees", "zero@fees.test");
    await member("Una Score", "under_score", "una@score.test");
    const handles = async (text: string) => (await searchMembers(db, text)).map((m) => m.handle);

    for (const text of [
      "art",
      "ter",
      "smine",
      "CARTER",
      "jasmine carter",
      "carter JAS",
      "@paints",
    ]) {
      expect(await handles(text), text).toEqual(["jas_paints"]);
    }
    // Unescaped, '0%' would find every Filler 0… and 'r_s' Bob Brush's brushwork too.
    expect(await handles("0%")).toEqual(["zero_fees"]);
    expect(await handles("r_s")).toEqual(["under_score"]);
    expect(await handles("artist")).toEqual([]);
  });
});

async function latestAudit(subjectId: string) {
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return entry;
}

async function stored(id: string) {
  const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.id, id));
  return row;
}

async function allowances(userId: string) {
  const [row] = await db
    .select({ stars: profiles.currentPromotionStars, reveals: profiles.currentReveals })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

function updateInput(overrides: Record<string, unknown>) {
  const parsed = subscriptionActionSchema.parse({ intent: "update", ...overrides });
  if (parsed.intent !== "update") throw new Error("not an update");
  return parsed;
}

describe("updating a subscription", () => {
  it("sets plan, status, period and allowances, and audits before, after and reason", async () => {
    const renewalDate = calendarDate(new Date(NOW.getTime() + 40 * DAY), ZONE);
    await updateSubscription(
      db,
      adminId,
      updateInput({
        subscriptionId: subs.bob,
        planId: plans.Patron?.id,
        status: "active",
        renewalDate,
        cancelAtPeriodEnd: true,
        reason: "Paid by cheque",
      }),
      { now: NOW, timeZone: ZONE },
    );
    const row = await stored(subs.bob as string);
    expect(row).toMatchObject({
      planId: plans.Patron?.id,
      status: "active",
      cancelAtPeriodEnd: true,
    });
    expect(row?.currentPeriodStart.getTime()).toBe(NOW.getTime());
    expect(row?.currentPeriodEnd.getTime()).toBe(startOfDayIn(renewalDate, ZONE).getTime());
    expect(calendarDate(row?.currentPeriodEnd as Date, ZONE)).toBe(renewalDate);
    expect(await allowances(people.bob as string)).toEqual({ stars: 50, reveals: 50 });

    const entry = await latestAudit(people.bob as string);
    expect(entry).toMatchObject({ actorId: adminId, action: "subscription.changed" });
    expect(entry?.subjectType).toBe("user");
    expect(entry?.details).toEqual({
      before: {
        plan: "Supporter",
        status: "past_due",
        currentPeriodEnd: expect.any(String),
        cancelAtPeriodEnd: false,
        currentReveals: 0,
        currentPromotionStars: 0,
      },
      after: {
        plan: "Patron",
        status: "active",
        currentPeriodEnd: row?.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: true,
        currentReveals: 50,
        currentPromotionStars: 50,
      },
      reason: "Paid by cheque",
    });
  });

  it("keeps the renewal moment when its day is unchanged; audits only what changed", async () => {
    const before = await stored(subs.ada as string);
    await updateSubscription(
      db,
      adminId,
      updateInput({
        subscriptionId: subs.ada,
        planId: plans.Artist?.id,
        status: "active",
        renewalDate: calendarDate(before?.currentPeriodEnd as Date, ZONE),
      }),
      { now: NOW, timeZone: ZONE },
    );
    const after = await stored(subs.ada as string);
    expect(after?.currentPeriodEnd.getTime()).toBe(before?.currentPeriodEnd.getTime());
    expect(await allowances(people.ada as string)).toEqual({ stars: 20, reveals: 15 });
    const entry = await latestAudit(people.ada as string);
    expect(entry?.details).toEqual({
      before: { plan: "Patron", currentReveals: 0, currentPromotionStars: 0 },
      after: { plan: "Artist", currentReveals: 15, currentPromotionStars: 20 },
    });
  });

  it("asks no reason to change an overdue subscription whose renewal date is left as it was", async () => {
    const id = await member("Oda Overdue", "oda_overdue", "oda@overdue.test");
    const subscriptionId = await subscription(id, "Artist", "active", -5);
    const before = await stored(subscriptionId);
    const renewalDate = calendarDate(before?.currentPeriodEnd as Date, ZONE);
    const result = await updateSubscription(
      db,
      adminId,
      updateInput({
        subscriptionId,
        planId: plans.Artist?.id,
        status: "active",
        renewalDate,
        cancelAtPeriodEnd: true,
      }),
      { now: NOW, timeZone: ZONE },
    );
    expect(result.changed).toBe(true);
    expect((await stored(subscriptionId))?.cancelAtPeriodEnd).toBe(true);
    expect(
      needsReason(
        { from: "active", to: "active" },
        { from: "2020-01-01", to: "2020-01-01" },
        "2026-01-01",
      ),
    ).toBe(false);
    expect(
      needsReason(
        { from: "active", to: "active" },
        { from: "2020-01-01", to: "2020-01-02" },
        "2026-01-01",
      ),
    ).toBe(true);
    expect(
      needsReason(
        { from: "active", to: "unpaid" },
        { from: "2030-01-01", to: "2030-01-01" },
        "2026-01-01",
      ),
    ).toBe(true);
  });

  it("asks for a reason for a status change or a past renewal date, and changes nothing", async () => {
    const before = await stored(subs.cy as string);
    const future = calendarDate(new Date(NOW.getTime() + 20 * DAY), ZONE);
    const past = calendarDate(new Date(NOW.getTime() - 3 * DAY), ZONE);
    for (const change of [
      { status: "unpaid", renewalDate: future },
      { status: "canceled", renewalDate: past },
    ]) {
      const attempt = updateSubscription(
        db,
        adminId,
        updateInput({ subscriptionId: subs.cy, planId: plans.Artist?.id, ...change }),
        { now: NOW, timeZone: ZONE },
      );
      await expect(attempt).rejects.toSatisfy((e) => subscriptionErrors.is(e, "reason-required"));
    }
    expect(await stored(subs.cy as string)).toEqual(before);

    await updateSubscription(
      db,
      adminId,
      updateInput({
        subscriptionId: subs.cy,
        planId: plans.Artist?.id,
        status: "canceled",
        renewalDate: past,
        reason: "Backdated to the day they asked",
      }),
      { now: NOW, timeZone: ZONE },
    );
    expect(calendarDate((await stored(subs.cy as string))?.currentPeriodEnd as Date, ZONE)).toBe(
      past,
    );
    expect((await latestAudit(people.cy as string))?.details?.reason).toBe(
      "Backdated to the day they asked",
    );
  });

  it("refuses an unknown plan or subscription, and a second active subscription", async () => {
    const renewalDate = calendarDate(new Date(NOW.getTime() + 20 * DAY), ZONE);
    const before = await stored(subs.dee as string);
    await expect(
      updateSubscription(
        db,
        adminId,
        updateInput({
          subscriptionId: subs.dee,
          planId: randomUUID(),
          status: "unpaid",
          renewalDate,
        }),
      ),
    ).rejects.toSatisfy((e) => subscriptionErrors.is(e, "unknown-plan"));
    await expect(
      updateSubscription(
        db,
        adminId,
        updateInput({
          subscriptionId: randomUUID(),
          planId: plans.Artist?.id,
          status: "active",
          renewalDate,
        }),
      ),
    ).rejects.toSatisfy((e) => subscriptionErrors.is(e, "unknown-subscription"));

    // Ada is active already: activating an old subscription of hers is refused.
    const old = await subscription(people.ada as string, "Supporter", "canceled", -40);
    await expect(
      updateSubscription(
        db,
        adminId,
        updateInput({
          subscriptionId: old,
          planId: plans.Supporter?.id,
          status: "active",
          renewalDate,
          reason: "Reinstate",
        }),
      ),
    ).rejects.toSatisfy((e) => subscriptionErrors.is(e, "already-active"));
    expect((await stored(old))?.status).toBe("canceled");
    expect(await stored(subs.dee as string)).toEqual(before);
  });

  it("refuses malformed input before anything is read", () => {
    const base = {
      intent: "update",
      subscriptionId: randomUUID(),
      planId: randomUUID(),
      status: "active",
    };
    for (const renewalDate of ["2026-02-30", "tomorrow", "2026-13-01", "", "1899-01-01"]) {
      const parsed = subscriptionActionSchema.safeParse({ ...base, renewalDate });
      expect(parsed.success, renewalDate).toBe(false);
    }
    expect(
      subscriptionActionSchema.safeParse({ ...base, renewalDate: "2027-01-01", status: "gone" })
        .success,
    ).toBe(false);
    expect(
      subscriptionActionSchema.safeParse({ ...base, planId: "1", renewalDate: "2027-01-01" })
        .success,
    ).toBe(false);
    const add = subscriptionActionSchema.safeParse({ intent: "add", userId: "", planId: "" });
    expect(add.success).toBe(false);
    expect(add.error?.issues[0]?.message).toBe("Please select both a user and a plan");
  });
});

async function activeOf(userId: string) {
  return db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, "active")));
}

describe("adding a subscription", () => {
  it("starts a month on the plan with its allowances, and audits it", async () => {
    const id = await member("Eve Easel", "eve_easel", "eve@easel.test");
    const result = await addSubscription(
      db,
      adminId,
      { intent: "add", userId: id, planId: plans.Artist?.id as string },
      NOW,
    );
    expect(result).toEqual({ name: "Eve Easel", created: true });
    const [active] = await activeOf(id);
    expect(active?.planId).toBe(plans.Artist?.id);
    const end = new Date(NOW);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(active?.currentPeriodEnd.getTime()).toBe(end.getTime());
    expect(await allowances(id)).toEqual({ stars: 20, reveals: 15 });
    const entry = await latestAudit(id);
    expect(entry).toMatchObject({ action: "subscription.added", actorId: adminId });
    expect(entry?.details).toEqual({
      after: {
        plan: "Artist",
        status: "active",
        currentPeriodEnd: end.toISOString(),
        cancelAtPeriodEnd: false,
        currentReveals: 15,
        currentPromotionStars: 20,
      },
    });

    // Adding again moves the active subscription instead of adding a second.
    const again = await addSubscription(db, adminId, {
      intent: "add",
      userId: id,
      planId: plans.Patron?.id as string,
    });
    expect(again.created).toBe(false);
    const actives = await activeOf(id);
    expect(actives).toHaveLength(1);
    expect(actives[0]?.id).toBe(active?.id);
    expect(actives[0]?.planId).toBe(plans.Patron?.id);
    const changed = await latestAudit(id);
    expect(changed?.action).toBe("subscription.changed");
    expect(changed?.details).toMatchObject({
      before: { plan: "Artist" },
      after: { plan: "Patron" },
    });
  });

  it("leaves one active subscription when two admins add at once", async () => {
    const id = await member("Fay Fresco", "fay_fresco", "fay@fresco.test");
    const results = await Promise.all([
      addSubscription(db, adminId, {
        intent: "add",
        userId: id,
        planId: plans.Artist?.id as string,
      }),
      addSubscription(db, adminId, {
        intent: "add",
        userId: id,
        planId: plans.Patron?.id as string,
      }),
      addSubscription(db, adminId, {
        intent: "add",
        userId: id,
        planId: plans.Supporter?.id as string,
      }),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await activeOf(id)).toHaveLength(1);
    const entries = await db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(entries.map((e) => e.action).sort()).toEqual([
      "subscription.added",
      "subscription.changed",
      "subscription.changed",
    ]);
  });

  it("refuses an unknown member or plan and changes nothing", async () => {
    const id = await member("Gus Gouache", "gus_gouache", "gus@gouache.test");
    await expect(
      addSubscription(db, adminId, {
        intent: "add",
        userId: randomUUID(),
        planId: plans.Artist?.id as string,
      }),
    ).rejects.toSatisfy((e) => subscriptionErrors.is(e, "unknown-user"));
    await expect(
      addSubscription(db, adminId, { intent: "add", userId: id, planId: randomUUID() }),
    ).rejects.toSatisfy((e) => subscriptionErrors.is(e, "unknown-plan"));
    expect(await activeOf(id)).toEqual([]);
    expect(await latestAudit(id)).toBeUndefined();
  });
});

describe("startOfDayIn", () => {
  it("is midnight of the day in the zone, across clock changes", () => {
    expect(startOfDayIn("2026-07-01", "America/New_York").toISOString()).toBe(
      "2026-07-01T04:00:00.000Z",
    );
    expect(startOfDayIn("2026-12-01", "America/New_York").toISOString()).toBe(
      "2026-12-01T05:00:00.000Z",
    );
    expect(startOfDayIn("2026-11-01", "America/New_York").toISOString()).toBe(
      "2026-11-01T04:00:00.000Z",
    );
    expect(startOfDayIn("2026-03-08", "America/New_York").toISOString()).toBe(
      "2026-03-08T05:00:00.000Z",
    );
    expect(startOfDayIn("2026-05-05", "UTC").toISOString()).toBe("2026-05-05T00:00:00.000Z");
  });
});
