import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberPayouts } from "~/db/schema";
import { insertMember } from "../../../../tests/support/artwork-fixtures";
import type { FakeStripe } from "../../../../tests/support/fake-stripe";
import {
  payoutAccountOf,
  type StripeTestBed,
  startStripeTestBed,
  stripePaidSale,
} from "../../../../tests/support/stripe-payments";
import { queueTransfers, refundTransaction, sendDueTransfers } from "../payments/transfers.server";
import { EarningsStatement } from "./components/earnings-statement";
import { entryLabel } from "./components/statement-transaction";
import { splitRates } from "./ledger.server";
import { splitPayment } from "./split";
import { statementMonths, totalOf } from "./statement";
import { statementLines, statementPayouts, statementTransaction } from "./statement.server";
import { statementCsv } from "./statement-csv.server";

/** R-earnings-statement with money that moves: transfers, refunds and payouts beside the figures. */

let bed: StripeTestBed;
let database: StripeTestBed["database"];
let fake: FakeStripe;
let buyerId: string;

beforeAll(async () => {
  bed = await startStripeTestBed();
  ({ database, fake } = bed);
  buyerId = await insertMember(database.db, "Bo Buyer");
});
afterAll(() => bed.stop());

async function paidThrough(transactionId: string) {
  await queueTransfers(database.db, transactionId);
  await sendDueTransfers(database.db);
}

function lineOf(lines: Awaited<ReturnType<typeof statementLines>>, transactionId: string) {
  const line = lines.find((candidate) => candidate.transactionId === transactionId);
  if (!line) throw new Error("no line");
  return line;
}

