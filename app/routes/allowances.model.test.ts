import { and, count, desc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, profiles, subscriptionPlans, userSubscriptions } from "~/db/schema";
import { getViewer } from "~/features/accounts/index.server";
import { SUBSCRIPTION_MESSAGES } from "~/features/admin";
import { REVEAL_MESSAGES } from "~/features/commerce";
import { renewAllowances } from "~/features/commerce/index.server";
import { calendarDate } from "~/lib/dates";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  signedInMember,
} from "../../tests/support/sessions";
import { action as adminAction } from "./admin-subscriptions";
import { action as starAction } from "./api.discovery-stars";
import { action as viewAction } from "./api.discovery-views";
import { action as revealAction } from "./api.reveal-contact";

// Model-based test of the rules that combine on a member's monthly allowances
// (R-allowances-follow-plan, R-current-plan, R-admin-subscription-edit,
// R-admin-allowance-refill, R-allowance-renewal): random sequences of an
// admin's subscription edits, refills and renewals and two members' reveals
// and stars, through the routes and jobs the app uses, each step compared with
// a plain model of what the rules say.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: SignedIn;
let artist: SignedIn;

const PLAN_NAMES = ["Free Tier", "Supporter", "Patron"] as const;
type PlanName = (typeof PLAN_NAMES)[number];
const STATUSES = ["active", "canceled", "past_due", "unpaid"] as const;
type Status = (typeof STATUSES)[number];
const plans = {} as Record<PlanName, { id: string; reveals: number; stars: number }>;

beforeAll(async () => {
  database = await createTestDatabase();
  [admin, artist] = await Promise.all([
    signedInMember(database.db, { admin: true }),
    signedInMember(database.db),
  ]);
  for (const plan of await database.db.select().from(subscriptionPlans)) {
    if ((PLAN_NAMES as readonly string[]).includes(plan.name)) {
      plans[plan.name as PlanName] = {
        id: plan.id,
        reveals: plan.revealsPerMonth,
        stars: plan.promotionStars,
      };
    }
  }
});
afterAll(async () => {
  await database.drop();
});

// ---- The model -------------------------------------------------------------

type SubscriptionModel = {
  plan: PlanName;
  status: Status;
  cancelAtPeriodEnd: boolean;
  /** Its period's end is in the past (the renewal job has not moved it on yet). */
  ended: boolean;
};
type MemberModel = {
  /** Oldest first, as they were added. */
  subscriptions: SubscriptionModel[];
  reveals: number;
  stars: number;
  audits: number;
};
type Model = { members: MemberModel[] };

/** R-current-plan: the active subscription's plan (at most one is active), else the Free Tier. */
function currentPlanOf(member: MemberModel): PlanName {
  return member.subscriptions.findLast((s) => s.status === "active")?.plan ?? "Free Tier";
}

function grantPlan(member: MemberModel, plan: PlanName) {
  member.reveals = plans[plan].reveals;
  member.stars = plans[plan].stars;
}

function capToPlan(member: MemberModel) {
  const plan = plans[currentPlanOf(member)];
  member.reveals = Math.min(member.reveals, plan.reveals);
  member.stars = Math.min(member.stars, plan.stars);
}

// ---- The app -----------------------------------------------------------------

type Real = {
  members: SignedIn[];
  /** Each member's subscription ids, in the model's order. */
  subscriptionIds: string[][];
};

type Answer = { status: number; body: Record<string, unknown> };

async function post(
  action: (args: never) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  who: SignedIn,
): Promise<Answer> {
  return answerOf(await action(routeArgs(formPost(path, fields, who.cookie)) as never));
}

const adminPost = (fields: Record<string, string>) =>
  post(adminAction, "/admin/subscriptions", fields, admin);

async function subscriptionRow(id: string) {
  const [row] = await database.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, id));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
}

async function balancesKept(userId: string) {
  const [row] = await database.db
    .select({ reveals: profiles.currentReveals, stars: profiles.currentPromotionStars })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

async function auditCount(userId: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.subjectId, userId));
  return row?.n ?? 0;
}

