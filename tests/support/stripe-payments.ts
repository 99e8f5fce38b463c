import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { ledgerEntries, memberTransfers, payoutAccounts, transactions } from "~/db/schema";
import { splitPayment } from "~/features/commerce";
import { paymentEntries, splitRates, writeEntries } from "~/features/commerce/index.server";
import { resetEnvCache } from "~/lib/env.server";
import { createTestDatabase } from "./database";
import { type FakeStripe, startFakeStripe } from "./fake-stripe";

/**
 * A test file's database and the fake Stripe, with the app's environment
 * pointed at the fake (keys, webhook secret, API address). `stop` drops both.
 */
export async function startStripeTestBed() {
  const fake = await startFakeStripe();
  Object.assign(process.env, fake.env());
  resetEnvCache();
  const database = await createTestDatabase();
  return {
    database,
    fake,
    async stop() {
      await database.drop();
      await fake.close();
    },
  };
}

export type StripeTestBed = Awaited<ReturnType<typeof startStripeTestBed>>;

const clients = new WeakMap<FakeStripe, Stripe>();

/** Stripe's SDK talking to the fake, as the app's client does. */
export function stripeOf(fake: FakeStripe) {
  let client = clients.get(fake);
  if (!client) {
    const url = new URL(fake.url);
    client = new Stripe(fake.env().STRIPE_SECRET_KEY, {
      host: url.hostname,
      port: url.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    clients.set(fake, client);
  }
  return client;
}

/**
 * A completed sale paid through Stripe, as the checkout leaves it: a
 * PaymentIntent authorised and captured on the fake, the transaction with its
 * intent and charge, and the payment's ledger entries. Answers the ids.
 */
export async function stripePaidSale(
  db: Database,
  fake: FakeStripe,
  {
    buyerId,
    sellerId,
    artistId = sellerId,
    priceCents,
    resale = false,
    title = "Harbor at First Light",
    creditCents = 0,
    unusedLeaseCents = 0,
  }: {
    buyerId: string;
    sellerId: string;
    artistId?: string;
    priceCents: number;
    resale?: boolean;
    title?: string;
    /** A rent credit off the seller's share (R-rent-to-own). */
    creditCents?: number;
    /** Unused prepaid days of the buyer's lease from the seller, given back at the sale. */
    unusedLeaseCents?: number;
  },
) {
  const leaseCredits =
    unusedLeaseCents > 0
      ? [{ payeeId: sellerId, split: splitPayment(unusedLeaseCents, "lease", splitRates()) }]
      : [];
  const intent = await stripeOf(fake).paymentIntents.create({
    amount: priceCents - creditCents - unusedLeaseCents,
    currency: "usd",
    capture_method: "manual",
  });
  fake.authorize(intent.id);
  const captured = await stripeOf(fake).paymentIntents.capture(intent.id);
  const chargeId = String(captured.latest_charge);
  const kind = resale ? "resale" : "first-sale";
  const transactionId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transactions)
      .values({
        userId: buyerId,
        artistId: sellerId,
        artworkTitle: title,
        transactionType: "purchase",
        amountCents: priceCents - creditCents - unusedLeaseCents,
        status: "completed",
        paymentProvider: "stripe",
        paymentReference: intent.id,
        chargeReference: chargeId,
        cardBrand: "visa",
        cardLast4: "4242",
      })
      .returning({ id: transactions.id });
    const id = row!.id;
    await writeEntries(
      tx,
      paymentEntries(
        id,
        kind,
        splitPayment(priceCents, kind, splitRates()),
        { sellerId, artistId: resale ? artistId : null },
        creditCents,
        leaseCredits,
      ),
    );
    return id;
  });
  return { transactionId, intentId: intent.id, chargeId };
}

/** An Express account for `memberId` on the fake, stored as the member's payout account; onboarded when told. */
export async function payoutAccountOf(
  db: Database,
  fake: FakeStripe,
  memberId: string,
  { onboarded = true }: { onboarded?: boolean } = {},
) {
  const account = await stripeOf(fake).accounts.create({ type: "express" });
  if (onboarded) fake.completeOnboarding(account.id);
  await db.insert(payoutAccounts).values({
    memberId,
    stripeAccountId: account.id,
    detailsSubmitted: onboarded,
    transfersActive: onboarded,
    payoutsEnabled: onboarded,
    statusAt: new Date(),
  });
  return account.id;
}

/** The transaction's transfer rows, by member. */
export async function transfersOf(db: Database, transactionId: string) {
  return db.select().from(memberTransfers).where(eq(memberTransfers.transactionId, transactionId));
}

/** A ledger account's balance on a transaction, for one member or for all. */
export async function balanceOf(
  db: Database,
  transactionId: string,
  account: (typeof ledgerEntries.$inferSelect)["account"] | "all",
  memberId?: string,
) {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      sql`${ledgerEntries.transactionId} = ${transactionId}
        ${account === "all" ? sql`` : sql`and ${ledgerEntries.account} = ${account}`}
        ${memberId ? sql`and ${ledgerEntries.memberId} = ${memberId}` : sql``}`,
    );
  return row?.cents ?? 0;
}
