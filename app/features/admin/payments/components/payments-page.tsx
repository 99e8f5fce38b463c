import { IconAlertTriangle, IconReceiptRefund } from "@tabler/icons-react";
import { type CSSProperties, useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { Table } from "~/components/table";
import text from "~/components/text.module.css";
import { formatCents, formatCount } from "~/lib/format";
import { DateTime } from "../../components/date-time";
import { ListPager } from "../../components/list-pager";
import {
  type AdminPaymentRow,
  type AttentionCounts,
  attentionOf,
  type FailedPayoutRow,
  PAYMENT_MESSAGES,
  type PaymentListParams,
  type PaymentView,
  paymentsQuery,
  providerLabel,
  refundRefusal,
} from "../schema";
import {
  hasFacts,
  PaymentFacts,
  PaymentStatus,
  Person,
  TransfersList,
  TransfersTable,
} from "./payment-parts";
import classes from "./payments.module.css";
import { RefundDialog } from "./refund-dialog";

/** The phone's cards, a small gap apart. */
const SM_GAP = { "--gap": "var(--spacing-sm)" } as CSSProperties;

const TYPE_LABELS: Record<string, string> = { purchase: "Purchase", lease: "Lease" };

/** What needs a person, in words: '1 failed transfer', '2 open disputes'. */
function attentionParts(counts: AttentionCounts) {
  return [
    counts.failedTransfers > 0
      ? formatCount(counts.failedTransfers, "failed transfer", "failed transfers")
      : null,
    counts.failedReversals > 0
      ? formatCount(counts.failedReversals, "transfer not reversed", "transfers not reversed")
      : null,
    counts.failedPayments > 0
      ? formatCount(
          counts.failedPayments,
          "failed payment (refund failed)",
          "failed payments (refund failed)",
        )
      : null,
    counts.openDisputes > 0
      ? formatCount(counts.openDisputes, "open dispute", "open disputes")
      : null,
    counts.failedPayouts > 0
      ? formatCount(counts.failedPayouts, "failed payout", "failed payouts")
      : null,
  ].filter((part): part is string => part !== null);
}

/** What an admin does about each kind of trouble. */
function attentionHints(counts: AttentionCounts) {
  return [
    counts.failedTransfers + counts.failedReversals > 0
      ? "Fix the cause (often the member's payout account), then use Try again on the transfer."
      : null,
    counts.openDisputes > 0
      ? "Answer open disputes in the Stripe dashboard before their deadline."
      : null,
    counts.failedPayments > 0
      ? "A failed payment was charged but neither recorded nor given back: refund it at the provider."
      : null,
    counts.failedPayouts > 0
      ? "A failed payout stays in the member's Stripe balance until they correct their bank details."
      : null,
  ].filter((hint): hint is string => hint !== null);
}

/** Payouts to members' banks that failed: a table from tablet width up, a list on phones. */
function FailedPayouts({ payouts }: { payouts: FailedPayoutRow[] }) {
  return (
    <>
      <div className={layout.fromSm}>
        <Table minWidth={640} aria-label="Failed payouts">
          <thead>
            <tr>
              <th scope="col">Failed payout</th>
              <th scope="col">Member</th>
              <th scope="col" className={classes.amountColumn}>
                Amount
              </th>
              <th scope="col">Stripe payout</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {payouts.map((payout) => (
              <tr key={payout.id}>
                <td className={classes.nowrap}>
                  <DateTime value={payout.createdAt} />
                </td>
                <td>
                  <Person person={payout.member} />
                </td>
                <td className={classes.amount}>
                  {formatCents(payout.amountCents)}
                  {payout.currency !== "usd" ? ` ${payout.currency.toUpperCase()}` : ""}
                </td>
                <td>
                  <span className={classes.lines}>
                    <code className={classes.id}>{payout.stripePayoutId}</code>
                    <code className={`${classes.id} ${text.dimmed}`}>{payout.stripeAccountId}</code>
                  </span>
                </td>
                <td className={classes.alarm}>{payout.failureMessage ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <div className={`${layout.belowSm} ${layout.stack}`} style={SM_GAP}>
        <h3 id="failed-payouts" className={`${text.title} ${text.sm} ${classes.listTitle}`}>
          Failed payouts
        </h3>
        <ul className={classes.transferList} aria-labelledby="failed-payouts">
          {payouts.map((payout) => (
            <li key={payout.id} className={classes.transferItem}>
              <div className={classes.cardLine}>
                <Person person={payout.member} />
                <span className={`${text.sm} ${classes.amount}`}>
                  {formatCents(payout.amountCents)}
                </span>
              </div>
              <span className={`${text.xs} ${text.dimmed}`}>
                <DateTime value={payout.createdAt} />
              </span>
              <code className={classes.id}>{payout.stripePayoutId}</code>
              <span className={`${text.xs} ${classes.alarm}`}>{payout.failureMessage ?? "—"}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** R-admin-payments: failed transfers, failed payments, open disputes and failed payouts, counted. */
function NeedsAttention({
  counts,
  payouts,
}: {
  counts: AttentionCounts;
  payouts: FailedPayoutRow[];
}) {
  const parts = attentionParts(counts);
  return (
    <section
      aria-labelledby="needs-attention"
      className={`${layout.paper} ${layout.panel} ${layout.stack}`}
    >
      <h2 id="needs-attention" className={`${text.title} ${text.h3}`}>
        Needs attention
      </h2>
      {parts.length === 0 ? (
        <Alert color="gray" role="status">
          {PAYMENT_MESSAGES.nothingNeedsAttention}
        </Alert>
      ) : (
        <Alert color="red" role="status" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <span className={text.strong}>{parts.join(" · ")}.</span>{" "}
          {attentionHints(counts).join(" ")}
        </Alert>
      )}
      {payouts.length > 0 ? <FailedPayouts payouts={payouts} /> : null}
    </section>
  );
}

/** All payments or those that need attention, as two links (the view is in the URL). */
function ViewSwitch({
  params,
  attention,
}: {
  params: PaymentListParams;
  attention: number | null;
}) {
  const views: { view: PaymentView; label: string }[] = [
    { view: "all", label: "All payments" },
    {
      view: "attention",
      label: attention === null ? "Needs attention" : `Needs attention (${attention})`,
    },
  ];
  return (
    <nav aria-label="Which payments" className={`${layout.row} ${classes.views}`}>
      {views.map(({ view, label }) => {
        const active = params.view === view;
        return (
          <Button
            key={view}
            to={paymentsQuery({ view, page: 1 }) || "?"}
            preventScrollReset
            size="xs"
            variant={active ? "light" : "subtle"}
            color={view === "attention" && attention ? "red" : "teal"}
            aria-current={active ? "page" : undefined}
          >
            {label}
          </Button>
        );
      })}
    </nav>
  );
}

function Attention({ row }: { row: AdminPaymentRow }) {
  const reasons = attentionOf(row);
  if (reasons.length === 0) return null;
  return (
    <span className={`${text.xs} ${text.strong} ${classes.alarm} ${classes.flag}`}>
      <IconAlertTriangle size={12} aria-hidden /> {reasons.join(" · ")}
    </span>
  );
}

function RefundButton({ row, onRefund }: { row: AdminPaymentRow; onRefund: () => void }) {
  if (refundRefusal(row) !== null) return null;
  return (
    <Button
      variant="light"
      color="red"
      size="xs"
      leftSection={<IconReceiptRefund size={14} aria-hidden />}
      onClick={onRefund}
      aria-label={`Refund the ${row.type} of ${row.artworkTitle}`}
    >
      Refund
    </Button>
  );
}

const COLUMN_COUNT = 9;

/** R-admin-payments: the page of payments, a table from tablet width up and a card each on phones. */
function PaymentsList({
  rows,
  dashboardUrl,
}: {
  rows: AdminPaymentRow[];
  dashboardUrl: string | null;
}) {
  const [refunding, setRefunding] = useState<AdminPaymentRow | null>(null);
  return (
    <>
      <div className={layout.fromSm}>
        <Table highlight minWidth={980} className={classes.table} aria-label="Payments">
          <thead>
            <tr>
              <th scope="col" className={classes.dateColumn}>
                Date
              </th>
              <th scope="col">Artwork</th>
              <th scope="col">Buyer</th>
              <th scope="col">Seller</th>
              <th scope="col">Type</th>
              <th scope="col" className={classes.amountColumn}>
                Amount
              </th>
              <th scope="col">Provider</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className={layout.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          {rows.map((row) => {
            const facts = <PaymentFacts row={row} dashboardUrl={dashboardUrl} />;
            const hasDetails = row.transfers.length > 0 || hasFacts(row);
            return (
              <tbody
                key={row.id}
                className={classes.payment}
                data-attention={attentionOf(row).length > 0 || undefined}
              >
                <tr>
                  <td>
                    <DateTime value={row.createdAt} />
                  </td>
                  <td>
                    <span className={classes.lines}>
                      <span className={text.strong}>{row.artworkTitle}</span>
                      <Attention row={row} />
                    </span>
                  </td>
                  <td>
                    <Person person={row.buyer} />
                  </td>
                  <td>
                    <Person person={row.seller} />
                  </td>
                  <td>{TYPE_LABELS[row.type] ?? row.type}</td>
                  <td className={classes.amount}>{formatCents(row.amountCents)}</td>
                  <td>{providerLabel(row.provider)}</td>
                  <td>
                    <PaymentStatus status={row.status} />
                  </td>
                  <td className={classes.actions}>
                    <RefundButton row={row} onRefund={() => setRefunding(row)} />
                  </td>
                </tr>
                {hasDetails ? (
                  <tr className={classes.details}>
                    <td colSpan={COLUMN_COUNT}>
                      <div className={classes.detailBox}>
                        {facts}
                        {row.transfers.length > 0 ? (
                          <TransfersTable transfers={row.transfers} title={row.artworkTitle} />
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ) : null}
              </tbody>
            );
          })}
        </Table>
      </div>

      <div className={`${layout.belowSm} ${layout.stack}`} style={SM_GAP}>
        {rows.map((row) => (
          <article
            key={row.id}
            aria-label={`${TYPE_LABELS[row.type] ?? row.type} of ${row.artworkTitle}`}
            className={`${layout.paper} ${classes.card}`}
            data-attention={attentionOf(row).length > 0 || undefined}
          >
            <div className={classes.cardLine}>
              <span className={classes.lines}>
                <span className={`${text.sm} ${text.strong}`}>{row.artworkTitle}</span>
                <span className={`${text.xs} ${text.dimmed}`}>
                  <DateTime value={row.createdAt} />
                </span>
              </span>
              <PaymentStatus status={row.status} />
            </div>
            <Attention row={row} />
            <p className={`${text.plain} ${text.sm}`}>
              {TYPE_LABELS[row.type] ?? row.type} ·{" "}
              <span className={text.strong}>{formatCents(row.amountCents)}</span> ·{" "}
              {providerLabel(row.provider)}
            </p>
            <div className={classes.parties}>
              <div>
                <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>Buyer</p>
                <Person person={row.buyer} />
              </div>
              <div>
                <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>Seller</p>
                <Person person={row.seller} />
              </div>
            </div>
            <PaymentFacts row={row} dashboardUrl={dashboardUrl} />
            {row.transfers.length > 0 ? <TransfersList transfers={row.transfers} /> : null}
            <div className={classes.cardActions}>
              <RefundButton row={row} onRefund={() => setRefunding(row)} />
            </div>
          </article>
        ))}
      </div>

      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}

/** The payments page below its header: what needs attention, then the list and its pages. */
export function PaymentsPage({
  rows,
  total,
  pageCount,
  params,
  attention,
  payouts,
  dashboardUrl,
  failed,
}: {
  rows: AdminPaymentRow[];
  total: number;
  pageCount: number;
  params: PaymentListParams;
  attention: AttentionCounts | null;
  payouts: FailedPayoutRow[];
  dashboardUrl: string | null;
  failed: boolean;
}) {
  return (
    <>
      {attention ? <NeedsAttention counts={attention} payouts={payouts} /> : null}
      <section
        aria-labelledby="payments-heading"
        className={`${layout.paper} ${layout.panelCompact} ${layout.stack}`}
      >
        <div className={`${layout.row} ${layout.between}`}>
          <h2 id="payments-heading" className={`${text.title} ${text.h3}`}>
            Transactions
          </h2>
          <ViewSwitch params={params} attention={attention?.payments ?? null} />
        </div>
        {failed ? (
          <Alert color="red" role="alert">
            {PAYMENT_MESSAGES.loadFailed}
          </Alert>
        ) : rows.length === 0 ? (
          <Alert color="gray" role="status">
            {params.view === "attention"
              ? PAYMENT_MESSAGES.nothingNeedsAttention
              : PAYMENT_MESSAGES.noPayments}
          </Alert>
        ) : (
          <>
            <PaymentsList rows={rows} dashboardUrl={dashboardUrl} />
            <ListPager
              page={params.page}
              pageCount={pageCount}
              total={total}
              noun={["payment", "payments"]}
              filtered={params.view === "attention"}
              label="Payment pages"
              hrefOf={(page) => paymentsQuery({ ...params, page }) || "?"}
            />
          </>
        )}
      </section>
    </>
  );
}