async function newestAudit(userId: string) {
  const [entry] = await database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, userId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return entry;
}

/** After every step: what each member is shown and can spend is what the model says. */
async function expectAsModelled(model: Model, real: Real) {
  for (const [index, member] of model.members.entries()) {
    const who = real.members[index] as SignedIn;
    const viewer = await getViewer(who.request("/"));
    if (!viewer) throw new Error(`member ${index} is not signed in`);
    const label = `member ${index}`;
    // The invariants first, whatever the model says: what can be spent is never
    // negative and never above what the plan shown grants a month.
    const limits: [shown: number, perMonth: number][] = [
      [viewer.currentReveals, viewer.plan.revealsPerMonth],
      [viewer.currentPromotionStars, viewer.plan.promotionStars],
    ];
    for (const [shown, perMonth] of limits) {
      expect(shown, label).toBeGreaterThanOrEqual(0);
      expect(shown, label).toBeLessThanOrEqual(perMonth);
    }
    const kept = await balancesKept(who.userId);
    expect(Math.min(kept?.reveals ?? -1, kept?.stars ?? -1), label).toBeGreaterThanOrEqual(0);
    // Then the model: the plan and the allowances shown, and every audited change.
    expect(
      {
        plan: viewer.plan.name,
        reveals: viewer.currentReveals,
        stars: viewer.currentPromotionStars,
      },
      label,
    ).toEqual({ plan: currentPlanOf(member), reveals: member.reveals, stars: member.stars });
    expect(await auditCount(who.userId), `${label}'s audit entries`).toBe(member.audits);
  }
}

// ---- Commands ----------------------------------------------------------------

type Command = fc.AsyncCommand<Model, Real>;

/** Admin → Subscriptions → Add: the member onto a plan (their active subscription is moved). */
class AddSubscription implements Command {
  constructor(
    readonly member: number,
    readonly plan: PlanName,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const member = model.members[this.member] as MemberModel;
    const who = real.members[this.member] as SignedIn;
    const active = member.subscriptions.find((s) => s.status === "active");
    const answer = await adminPost({
      intent: "add",
      userId: who.userId,
      planId: plans[this.plan].id,
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, created: !active } });
    if (active) {
      Object.assign(active, { plan: this.plan, cancelAtPeriodEnd: false, ended: false });
    } else {
      member.subscriptions.push({
        plan: this.plan,
        status: "active",
        cancelAtPeriodEnd: false,
        ended: false,
      });
      const [added] = await database.db
        .select({ id: userSubscriptions.id })
        .from(userSubscriptions)
        .where(
          and(eq(userSubscriptions.userId, who.userId), eq(userSubscriptions.status, "active")),
        );
      real.subscriptionIds[this.member]?.push(added?.id as string);
    }
    grantPlan(member, this.plan);
    member.audits += 1;
    await expectAsModelled(model, real);
  }
  toString() {
    return `add(member ${this.member}, ${this.plan})`;
  }
}

