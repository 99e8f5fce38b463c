import type { Database, Transaction } from "~/db/client.server";
import { ledgerEntries } from "~/db/schema";
import { env } from "~/lib/env.server";
import {
  describeSplit,
  type PaymentKind,
  type PaymentSplit,
  type SplitRates,
  splitPayment,
} from "./split";

/**
 * The gallery's split rates, from its settings (basis points). Without a first
 * artist to pay (their account is gone) a resale pays no royalty.
 */
export function splitRates({ royalty = true }: { royalty?: boolean } = {}): SplitRates {
  const config = env();
  return {
    firstSaleFeeBps: config.GALLERY_FEE_BPS,
    leaseFeeBps: config.LEASE_FEE_BPS,
    resaleFeeBps: config.RESALE_FEE_BPS,
    resaleRoyaltyBps: royalty ? config.RESALE_ROYALTY_BPS : 0,
  };
}

/**
 * Where a payment of `priceCents` would go, in words, with the gallery's rates:
 * what the artwork page and checkout show before anyone pays.
 */
export function describePayment(
  priceCents: number,
  kind: PaymentKind,
  names: { seller: string; artist: string },
) {
  return describeSplit(splitPayment(priceCents, kind, splitRates()), {
    ...names,
    resale: kind === "resale",
  });
}

type Entry = typeof ledgerEntries.$inferInsert;

const KIND_OF_PAYMENT = { "first-sale": "sale", lease: "lease", resale: "resale" } as const;

/**
 * The entries of a payment (R-ledger-balances): the buyer's money in, then the
 * seller's share, the original artist's royalty and the gallery's fee, as the
 * split of the full price gives them. A rent credit (R-rent-to-own) is what the
 * buyer does not pay: it comes off the seller's share, paid from the rent the
 * seller had from this buyer, so it shows as a discount. The unused prepaid
 * days of the buyer's leases it ends (`leaseCredits`, each split as its lease
 * was) are given back in full: they come off the share of whoever was paid the
 * rent and off the gallery's lease fee, as entries of kind `refund`. The buyer
 * pays the price less both. They sum to zero.
 */
export function paymentEntries(
  transactionId: string,
  kind: PaymentKind,
  split: PaymentSplit,
  parties: { sellerId: string | null; artistId: string | null },
  creditCents = 0,
  leaseCredits: { payeeId: string | null; split: PaymentSplit }[] = [],
): Entry[] {
  const entryKind = KIND_OF_PAYMENT[kind];
  const unusedCents = leaseCredits.reduce((total, credit) => total + credit.split.priceCents, 0);
  const entries: Entry[] = [
    {
      transactionId,
      account: "buyer_payments",
      amountCents: -(split.priceCents - creditCents - unusedCents),
      kind: entryKind,
    },
    {
      transactionId,
      account: "artist_payable",
      memberId: parties.sellerId,
      amountCents: split.sellerCents,
      kind: entryKind,
    },
  ];
  if (split.royaltyCents > 0) {
    entries.push({
      transactionId,
      account: "royalty_payable",
      memberId: parties.artistId,
      amountCents: split.royaltyCents,
      kind: entryKind,
    });
  }
  if (split.feeCents > 0) {
    entries.push({
      transactionId,
      account: "gallery_fee",
      amountCents: split.feeCents,
      kind: entryKind,
    });
  }
  if (creditCents > 0) {
    entries.push({
      transactionId,
      account: "artist_payable",
      memberId: parties.sellerId,
      amountCents: -creditCents,
      kind: "rent_credit",
    });
  }
  for (const credit of leaseCredits) {
    if (credit.split.sellerCents > 0) {
      entries.push({
        transactionId,
        account: "artist_payable",
        memberId: credit.payeeId,
        amountCents: -credit.split.sellerCents,
        kind: "refund",
      });
    }
    if (credit.split.feeCents > 0) {
      entries.push({
        transactionId,
        account: "gallery_fee",
        amountCents: -credit.split.feeCents,
        kind: "refund",
      });
    }
  }
  return entries;
}

/** A charge that came in and was given back. */
export function refundEntries(transactionId: string, amountCents: number): Entry[] {
  return [
    { transactionId, account: "buyer_payments", amountCents: -amountCents, kind: "refund" },
    { transactionId, account: "refunds", amountCents, kind: "refund" },
  ];
}

/** Writes entries in the caller's database transaction; the commit checks they balance. */
export async function writeEntries(db: Database | Transaction, entries: Entry[]) {
  if (entries.length > 0) await db.insert(ledgerEntries).values(entries);
}
