import { stringify } from "csv-stringify/sync";
import { STATEMENT_COLUMNS, STATEMENT_ROLE_LABEL, type StatementLine, totalOf } from "./statement";

/** Cents as dollars; written with two decimals by the cast below, so -8500 → "-85.00". */
function dollars(cents: number) {
  return cents / 100;
}

/**
 * The statement lines as CSV (R-earnings-statement): one row per transaction
 * and a total row, amounts in dollars. Titles are members' text, so a leading
 * =, +, - or @ in text is escaped against spreadsheet formulas (numbers stay
 * numbers).
 */
export function statementCsv(lines: readonly StatementLine[]) {
  const total = totalOf(lines);
  const rows = [
    [
      "Date",
      "Transaction",
      "Artwork",
      "Type",
      ...STATEMENT_COLUMNS.map((column) => `${column.label} (USD)`),
    ],
    ...lines.map((line) => [
      line.recordedAt.slice(0, 10),
      line.transactionId,
      line.artworkTitle,
      STATEMENT_ROLE_LABEL[line.role],
      ...STATEMENT_COLUMNS.map((column) => dollars(line[column.key])),
    ]),
    ["Total", "", "", "", ...STATEMENT_COLUMNS.map((column) => dollars(total[column.key]))],
  ];
  return stringify(rows, {
    escape_formulas: true,
    record_delimiter: "windows",
    cast: { number: (value) => value.toFixed(2) },
  });
}