/** Admin → Subscriptions → Edit, saved with the renewal day as it is. */
class ChangeSubscription implements Command {
  constructor(
    readonly member: number,
    readonly subscription: number,
    /** null: left as it is. */
    readonly newPlan: PlanName | null,
    /** null: left as it is. */
    readonly newStatus: Status | null,
    readonly cancelAtPeriodEnd: boolean,
    readonly reason: string | null,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const member = model.members[this.member] as MemberModel;
    const ids = real.subscriptionIds[this.member] as string[];
    const index = this.subscription % ids.length;
    const subscription = member.subscriptions[index] as SubscriptionModel;
    const row = await subscriptionRow(ids[index] as string);
    const plan = this.newPlan ?? subscription.plan;
    const status = this.newStatus ?? subscription.status;
    const balances = await balancesKept(row.userId);
    const answer = await adminPost({
      intent: "update",
      subscriptionId: row.id,
      planId: plans[plan].id,
      status,
      renewalDate: calendarDate(row.currentPeriodEnd),
      ...(this.cancelAtPeriodEnd ? { cancelAtPeriodEnd: "on" } : {}),
      ...(this.reason === null ? {} : { reason: this.reason }),
    });

    const planChanged = subscription.plan !== plan;
    const statusChanged = subscription.status !== status;
    const otherActive = member.subscriptions.some(
      (other, at) => at !== index && other.status === "active",
    );
    if (
      !planChanged &&
      !statusChanged &&
      subscription.cancelAtPeriodEnd === this.cancelAtPeriodEnd
    ) {
      expect(answer).toEqual({ status: 200, body: { ok: true, updated: true, changed: false } });
    } else if (statusChanged && !this.reason?.trim()) {
      expect(answer).toMatchObject({
        status: 400,
        body: { ok: false, error: SUBSCRIPTION_MESSAGES.reasonRequired },
      });
    } else if (status === "active" && statusChanged && otherActive) {
      // At most one active subscription a member.
      expect(answer).toMatchObject({ status: 409, body: { ok: false } });
    } else {
      expect(answer).toEqual({ status: 200, body: { ok: true, updated: true, changed: true } });
      Object.assign(subscription, {
        plan,
        status,
        cancelAtPeriodEnd: this.cancelAtPeriodEnd,
      });
      if (status === "active" && (planChanged || statusChanged)) grantPlan(member, plan);
      else if (statusChanged) capToPlan(member);
      member.audits += 1;
      const entry = await newestAudit(row.userId);
      expect(entry).toMatchObject({ action: "subscription.changed", actorId: admin.userId });
      const details = entry?.details as { after: Record<string, unknown>; reason?: string };
      if (this.reason?.trim()) expect(details.reason).toBe(this.reason.trim());
      if ("currentReveals" in details.after) {
        expect(details.after.currentReveals).toBe(member.reveals);
      }
      if ("currentPromotionStars" in details.after) {
        expect(details.after.currentPromotionStars).toBe(member.stars);
      }
    }
    if (answer.body.changed !== true) {
      // Refused, or saved as it was: nothing written.
      expect(await subscriptionRow(row.id)).toEqual(row);
      expect(await balancesKept(row.userId)).toEqual(balances);
    }
    await expectAsModelled(model, real);
  }
  toString() {
    return `change(member ${this.member}, subscription ${this.subscription}, ${this.newPlan ?? "same plan"}, ${this.newStatus ?? "same status"}, cancelAtPeriodEnd ${this.cancelAtPeriodEnd}, reason ${JSON.stringify(this.reason)})`;
  }
}

/** Admin → Subscriptions → Edit, saved without changing anything. */
class ResaveUnchanged implements Command {
  constructor(
    readonly member: number,
    readonly subscription: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const ids = real.subscriptionIds[this.member] as string[];
    const before = await subscriptionRow(ids[this.subscription % ids.length] as string);
    const balances = await balancesKept(before.userId);
    const answer = await adminPost({
      intent: "update",
      subscriptionId: before.id,
      planId: before.planId,
      status: before.status,
      renewalDate: calendarDate(before.currentPeriodEnd),
      ...(before.cancelAtPeriodEnd ? { cancelAtPeriodEnd: "on" } : {}),
    });
    expect(answer).toEqual({ status: 200, body: { ok: true, updated: true, changed: false } });
    expect(await subscriptionRow(before.id)).toEqual(before);
    expect(await balancesKept(before.userId)).toEqual(balances);
    await expectAsModelled(model, real);
  }
  toString() {
    return `resave(member ${this.member}, subscription ${this.subscription})`;
  }
}

