import { IconExternalLink, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { Table } from "~/components/table";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { useActionForm } from "~/components/use-action-form";
import { formatCents } from "~/lib/format";
import { DateTime } from "../../components/date-time";
import { DotBadge, type DotColor } from "../../components/dot-badge";
import {
  type AdminPaymentRow,
  type AdminTransferRow,
  disputeLabel,
  disputeOpen,
  PAYMENT_MESSAGES,
  type PaymentPerson,
  retryTransferSchema,
  TRANSACTION_STATUS_LABELS,
  TRANSFER_STATUS_LABELS,
  transferRetryable,
} from "../schema";
import classes from "./payments.module.css";

const TRANSACTION_COLORS: Record<string, DotColor> = {
  pending: "yellow",
  charged: "orange",
  completed: "green",
  failed: "red",
  refunded: "gray",
};

const TRANSFER_COLORS: Record<string, DotColor> = {
  waiting: "gray",
  pending: "yellow",
  paid: "green",
  failed: "red",
  reversed: "gray",
};

export function PaymentStatus({ status }: { status: string }) {
  return (
    <DotBadge color={TRANSACTION_COLORS[status] ?? "gray"}>
      {TRANSACTION_STATUS_LABELS[status] ?? status}
    </DotBadge>
  );
}

export function TransferStatus({ status }: { status: string }) {
  return (
    <DotBadge color={TRANSFER_COLORS[status] ?? "gray"}>
      {TRANSFER_STATUS_LABELS[status] ?? status}
    </DotBadge>
  );
}

/** A member by name, with their handle under it; 'Deleted member' once the account is gone. */
export function Person({ person }: { person: PaymentPerson | null }) {
  if (!person) {
    return <span className={`${text.sm} ${text.dimmed}`}>{PAYMENT_MESSAGES.deletedMember}</span>;
  }
  return (
    <span className={classes.lines}>
      <span className={`${text.sm} ${text.strong}`}>{person.name}</span>
      {person.handle && person.name !== `@${person.handle}` ? (
        <span className={`${text.xs} ${text.dimmed}`}>@{person.handle}</span>
      ) : null}
    </span>
  );
}

/** A provider's id in monospace, linked to the Stripe dashboard when there is one to go to. */
function ProviderId({ id, href }: { id: string; href?: string | null }) {
  const code = <code className={classes.id}>{id}</code>;
  if (!href) return code;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${link.link} ${classes.idLink}`}
      aria-label={`${id} in the Stripe dashboard (opens in a new tab)`}
    >
      {code}
      <IconExternalLink size={12} aria-hidden />
    </a>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt className={`${text.xs} ${text.dimmed}`}>{label}</dt>
      <dd className={text.sm}>{children}</dd>
    </div>
  );
}

/**
 * Whether a payment has ids, a refund or a dispute to show: a Stripe payment's
 * ids (the test provider's reference means nothing to an operator), a refund,
 * a dispute.
 */
export function hasFacts(row: AdminPaymentRow) {
  return (
    (row.provider === "stripe" &&
      (row.paymentReference !== null || row.chargeReference !== null)) ||
    row.refundReference !== null ||
    row.refundedAt !== null ||
    row.refundReason !== null ||
    row.disputeReference !== null
  );
}

/**
 * The provider's ids of a payment (PaymentIntent, charge, refund, dispute with
 * its status), the refund's reason, and nothing for what does not exist.
 */
export function PaymentFacts({
  row,
  dashboardUrl,
}: {
  row: AdminPaymentRow;
  dashboardUrl: string | null;
}) {
  const stripe = row.provider === "stripe";
  const paymentHref =
    stripe && dashboardUrl && row.paymentReference?.startsWith("pi_")
      ? `${dashboardUrl}/payments/${row.paymentReference}`
      : null;
  const facts: ReactNode[] = [];
  if (stripe && row.paymentReference) {
    facts.push(
      <Fact key="payment" label="PaymentIntent">
        <ProviderId id={row.paymentReference} href={paymentHref} />
      </Fact>,
    );
  }
  if (row.chargeReference) {
    facts.push(
      <Fact key="charge" label="Charge">
        <ProviderId id={row.chargeReference} />
      </Fact>,
    );
  }
  if (row.refundReference || row.refundedAt) {
    facts.push(
      <Fact key="refund" label="Refund">
        {row.refundReference ? <ProviderId id={row.refundReference} /> : null}
        {row.refundedAt ? (
          <span className={`${text.xs} ${text.dimmed} ${classes.after}`}>
            <DateTime value={row.refundedAt} />
          </span>
        ) : null}
      </Fact>,
    );
  }
  if (row.refundReason) {
    facts.push(
      <Fact key="reason" label="Refund reason">
        <span className={classes.reason}>{row.refundReason}</span>
      </Fact>,
    );
  }
  if (row.disputeReference) {
    facts.push(
      <Fact key="dispute" label="Dispute">
        <ProviderId id={row.disputeReference} />{" "}
        <span
          className={`${text.xs} ${text.strong} ${disputeOpen(row) ? classes.alarm : text.dimmed}`}
        >
          {disputeLabel(row.disputeStatus)}
        </span>
      </Fact>,
    );
  }
  if (facts.length === 0) return null;
  return <dl className={classes.facts}>{facts}</dl>;
}

/**
 * "Try again" on a failed transfer (sent again) or a refused reversal (asked
 * again) by the transfer job at once; audited. Rendered for every transfer:
 * the answer's toast comes once the page has reloaded, when the transfer no
 * longer needs the button, so the form's state lives on without it.
 */
export function RetryTransferButton({ transfer }: { transfer: AdminTransferRow }) {
  const name = transfer.member?.name ?? PAYMENT_MESSAGES.deletedMember;
  const what = transfer.status === "paid" ? "reversal of the transfer" : "transfer";
  const form = useActionForm<{ name: string }>({
    schema: retryTransferSchema,
    successToast: (answer) => PAYMENT_MESSAGES.retried(answer.name),
    failureToast: true,
  });
  if (!transferRetryable(transfer)) return null;
  return (
    <form.fetcher.Form {...form.formProps}>
      <input type="hidden" name="intent" value="retry-transfer" />
      <input type="hidden" name="transferId" value={transfer.id} />
      <Button
        type="submit"
        variant="light"
        color="red"
        size="compact-xs"
        leftSection={<IconRefresh size={12} aria-hidden />}
        loading={form.pending}
        aria-label={`Try the ${what} to ${name} again`}
      >
        Try again
      </Button>
    </form.fetcher.Form>
  );
}

/** The attempt count and the last error of a transfer that has been tried. */
function TransferTries({ transfer }: { transfer: AdminTransferRow }) {
  if (transfer.attempts === 0 && !transfer.lastError) {
    return <span className={text.dimmed}>—</span>;
  }
  return (
    <span className={classes.lines}>
      <span>{transfer.attempts === 1 ? "1 attempt" : `${transfer.attempts} attempts`}</span>
      {transfer.lastError ? (
        <span className={`${text.xs} ${transferRetryable(transfer) ? classes.alarm : text.dimmed}`}>
          {transfer.lastError}
        </span>
      ) : null}
    </span>
  );
}

/** A payment's member transfers: who, how much, where it stands, its Stripe id and tries. */
export function TransfersTable({
  transfers,
  title,
}: {
  transfers: AdminTransferRow[];
  title: string;
}) {
  return (
    <Table className={classes.transfers} aria-label={`Transfers of ${title}`}>
      <thead>
        <tr>
          <th scope="col" className={classes.memberColumn}>
            Member
          </th>
          <th scope="col" className={`${classes.amountColumn} ${classes.transferAmountColumn}`}>
            Amount
          </th>
          <th scope="col" className={classes.transferStatusColumn}>
            Transfer
          </th>
          <th scope="col" className={classes.transferIdColumn}>
            Stripe transfer
          </th>
          <th scope="col">Tries</th>
          <th scope="col" className={classes.transferActionColumn}>
            <span className={layout.visuallyHidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {transfers.map((transfer) => (
          <tr key={transfer.id} data-failed={transferRetryable(transfer) || undefined}>
            <td>
              <Person person={transfer.member} />
            </td>
            <td className={classes.amount}>{formatCents(transfer.amountCents)}</td>
            <td>
              <TransferStatus status={transfer.status} />
            </td>
            <td>
              {transfer.stripeTransferId ? (
                <ProviderId id={transfer.stripeTransferId} />
              ) : (
                <span className={text.dimmed}>—</span>
              )}
            </td>
            <td>
              <TransferTries transfer={transfer} />
            </td>
            <td className={classes.transferAction}>
              <RetryTransferButton transfer={transfer} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The same transfers as a list, for phones. */
export function TransfersList({ transfers }: { transfers: AdminTransferRow[] }) {
  return (
    <ul className={classes.transferList}>
      {transfers.map((transfer) => (
        <li key={transfer.id} className={classes.transferItem}>
          <div className={classes.cardLine}>
            <Person person={transfer.member} />
            <span className={`${text.sm} ${classes.amount}`}>
              {formatCents(transfer.amountCents)}
            </span>
          </div>
          <div className={classes.cardLine}>
            <TransferStatus status={transfer.status} />
            {transfer.stripeTransferId ? <ProviderId id={transfer.stripeTransferId} /> : null}
          </div>
          {transfer.attempts > 0 || transfer.lastError ? (
            <span className={text.xs}>
              <TransferTries transfer={transfer} />
            </span>
          ) : null}
          <RetryTransferButton transfer={transfer} />
        </li>
      ))}
    </ul>
  );
}