describe("the earnings statement of card payments", () => {
  it("keeps what a member earned when their share is transferred, and says it was", async () => {
    const { db } = database;
    const artistId = await insertMember(db, "Lena Kowalski");
    const sellerId = await insertMember(db, "Sam Seller");
    await payoutAccountOf(db, fake, artistId);
    await payoutAccountOf(db, fake, sellerId);
    const sale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId: artistId,
      priceCents: 120_000,
    });
    const resale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId,
      artistId,
      priceCents: 170_000,
      resale: true,
    });
    await paidThrough(sale.transactionId);
    await paidThrough(resale.transactionId);
    const first = splitPayment(120_000, "first-sale", splitRates());
    const second = splitPayment(170_000, "resale", splitRates());

    const artistLines = await statementLines(db, artistId);
    expect(lineOf(artistLines, sale.transactionId)).toMatchObject({
      role: "sale",
      salesCents: 120_000,
      feesCents: 0 - first.feeCents,
      refundsCents: 0,
      netCents: first.sellerCents,
      transfer: { status: "paid", amountCents: first.sellerCents },
    });
    expect(lineOf(artistLines, resale.transactionId)).toMatchObject({
      role: "royalty",
      royaltiesReceivedCents: second.royaltyCents,
      netCents: second.royaltyCents,
      transfer: { status: "paid", amountCents: second.royaltyCents },
    });
    // The royalty transferred to the artist is still what the resale paid her.
    expect(lineOf(await statementLines(db, sellerId), resale.transactionId)).toMatchObject({
      role: "resale",
      salesCents: 170_000,
      royaltiesPaidCents: 0 - second.royaltyCents,
      feesCents: 0 - second.feeCents,
      netCents: second.sellerCents,
      transfer: { status: "paid", amountCents: second.sellerCents },
    });

    const detail = await statementTransaction(db, artistId, sale.transactionId);
    expect(detail?.transfer).toEqual({ status: "paid", amountCents: first.sellerCents });
    expect(detail?.entries.map((entry) => [entryLabel(entry), entry.amountCents])).toEqual(
      expect.arrayContaining([
        ["Your share", first.sellerCents],
        ["Your share, paid out", -first.sellerCents],
        ["Transferred to your Stripe account", first.sellerCents],
      ]),
    );
    expect(detail?.entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
  });

  it("shows a share waiting for the member's payout account", async () => {
    const { db } = database;
    const artistId = await insertMember(db, "Nia Newcomer");
    const sale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId: artistId,
      priceCents: 50_000,
    });
    await paidThrough(sale.transactionId);
    const [line] = await statementLines(db, artistId);
    const { sellerCents } = splitPayment(50_000, "first-sale", splitRates());
    expect(line).toMatchObject({
      netCents: sellerCents,
      transfer: { status: "waiting", amountCents: sellerCents },
    });
    const csv = statementCsv([line!]).split("\r\n");
    expect(csv[1]).toMatch(
      new RegExp(
        `,${(sellerCents / 100).toFixed(2)},Waiting for your payout account,${(sellerCents / 100).toFixed(2)}$`,
      ),
    );
  });

  it("takes a refunded sale's share back under Refunds, keeping its rent credits, and nets it to zero", async () => {
    const { db } = database;
    const artistId = await insertMember(db, "Ray Refund");
    await payoutAccountOf(db, fake, artistId);
    const sale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId: artistId,
      priceCents: 120_000,
      creditCents: 3_000,
      unusedLeaseCents: 6_000,
    });
    await paidThrough(sale.transactionId);
    const { sellerCents, feeCents } = splitPayment(120_000, "first-sale", splitRates());
    const unused = splitPayment(6_000, "lease", splitRates());
    const owed = sellerCents - 3_000 - unused.sellerCents;
    expect(lineOf(await statementLines(db, artistId), sale.transactionId)).toMatchObject({
      rentCreditCents: -3_000 - unused.sellerCents,
      netCents: owed,
      transfer: { status: "paid", amountCents: owed },
    });

    await refundTransaction(db, {
      transactionId: sale.transactionId,
      reason: "Damaged",
      actorId: null,
    });
    const lines = await statementLines(db, artistId);
    const line = lineOf(lines, sale.transactionId);
    expect(line).toMatchObject({
      salesCents: 120_000,
      feesCents: 0 - feeCents,
      rentCreditCents: -3_000 - unused.sellerCents,
      refundsCents: -owed,
      netCents: 0,
      transfer: { status: "reversed", amountCents: owed },
    });
    expect(totalOf(statementMonths(lines))).toEqual(totalOf(lines));

    const detail = await statementTransaction(db, artistId, sale.transactionId);
    expect(detail?.refundedAt).not.toBeNull();
    const labels = detail?.entries.map((entry) => [entryLabel(entry), entry.amountCents]);
    expect(labels).toEqual(
      expect.arrayContaining([
        [
          "Unused lease days given back from your share (rent the buyer paid you earlier)",
          -unused.sellerCents,
        ],
        ["Refund: your share taken back", -owed],
        ["Your share, owed again after the transfer was reversed", owed],
        ["Taken back from your Stripe account", -owed],
        ["Given back to the buyer", 120_000 - 3_000 - 6_000],
      ]),
    );
    expect(detail?.entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
  });

  it("lists the payouts to the member's bank on the page and in the CSV, by month", async () => {
    const { db } = database;
    const artistId = await insertMember(db, "Pia Payout");
    const account = await payoutAccountOf(db, fake, artistId);
    const sale = await stripePaidSale(db, fake, {
      buyerId,
      sellerId: artistId,
      priceCents: 40_000,
    });
    await paidThrough(sale.transactionId);
    await db.insert(memberPayouts).values([
      {
        memberId: artistId,
        stripeAccountId: account,
        stripePayoutId: "po_november",
        amountCents: 20_000,
        currency: "usd",
        status: "paid",
        arrivalDate: new Date("2026-11-20T12:00:00Z"),
      },
      {
        memberId: artistId,
        stripeAccountId: account,
        stripePayoutId: "po_december",
        amountCents: 18_000,
        currency: "usd",
        status: "failed",
        failureMessage: "The bank account has been closed.",
        arrivalDate: new Date("2026-12-02T12:00:00Z"),
      },
    ]);
    expect((await statementPayouts(db, artistId)).map((payout) => payout.id)).toEqual([
      "po_december",
      "po_november",
    ]);
    expect(await statementPayouts(db, artistId, "2026-11")).toMatchObject([
      { id: "po_november", amountCents: 20_000, status: "paid" },
    ]);

    const lines = await statementLines(db, artistId);
    const csv = statementCsv(lines, await statementPayouts(db, artistId))
      .trimEnd()
      .split("\r\n");
    expect(csv.slice(-4)).toEqual([
      "Payouts to your bank",
      "Date,Payout,Status,Amount (USD),Note",
      "2026-12-02,po_december,Failed,180.00,The bank account has been closed.",
      "2026-11-20,po_november,Paid,200.00,",
    ]);

    const html = renderToStaticMarkup(
      <MemoryRouter>
        <EarningsStatement
          months={statementMonths(lines)}
          total={totalOf(lines)}
          month={lines[0]!.month}
          lines={lines}
          payouts={await statementPayouts(db, artistId)}
        />
      </MemoryRouter>,
    );
    const page = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(page).toContain("Payouts to your bank");
    expect(page).toContain("Failed : The bank account has been closed.");
    expect(page).toContain("$200");
    expect(page).toContain("Transferred");
    expect(html).toContain("<th>Transfer</th>");
  });
});
