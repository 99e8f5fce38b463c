import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import { artworks, ledgerEntries, profiles, transactions, user } from "~/db/schema";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import { formatCents, formatDate } from "~/lib/format";
import { linesAsHtml, queueMail, sendQueuedMail } from "~/services/mail.server";
import { formatLeasePeriod } from "../leases/lease-pricing";
import { describeSplit, type PaymentSplit } from "../ledger/split";

const sellers = alias(profiles, "sellers");

/** Entries that credit the buyer rather than split the price (R-rent-to-own). */
const CREDIT_KINDS = new Set(["rent_credit", "refund"]);

/**
 * The split a completed transaction recorded, read back from its ledger
 * entries: the full price (what was paid plus any credit), the rent credit, and
 * the unused prepaid lease days given back (`refund` entries of a purchase).
 */
function recordedSplit(entries: { account: string; amountCents: number; kind: string }[]) {
  const total = (account: string, kind?: string) =>
    entries
      .filter(
        (entry) =>
          entry.account === account && (kind ? entry.kind === kind : !CREDIT_KINDS.has(entry.kind)),
      )
      .reduce((sum, entry) => sum + entry.amountCents, 0);
  const creditCents = -total("artist_payable", "rent_credit");
  const unusedLeaseCents = -total("artist_payable", "refund") - total("gallery_fee", "refund");
  const split: PaymentSplit = {
    priceCents: -total("buyer_payments") + creditCents + unusedLeaseCents,
    sellerCents: total("artist_payable"),
    royaltyCents: total("royalty_payable"),
    feeCents: total("gallery_fee"),
  };
  return { split, creditCents, unusedLeaseCents };
}

/**
 * Writes the buyer's receipt of a completed purchase or lease to the outbox:
 * what, when, the amount and card, the lease dates, and where the money went,
 * as the ledger recorded it (R-money-split). It runs inside the completing
 * transaction (R-receipt-with-sale), so the receipt is kept exactly when the
 * sale is; deliverReceipt sends it once that has committed. Answers the mail's id.
 */
export async function queueReceipt(tx: Transaction, transactionId: string) {
  const [record] = await tx
    .select({
      id: transactions.id,
      type: transactions.transactionType,
      title: transactions.artworkTitle,
      amountCents: transactions.amountCents,
      createdAt: transactions.createdAt,
      cardBrand: transactions.cardBrand,
      cardLast4: transactions.cardLast4,
      leaseStartDate: transactions.leaseStartDate,
      leaseEndDate: transactions.leaseEndDate,
      email: user.email,
      artistName: artworks.artistName,
      sellerName: sellers.fullName,
      sellerHandle: sellers.handle,
    })
    .from(transactions)
    .innerJoin(user, eq(user.id, transactions.userId))
    .leftJoin(artworks, eq(artworks.id, transactions.artworkId))
    .leftJoin(sellers, eq(sellers.id, transactions.artistId))
    .where(and(eq(transactions.id, transactionId), eq(transactions.status, "completed")));
  if (!record) throw new Error("A receipt needs a completed transaction");
  const entries = await tx
    .select({
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      kind: ledgerEntries.kind,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId));
  const recorded = recordedSplit(entries);
  const split = describeSplit(recorded.split, {
    seller: displayName(
      { fullName: record.sellerName, handle: record.sellerHandle },
      NAME_FALLBACKS.artist,
    ),
    artist: record.artistName ?? NAME_FALLBACKS.artist,
    resale: entries.some((entry) => entry.kind === "resale"),
  });
  const what = record.type === "lease" ? "lease" : "purchase";
  const lines = [
    `Thank you for your ${what} of "${record.title}".`,
    "",
    `Amount paid: ${formatCents(record.amountCents)}${record.cardLast4 ? ` (${record.cardBrand ?? "Card"} ending ${record.cardLast4})` : ""}`,
    `Date: ${formatDate(record.createdAt)}`,
    ...(record.leaseStartDate && record.leaseEndDate
      ? [
          `Lease: ${formatLeasePeriod({ startDate: record.leaseStartDate, endDate: record.leaseEndDate })}`,
        ]
      : []),
    ...(recorded.creditCents > 0 || recorded.unusedLeaseCents > 0
      ? [
          `Price: ${formatCents(recorded.split.priceCents)}, less ${[
            ...(recorded.unusedLeaseCents > 0
              ? [`your unused lease days of ${formatCents(recorded.unusedLeaseCents)}`]
              : []),
            ...(recorded.creditCents > 0
              ? [`your rent credit of ${formatCents(recorded.creditCents)}`]
              : []),
          ].join(" and ")}`,
        ]
      : []),
    `Receipt number: ${record.id}`,
    "",
    `Where your money goes: ${split}`,
    "",
    "The Fair Trade Art Gallery",
  ];
  return queueMail(tx, {
    to: record.email,
    kind: "receipt",
    subject: `Your receipt: ${record.title}`,
    text: lines.join("\n"),
    html: linesAsHtml(lines),
  });
}

/**
 * Sends a receipt queueReceipt wrote, after the sale committed. Not needed for
 * it to arrive (the outbox upkeep sends what a stopped process did not); it
 * only spares the buyer the wait. Never throws.
 */
export async function deliverReceipt(db: Database, receiptMailId: string) {
  await sendQueuedMail(db, receiptMailId);
}
