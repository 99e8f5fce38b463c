import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionPlans, userSubscriptions } from "~/db/schema";
import { getViewer } from "~/features/accounts/index.server";
import { addSubscription, updateSubscription } from "~/features/admin/index.server";
import { REVEAL_MESSAGES } from "~/features/commerce";
import { renewAllowances } from "~/features/commerce/index.server";
import { currentPlan } from "~/features/plans/index.server";
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
import { action as starAction } from "./api.discovery-stars";
import { action as viewAction } from "./api.discovery-views";
import { action as revealAction } from "./api.reveal-contact";

// R-allowances-follow-plan: a Patron whose subscription is canceled, past due
// or unpaid gets the Free Tier (1 reveal, 0 stars, 3 listings), in what is
// shown and in what can be spent; made active again, the Patron's come back.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: SignedIn;
let artist: SignedIn;
let browser: SignedIn;
const planIds: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  [admin, artist, browser] = await Promise.all([
    signedInMember(database.db, { admin: true }),
    signedInMember(database.db),
    signedInMember(database.db),
  ]);
  for (const plan of await database.db.select().from(subscriptionPlans)) {
    planIds[plan.name] = plan.id;
  }
});
afterAll(async () => {
  await database.drop();
});

type Answer = { ok: boolean; code?: string; error?: string; spent?: boolean };

async function post(
  action: (args: never) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  who: SignedIn,
) {
  return answerOf<Answer>(await action(routeArgs(formPost(path, fields, who.cookie)) as never));
}

const reveal = async (who: SignedIn) => {
  const work = await insertArtwork(database.db, artist.userId, { manageOwnSales: true });
  return post(revealAction, "/api/reveal-contact", { artworkId: work.id }, who);
};

/** `browser` looks at one of `owner`'s works for two seconds and moves on by hand. */
async function starFrom(owner: SignedIn) {
  const work = await insertArtwork(database.db, owner.userId);
  await post(viewAction, "/api/discovery/views", { artworkId: work.id }, browser);
  await database.db.execute(
    sql`update discovery_views set shown_at = shown_at - interval '2 seconds'
        where member_id = ${browser.userId} and artwork_id = ${work.id}`,
  );
  return post(starAction, "/api/discovery/stars", { artworkId: work.id }, browser);
}

async function shown(who: SignedIn) {
  const viewer = await getViewer(who.request("/"));
  return {
    plan: viewer?.plan.name,
    maxArtworks: viewer?.plan.maxArtworks,
    reveals: viewer?.currentReveals,
    stars: viewer?.currentPromotionStars,
  };
}

async function setStatus(userId: string, status: "active" | "canceled" | "past_due" | "unpaid") {
  const [subscription] = await database.db
    .execute(sql`
    select id, current_period_end from user_subscriptions
    where user_id = ${userId} order by created_at desc limit 1`)
    .then(
      (result) =>
        (result as unknown as { rows: { id: string; current_period_end: string }[] }).rows,
    );
  if (!subscription) throw new Error("no subscription");
  await updateSubscription(database.db, admin.userId, {
    intent: "update",
    subscriptionId: subscription.id,
    planId: planIds.Patron as string,
    status,
    renewalDate: calendarDate(new Date(subscription.current_period_end)),
    cancelAtPeriodEnd: false,
    reason: `Set ${status} for the test`,
  });
}

const PATRON = { plan: "Patron", maxArtworks: 100, reveals: 50, stars: 50 };
const FREE = { plan: "Free Tier", maxArtworks: 3, reveals: 1, stars: 0 };

describe("allowances follow the subscription's state (R-allowances-follow-plan)", () => {
  const states = { canceled: "a canceled", past_due: "a past-due", unpaid: "an unpaid" } as const;
  for (const [status, name] of Object.entries(states) as [keyof typeof states, string][]) {
    it(`${name} Patron shows and spends the Free Tier's, and gets the Patron's back when active`, async () => {
      const member = await signedInMember(database.db);
      await addSubscription(database.db, admin.userId, {
        intent: "add",
        userId: member.userId,
        planId: planIds.Patron as string,
      });
      expect(await shown(member)).toEqual(PATRON);

      await setStatus(member.userId, status);
      expect(await shown(member)).toEqual(FREE);
      expect((await currentPlan(database.db, member.userId)).name).toBe("Free Tier");
      // The Free Tier's one reveal, then the spec's refusal; no star to spend on their works.
      expect(await reveal(member)).toMatchObject({ status: 200, body: { ok: true } });
      expect(await reveal(member)).toEqual({
        status: 403,
        body: { ok: false, code: "reveals.none-left", error: REVEAL_MESSAGES.noneLeft },
      });
      expect(await starFrom(member)).toEqual({ status: 200, body: { ok: true, spent: false } });
      expect(await shown(member)).toEqual({ ...FREE, reveals: 0 });

      await setStatus(member.userId, "active");
      expect(await shown(member)).toEqual(PATRON);
      expect(await reveal(member)).toMatchObject({ status: 200, body: { ok: true } });
      expect(await starFrom(member)).toEqual({ status: 200, body: { ok: true, spent: true } });
      expect(await shown(member)).toEqual({ ...PATRON, reveals: 49, stars: 49 });
    });
  }

  it("a Patron canceled mid-period with no reveal left gets the Free Tier's month when the period ends, once", async () => {
    const member = await signedInMember(database.db);
    await addSubscription(database.db, admin.userId, {
      intent: "add",
      userId: member.userId,
      planId: planIds.Patron as string,
    });
    await setStatus(member.userId, "canceled");
    expect(await reveal(member)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await shown(member)).toEqual({ ...FREE, reveals: 0 });

    const [subscription] = await database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, member.userId))
      .orderBy(desc(userSubscriptions.createdAt))
      .limit(1);
    const periodEnd = subscription?.currentPeriodEnd as Date;
    // Before the period ends the job gives nothing.
    await renewAllowances(database.db, new Date(periodEnd.getTime() - 60_000));
    expect(await shown(member)).toEqual({ ...FREE, reveals: 0 });

    // R-allowance-renewal: a day after the period's end, two processes run the job at once, then one again.
    const after = new Date(periodEnd.getTime() + 24 * 60 * 60 * 1000);
    await Promise.all([renewAllowances(database.db, after), renewAllowances(database.db, after)]);
    await renewAllowances(database.db, after);
    expect(await shown(member)).toEqual(FREE);
    expect(await reveal(member)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await reveal(member)).toEqual({
      status: 403,
      body: { ok: false, code: "reveals.none-left", error: REVEAL_MESSAGES.noneLeft },
    });
    // The admin still sees the canceled Patron subscription.
    const [row] = await database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, subscription?.id as string));
    expect(row?.status).toBe("canceled");
    expect(row?.planId).toBe(planIds.Patron);
  });
});
