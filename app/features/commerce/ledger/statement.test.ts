import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, ledgerEntries, transactions } from "~/db/schema";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import { buyArtwork, leaseArtwork } from "../../../../tests/support/payments";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { todayIso } from "../leases/lease-pricing";
import { entryLabel } from "./components/statement-transaction";
import {
  type StatementLine,
  statementLine,
  statementMonths,
  type TransactionSums,
  totalOf,
} from "./statement";
import { statementLines, statementTransaction } from "./statement.server";
import { statementCsv } from "./statement-csv.server";

describe("a statement line", () => {
  const sums: TransactionSums = {
    transactionId: "t",
    month: "2026-11",
    recordedAt: "2026-11-20T10:00:00.000Z",
    artworkId: null,
    artworkTitle: "Harbor",
    transactionType: "purchase",
    resale: true,
    sellerShareCents: 153_001,
    rentCreditCents: 0,
    royaltyReceivedCents: 0,
    feeCents: 8_499,
    royaltyToOthersCents: 8_500,
    seller: true,
  };

  it("shows a reseller the buyer's price, less the royalty and fee, netting their share", () => {
    expect(statementLine(sums)).toMatchObject({
      role: "resale",
      salesCents: 170_000,
      leasesCents: 0,
      royaltiesPaidCents: -8_500,
      feesCents: -8_499,
      netCents: 153_001,
    });
  });

  it("shows the first artist of a resale only their royalty", () => {
    expect(
      statementLine({ ...sums, seller: false, sellerShareCents: 0, royaltyReceivedCents: 8_500 }),
    ).toMatchObject({
      role: "royalty",
      salesCents: 0,
      royaltiesReceivedCents: 8_500,
      royaltiesPaidCents: 0,
      feesCents: 0,
      netCents: 8_500,
    });
  });

  it("counts a lease as a lease and a rent credit against the sale", () => {
    const lease = statementLine({
      ...sums,
      transactionType: "lease",
      resale: false,
      sellerShareCents: 6_000,
      feeCents: 0,
      royaltyToOthersCents: 0,
    });
    expect(lease).toMatchObject({
      role: "lease",
      salesCents: 0,
      leasesCents: 6_000,
      netCents: 6_000,
    });
    const credited = statementLine({
      ...sums,
      resale: false,
      sellerShareCents: 120_000,
      rentCreditCents: -3_000,
      feeCents: 0,
      royaltyToOthersCents: 0,
    });
    expect(credited).toMatchObject({
      role: "sale",
      salesCents: 120_000,
      rentCreditCents: -3_000,
      netCents: 117_000,
    });
  });

  it("always nets to the sum of its columns", () => {
    for (const line of [statementLine(sums), statementLine({ ...sums, rentCreditCents: -1 })]) {
      const { salesCents, leasesCents, rentCreditCents, royaltiesReceivedCents } = line;
      expect(
        salesCents +
          leasesCents +
          rentCreditCents +
          royaltiesReceivedCents +
          line.royaltiesPaidCents +
          line.feesCents,
      ).toBe(line.netCents);
    }
  });

  it("totals months newest first", () => {
    const line = (month: string, net: number) =>
      ({ ...statementLine(sums), month, netCents: net }) as StatementLine;
    const months = statementMonths([line("2026-10", 5), line("2026-11", 7), line("2026-10", 1)]);
    expect(months.map((m) => [m.month, m.lines, m.netCents])).toEqual([
      ["2026-11", 1, 7],
      ["2026-10", 2, 6],
    ]);
  });
});

