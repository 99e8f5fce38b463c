import { Link } from "react-router";
import { Badge } from "~/components/badge";
import layout from "~/components/layout.module.css";
import { numericCell, Table } from "~/components/table";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { formatCents, formatDate } from "~/lib/format";
import { formatLeasePeriod } from "../../leases/lease-pricing";
import { TRANSFER_STATUS_LABEL } from "../../payments/payouts";
import type { StatementEntry, StatementTransaction } from "../statement";
import classes from "./statement-transaction.module.css";

/** What an entry is, in words: whose share, which fee, which credit. */
export function entryLabel(entry: StatementEntry) {
  const member = entry.member;
  const yours = member?.you ? "your" : `${member?.name}'s`;
  if (entry.kind === "transfer" || entry.kind === "transfer_reversal") {
    const transfer = entry.kind === "transfer";
    if (entry.account === "transferred") {
      return transfer
        ? `Transferred to ${yours} Stripe account`
        : `Taken back from ${yours} Stripe account`;
    }
    const share = entry.account === "royalty_payable" ? "resale royalty" : "share";
    return transfer
      ? `${member?.you ? "Your" : `${member?.name}'s`} ${share}, paid out`
      : `${member?.you ? "Your" : `${member?.name}'s`} ${share}, owed again after the transfer was reversed`;
  }
  if (entry.kind === "refund" && entry.ofRefund) {
    // The payment given back to the buyer: every share and the fee taken back.
    if (entry.account === "artist_payable") return `Refund: ${yours} share taken back`;
    if (entry.account === "royalty_payable") return `Refund: ${yours} resale royalty taken back`;
    if (entry.account === "gallery_fee") return "Refund: the gallery fee given up";
    if (entry.account === "refunds") return "Given back to the buyer";
  }
  if (entry.kind === "refund") {
    // R-rent-to-own: the unused days of the leases a purchase ended, off whoever had the rent.
    if (entry.account === "artist_payable") {
      return member?.you
        ? "Unused lease days given back from your share (rent the buyer paid you earlier)"
        : `Unused lease days given back from ${member?.name}'s share`;
    }
    if (entry.account === "gallery_fee") return "Unused lease days given back from the gallery fee";
    return entry.account === "refunds" ? "Given back to the buyer" : "Charge to the buyer";
  }
  switch (entry.account) {
    case "buyer_payments":
      return "Paid by the buyer";
    case "gallery_fee":
      return "Gallery fee";
    case "royalty_payable":
      return member?.you
        ? "Resale royalty to you (the artist)"
        : `Resale royalty to ${member?.name} (the artist)`;
    case "artist_payable":
      if (entry.kind === "rent_credit") {
        return member?.you
          ? "Rent credit from your share (rent the buyer paid you earlier)"
          : `Rent credit from ${member?.name}'s share`;
      }
      return member?.you ? "Your share" : `To ${member?.name}`;
    default:
      return entry.account;
  }
}

const TYPE_LABEL = { purchase: "Sale", lease: "Lease" } as const;

/** One transaction of the earnings statement: what was paid and every ledger entry it wrote. */
export function StatementTransactionDetail({ transaction }: { transaction: StatementTransaction }) {
  const balance = transaction.entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  const resale = transaction.entries.some((entry) => entry.kind === "resale");
  return (
    <div className={classes.detail}>
      <div className={classes.facts}>
        <div className={layout.row} style={{ "--gap": "var(--spacing-sm)" } as React.CSSProperties}>
          <Badge>{resale ? "Resale" : TYPE_LABEL[transaction.transactionType]}</Badge>
          <p className={`${text.plain} ${text.dimmed}`}>{formatDate(transaction.createdAt)}</p>
        </div>
        <p className={text.plain}>
          Artwork:{" "}
          {transaction.artworkId ? (
            <Link to={`/artwork/${transaction.artworkId}`} className={link.link}>
              {transaction.artworkTitle}
            </Link>
          ) : (
            transaction.artworkTitle
          )}
        </p>
        {transaction.leaseStartDate && transaction.leaseEndDate ? (
          <p className={text.plain}>
            Lease:{" "}
            {formatLeasePeriod({
              startDate: transaction.leaseStartDate,
              endDate: transaction.leaseEndDate,
            })}
          </p>
        ) : null}
        <p className={text.plain}>Amount paid: {formatCents(transaction.amountCents)}</p>
        {transaction.refundedAt ? (
          <p className={text.plain}>
            Refunded to the buyer on {formatDate(transaction.refundedAt)}
          </p>
        ) : null}
        {transaction.transfer ? (
          <p className={text.plain} data-testid="statement-transfer">
            Transfer to your Stripe account: {TRANSFER_STATUS_LABEL[transaction.transfer.status]},{" "}
            {formatCents(transaction.transfer.amountCents)}
          </p>
        ) : null}
      </div>

      <section
        className={`${layout.paper} ${layout.panelCompact} ${classes.entries}`}
        aria-labelledby="entries"
      >
        <h2 className={`${text.title} ${text.h3}`} id="entries">
          Ledger entries
        </h2>
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
          Money in from the buyer is negative and what each party is owed is positive, so the
          entries of a transaction always add up to zero.
        </p>
        <Table className={classes.table} data-testid="statement-entries">
          <thead>
            <tr>
              <th>Entry</th>
              <th className={numericCell}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {transaction.entries.map((entry, index) => (
              // Entries have no order of their own beyond the query's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders in place
              <tr key={index}>
                <td>{entryLabel(entry)}</td>
                <td className={`${numericCell} ${classes.nowrap}`}>
                  {formatCents(entry.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Balance</th>
              <td className={`${numericCell} ${text.strong}`}>{formatCents(balance)}</td>
            </tr>
          </tfoot>
        </Table>
      </section>
    </div>
  );
}
