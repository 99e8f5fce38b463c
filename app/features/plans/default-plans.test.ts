import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionPlans } from "~/db/schema";
import { createTestDatabase } from "../../../tests/support/database";
import { DEFAULT_PLANS } from "./default-plans";
import { ensureDefaultPlans } from "./mutations.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const names = async () =>
  (await database.db.select({ name: subscriptionPlans.name }).from(subscriptionPlans))
    .map((plan) => plan.name)
    .sort();

describe("the default plans (R-default-plans)", () => {
  it("are in a new gallery once, however often it starts", async () => {
    await Promise.all([ensureDefaultPlans(database.db), ensureDefaultPlans(database.db)]);
    expect(await names()).toEqual(DEFAULT_PLANS.map((plan) => plan.name).sort());
  });

  it("never come back once an admin renamed or retired one", async () => {
    await database.db
      .update(subscriptionPlans)
      .set({ name: "Friend of the Gallery", isActive: false })
      .where(eq(subscriptionPlans.name, "Supporter"));
    await ensureDefaultPlans(database.db);
    const after = await names();
    expect(after).toContain("Friend of the Gallery");
    expect(after).not.toContain("Supporter");
    expect(after).toHaveLength(DEFAULT_PLANS.length);
  });
});
