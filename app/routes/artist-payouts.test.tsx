import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberTransfers, payoutAccounts } from "~/db/schema";
import type { PayoutSummary } from "~/features/commerce";
import { queueTransfers, sendDueTransfers } from "~/features/commerce/index.server";
import { PayoutsPanel } from "~/features/commerce/ui";
import { resetEnvCache } from "~/lib/env.server";
import { createTestDatabase } from "../../tests/support/database";
import { type FakeStripe, startFakeStripe } from "../../tests/support/fake-stripe";
import { toastOf } from "../../tests/support/owned-items-kit";
import { routeArgs, type SignedIn, signedInMember } from "../../tests/support/sessions";
import { stripePaidSale, transfersOf } from "../../tests/support/stripe-payments";
import { loader as dashboardLoader } from "./artist-dashboard";
import { loader as getPaidLoader } from "./artist-payouts";
import { loader as returnFromStripe } from "./artist-payouts-return";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let fake: FakeStripe;
let artist: SignedIn;
let buyer: SignedIn;
const APP_URL = "http://localhost:3000";

beforeAll(async () => {
  fake = await startFakeStripe();
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  buyer = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
  await fake.close();
});

function useStripe(on: boolean) {
  for (const [name, value] of Object.entries(fake.env())) {
    if (on) process.env[name] = value;
    else delete process.env[name];
  }
  resetEnvCache();
}

async function dashboardPayouts(who: SignedIn) {
  const data = await dashboardLoader(routeArgs(who.request("/artist/dashboard")) as never);
  return data.payouts;
}

/** "Get paid" (also Stripe's refresh URL). */
function getPaid(who: SignedIn) {
  return getPaidLoader(routeArgs(who.request("/artist/payouts")) as never) as Promise<Response>;
}

async function returned(who: SignedIn) {
  const response = (await returnFromStripe(
    routeArgs(who.request("/artist/payouts/return")) as never,
  )) as Response;
  return {
    location: response.headers.get("Location"),
    toast: toastOf(response.headers.get("Set-Cookie")),
  };
}

function shown(payouts: PayoutSummary) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PayoutsPanel payouts={payouts} />
    </MemoryRouter>,
  );
}

