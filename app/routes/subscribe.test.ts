import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionPlans } from "~/db/schema";
import { listActivePlans, subscribe } from "~/features/plans/index.server";
import { loader as subscribeRoute } from "~/routes/subscribe";
import { createTestDatabase } from "../../tests/support/database";
import { routeArgs, signedInMember, signedRequest } from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("active plans", () => {
  it("lists active plans cheapest first and leaves retired ones out", async () => {
    await database.db.insert(subscriptionPlans).values([
      { name: "Benefactor", priceCents: 20000, tier: 4 },
      { name: "Retired", priceCents: 500, tier: 1, isActive: false },
    ]);
    const plans = await listActivePlans(database.db);
    expect(plans.map((p) => [p.name, p.priceCents])).toEqual([
      ["Free Tier", 0],
      ["Supporter", 1000],
      ["Artist", 2500],
      ["Patron", 5000],
      ["Benefactor", 20000],
    ]);
    await database.db.delete(subscriptionPlans).where(eq(subscriptionPlans.name, "Benefactor"));
  });
});

describe("plans page loader", () => {
  it("gives visitors the plans, no current plan, and the contact address", async () => {
    const data = await subscribeRoute(routeArgs(signedRequest("/subscribe", null)) as never);
    expect(data.plans.map((p) => p.name)).toEqual(["Free Tier", "Supporter", "Artist", "Patron"]);
    expect(data.currentPlanName).toBeNull();
    expect(data.member).toBeNull();
    expect(data.loadFailed).toBe(false);
    expect(data.contactEmail).toMatch(/@/);
    expect(Object.keys(data.plans[0] ?? {}).sort()).toEqual(
      [
        "id",
        "maxArtworks",
        "maxCuratorSpaces",
        "name",
        "priceCents",
        "promotionStars",
        "revealsPerMonth",
      ].sort(),
    );
  });

  it("tells a member which plan they are on", async () => {
    const member = await signedInMember(database.db);
    let data = await subscribeRoute(routeArgs(member.request("/subscribe")) as never);
    expect(data.currentPlanName).toBe("Free Tier");
    expect(data.member).toEqual({ name: "Mo Member", handle: expect.any(String) });

    const [artist] = await database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "Artist"));
    await subscribe(database.db, member.userId, artist!.id);
    data = await subscribeRoute(routeArgs(member.request("/subscribe")) as never);
    expect(data.currentPlanName).toBe("Artist");
  });
});
