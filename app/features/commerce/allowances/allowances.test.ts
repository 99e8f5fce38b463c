import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, subscriptionPlans, userSubscriptions } from "~/db/schema";
import { createTestDatabase } from "../../../../tests/support/database";
import { signedInMember } from "../../../../tests/support/sessions";
import { periodLine } from "./allowances";
import { renewAllowances } from "./mutations.server";
import { currentPeriod } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function planId(name: string) {
  const [plan] = await database.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, name));
  if (!plan) throw new Error(`No plan ${name}`);
  return plan.id;
}

/** A member on `plan` whose period ran from `start` to `end`, with spent allowances. */
async function subscribed(plan: string, start: string, end: string, cancelAtPeriodEnd = false) {
  const member = await signedInMember(database.db);
  // Only this subscription, whatever registration gave the member.
  await database.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, member.userId));
  const [subscription] = await database.db
    .insert(userSubscriptions)
    .values({
      userId: member.userId,
      planId: await planId(plan),
      status: "active",
      currentPeriodStart: new Date(start),
      currentPeriodEnd: new Date(end),
      cancelAtPeriodEnd,
      allowancesGrantedAt: new Date(start),
    })
    .returning();
  await database.db
    .update(profiles)
    .set({ currentReveals: 0, currentPromotionStars: 1 })
    .where(eq(profiles.id, member.userId));
  if (!subscription) throw new Error("not inserted");
  return { userId: member.userId, subscriptionId: subscription.id };
}

async function state(userId: string, subscriptionId: string) {
  const [profile] = await database.db
    .select({ reveals: profiles.currentReveals, stars: profiles.currentPromotionStars })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [subscription] = await database.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, subscriptionId));
  return { profile, subscription };
}

describe("monthly allowances", () => {
  it("advances an ended period by whole months and grants the plan's allowances, once", async () => {
    const now = new Date("2026-05-10T12:00:00Z");
    // Ended two and a bit months ago: the period moves on by three months.
    const due = await subscribed("Supporter", "2026-01-31T00:00:00Z", "2026-02-28T00:00:00Z");
    const current = await subscribed("Artist", "2026-05-01T00:00:00Z", "2026-06-01T00:00:00Z");

    const first = await renewAllowances(database.db, now);
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    const after = await state(due.userId, due.subscriptionId);
    expect(after.profile).toEqual({ reveals: 5, stars: 5 });
    expect(after.subscription?.status).toBe("active");
    expect(after.subscription?.currentPeriodStart.toISOString()).toBe("2026-04-28T00:00:00.000Z");
    expect(after.subscription?.currentPeriodEnd.toISOString()).toBe("2026-05-28T00:00:00.000Z");
    expect(after.subscription?.allowancesGrantedAt?.toISOString()).toBe(now.toISOString());

    // A period that has not ended is left alone.
    const untouched = await state(current.userId, current.subscriptionId);
    expect(untouched.profile).toEqual({ reveals: 0, stars: 1 });
    expect(untouched.subscription?.currentPeriodEnd.toISOString()).toBe("2026-06-01T00:00:00.000Z");

    // Spending, then running again in the same period, changes nothing.
    await database.db
      .update(profiles)
      .set({ currentReveals: 2 })
      .where(eq(profiles.id, due.userId));
    const second = await renewAllowances(database.db, new Date("2026-05-11T00:00:00Z"));
    expect(second).toEqual({ canceled: 0, lapsed: 0, renewed: 0 });
    const again = await state(due.userId, due.subscriptionId);
    expect(again.profile).toEqual({ reveals: 2, stars: 5 });
    expect(again.subscription?.currentPeriodEnd.toISOString()).toBe("2026-05-28T00:00:00.000Z");

    expect(await currentPeriod(database.db, due.userId)).toEqual({
      start: "2026-04-28T00:00:00.000Z",
      end: "2026-05-28T00:00:00.000Z",
    });
  });

  it("is safe when two processes run it at once", async () => {
    const now = new Date("2026-08-15T00:00:00Z");
    const due = await subscribed("Patron", "2026-07-01T00:00:00Z", "2026-08-01T00:00:00Z");
    const results = await Promise.all([
      renewAllowances(database.db, now),
      renewAllowances(database.db, now),
    ]);
    expect(results.reduce((sum, r) => sum + r.renewed, 0)).toBeGreaterThanOrEqual(1);
    const after = await state(due.userId, due.subscriptionId);
    expect(after.profile).toEqual({ reveals: 50, stars: 50 });
    expect(after.subscription?.currentPeriodStart.toISOString()).toBe("2026-08-01T00:00:00.000Z");
    expect(after.subscription?.currentPeriodEnd.toISOString()).toBe("2026-09-01T00:00:00.000Z");
  });

  it("ends a subscription canceled at period end and falls back to Free Tier", async () => {
    const now = new Date("2026-10-05T00:00:00Z");
    const leaving = await subscribed(
      "Patron",
      "2026-09-01T00:00:00Z",
      "2026-10-01T00:00:00Z",
      true,
    );
    const result = await renewAllowances(database.db, now);
    expect(result.canceled).toBeGreaterThanOrEqual(1);
    expect(result.lapsed).toBeGreaterThanOrEqual(1);
    const after = await state(leaving.userId, leaving.subscriptionId);
    expect(after.subscription?.status).toBe("canceled");
    // The Free Tier's month runs from the paid period's end.
    expect(after.subscription?.currentPeriodStart.toISOString()).toBe("2026-10-01T00:00:00.000Z");
    expect(after.subscription?.currentPeriodEnd.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(after.profile).toEqual({ reveals: 1, stars: 0 });
    expect(await currentPeriod(database.db, leaving.userId)).toBeNull();

    const twice = await renewAllowances(database.db, now);
    expect(twice).toEqual({ canceled: 0, lapsed: 0, renewed: 0 });
  });

  it("writes the period line for the profile page", () => {
    expect(periodLine({ start: "2026-05-01T00:00:00.000Z", end: "2026-06-01T00:00:00.000Z" })).toBe(
      "Current period: May 1, 2026 – Jun 1, 2026, allowances renew on Jun 1, 2026",
    );
  });
});