describe("earnings statements from the ledger", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let artist: SignedIn;
  let collector: SignedIn;
  let second: SignedIn;
  let third: SignedIn;
  let lessee: SignedIn;
  let resold: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    [artist, collector, second, third, lessee] = await Promise.all([
      signedInMember(db),
      signedInMember(db),
      signedInMember(db),
      signedInMember(db),
      signedInMember(db),
    ]);
    // A first sale, then two resales of the same work.
    const work = await insertArtwork(db, artist.userId, {
      title: "Harbor",
      salePriceCents: 170_000,
    });
    resold = work.id;
    await buyArtwork(db, collector, work.id);
    for (const [buyer, price] of [
      [second, 170_000],
      [third, 200_099],
    ] as const) {
      await db
        .update(artworks)
        .set({ isAvailable: true, salePriceCents: price })
        .where(eq(artworks.id, work.id));
      await buyArtwork(db, buyer, work.id);
    }
    // A lease, then the lessee buys the work the day it starts: its unused days are credited.
    const leased = await insertArtwork(db, artist.userId, {
      title: "Dunes",
      salePriceCents: 120_000,
      leaseDailyRateCents: 1_500,
    });
    await leaseArtwork(db, lessee, leased.id, todayIso(), 4);
    await buyArtwork(db, lessee, leased.id);
  });
  afterAll(async () => {
    await database.drop();
  });

  /** The member's own ledger entries summed, by account and kind, straight from the table. */
  async function ledgerSums(memberId: string) {
    const rows = await database.db
      .select({
        account: ledgerEntries.account,
        kind: ledgerEntries.kind,
        cents: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, memberId))
      .groupBy(ledgerEntries.account, ledgerEntries.kind);
    const of = (account: string, kinds?: string[]) =>
      rows
        .filter((row) => row.account === account && (!kinds || kinds.includes(row.kind)))
        .reduce((sum, row) => sum + row.cents, 0);
    return {
      all: rows.reduce((sum, row) => sum + row.cents, 0),
      royalties: of("royalty_payable"),
      // Rent credits and the unused lease days given back to a lessee who bought (R-rent-to-own).
      credits: of("artist_payable", ["rent_credit", "refund"]),
    };
  }

  /** The gallery's fees on the transactions the member sold in. */
  async function feesOnSales(memberId: string) {
    const sold = database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.artistId, memberId));
    const [row] = await database.db
      .select({
        cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.account, "gallery_fee"),
          ne(ledgerEntries.kind, "refund"),
          inArray(ledgerEntries.transactionId, sold),
        ),
      );
    return row?.cents ?? 0;
  }

  it("totals what the ledger holds for every member, to the cent", async () => {
    for (const member of [artist, collector, second, third, lessee]) {
      const lines = await statementLines(database.db, member.userId);
      const total = totalOf(lines);
      const ledger = await ledgerSums(member.userId);
      expect(total.netCents).toBe(ledger.all);
      expect(total.royaltiesReceivedCents).toBe(ledger.royalties);
      expect(total.rentCreditCents).toBe(ledger.credits);
      expect(total.feesCents).toBe(0 - (await feesOnSales(member.userId)));
      // The months add up to the same total.
      const months = statementMonths(lines);
      expect(totalOf(months)).toEqual(total);
    }
  });

  it("pays the first artist a royalty on each of two resales", async () => {
    const lines = await statementLines(database.db, artist.userId);
    const royalties = lines.filter((line) => line.role === "royalty");
    expect(royalties.map((line) => line.royaltiesReceivedCents).sort()).toEqual([10_004, 8_500]);
    expect(royalties.every((line) => line.artworkId === resold && line.salesCents === 0)).toBe(
      true,
    );
    const total = totalOf(lines);
    // $1,700 first sale + $60 lease + $1,200 sale less the lease's 4 unused days ($60)
    // + $85.00 + $100.04 royalties.
    expect(total).toMatchObject({
      salesCents: 290_000,
      leasesCents: 6_000,
      rentCreditCents: -6_000,
      royaltiesReceivedCents: 18_504,
      netCents: 308_504,
    });
  });

  it("names the unused lease days a lessee's purchase gave back, off the seller's share", async () => {
    const dunes = (await statementLines(database.db, artist.userId)).find(
      (line) => line.artworkTitle === "Dunes" && line.role === "sale",
    );
    const seen = await statementTransaction(database.db, artist.userId, dunes!.transactionId);
    expect(seen?.entries.map((entry) => [entryLabel(entry), entry.amountCents])).toEqual(
      expect.arrayContaining([
        ["Unused lease days given back from your share (rent the buyer paid you earlier)", -6_000],
        ["Your share", 120_000],
        ["Paid by the buyer", -114_000],
      ]),
    );
  });

  it("shows a reseller the price, the royalty and fee taken off it, and their share", async () => {
    const [line] = await statementLines(database.db, second.userId);
    expect(line).toMatchObject({
      role: "resale",
      artworkTitle: "Harbor",
      salesCents: 200_099,
      royaltiesPaidCents: -10_004,
      feesCents: -10_004,
      netCents: 180_091,
    });
  });

  it("opens a transaction to those paid from it, with entries that balance, and to nobody else", async () => {
    const [royalty] = (await statementLines(database.db, artist.userId)).filter(
      (line) => line.role === "royalty",
    );
    const seen = await statementTransaction(database.db, artist.userId, royalty!.transactionId);
    expect(seen?.entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
    expect(seen?.entries.find((entry) => entry.account === "royalty_payable")?.member).toEqual({
      you: true,
      name: "Mo Member",
    });
    expect(
      await statementTransaction(database.db, lessee.userId, royalty!.transactionId),
    ).toBeNull();
  });

  it("exports the lines and their total as CSV, with numbers as numbers and titles defused", async () => {
    const lines = await statementLines(database.db, second.userId);
    const csv = statementCsv([{ ...lines[0]!, artworkTitle: '=HYPERLINK("x"), "quoted"' }]);
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      "Date,Transaction,Artwork,Type,Sales (USD),Leases (USD),Rent credits (USD),Royalties received (USD),Royalties paid (USD),Fees (USD),Refunds (USD),Net (USD),Transfer,Transfer amount (USD)",
    );
    // Paid with the test provider: no transfer.
    expect(rows[1]).toContain(
      `,"'=HYPERLINK(""x""), ""quoted""",Resale,2000.99,0.00,0.00,0.00,-100.04,-100.04,0.00,1800.91,,`,
    );
    expect(rows[2]).toBe("Total,,,,2000.99,0.00,0.00,0.00,-100.04,-100.04,0.00,1800.91,,");
  });
});
