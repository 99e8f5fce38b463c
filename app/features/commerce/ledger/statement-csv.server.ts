import { stringify } from "csv-stringify/sync";
import {
  STATEMENT_COLUMNS,
  STATEMENT_ROLE_LABEL,
  type StatementLine,
  type StatementPayout,
  totalOf,
  transferLabel,
} from "./statement";

/** Cents as dollars; written with two decimals by the cast below, so -8500 → "-85.00". */
function dollars(cents: number) {
  return cents / 100;
}

/**
 * The statement lines as CSV (R-earnings-statement): one row per transaction
 * and a total row, amounts in dollars, each line with the transfer of the
 * member's share to their payout account (status and amount, blank for a
 * payment not taken through Stripe). Then, when there are any, the payouts
 * from that account to the member's bank, under a heading row of their own.
 * Titles are members' text, so a leading =, +, - or @ in text is escaped
 * against spreadsheet formulas (numbers stay numbers).
 */
export function statementCsv(
  lines: readonly StatementLine[],
  payouts: readonly StatementPayout[] = [],
) {
  const total = totalOf(lines);
  const rows: (string | number)[][] = [
    [
      "Date",
      "Transaction",
      "Artwork",
      "Type",
      ...STATEMENT_COLUMNS.map((column) => `${column.label} (USD)`),
      "Transfer",
      "Transfer amount (USD)",
    ],
    ...lines.map((line) => [
      line.recordedAt.slice(0, 10),
      line.transactionId,
      line.artworkTitle,
      STATEMENT_ROLE_LABEL[line.role],
      ...STATEMENT_COLUMNS.map((column) => dollars(line[column.key])),
      transferLabel(line.transfer),
      line.transfer ? dollars(line.transfer.amountCents) : "",
    ]),
    ["Total", "", "", "", ...STATEMENT_COLUMNS.map((column) => dollars(total[column.key])), "", ""],
  ];
  if (payouts.length > 0) {
    rows.push(
      [],
      ["Payouts to your bank"],
      ["Date", "Payout", "Status", "Amount (USD)", "Note"],
      ...payouts.map((payout) => [
        payout.date.slice(0, 10),
        payout.id,
        payout.status === "paid" ? "Paid" : "Failed",
        dollars(payout.amountCents),
        payout.failureMessage ?? "",
      ]),
    );
  }
  return stringify(rows, {
    escape_formulas: true,
    record_delimiter: "windows",
    cast: { number: (value) => value.toFixed(2) },
  });
}
