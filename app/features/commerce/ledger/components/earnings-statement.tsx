import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { numericCell, Table } from "~/components/table";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { formatCents, formatDate } from "~/lib/format";
import {
  formatStatementMonth,
  STATEMENT_COLUMNS,
  STATEMENT_ROLE_LABEL,
  type StatementFigures,
  type StatementLine,
  type StatementMonth,
  type StatementPayout,
  transferLabel,
} from "../statement";
import classes from "./earnings-statement.module.css";

/** A link of the statement: underlined, so that colour alone does not tell it apart. */
const statementLink = `${link.link} ${link.underlined}`;

/** An amount of the statement; none shows as a dash, read out as "none". */
function Amount({ cents, strong = false }: { cents: number; strong?: boolean }) {
  if (cents === 0) {
    return (
      <span className={text.dimmed}>
        <span aria-hidden="true">–</span>
        <span className={layout.visuallyHidden}>none</span>
      </span>
    );
  }
  return <span className={strong ? text.strong : undefined}>{formatCents(cents)}</span>;
}

function FigureCells({ figures, strong }: { figures: StatementFigures; strong?: boolean }) {
  return STATEMENT_COLUMNS.map((column) => (
    <td key={column.key} className={`${numericCell} ${classes.nowrap}`}>
      <Amount cents={figures[column.key]} strong={strong || column.key === "netCents"} />
    </td>
  ));
}

function FigureHeadings() {
  return STATEMENT_COLUMNS.map((column) => (
    <th key={column.key} className={`${numericCell} ${classes.nowrap}`}>
      {column.label}
    </th>
  ));
}

/** The figures that are not nothing, in a line: the phone's stand-in for the table's columns. */
function FigureSummary({ figures, extra }: { figures: StatementFigures; extra?: string }) {
  const parts = STATEMENT_COLUMNS.filter(
    (column) => column.key !== "netCents" && figures[column.key] !== 0,
  ).map((column) => `${column.label} ${formatCents(figures[column.key])}`);
  if (extra) parts.push(extra);
  return <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>{parts.join(" · ")}</p>;
}

/** The transfer of a line's share to the member's payout account; a dash when there is none. */
function TransferCell({ line }: { line: StatementLine }) {
  const label = transferLabel(line.transfer);
  if (!label) return <Amount cents={0} />;
  return (
    <span className={line.transfer?.status === "failed" ? text.strong : undefined}>{label}</span>
  );
}

const PAYOUT_STATUS = { paid: "Paid", failed: "Failed" } as const;

