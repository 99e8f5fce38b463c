import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "~/db/rows.server";
import { type artworks, emailOutbox, ledgerEntries, offers, transactions } from "~/db/schema";
import { addDays, todayIso } from "~/features/commerce/leases/lease-pricing";
import { AppError } from "~/lib/errors";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { GOOD_CARD } from "../../../../tests/support/checkout";
import { createTestDatabase } from "../../../../tests/support/database";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { issueCheckoutCode } from "../checkout/confirmation-code.server";
import { completeCheckout } from "../checkout/mutations.server";
import { createTestPaymentProvider, setPaymentProvider } from "../checkout/payments.server";
import { checkoutView } from "../checkout/queries.server";
import { OFFER_MESSAGES } from "./messages";
import {
  answerOffer,
  expireOffers,
  makeOffer,
  OFFER_RATE_LIMIT,
  saveOfferSettings,
} from "./mutations.server";
import { buyerOffersOn, heldReservation, offersForOwner } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  setPaymentProvider(createTestPaymentProvider());
});
afterAll(async () => {
  setPaymentProvider(undefined);
  await database.drop();
});

/** The refusal's code and status, or "ok". */
async function outcome(run: () => Promise<unknown>) {
  try {
    await run();
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.code}`;
    throw error;
  }
}

async function work(overrides: Partial<typeof artworks.$inferInsert> = {}) {
  return insertArtwork(database.db, artist.userId, { salePriceCents: 100_000, ...overrides });
}

const offer = (who: SignedIn, artworkId: string, amountCents: number, now?: Date) =>
  makeOffer(database.db, who.userId, { artworkId, amountCents, note: null }, now);

async function statusOf(offerId: string) {
  const [row] = await database.db.select().from(offers).where(eq(offers.id, offerId));
  return row?.status;
}

async function threadOf(a: SignedIn, b: SignedIn) {
  return rows<{ content: string; sender_id: string }>(
    database.db,
    sql`select m.content, m.sender_id from messages m join conversations c on c.id = m.conversation_id
        where c.pair_key = ${[a.userId, b.userId].sort().join(":")} order by m.created_at, m.id`,
  );
}

async function mailsTo(who: SignedIn) {
  return database.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, who.email), eq(emailOutbox.kind, "offer")));
}

async function buy(who: SignedIn, artworkId: string, type: "purchase" | "lease" = "purchase") {
  await issueCheckoutCode(database.db, {
    userId: who.userId,
    artworkId,
    email: who.email,
    artworkTitle: "Test",
  });
  const [mail] = await rows<{ text_body: string }>(
    database.db,
    sql`select text_body from email_outbox where to_address = ${who.email} and kind = 'checkout-code' order by created_at desc limit 1`,
  );
  const code = mail?.text_body.match(/\b\d{6}\b/)?.[0] as string;
  return completeCheckout(database.db, who.userId, {
    artworkId,
    type,
    code,
    card: GOOD_CARD,
    ...(type === "lease"
      ? { lease: { startDate: todayIso(), days: "3", durationType: "daily" } }
      : {}),
  });
}

describe("making an offer", () => {
  it("opens it, writes it in the pair's thread and mails the owner", async () => {
    const piece = await work();
    const buyer = await signedInMember(database.db);
    const made = await makeOffer(database.db, buyer.userId, {
      artworkId: piece.id,
      amountCents: 80_000,
      note: "<b>I love it</b>",
    });
    expect(made).toMatchObject({ status: "open", message: OFFER_MESSAGES.sent });
    const thread = await threadOf(buyer, artist);
    expect(thread).toEqual([
      {
        content: `Offer: $800 for "${piece.title}".\n\n<b>I love it</b>`,
        sender_id: buyer.userId,
      },
    ]);
    expect((await mailsTo(artist)).map((m) => m.subject)).toContain(`New offer: ${piece.title}`);
    const seen = await offersForOwner(database.db, artist.userId, { artworkId: piece.id });
    expect(seen.map((o) => [o.buyerId, o.amountCents, o.status])).toEqual([
      [buyer.userId, 80_000, "open"],
    ]);
  });

  it("declines an offer below the floor at once, stores it declined and tells the buyer kindly", async () => {
    const piece = await work();
    await saveOfferSettings(database.db, artist.userId, piece.id, {
      acceptsOffers: true,
      floor: 70_000,
    });
    const buyer = await signedInMember(database.db);
    const made = await offer(buyer, piece.id, 69_999);
    expect(made).toMatchObject({ status: "declined", message: OFFER_MESSAGES.belowFloor });
    expect(made.message).not.toContain("700");
    expect(await statusOf(made.offerId)).toBe("declined");
    // The owner is not bothered with it; the buyer may offer more at once.
    expect(await offersForOwner(database.db, artist.userId, { artworkId: piece.id })).toEqual([]);
    expect((await offer(buyer, piece.id, 70_000)).status).toBe("open");
  });

  it("refuses bad amounts, the owner, works not taking offers and a second open offer", async () => {
    const piece = await work();
    const buyer = await signedInMember(database.db);
    expect(await outcome(() => offer(buyer, piece.id, 0))).toBe("400 offers.invalid-amount");
    expect(await outcome(() => offer(buyer, piece.id, 100_001))).toBe("400 offers.above-asking");
    expect(await outcome(() => offer(artist, piece.id, 50_000))).toBe("403 offers.own-work");
    expect(await outcome(() => offer(buyer, crypto.randomUUID(), 50_000))).toBe(
      "404 offers.not-found",
    );
    const off = await work();
    await saveOfferSettings(database.db, artist.userId, off.id, {
      acceptsOffers: false,
      floor: null,
    });
    expect(await outcome(() => offer(buyer, off.id, 50_000))).toBe("409 offers.not-accepting");
    const withdrawn = await work({ isAvailable: false });
    expect(await outcome(() => offer(buyer, withdrawn.id, 50_000))).toBe("409 offers.not-for-sale");
    await offer(buyer, piece.id, 50_000);
    expect(await outcome(() => offer(buyer, piece.id, 60_000))).toBe("409 offers.already-open");
  });

  it("keeps one open offer per member and work however many are made at once", async () => {
    const piece = await work();
    const buyer = await signedInMember(database.db);
    const results = await Promise.allSettled(
      [51_000, 52_000, 53_000, 54_000, 55_000].map((cents) => offer(buyer, piece.id, cents)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const open = await database.db
      .select()
      .from(offers)
      .where(and(eq(offers.artworkId, piece.id), eq(offers.status, "open")));
    expect(open).toHaveLength(1);
  });

  it("limits how many offers a member makes in an hour", async () => {
    const buyer = await signedInMember(database.db);
    const pieces = await Promise.all(
      Array.from({ length: OFFER_RATE_LIMIT.limit + 1 }, () => work()),
    );
    const answers: string[] = [];
    for (const piece of pieces) answers.push(await outcome(() => offer(buyer, piece.id, 60_000)));
    expect(answers.filter((answer) => answer === "ok")).toHaveLength(OFFER_RATE_LIMIT.limit);
    expect(answers.at(-1)).toBe("429 rate-limited");
  });

  it("keeps the floor to the owner: saving it is scoped to them", async () => {
    const piece = await work();
    const other = await signedInMember(database.db);
    expect(
      await outcome(() =>
        saveOfferSettings(database.db, other.userId, piece.id, { acceptsOffers: false, floor: 1 }),
      ),
    ).toBe("404 offers.not-found");
    expect(
      await outcome(() =>
        saveOfferSettings(database.db, artist.userId, piece.id, {
          acceptsOffers: true,
          floor: 100_001,
        }),
      ),
    ).toBe("400 offers.floor-above-asking");
  });
});

describe("answering", () => {
  it("lets only the owner answer an offer and only its buyer withdraw it", async () => {
    const piece = await work();
    const buyer = await signedInMember(database.db);
    const stranger = await signedInMember(database.db);
    const { offerId } = await offer(buyer, piece.id, 60_000);
    const answer = (who: SignedIn, intent: "accept" | "decline" | "withdraw") =>
      outcome(() => answerOffer(database.db, who.userId, { intent, offerId }));
    expect(await answer(stranger, "accept")).toBe("404 offers.not-found");
    expect(await answer(stranger, "withdraw")).toBe("404 offers.not-found");
    expect(await answer(buyer, "accept")).toBe("403 offers.not-your-turn");
    expect(await answer(artist, "withdraw")).toBe("403 offers.not-your-turn");
    expect(await outcome(() => offersForOwner(database.db, stranger.userId))).toBe("ok");
    expect(await offersForOwner(database.db, stranger.userId)).toEqual([]);
    expect(await answer(buyer, "withdraw")).toBe("ok");
    expect(await statusOf(offerId)).toBe("withdrawn");
    expect(await answer(artist, "decline")).toBe("409 offers.not-waiting");
  });

  it("counters, and the buyer's acceptance reserves the work at the counter and declines the others", async () => {
    const piece = await work();
    const buyer = await signedInMember(database.db);
    const other = await signedInMember(database.db);
    const { offerId } = await offer(buyer, piece.id, 60_000);
    const { offerId: otherId } = await offer(other, piece.id, 65_000);
    expect(
      await outcome(() =>
        answerOffer(database.db, artist.userId, {
          intent: "counter",
          offerId,
          amount: 59_000,
          note: null,
        }),
      ),
    ).toBe("400 offers.counter-too-low");
    await answerOffer(database.db, artist.userId, {
      intent: "counter",
      offerId,
      amount: 75_000,
      note: "Framed, it is worth it.",
    });
    expect(
      await outcome(() => answerOffer(database.db, artist.userId, { intent: "accept", offerId })),
    ).toBe("403 offers.not-your-turn");
    const accepted = await answerOffer(database.db, buyer.userId, { intent: "accept", offerId });
    expect(accepted).toMatchObject({ status: "accepted", message: OFFER_MESSAGES.counterAccepted });
    expect(await statusOf(otherId)).toBe("declined");
    expect(await heldReservation(database.db, piece.id)).toMatchObject({
      buyerId: buyer.userId,
      priceCents: 75_000,
    });
    const thread = (await threadOf(buyer, artist)).map((m) => m.content.split("\n")[0]);
    expect(thread).toEqual([
      `Offer: $600 for "${piece.title}".`,
      `Counter-offer: $750 for "${piece.title}".`,
      `Accepted the offer of $750 for "${piece.title}". It is reserved for the buyer at that price for 48 hours.`,
    ]);
    expect((await threadOf(other, artist)).at(-1)?.content).toBe(
      `Declined the offer of $650 for "${piece.title}".`,
    );
    expect((await mailsTo(artist)).map((m) => m.subject)).toContain(
      `Offer accepted: ${piece.title}`,
    );
    expect((await mailsTo(other)).map((m) => m.subject)).toContain(
      `Offer declined: ${piece.title}`,
    );
    // Nobody else may offer while it is reserved.
    const third = await signedInMember(database.db);
    expect(await outcome(() => offer(third, piece.id, 70_000))).toBe("409 offers.reserved");
  });

  it("leaves exactly one accepted offer when the owner and a buyer accept at once", async () => {
    const piece = await work();
    const a = await signedInMember(database.db);
    const b = await signedInMember(database.db);
    const { offerId: offerA } = await offer(a, piece.id, 60_000);
    const { offerId: offerB } = await offer(b, piece.id, 61_000);
    await answerOffer(database.db, artist.userId, {
      intent: "counter",
      offerId: offerB,
      amount: 80_000,
      note: null,
    });
    const results = await Promise.allSettled([
      answerOffer(database.db, artist.userId, { intent: "accept", offerId: offerA }),
      answerOffer(database.db, b.userId, { intent: "accept", offerId: offerB }),
      answerOffer(database.db, artist.userId, { intent: "accept", offerId: offerA }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    const accepted = await database.db
      .select()
      .from(offers)
      .where(and(eq(offers.artworkId, piece.id), eq(offers.status, "accepted")));
    expect(accepted).toHaveLength(1);
    const statuses = [await statusOf(offerA), await statusOf(offerB)].sort();
    expect(statuses).toEqual(["accepted", "declined"]);
  });
});

describe("expiry", () => {
  it("holds 72 hours after the offer by time, before the job marks it; the job marks it and mails", async () => {
    const piece = await work();
    const buyer = await signedInMember(database.db);
    const made = new Date();
    const { offerId } = await offer(buyer, piece.id, 60_000, made);
    const later = new Date(made.getTime() + 72 * HOUR + 1000);
    expect(
      await outcome(() =>
        answerOffer(database.db, artist.userId, { intent: "accept", offerId }, later),
      ),
    ).toBe("409 offers.not-waiting");
    const [seen] = await offersForOwner(database.db, artist.userId, {
      artworkId: piece.id,
      now: later,
    });
    expect(seen?.status).toBe("expired");
    expect(await statusOf(offerId)).toBe("open");
    expect(await expireOffers(database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(offerId)).toBe("expired");
    expect((await mailsTo(artist)).map((m) => m.subject)).toContain(
      `Offer expired: ${piece.title}`,
    );
    expect((await threadOf(buyer, artist)).at(-1)?.content).toContain("expired without an answer");
    // A new offer may be made after it.
    expect((await offer(buyer, piece.id, 61_000, later)).status).toBe("open");
  });

  it("gives a counter 72 hours from when it was made", async () => {
    const piece = await work();
    const buyer = await signedInMember(database.db);
    const start = new Date();
    const { offerId } = await offer(buyer, piece.id, 60_000, start);
    const countered = new Date(start.getTime() + 70 * HOUR);
    await answerOffer(
      database.db,
      artist.userId,
      { intent: "counter", offerId, amount: 70_000, note: null },
      countered,
    );
    const [mine] = await buyerOffersOn(
      database.db,
      buyer.userId,
      piece.id,
      new Date(start.getTime() + 100 * HOUR),
    );
    expect(mine?.status).toBe("countered");
    expect(
      await outcome(() =>
        answerOffer(
          database.db,
          buyer.userId,
          { intent: "accept", offerId },
          new Date(countered.getTime() + 72 * HOUR),
        ),
      ),
    ).toBe("409 offers.not-waiting");
  });
});

describe("checkout at the offer price", () => {
  it("charges the accepted price, splits it in the ledger and completes the reservation", async () => {
    const piece = await work();
    const buyer = await signedInMember(database.db);
    const { offerId } = await offer(buyer, piece.id, 80_000);
    await answerOffer(database.db, artist.userId, { intent: "accept", offerId });

    const view = await checkoutView(database.db, piece.id, buyer.userId, "purchase");
    expect(view.status === "ready" && view.offerPriceCents).toBe(80_000);
    const other = await signedInMember(database.db);
    const refused = await checkoutView(database.db, piece.id, other.userId, "purchase");
    expect(refused.status).toBe("not-for-purchase");
    expect(await outcome(() => buy(other, piece.id))).toBe("409 checkout.reserved");
    expect(await outcome(() => buy(other, piece.id, "lease"))).toBe("409 checkout.reserved");

    const done = await buy(buyer, piece.id);
    expect(done.amountCents).toBe(80_000);
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, done.transactionId));
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    const artistShare = entries
      .filter((e) => e.account === "artist_payable")
      .reduce((sum, e) => sum + e.amountCents, 0);
    // The artist's share of a first sale is split from the offer price, not the asking price.
    const fee = entries
      .filter((e) => e.account === "gallery_fee")
      .reduce((sum, e) => sum + e.amountCents, 0);
    expect(artistShare + fee).toBe(80_000);
    const [record] = await database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, done.transactionId));
    expect(record?.amountCents).toBe(80_000);
    const [receipt] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, done.receiptMailId));
    expect(receipt?.text).toContain("Amount paid: $800");
    const [used] = await database.db.select().from(offers).where(eq(offers.id, offerId));
    expect(used).toMatchObject({ status: "completed", transactionId: done.transactionId });
  });

  it("frees the work when the reservation lapses unbought", async () => {
    const piece = await work();
    const buyer = await signedInMember(database.db);
    const { offerId } = await offer(buyer, piece.id, 80_000);
    await answerOffer(database.db, artist.userId, { intent: "accept", offerId });
    const other = await signedInMember(database.db);
    expect(await outcome(() => buy(other, piece.id))).toBe("409 checkout.reserved");
    // 48 hours pass.
    await database.db
      .update(offers)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offerId));
    expect(await heldReservation(database.db, piece.id)).toBeNull();
    expect(await expireOffers(database.db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(offerId)).toBe("lapsed");
    const done = await buy(other, piece.id);
    expect(done.amountCents).toBe(100_000);
  });

  it("voids every waiting offer when the work is sold or leased", async () => {
    const sold = await work();
    const a = await signedInMember(database.db);
    const b = await signedInMember(database.db);
    const { offerId } = await offer(a, sold.id, 60_000);
    await buy(b, sold.id);
    expect(await statusOf(offerId)).toBe("void");

    const leased = await work();
    const { offerId: leasedOffer } = await offer(a, leased.id, 60_000);
    await buy(b, leased.id, "lease");
    expect(await statusOf(leasedOffer)).toBe("void");
    // On lease, it takes no offers.
    expect(await outcome(() => offer(a, leased.id, 60_000))).toBe("409 offers.not-for-sale");
  });

  it("lets the lease's own days pass: an offer on a lease starting later is refused too", async () => {
    const piece = await work();
    const later = addDays(todayIso(), 10);
    const lessee = await signedInMember(database.db);
    await issueCheckoutCode(database.db, {
      userId: lessee.userId,
      artworkId: piece.id,
      email: lessee.email,
      artworkTitle: "Test",
    });
    const [mail] = await rows<{ text_body: string }>(
      database.db,
      sql`select text_body from email_outbox where to_address = ${lessee.email} and kind = 'checkout-code' order by created_at desc limit 1`,
    );
    await completeCheckout(database.db, lessee.userId, {
      artworkId: piece.id,
      type: "lease",
      code: mail?.text_body.match(/\b\d{6}\b/)?.[0] as string,
      card: GOOD_CARD,
      lease: { startDate: later, days: "3", durationType: "daily" },
    });
    const buyer = await signedInMember(database.db);
    expect(await outcome(() => offer(buyer, piece.id, 60_000))).toBe("409 offers.not-for-sale");
  });
});