/** Admin → Subscriptions → Refill, with a reason or without one. */
class Refill implements Command {
  constructor(
    readonly member: number,
    readonly subscription: number,
    readonly reason: string | null,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const member = model.members[this.member] as MemberModel;
    const ids = real.subscriptionIds[this.member] as string[];
    const index = this.subscription % ids.length;
    const subscription = member.subscriptions[index] as SubscriptionModel;
    const row = await subscriptionRow(ids[index] as string);
    const balances = await balancesKept(row.userId);
    const answer = await adminPost({
      intent: "refill",
      subscriptionId: row.id,
      ...(this.reason === null ? {} : { reason: this.reason }),
    });
    if (!this.reason?.trim()) {
      expect(answer).toMatchObject({
        status: 400,
        body: { ok: false, error: SUBSCRIPTION_MESSAGES.refillReasonRequired },
      });
    } else if (subscription.status !== "active") {
      expect(answer).toMatchObject({
        status: 409,
        body: { ok: false, error: SUBSCRIPTION_MESSAGES.refillNotActive },
      });
    } else {
      const before = { currentReveals: member.reveals, currentPromotionStars: member.stars };
      grantPlan(member, subscription.plan);
      const after = { currentReveals: member.reveals, currentPromotionStars: member.stars };
      expect(answer).toEqual({
        status: 200,
        body: { ok: true, refilled: { userId: row.userId, ...after } },
      });
      member.audits += 1;
      expect(await newestAudit(row.userId)).toMatchObject({
        actorId: admin.userId,
        action: "subscription.refilled",
        details: { plan: subscription.plan, before, after, reason: this.reason.trim() },
      });
      await expectAsModelled(model, real);
      return;
    }
    // Refused: nothing written.
    expect(await subscriptionRow(row.id)).toEqual(row);
    expect(await balancesKept(row.userId)).toEqual(balances);
    await expectAsModelled(model, real);
  }
  toString() {
    return `refill(member ${this.member}, subscription ${this.subscription}, reason ${JSON.stringify(this.reason)})`;
  }
}

/** The member reveals the contact of an artwork they have not revealed before. */
class Reveal implements Command {
  constructor(readonly member: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const member = model.members[this.member] as MemberModel;
    const work = await insertArtwork(database.db, artist.userId, { manageOwnSales: true });
    const answer = await post(
      revealAction,
      "/api/reveal-contact",
      { artworkId: work.id },
      real.members[this.member] as SignedIn,
    );
    if (member.reveals > 0) {
      member.reveals -= 1;
      expect(answer).toMatchObject({
        status: 200,
        body: { ok: true, charged: true, revealsRemaining: member.reveals },
      });
    } else {
      expect(answer).toEqual({
        status: 403,
        body: { ok: false, code: "reveals.none-left", error: REVEAL_MESSAGES.noneLeft },
      });
    }
    await expectAsModelled(model, real);
  }
  toString() {
    return `reveal(member ${this.member})`;
  }
}

/**
 * The other member looks at one of this member's works in Discovery Mode for
 * two seconds and moves on by hand: one of this member's promotion stars is spent.
 */
class SpendStar implements Command {
  constructor(readonly member: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const member = model.members[this.member] as MemberModel;
    const owner = real.members[this.member] as SignedIn;
    const browser = real.members[1 - this.member] as SignedIn;
    const work = await insertArtwork(database.db, owner.userId);
    await post(viewAction, "/api/discovery/views", { artworkId: work.id }, browser);
    await database.db.execute(
      sql`update discovery_views set shown_at = shown_at - interval '2 seconds'
          where member_id = ${browser.userId} and artwork_id = ${work.id}`,
    );
    const answer = await post(starAction, "/api/discovery/stars", { artworkId: work.id }, browser);
    const spent = member.stars > 0;
    if (spent) member.stars -= 1;
    expect(answer).toEqual({ status: 200, body: { ok: true, spent } });
    await expectAsModelled(model, real);
  }
  toString() {
    return `star(member ${this.member})`;
  }
}

/**
 * The member's period ends (the end of their active subscription, else of
 * their newest, moved into the past) and the renewal job runs.
 */