/** The payouts from the member's payout account to their bank, as Stripe reported them. */
function Payouts({ payouts }: { payouts: StatementPayout[] }) {
  return (
    <section
      className={`${layout.paper} ${layout.panelCompact} ${layout.stack}`}
      aria-labelledby="payouts"
    >
      <h2 className={`${text.title} ${text.h3}`} id="payouts">
        Payouts to your bank
      </h2>
      <Table striped className={classes.table} data-testid="earnings-payouts">
        <thead>
          <tr>
            <th>Date</th>
            <th>Status</th>
            <th className={numericCell}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => (
            <tr key={payout.id}>
              <td className={classes.nowrap}>{formatDate(payout.date)}</td>
              <td>
                {PAYOUT_STATUS[payout.status]}
                {payout.failureMessage ? (
                  <span className={`${text.sm} ${text.dimmed}`}>: {payout.failureMessage}</span>
                ) : null}
              </td>
              <td className={`${numericCell} ${classes.nowrap}`}>
                {formatCents(payout.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/** On a phone, each month or line is a row of the list: its name, its net, then the rest. */
function PhoneList({
  items,
}: {
  items: {
    key: string;
    title: React.ReactNode;
    figures: StatementFigures;
    current?: boolean;
    extra?: string;
  }[];
}) {
  return (
    <ul className={`${layout.belowSm} ${classes.phone}`}>
      {items.map((item) => (
        <li key={item.key} aria-current={item.current ? "true" : undefined}>
          <div className={classes.phoneItem}>
            <div className={classes.phoneTop}>
              {item.title}
              <strong className={classes.nowrap}>{formatCents(item.figures.netCents)}</strong>
            </div>
            <FigureSummary figures={item.figures} extra={item.extra} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function CsvDownload({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Button
      href={href}
      download
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}

export const EARNINGS_EMPTY =
  "No earnings yet. When a work of yours is sold or leased, or a resale pays you a royalty, it shows here month by month.";

/**
 * R-earnings-statement: the months' totals, then the chosen month's lines,
 * each linking to its transaction, with CSV downloads of both.
 */
export function EarningsStatement({
  months,
  total,
  month,
  lines,
  payouts = [],
}: {
  months: StatementMonth[];
  total: StatementFigures;
  month: string | null;
  lines: StatementLine[];
  /** The payouts to the member's bank, newest first. */
  payouts?: StatementPayout[];
}) {
  if (months.length === 0) {
    return (
      <div className={`${layout.paper} ${classes.empty}`}>
        <p className={text.plain}>{EARNINGS_EMPTY}</p>
      </div>
    );
  }
  const monthName = month ? formatStatementMonth(month) : "";
  return (
    <div className={classes.page}>
      <section
        className={`${layout.paper} ${layout.panelCompact} ${layout.stack}`}
        aria-labelledby="by-month"
      >
        <div className={`${layout.row} ${layout.between} ${classes.heading}`}>
          <h2 className={`${text.title} ${text.h3}`} id="by-month">
            By month
          </h2>
          <CsvDownload href="/artist/earnings.csv">Download all as CSV</CsvDownload>
        </div>
        <PhoneList
          items={[
            ...months.map((row) => ({
              key: row.month,
              current: row.month === month,
              title: (
                <Link to={`?month=${row.month}`} preventScrollReset className={statementLink}>
                  {formatStatementMonth(row.month)}
                </Link>
              ),
              figures: row,
            })),
            { key: "total", title: <strong>Total</strong>, figures: total },
          ]}
        />
        <div className={layout.fromSm}>
          <Table
            striped
            highlight
            minWidth={760}
            className={classes.table}
            data-testid="earnings-months"
          >
            <thead>
              <tr>
                <th>Month</th>
                <FigureHeadings />
              </tr>
            </thead>
            <tbody>
              {months.map((row) => (
                <tr key={row.month} aria-current={row.month === month ? "true" : undefined}>
                  <th scope="row" className={row.month === month ? classes.current : undefined}>
                    <Link to={`?month=${row.month}`} preventScrollReset className={statementLink}>
                      {formatStatementMonth(row.month)}
                    </Link>
                  </th>
                  <FigureCells figures={row} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <FigureCells figures={total} strong />
              </tr>
            </tfoot>
          </Table>
        </div>
      </section>

      {month ? (
        <section
          className={`${layout.paper} ${layout.panelCompact} ${layout.stack}`}
          aria-labelledby="month-lines"
        >
          <div className={`${layout.row} ${layout.between} ${classes.heading}`}>
            <h2 className={`${text.title} ${text.h3}`} id="month-lines">
              {monthName}
            </h2>
            <CsvDownload href={`/artist/earnings.csv?month=${month}`}>
              Download {monthName} as CSV
            </CsvDownload>
          </div>
          {lines.length === 0 ? (
            <p className={`${text.plain} ${text.dimmed}`}>
              Nothing was paid to you in {monthName}.
            </p>
          ) : (
            <>
              <PhoneList
                items={lines.map((line) => ({
                  key: line.transactionId,
                  title: (
                    <span className={classes.titleLines}>
                      <Link to={`/artist/earnings/${line.transactionId}`} className={statementLink}>
                        {STATEMENT_ROLE_LABEL[line.role]}: {line.artworkTitle}
                      </Link>
                      <span className={`${text.xs} ${text.dimmed}`}>
                        {formatDate(line.recordedAt)}
                      </span>
                    </span>
                  ),
                  figures: line,
                  extra: line.transfer ? `Transfer: ${transferLabel(line.transfer)}` : undefined,
                }))}
              />
              <div className={layout.fromSm}>
                <Table
                  striped
                  minWidth={1080}
                  className={classes.table}
                  data-testid="earnings-lines"
                >
                  <thead>
                    <tr>
                      <th>Date</th>
                      <th>Transaction</th>
                      <FigureHeadings />
                      <th>Transfer</th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((line) => (
                      <tr key={line.transactionId}>
                        <td className={classes.nowrap}>{formatDate(line.recordedAt)}</td>
                        <td>
                          <Link
                            to={`/artist/earnings/${line.transactionId}`}
                            className={statementLink}
                          >
                            {STATEMENT_ROLE_LABEL[line.role]}: {line.artworkTitle}
                          </Link>
                        </td>
                        <FigureCells figures={line} />
                        <td className={classes.nowrap}>
                          <TransferCell line={line} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            </>
          )}
        </section>
      ) : null}

      {payouts.length > 0 ? <Payouts payouts={payouts} /> : null}

      <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
        Sales and leases are what buyers paid; rent credits, royalties paid to a work's first artist
        and the gallery's fees come off them, and a refund to the buyer takes your share back. Net
        is what you are owed. Transfer says where your share of a card payment is: waiting for your
        payout account, on its way, transferred to it, or reversed after a refund.
      </p>
    </div>
  );
}
