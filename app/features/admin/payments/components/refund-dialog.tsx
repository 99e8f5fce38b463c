import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { Textarea } from "~/components/text-input";
import { useActionForm } from "~/components/use-action-form";
import { formatCents } from "~/lib/format";
import {
  type AdminPaymentRow,
  MAX_REFUND_REASON,
  PAYMENT_MESSAGES,
  providerLabel,
  refundSchema,
} from "../schema";
import classes from "./payments.module.css";

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
    <Dialog
      opened={payment !== null}
      onClose={onClose}
      title={payment ? `Refund: ${payment.artworkTitle}` : "Refund"}
    >
      {payment ? <RefundForm key={payment.id} payment={payment} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RefundForm({ payment, onDone }: { payment: AdminPaymentRow; onDone: () => void }) {
  const [reason, setReason] = useState("");
  const form = useActionForm<{ title: string }>({
    schema: refundSchema,
    successToast: (answer) => PAYMENT_MESSAGES.refunded(answer.title),
    // A refusal is shown in the dialog, beside the reason it may be about.
    onSuccess: onDone,
  });
  const { fetcher, formError, pending: busy } = form;
  const formRef = useRef<HTMLFormElement>(null);

  // The reason is what there is to write: focus it once the dialog has opened around the form.
  useEffect(() => {
    const frame = requestAnimationFrame(() => formRef.current?.querySelector("textarea")?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const amount = formatCents(payment.amountCents);
  const buyer = payment.buyer?.name ?? "the buyer";
  const stripe = payment.provider === "stripe";
  return (
    <fetcher.Form {...form.formProps} ref={formRef}>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="transactionId" value={payment.id} />
      <div className={layout.stack}>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <p className={`${text.plain} ${text.sm}`}>
          Gives <strong>{amount}</strong> back to {buyer} for the {payment.type} of “
          {payment.artworkTitle}”
          {stripe
            ? ", through Stripe"
            : `, through the ${providerLabel(payment.provider)} provider (no money moves)`}
          . Transfers to members are reversed, or cancelled if not sent yet, and the ledger records
          the refund. This cannot be undone.
        </p>
        <Textarea
          label="Reason for the refund"
          description="At least 3 characters. Kept with the payment and in the audit trail."
          name="reason"
          required
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            form.setFieldError("reason", null);
          }}
          error={form.errors.reason}
          minRows={2}
          maxLength={MAX_REFUND_REASON}
        />
        <div className={`${layout.row} ${classes.dialogActions}`}>
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          {/* The theme's darkest red: white on it passes AA. */}
          <Button type="submit" color="red.9" disabled={busy}>
            {busy ? "Refunding..." : `Refund ${amount}`}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
