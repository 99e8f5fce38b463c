import text from "~/components/text.module.css";
import { formatCents } from "~/lib/format";
import { ReasonDialog } from "../../components/reason-dialog";
import {
  type AdminPaymentRow,
  MAX_REFUND_REASON,
  PAYMENT_MESSAGES,
  providerLabel,
  refundSchema,
} from "../schema";

/**
 * R-admin-refund: gives a completed payment back, with a reason of 3 to 500
 * characters that the payment and the audit trail keep. The server checks the
 * reason with the same schema and refuses a payment no longer completed.
 */
export function RefundDialog({
  payment,
  onClose,
}: {
  payment: AdminPaymentRow | null;
  onClose: () => void;
}) {
  return (
    <ReasonDialog<AdminPaymentRow, { title: string }>
      row={payment}
      title={(row) => (row ? `Refund: ${row.artworkTitle}` : "Refund")}
      onClose={onClose}
      form={(row) => {
        const amount = formatCents(row.amountCents);
        return {
          intent: "refund",
          hidden: { transactionId: row.id },
          schema: refundSchema,
          successToast: (answer) => PAYMENT_MESSAGES.refunded(answer.title),
          // A refusal is shown in the dialog, beside the reason it may be about.
          explanation: <RefundExplanation payment={row} amount={amount} />,
          reasonLabel: "Reason for the refund",
          reasonDescription: "At least 3 characters. Kept with the payment and in the audit trail.",
          maxReason: MAX_REFUND_REASON,
          submitLabel: `Refund ${amount}`,
          busyLabel: "Refunding...",
          // The theme's darkest red: white on it passes AA.
          submitColor: "red.9",
        };
      }}
    />
  );
}

function RefundExplanation({ payment, amount }: { payment: AdminPaymentRow; amount: string }) {
  const buyer = payment.buyer?.name ?? "the buyer";
  return (
    <p className={`${text.plain} ${text.sm}`}>
      Gives <strong>{amount}</strong> back to {buyer} for the {payment.type} of “
      {payment.artworkTitle}”
      {payment.provider === "stripe"
        ? ", through Stripe"
        : `, through the ${providerLabel(payment.provider)} provider (no money moves)`}
      . Transfers to members are reversed, or cancelled if not sent yet, and the ledger records the
      refund. This cannot be undone.
    </p>
  );
}
