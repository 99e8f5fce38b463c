import { eq, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import { env } from "~/lib/env.server";
import { formatCents } from "~/lib/format";
import { linesAsHtml, queueMail } from "~/services/mail.server";

/*
 * The mails a Stripe event writes: to every admin (a dispute, a refund made at
 * Stripe that the gallery's records cannot follow, a failed payout) and to the
 * member whose payout failed. Written with the event's transaction, so they
 * exist exactly when the event was handled; sent once it has committed.
 */

/** Every admin's address, for the mails that need a person. */
async function adminAddresses(tx: Transaction) {
  const rows = await tx
    .select({ email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(sql`'admin' = any(${profiles.userTypes})`);
  return rows.map((row) => row.email);
}

/** Queues `lines` (plain text, and as escaped HTML) to each address; answers the mails' ids. */
async function queueToEach(
  tx: Transaction,
  addresses: string[],
  mail: { kind: string; subject: string; lines: string[] },
) {
  const ids: string[] = [];
  for (const to of addresses) {
    ids.push(
      await queueMail(tx, {
        to,
        kind: mail.kind,
        subject: mail.subject,
        text: mail.lines.join("\n"),
        html: linesAsHtml(mail.lines),
      }),
    );
  }
  return ids;
}

/** An amount in the payout's currency: dollars as the gallery writes them, else the code. */
function money(cents: number, currency: string) {
  return currency.toLowerCase() === "usd"
    ? formatCents(cents)
    : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** Stripe's dashboard page of an object, in test or live mode as the event was. */
export function dashboardLink(path: string, livemode: boolean) {
  return `https://dashboard.stripe.com/${livemode ? "" : "test/"}${path}`;
}

export type DisputedPayment = {
  transactionId: string;
  title: string;
  amountCents: number;
  disputeId: string;
  reason: string;
  status: string;
  /** When the evidence is due, if Stripe said. */
  dueBy: Date | null;
  livemode: boolean;
};

/** Tells every admin that a buyer's bank opened a dispute (a chargeback) on a payment. */
export function queueDisputeMail(tx: Transaction, dispute: DisputedPayment) {
  return adminAddresses(tx).then((addresses) =>
    queueToEach(tx, addresses, {
      kind: "payment-disputed",
      subject: `A payment was disputed: ${dispute.title}`,
      lines: [
        `The buyer's bank opened a dispute on the payment for "${dispute.title}" (${formatCents(dispute.amountCents)}).`,
        "",
        `Reason given: ${dispute.reason.replaceAll("_", " ")}`,
        `Status: ${dispute.status.replaceAll("_", " ")}`,
        ...(dispute.dueBy
          ? [`Evidence is due by: ${dispute.dueBy.toISOString().slice(0, 10)}`]
          : []),
        `Transaction: ${dispute.transactionId}`,
        `Stripe dispute: ${dispute.disputeId}`,
        "",
        `Respond in Stripe's dashboard: ${dashboardLink(`disputes/${dispute.disputeId}`, dispute.livemode)}`,
        "The transaction shows the dispute on the admin payments page.",
        "",
        "The Fair Trade Art Gallery",
      ],
    }),
  );
}

/** Tells every admin that a part of a payment was refunded at Stripe, which the records do not follow by themselves. */
export function queuePartialRefundMail(
  tx: Transaction,
  refund: {
    transactionId: string;
    title: string;
    refundedCents: number;
    capturedCents: number;
    chargeId: string;
    livemode: boolean;
  },
) {
  return adminAddresses(tx).then((addresses) =>
    queueToEach(tx, addresses, {
      kind: "payment-partly-refunded",
      subject: `Part of a payment was refunded at Stripe: ${refund.title}`,
      lines: [
        `${formatCents(refund.refundedCents)} of the ${formatCents(refund.capturedCents)} paid for "${refund.title}" was refunded at Stripe.`,
        "",
        "The gallery records a refund of a whole payment only, so this transaction, its ledger and the artists' transfers were left as they were. Decide with the artists who bears the refunded part, or refund the rest to give the whole payment back.",
        "",
        `Transaction: ${refund.transactionId}`,
        `Stripe charge: ${refund.chargeId} (${dashboardLink(`payments/${refund.chargeId}`, refund.livemode)})`,
        "",
        "The Fair Trade Art Gallery",
      ],
    }),
  );
}

/** Tells the member and every admin that a payout to the member's bank failed. */
export async function queuePayoutFailedMails(
  tx: Transaction,
  payout: {
    memberId: string;
    payoutId: string;
    accountId: string;
    amountCents: number;
    currency: string;
    failureMessage: string | null;
    livemode: boolean;
  },
) {
  const [member] = await tx
    .select({ email: user.email, fullName: profiles.fullName, handle: profiles.handle })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, payout.memberId));
  const amount = money(payout.amountCents, payout.currency);
  const why = payout.failureMessage ?? "Stripe gave no reason.";
  const ids: string[] = [];
  if (member) {
    ids.push(
      ...(await queueToEach(tx, [member.email], {
        kind: "payout-failed",
        subject: "A payout to your bank account failed",
        lines: [
          `A payout of ${amount} from your Stripe account to your bank account failed.`,
          "",
          `Stripe's reason: ${why}`,
          "",
          "The money goes back to your Stripe balance. Check your bank details through Get paid on your dashboard; Stripe pays out again once they are right.",
          new URL("/artist/dashboard", env().APP_URL).toString(),
          "",
          "The Fair Trade Art Gallery",
        ],
      })),
    );
  }
  const name = member
    ? displayName({ fullName: member.fullName, handle: member.handle }, NAME_FALLBACKS.member)
    : "A deleted member";
  ids.push(
    ...(await queueToEach(tx, await adminAddresses(tx), {
      kind: "payout-failed-admin",
      subject: `A member's payout failed: ${name}`,
      lines: [
        `A payout of ${amount} to ${name}'s bank account failed.`,
        "",
        `Stripe's reason: ${why}`,
        `Connected account: ${payout.accountId}`,
        `Stripe payout: ${payout.payoutId} (${dashboardLink(`connect/accounts/${payout.accountId}`, payout.livemode)})`,
        "",
        member ? "The member was told by e-mail." : "The member's account no longer exists.",
        "",
        "The Fair Trade Art Gallery",
      ],
    })),
  );
  return ids;
}
