import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutCodes, emailOutbox, leases, ledgerEntries, transactions } from "~/db/schema";
import { addDays, CHECKOUT_MESSAGES } from "~/features/commerce";
import {
  createTestPaymentProvider,
  galleryToday,
  setPaymentProvider,
} from "~/features/commerce/index.server";
import { formatDate } from "~/lib/format";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { GOOD_CARD } from "../../tests/support/checkout";
import { createTestDatabase } from "../../tests/support/database";
import {
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import * as checkoutRoute from "./checkout";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let member: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  member = await signedInMember(database.db);
  other = await signedInMember(database.db);
  setPaymentProvider(createTestPaymentProvider());
});
afterAll(async () => {
  setPaymentProvider(undefined);
  await database.drop();
});

type Answer = { init: { status: number }; data: Record<string, unknown> };

/** A completed lease of `artworkId` by `lessee` over [startDate, endDate), as checkout records one. */
async function recordLease(
  lessee: SignedIn,
  artworkId: string,
  startDate: string,
  endDate: string,
) {
  const [record] = await database.db
    .insert(transactions)
    .values({
      userId: lessee.userId,
      artworkId,
      artistId: artist.userId,
      artworkTitle: "Harbor at First Light",
      transactionType: "lease",
      amountCents: 1500,
      status: "completed",
      leaseStartDate: startDate,
      leaseEndDate: endDate,
    })
    .returning({ id: transactions.id });
  const [lease] = await database.db
    .insert(leases)
    .values({ transactionId: record!.id, artworkId, lesseeId: lessee.userId, startDate, endDate })
    .returning({ id: leases.id });
  return lease!.id;
}

/** An artwork and the member's lease of it, under way today and ending in five days. */
async function activeLease() {
  const artwork = await insertArtwork(database.db, artist.userId);
  const today = galleryToday();
  const end = addDays(today, 5);
  const leaseId = await recordLease(member, artwork.id, addDays(today, -3), end);
  return { artworkId: artwork.id, leaseId, end };
}

/** Posts `fields` to the extension checkout of `leaseId` as `who`. */
async function post(
  artworkId: string,
  leaseId: string,
  fields: Record<string, string>,
  who: SignedIn = member,
) {
  return (await checkoutRoute.action({
    ...routeArgs(
      formPost(`/checkout/${artworkId}?type=lease&extend=${leaseId}`, fields, who.cookie),
    ),
    params: { artworkId },
  } as never)) as unknown as Answer | Response;
}

type Page = { view: { status: string; reason?: string | null; extension?: unknown } };

/** The checkout page of the extension of `leaseId`, as `who` opens it. */
async function page(artworkId: string, leaseId: string, who: SignedIn = member): Promise<Page> {
  const result = await checkoutRoute.loader({
    ...routeArgs(signedRequest(`/checkout/${artworkId}?type=lease&extend=${leaseId}`, who.cookie)),
    params: { artworkId },
  } as never);
  return result as unknown as Page;
}

/** Asks for a code through the action and reads it from the outbox, as the member would. */
async function mailedCode(artworkId: string, leaseId: string) {
  const sent = await post(artworkId, leaseId, { intent: "send-code" });
  expect(sent).toMatchObject({ ok: true });
  const [mail] = await database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, member.email), eq(emailOutbox.kind, "checkout-code")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = mail?.text?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error("no code mailed");
  return code;
}

/** What a refused extension could have written: the artwork's transactions and leases, its codes used. */
async function written(artworkId: string) {
  const { db } = database;
  const [[sales], [periods], [used], [entries]] = await Promise.all([
    db.select({ n: count() }).from(transactions).where(eq(transactions.artworkId, artworkId)),
    db.select({ n: count() }).from(leases).where(eq(leases.artworkId, artworkId)),
    db
      .select({ n: count() })
      .from(checkoutCodes)
      .where(and(eq(checkoutCodes.artworkId, artworkId), isNotNull(checkoutCodes.usedAt))),
    db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
      .where(eq(transactions.artworkId, artworkId)),
  ]);
  return {
    transactions: sales?.n ?? 0,
    leases: periods?.n ?? 0,
    usedCodes: used?.n ?? 0,
    entries: entries?.n ?? 0,
  };
}

