import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, curatorSpaces, subscriptionPlans, userSubscriptions } from "~/db/schema";
import { memberSpaceQuota } from "~/features/curation/index.server";
import { currentPlan, listPlansForDisplay } from "~/features/plans/index.server";
import { memberArtworkQuota } from "~/features/studio/index.server";
import { CONTROL_CHARACTER_MESSAGE } from "~/lib/text";
import { action as plansAction, loader as plansLoader } from "~/routes/admin-plans";
import * as uploadRoute from "~/routes/artist-artwork-upload";
import { insertArtwork, insertMember, putOnPlan } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { useTemporaryMediaDir } from "../../tests/support/media-dir";
import {
  argsWith,
  artworkForm,
  jpeg,
  outcome,
  postForm,
} from "../../tests/support/owned-items-kit";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
} from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: SignedIn;
let member: SignedIn;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  admin = await signedInMember(database.db, { admin: true });
  member = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

const PLAN_FIELDS = {
  price: "15",
  tier: "1",
  promotionStars: "8",
  revealsPerMonth: "6",
  maxArtworks: "4",
  maxCuratorSpaces: "2",
  status: "active",
  reason: "",
};

async function post(who: SignedIn | null, fields: Record<string, string>) {
  const result = await settle(() =>
    plansAction(routeArgs(formPost("/admin/plans", fields, who?.cookie ?? null)) as never),
  );
  if (result instanceof Response) return { status: result.status, body: null, result };
  return { ...answerOf<Record<string, unknown>>(result), result };
}

async function planNamed(name: string) {
  const [plan] = await database.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, name));
  return plan;
}

async function entriesFor(subjectId: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
}