describe("getting paid", () => {
  it("shows no payouts panel and offers no onboarding without Stripe", async () => {
    useStripe(false);
    expect(await dashboardPayouts(artist)).toBeNull();
    expect((await getPaid(artist)).status).toBe(404);
    expect(
      (
        (await returnFromStripe(
          routeArgs(artist.request("/artist/payouts/return")) as never,
        )) as Response
      ).headers.get("Location"),
    ).toBe("/artist/dashboard");
    expect(fake.requests).toEqual([]);
  });

  it("shows a member their balance waiting, onboards them at Stripe and transfers it when they finish", async () => {
    useStripe(true);
    const { db } = database;
    const sale = await stripePaidSale(db, fake, {
      buyerId: buyer.userId,
      sellerId: artist.userId,
      priceCents: 120_000,
    });
    await queueTransfers(db, sale.transactionId);
    const [waiting] = await transfersOf(db, sale.transactionId);
    expect(await dashboardPayouts(artist)).toEqual({
      status: "not-started",
      payoutsEnabled: false,
      waitingCents: waiting!.amountCents,
      onItsWayCents: 0,
      paidCents: 0,
    });

    // Get paid: one Express account for the member, and Stripe's hosted page.
    const first = await getPaid(artist);
    expect(first.status).toBe(302);
    const [created] = fake.requestsTo(/\/v1\/accounts$/);
    expect(created).toMatchObject({
      idempotencyKey: `account-${artist.userId}`,
      params: {
        type: "express",
        email: artist.email,
        capabilities: { transfers: { requested: "true" } },
        metadata: { memberId: artist.userId },
      },
    });
    const [stored] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.memberId, artist.userId));
    const account = stored!.stripeAccountId;
    expect(first.headers.get("Location")).toBe(`${fake.url}/connect/onboarding/${account}`);
    expect(fake.requestsTo(/\/v1\/account_links$/)).toMatchObject([
      {
        params: {
          account,
          type: "account_onboarding",
          return_url: `${APP_URL}/artist/payouts/return`,
          refresh_url: `${APP_URL}/artist/payouts`,
        },
      },
    ]);

    // Back before finishing: told so, still waiting; pressing again reuses the account.
    expect(await returned(artist)).toMatchObject({
      location: "/artist/dashboard",
      toast: { color: "yellow", message: expect.stringContaining("not finished") },
    });
    expect(await dashboardPayouts(artist)).toMatchObject({ status: "incomplete" });
    // Stripe's refresh URL, when the link expired: a new link to the same account.
    const refreshed = await getPaid(artist);
    expect(refreshed.headers.get("Location")).toBe(`${fake.url}/connect/onboarding/${account}`);
    expect(fake.requestsTo(/\/v1\/accounts$/)).toHaveLength(1);
    expect(fake.requestsTo(/\/v1\/account_links$/)).toHaveLength(2);

    // Finished at Stripe: payouts on, the waiting share due and transferred.
    fake.completeOnboarding(account);
    expect(await returned(artist)).toMatchObject({
      location: "/artist/dashboard",
      toast: { color: "green", message: expect.stringContaining("Payouts are on") },
    });
    expect(await transfersOf(db, sale.transactionId)).toMatchObject([{ status: "pending" }]);
    await sendDueTransfers(db);
    expect(
      fake
        .requestsTo(/\/v1\/transfers$/)
        .filter((r) => r.params.transfer_group === sale.transactionId),
    ).toMatchObject([{ params: { destination: account, amount: String(waiting!.amountCents) } }]);
    expect(await dashboardPayouts(artist)).toEqual({
      status: "active",
      payoutsEnabled: true,
      waitingCents: 0,
      onItsWayCents: 0,
      paidCents: waiting!.amountCents,
    });
  });

  it("touches only the signed-in member's own account", async () => {
    useStripe(true);
    const other = await signedInMember(database.db);
    const [artistAccount] = await database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.memberId, artist.userId));
    // Back from Stripe without an account of their own: nothing to store.
    const back = (await returnFromStripe(
      routeArgs(other.request("/artist/payouts/return")) as never,
    )) as Response;
    expect(back.headers.get("Location")).toBe("/artist/dashboard");
    expect(
      await database.db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.memberId, other.userId)),
    ).toEqual([]);
    // Their Get paid makes an account of their own, never the artist's.
    const theirs = await getPaid(other);
    expect(theirs.headers.get("Location")).not.toContain(artistAccount!.stripeAccountId);
    const [stored] = await database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.memberId, other.userId));
    expect(fake.object(stored!.stripeAccountId)).toMatchObject({
      metadata: { memberId: other.userId },
    });
    expect(
      await database.db
        .select()
        .from(memberTransfers)
        .where(eq(memberTransfers.memberId, other.userId)),
    ).toEqual([]);
    expect(
      await database.db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.memberId, artist.userId)),
    ).toEqual([artistAccount]);
  });
});

describe("the payouts panel", () => {
  const summary: PayoutSummary = {
    status: "not-started",
    payoutsEnabled: false,
    waitingCents: 108_000,
    onItsWayCents: 0,
    paidCents: 0,
  };

  it("offers Get paid with the balance waiting", () => {
    const html = shown(summary);
    expect(html).toContain("$1,080");
    expect(html).toContain("is waiting for you");
    expect(html).toMatch(/<a[^>]*href="\/artist\/payouts"[^>]*>.*Get paid/);
    expect(shown({ ...summary, status: "incomplete" })).toContain("Finish setting up payouts");
  });

  it("says payouts are on, with what was transferred, and offers no onboarding", () => {
    const html = shown({ ...summary, status: "active", waitingCents: 0, paidCents: 108_000 });
    expect(html).toContain("Payouts on");
    expect(html).toContain("Transferred");
    expect(html).toContain("$1,080");
    expect(html).not.toContain("Get paid");
    expect(html).toContain('href="/artist/earnings"');
  });
});