function completion(startDate: string, days: string, code: string) {
  return { intent: "complete", code, startDate, days, durationType: "daily", ...GOOD_CARD };
}

describe("extending a lease at checkout (R-lease-extension)", () => {
  it("completes through the four steps: a second lease from the first's end, paid in balanced entries", async () => {
    const { artworkId, leaseId, end } = await activeLease();
    const loaded = await page(artworkId, leaseId);
    expect(loaded.view).toMatchObject({
      status: "ready",
      extension: { id: leaseId, endDate: end },
    });

    const details = { startDate: end, days: "4", durationType: "daily" };
    expect(await post(artworkId, leaseId, { intent: "check-lease", ...details })).toMatchObject({
      ok: true,
    });
    const code = await mailedCode(artworkId, leaseId);
    expect(await post(artworkId, leaseId, { intent: "check-code", code })).toMatchObject({
      ok: true,
    });
    const done = await post(artworkId, leaseId, {
      ...completion(end, "4", code),
      expectedTotal: String(4 * 1500),
    });
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).status).toBe(302);

    const periods = await database.db
      .select({
        startDate: leases.startDate,
        endDate: leases.endDate,
        lesseeId: leases.lesseeId,
        transactionId: leases.transactionId,
      })
      .from(leases)
      .where(eq(leases.artworkId, artworkId))
      .orderBy(leases.startDate);
    expect(periods).toHaveLength(2);
    expect(periods[1]).toMatchObject({
      startDate: end,
      endDate: addDays(end, 4),
      lesseeId: member.userId,
    });
    const [extension] = await database.db
      .select({ amountCents: transactions.amountCents, status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, periods[1]!.transactionId));
    expect(extension).toEqual({ amountCents: 6000, status: "completed" });
    // A lease payment like any other: the lessee pays, the owner is owed it, and it balances.
    const entries = await database.db
      .select({
        account: ledgerEntries.account,
        memberId: ledgerEntries.memberId,
        amountCents: ledgerEntries.amountCents,
        kind: ledgerEntries.kind,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, periods[1]!.transactionId))
      .orderBy(ledgerEntries.amountCents);
    expect(entries).toEqual([
      { account: "buyer_payments", memberId: null, amountCents: -6000, kind: "lease" },
      { account: "artist_payable", memberId: artist.userId, amountCents: 6000, kind: "lease" },
    ]);

    // Extended once: the same lease cannot be extended again (the extension starts on its end).
    const again = await page(artworkId, leaseId);
    expect(again.view).toMatchObject({
      status: "not-extendable",
      reason: `Another lease of this work starts on ${formatDate(end)}, the day after this lease ends, so it cannot be extended.`,
    });
  });

  it("refuses an extension that reaches a later lease, at step 1 and at completion, writing nothing", async () => {
    const { artworkId, leaseId, end } = await activeLease();
    const later = addDays(end, 3);
    await recordLease(other, artworkId, later, addDays(later, 10));
    const message = `Another lease of this work starts on ${formatDate(later)}, so this lease cannot be extended that far. Choose a shorter extension.`;

    const oneDayTooMany = await post(artworkId, leaseId, {
      intent: "check-lease",
      startDate: end,
      days: "4",
      durationType: "daily",
    });
    expect((oneDayTooMany as Answer).init.status).toBe(409);
    expect((oneDayTooMany as Answer).data).toMatchObject({
      ok: false,
      code: "checkout.extension-overlap",
      fieldErrors: { days: message },
    });
    // Ending on the later lease's start is fine: end dates are exclusive.
    expect(
      await post(artworkId, leaseId, {
        intent: "check-lease",
        startDate: end,
        days: "3",
        durationType: "daily",
      }),
    ).toMatchObject({ ok: true });

    const code = await mailedCode(artworkId, leaseId);
    const before = await written(artworkId);
    const refused = (await post(artworkId, leaseId, completion(end, "4", code))) as Answer;
    expect(refused.init.status).toBe(409);
    expect(refused.data).toMatchObject({ code: "checkout.extension-overlap", error: message });
    expect(await written(artworkId)).toEqual({ ...before, usedCodes: 0, entries: 0 });
    expect(before).toMatchObject({ transactions: 2, leases: 2 });
  });

  it("refuses to extend another member's lease, as if there were none", async () => {
    const { artworkId, leaseId, end } = await activeLease();
    const loaded = await page(artworkId, leaseId, other);
    expect(loaded.view).toMatchObject({
      status: "not-extendable",
      reason: CHECKOUT_MESSAGES.leaseNotFound,
      extension: null,
    });
    const steps: Record<string, string>[] = [
      { intent: "send-code" },
      { intent: "check-lease", startDate: end, days: "2", durationType: "daily" },
      { intent: "check-code", code: "123456" },
      completion(end, "2", "123456"),
    ];
    for (const fields of steps) {
      const answer = (await post(artworkId, leaseId, fields, other)) as Answer;
      expect(answer.init.status).toBe(404);
      expect(answer.data).toMatchObject({
        code: "checkout.lease-not-found",
        error: CHECKOUT_MESSAGES.leaseNotFound,
      });
    }
    // Nor is a lease of one work extended at the checkout of another, or a made-up id.
    const elsewhere = await insertArtwork(database.db, artist.userId);
    for (const [work, id] of [
      [elsewhere.id, leaseId],
      [artworkId, "not-a-lease"],
      [artworkId, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const answer = (await post(work, id, {
        intent: "check-lease",
        startDate: end,
        days: "2",
        durationType: "daily",
      })) as Answer;
      expect(answer.init.status).toBe(404);
    }
    expect(await written(artworkId)).toMatchObject({ transactions: 1, leases: 1, usedCodes: 0 });
  });

  it("refuses to extend a lease not yet begun or already over", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const today = galleryToday();
    const upcoming = await recordLease(member, artwork.id, addDays(today, 10), addDays(today, 15));
    // Its end date is today: over, since the end is exclusive.
    const ended = await recordLease(member, artwork.id, addDays(today, -5), today);
    for (const [leaseId, message, start] of [
      [upcoming, CHECKOUT_MESSAGES.extensionUpcoming, addDays(today, 15)],
      [ended, CHECKOUT_MESSAGES.extensionEnded, today],
    ] as const) {
      expect((await page(artwork.id, leaseId)).view).toMatchObject({
        status: "not-extendable",
        reason: message,
      });
      const steps: Record<string, string>[] = [
        { intent: "send-code" },
        { intent: "check-lease", startDate: start, days: "2", durationType: "daily" },
        { intent: "check-code", code: "123456" },
        completion(start, "2", "123456"),
      ];
      for (const fields of steps) {
        const answer = (await post(artwork.id, leaseId, fields)) as Answer;
        expect(answer.init.status).toBe(409);
        expect(answer.data).toMatchObject({
          code: "checkout.extension-not-active",
          error: message,
        });
      }
    }
    expect(await written(artwork.id)).toMatchObject({ transactions: 2, leases: 2, entries: 0 });
  });

  it("refuses a start date other than the lease's end, at step 1 and at completion", async () => {
    const { artworkId, leaseId, end } = await activeLease();
    const message = `An extension starts on ${formatDate(end)}, the day after your lease ends.`;
    for (const startDate of [addDays(end, 1), addDays(end, -1), galleryToday()]) {
      const answer = (await post(artworkId, leaseId, {
        intent: "check-lease",
        startDate,
        days: "2",
        durationType: "daily",
      })) as Answer;
      expect(answer.init.status).toBe(400);
      expect(answer.data).toMatchObject({
        code: "checkout.extension-start",
        fieldErrors: { startDate: message },
      });
    }
    const code = await mailedCode(artworkId, leaseId);
    const refused = (await post(
      artworkId,
      leaseId,
      completion(addDays(end, 1), "2", code),
    )) as Answer;
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ code: "checkout.extension-start", error: message });
    expect(await written(artworkId)).toEqual({
      transactions: 1,
      leases: 1,
      usedCodes: 0,
      entries: 0,
    });
    // The same code still completes the extension as offered.
    expect(await settle(() => post(artworkId, leaseId, completion(end, "2", code)))).toBeInstanceOf(
      Response,
    );
    expect(await written(artworkId)).toMatchObject({ transactions: 2, leases: 2, usedCodes: 1 });
  });
});