describe("/admin/plans", () => {
  it("creates a plan, offered on /subscribe, with its audit entry", async () => {
    const answer = await post(admin, { intent: "create", name: "Studio", ...PLAN_FIELDS });
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, name: "Studio", created: true },
    });
    const plan = await planNamed("Studio");
    expect(plan).toMatchObject({
      priceCents: 1500,
      tier: 1,
      promotionStars: 8,
      revealsPerMonth: 6,
      maxArtworks: 4,
      maxCuratorSpaces: 2,
      isActive: true,
    });
    expect((await listPlansForDisplay(database.db)).map((p) => p.name)).toContain("Studio");
    expect(await entriesFor(plan!.id)).toMatchObject([
      {
        action: "plan.created",
        actorId: admin.userId,
        subjectType: "plan",
        details: { after: { name: "Studio", priceCents: 1500, maxArtworks: 4, status: "active" } },
      },
    ]);
    const listed = await plansLoader(routeArgs(admin.request("/admin/plans")) as never);
    expect(listed.plans.find((p) => p.name === "Studio")).toMatchObject({ members: 0 });
  });

  it("retires a plan: gone from /subscribe, kept on its members' subscriptions", async () => {
    await post(admin, { intent: "create", name: "Gallery Friend", ...PLAN_FIELDS, price: "7.5" });
    const plan = await planNamed("Gallery Friend");
    expect(plan?.priceCents).toBe(750);
    const holder = await insertMember(database.db, "Rita Retired");
    await putOnPlan(database.db, holder, "Gallery Friend");

    const answer = await post(admin, {
      intent: "update",
      planId: plan!.id,
      name: "Gallery Friend",
      ...PLAN_FIELDS,
      price: "7.50",
      status: "retired",
      reason: "Folded into Supporter",
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, created: false } });
    expect((await listPlansForDisplay(database.db)).map((p) => p.name)).not.toContain(
      "Gallery Friend",
    );
    expect(await currentPlan(database.db, holder)).toMatchObject({ name: "Gallery Friend" });
    const [subscription] = await database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, holder));
    expect(subscription).toMatchObject({ planId: plan!.id, status: "active" });

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, plan!.id), eq(auditLog.action, "plan.changed")));
    // Only what changed, before and after, with the reason.
    expect(entries).toMatchObject([
      {
        actorId: admin.userId,
        details: {
          before: { status: "active" },
          after: { status: "retired" },
          reason: "Folded into Supporter",
        },
      },
    ]);
  });

  it("lowering limits keeps every artwork and space and blocks adding until under them", async () => {
    await post(admin, { intent: "create", name: "Roomy", ...PLAN_FIELDS, maxArtworks: "5" });
    const plan = await planNamed("Roomy");
    const artist = await signedInMember(database.db);
    await putOnPlan(database.db, artist.userId, "Roomy");
    for (let i = 0; i < 4; i++) await insertArtwork(database.db, artist.userId, { title: `W${i}` });
    await database.db.insert(curatorSpaces).values(
      [1, 2].map((n) => ({
        userId: artist.userId,
        name: `Room ${n}`,
        type: "residential" as const,
        description: "A room",
      })),
    );

    const lowered = await post(admin, {
      intent: "update",
      planId: plan!.id,
      name: "Roomy",
      ...PLAN_FIELDS,
      maxArtworks: "2",
      maxCuratorSpaces: "1",
      reason: "Smaller plan",
    });
    expect(lowered.status).toBe(200);
    expect(await memberArtworkQuota(database.db, artist.userId)).toMatchObject({
      used: 4,
      max: 2,
      atLimit: true,
    });
    const spaces = await database.db
      .select()
      .from(curatorSpaces)
      .where(eq(curatorSpaces.userId, artist.userId));
    expect(spaces).toHaveLength(2);

    expect(await memberSpaceQuota(database.db, artist.userId)).toMatchObject({
      used: 2,
      max: 1,
      atLimit: true,
    });
    const request = postForm(
      artist,
      "/artist/artwork/upload",
      artworkForm({}, [{ file: await jpeg(80, 60) }]),
    );
    const upload = await outcome(await settle(() => uploadRoute.action(argsWith(request))));
    expect(upload).toMatchObject({
      status: 403,
      body: {
        error:
          "You have reached your limit of 2 artworks. Please upgrade your subscription to upload more.",
      },
    });
    expect(await memberArtworkQuota(database.db, artist.userId)).toMatchObject({ used: 4 });

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, plan!.id), eq(auditLog.action, "plan.changed")));
    expect(entry?.details).toEqual({
      before: { maxArtworks: 5, maxCuratorSpaces: 2 },
      after: { maxArtworks: 2, maxCuratorSpaces: 1 },
      reason: "Smaller plan",
      plan: "Roomy",
    });
  });

  it("answers bad input with a clear message and changes nothing", async () => {
    const free = await planNamed("Free Tier");
    const before = await database.db.select().from(subscriptionPlans);
    const auditBefore = await database.db.select().from(auditLog);
    const cases: [Record<string, string>, number, string][] = [
      [
        { intent: "create", name: "Neg", ...PLAN_FIELDS, price: "-1" },
        400,
        "Monthly price cannot be below zero",
      ],
      [
        { intent: "create", name: "Frac", ...PLAN_FIELDS, maxArtworks: "2.5" },
        400,
        "Max artworks must be a whole number",
      ],
      [
        { intent: "create", name: "Neg stars", ...PLAN_FIELDS, promotionStars: "-3" },
        400,
        "Promotion stars cannot be below zero",
      ],
      [
        { intent: "create", name: "Words", ...PLAN_FIELDS, revealsPerMonth: "ten" },
        400,
        "Reveals per month must be a whole number",
      ],
      [
        { intent: "create", name: "Cents", ...PLAN_FIELDS, price: "1.999" },
        400,
        "Enter the monthly price in dollars, e.g. 25 or 9.99",
      ],
      [{ intent: "create", name: "  ", ...PLAN_FIELDS }, 400, "Plan name is required"],
      [
        { intent: "create", name: "Huge", ...PLAN_FIELDS, price: "1e308" },
        400,
        "Enter the monthly price in dollars, e.g. 25 or 9.99",
      ],
      [
        { intent: "create", name: "Huge", ...PLAN_FIELDS, maxArtworks: "100000000000000000000" },
        400,
        "Max artworks can be at most 100000",
      ],
      [
        { intent: "create", name: "x".repeat(1000), ...PLAN_FIELDS },
        400,
        "Plan name cannot exceed 60 characters",
      ],
      [{ intent: "create", name: "Nul\u0000", ...PLAN_FIELDS }, 400, CONTROL_CHARACTER_MESSAGE],
      [
        { intent: "create", name: "supporter", ...PLAN_FIELDS },
        409,
        "A plan with this name already exists",
      ],
      [
        { intent: "update", planId: "not-a-plan", name: "X", ...PLAN_FIELDS, reason: "r" },
        400,
        "Unknown plan. Reload the page and try again.",
      ],
      [
        {
          intent: "update",
          planId: "00000000-0000-4000-8000-000000000000",
          name: "X",
          ...PLAN_FIELDS,
          reason: "r",
        },
        404,
        "This plan no longer exists. Reload the page and try again.",
      ],
      [
        {
          intent: "update",
          planId: free!.id,
          name: "Free Tier",
          ...PLAN_FIELDS,
          price: "0",
          reason: "",
        },
        400,
        "Please give a reason for the change",
      ],
      [
        {
          intent: "update",
          planId: free!.id,
          name: "Free Tier",
          ...PLAN_FIELDS,
          price: "0",
          reason: "because\u0000",
        },
        400,
        CONTROL_CHARACTER_MESSAGE,
      ],
      [
        {
          intent: "update",
          planId: free!.id,
          name: "Free Tier",
          ...PLAN_FIELDS,
          price: "0",
          status: "retired",
          reason: "r",
        },
        409,
        "The Free Tier is every member's plan when they have no subscription: it keeps its name and price and stays active.",
      ],
      [
        {
          intent: "update",
          planId: free!.id,
          name: "Basic",
          ...PLAN_FIELDS,
          price: "0",
          reason: "r",
        },
        409,
        "The Free Tier is every member's plan when they have no subscription: it keeps its name and price and stays active.",
      ],
      [{ intent: "delete", planId: free!.id }, 400, "Unknown action"],
    ];
    for (const [fields, status, error] of cases) {
      expect(await post(admin, fields), JSON.stringify(fields)).toMatchObject({
        status,
        body: { ok: false, error },
      });
    }
    expect(await database.db.select().from(subscriptionPlans)).toEqual(before);
    expect(await database.db.select().from(auditLog)).toEqual(auditBefore);
  });

  it("two admins creating the same name in different case at once: one plan, one 409", async () => {
    const answers = await Promise.all([
      post(admin, { intent: "create", name: "Twin", ...PLAN_FIELDS }),
      post(admin, { intent: "create", name: "TWIN", ...PLAN_FIELDS }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)).toMatchObject({
      body: { ok: false, error: "A plan with this name already exists" },
    });
    const twins = await database.db
      .select()
      .from(subscriptionPlans)
      .where(sql`lower(${subscriptionPlans.name}) = 'twin'`);
    expect(twins).toHaveLength(1);
  });

  it("refuses visitors and members: nothing is created or changed", async () => {
    const supporter = await planNamed("Supporter");
    const fields = { intent: "create", name: "Sneaky", ...PLAN_FIELDS };
    const change = {
      intent: "update",
      planId: supporter!.id,
      name: "Supporter",
      ...PLAN_FIELDS,
      price: "0",
      reason: "free for me",
    };
    for (const body of [fields, change]) {
      const visitor = await post(null, body);
      expect(visitor.status).toBe(302);
      expect((visitor.result as Response).headers.get("Location")).toBe(
        "/login?redirectTo=%2Fadmin%2Fplans",
      );
      const asMember = await post(member, body);
      expect(asMember.status).toBe(302);
      expect((asMember.result as Response).headers.get("Location")).toBe("/");
    }
    expect(await planNamed("Sneaky")).toBeUndefined();
    expect(await planNamed("Supporter")).toEqual(supporter);
  });
});
