import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, subscriptionPlans, user, userSubscriptions } from "~/db/schema";
import { createTestDatabase } from "../../../tests/support/database";
import { subscribe } from "./mutations.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let planIds: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const plans = await database.db.select().from(subscriptionPlans);
  planIds = Object.fromEntries(plans.map((plan) => [plan.name, plan.id]));
});
afterAll(async () => {
  await database.drop();
});

async function newMember() {
  const id = randomUUID();
  await database.db.insert(user).values({ id, name: "Ona Oil", email: `${id}@example.com` });
  await database.db
    .insert(profiles)
    .values({ id, fullName: "Ona Oil", handle: `ona_${id.slice(0, 8)}` });
  return id;
}

function actives(userId: string) {
  return database.db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, "active")));
}

describe("one active subscription per member", () => {
  it("subscribe moves an active subscription to the new plan instead of adding one", async () => {
    const id = await newMember();
    const first = await subscribe(database.db, id, planIds.Supporter as string);
    expect(first.created).toBe(true);
    const second = await subscribe(database.db, id, planIds.Patron as string);
    expect(second).toEqual({ id: first.id, created: false });
    const rows = await actives(id);
    expect(rows.map((row) => row.planId)).toEqual([planIds.Patron]);
  });

  it("the database refuses a second active subscription", async () => {
    const id = await newMember();
    await subscribe(database.db, id, planIds.Supporter as string);
    await expect(
      database.db.insert(userSubscriptions).values({
        userId: id,
        planId: planIds.Artist as string,
        currentPeriodEnd: new Date(),
      }),
    ).rejects.toThrow();
    // Canceled and other statuses may be many.
    await database.db.insert(userSubscriptions).values([
      {
        userId: id,
        planId: planIds.Artist as string,
        status: "canceled",
        currentPeriodEnd: new Date(),
      },
      {
        userId: id,
        planId: planIds.Artist as string,
        status: "canceled",
        currentPeriodEnd: new Date(),
      },
    ]);
    expect(await actives(id)).toHaveLength(1);
  });

  it("the migration keeps each member's newest active subscription and cancels the others", async () => {
    const migration = readFileSync("drizzle/0013_admin_subscriptions.sql", "utf8")
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim());
    const dedupe = migration.find((s) => s.includes('UPDATE "user_subscriptions"'));
    const index = migration.find((s) => s.includes('"user_subscriptions_one_active_key"'));
    if (!dedupe || !index) throw new Error("the migration's statements were not found");

    await database.db.execute(sql`drop index user_subscriptions_one_active_key`);
    const id = await newMember();
    const other = await newMember();
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    await database.db.insert(userSubscriptions).values([
      {
        userId: id,
        planId: planIds.Supporter as string,
        currentPeriodEnd: at(20),
        createdAt: at(1),
      },
      { userId: id, planId: planIds.Patron as string, currentPeriodEnd: at(25), createdAt: at(5) },
      { userId: id, planId: planIds.Artist as string, currentPeriodEnd: at(30), createdAt: at(3) },
      {
        userId: other,
        planId: planIds.Artist as string,
        currentPeriodEnd: at(30),
        createdAt: at(3),
      },
    ]);
    await database.db.execute(sql.raw(dedupe));
    await database.db.execute(sql.raw(index));

    expect((await actives(id)).map((row) => row.planId)).toEqual([planIds.Patron]);
    expect((await actives(other)).map((row) => row.planId)).toEqual([planIds.Artist]);
    const canceled = await database.db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, id), eq(userSubscriptions.status, "canceled")));
    expect(canceled).toHaveLength(2);
  });
});