class RenewAfterPeriodEnd implements Command {
  constructor(readonly member: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const subscriptions = model.members[this.member]?.subscriptions as SubscriptionModel[];
    const active = subscriptions.findIndex((s) => s.status === "active");
    const index = active === -1 ? subscriptions.length - 1 : active;
    await database.db.execute(
      sql`update user_subscriptions set current_period_end = now() - interval '1 day'
          where id = ${real.subscriptionIds[this.member]?.[index]}`,
    );
    (subscriptions[index] as SubscriptionModel).ended = true;
    await renewAllowances(database.db);
    // R-allowance-renewal, for every member whose active subscription's period
    // ended, and every member without one whose newest subscription's ended.
    for (const member of model.members) {
      for (const subscription of member.subscriptions) {
        if (subscription.status !== "active" || !subscription.ended) continue;
        if (subscription.cancelAtPeriodEnd) {
          subscription.status = "canceled";
        } else {
          subscription.ended = false;
          grantPlan(member, subscription.plan);
        }
      }
      const newest = member.subscriptions.at(-1);
      const lapsed = !member.subscriptions.some((s) => s.status === "active");
      if (lapsed && newest?.ended) {
        newest.ended = false;
        grantPlan(member, "Free Tier");
      }
    }
    await expectAsModelled(model, real);
  }
  toString() {
    return `renew(member ${this.member})`;
  }
}

// ---- The property ------------------------------------------------------------

/** Mostly the first member, so that one member's events often follow each other. */
const memberIndex = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constant(1) },
);
const subscriptionIndex = fc.nat({ max: 3 });
const planName = fc.constantFrom(...PLAN_NAMES);
const status = fc.constantFrom(...STATUSES);
/** An edit may leave the plan or the status as it is (null), as many of an admin's edits do. */
const orSame = <T>(value: fc.Arbitrary<T>, sameWeight: number) =>
  fc.oneof({ weight: sameWeight, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: value });
/** Mostly a reason; sometimes none, which a status change and a refill refuse. */
const reason = fc.oneof(
  { weight: 3, arbitrary: fc.constant("Card declined") },
  { weight: 1, arbitrary: fc.constantFrom(null, "", "   ") },
);

const commands = [
  fc.tuple(memberIndex, planName).map(([m, p]) => new AddSubscription(m, p)),
  fc
    .tuple(
      memberIndex,
      subscriptionIndex,
      orSame(planName, 2),
      orSame(status, 1),
      fc.boolean(),
      reason,
    )
    .map(([m, s, p, st, c, r]) => new ChangeSubscription(m, s, p, st, c, r)),
  fc.tuple(memberIndex, subscriptionIndex).map(([m, s]) => new ResaveUnchanged(m, s)),
  fc.tuple(memberIndex, subscriptionIndex, reason).map(([m, s, r]) => new Refill(m, s, r)),
  memberIndex.map((m) => new Reveal(m)),
  memberIndex.map((m) => new SpendStar(m)),
  memberIndex.map((m) => new RenewAfterPeriodEnd(m)),
];

/** Two members just registered: on the Free Tier's one subscription, with its 1 reveal and 0 stars. */
async function freshMembers(): Promise<{ model: Model; real: Real }> {
  const members = await Promise.all([signedInMember(database.db), signedInMember(database.db)]);
  const subscriptionIds: string[][] = [];
  const modelled: MemberModel[] = [];
  for (const member of members) {
    const rows = await database.db
      .select({ id: userSubscriptions.id })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, member.userId));
    subscriptionIds.push(rows.map((row) => row.id));
    modelled.push({
      subscriptions: [
        { plan: "Free Tier", status: "active", cancelAtPeriodEnd: false, ended: false },
      ],
      reveals: plans["Free Tier"].reveals,
      stars: plans["Free Tier"].stars,
      audits: await auditCount(member.userId),
    });
  }
  const fresh = { model: { members: modelled }, real: { members, subscriptionIds } };
  await expectAsModelled(fresh.model, fresh.real);
  return fresh;
}

describe("a member's allowances follow their subscriptions, whatever the order of events (model)", () => {
  it("shows and spends what the rules say after every admin edit, refill, renewal, reveal and star", async () => {
    // A failure names its seed, path and shrunk steps; passing { seed, path }
    // here replays exactly those steps.
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 15, size: "max" }), async (steps) => {
        await fc.asyncModelRun(freshMembers, steps);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
