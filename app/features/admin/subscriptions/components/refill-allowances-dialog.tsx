import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { Textarea } from "~/components/text-input";
import { useActionForm } from "~/components/use-action-form";
import { formatCount } from "~/lib/format";
import {
  type AdminSubscriptionRow,
  memberName,
  refillAllowancesSchema,
  SUBSCRIPTION_MESSAGES,
} from "../schema";
import classes from "./dialog-form.module.css";

/**
 * R-admin-allowance-refill: sets an active subscription's member's reveals and
 * promotion stars back to the plan's, with a reason the audit trail keeps
 * beside the values before and after. The server requires the reason too.
 */
export function RefillAllowancesDialog({
  subscription,
  onClose,
}: {
  subscription: AdminSubscriptionRow | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={subscription !== null}
      onClose={onClose}
      title={subscription ? `Refill Allowances: ${memberName(subscription)}` : "Refill Allowances"}
    >
      {subscription ? (
        <RefillForm key={subscription.id} subscription={subscription} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

function RefillForm({
  subscription,
  onDone,
}: {
  subscription: AdminSubscriptionRow;
  onDone: () => void;
}) {
  const [reason, setReason] = useState("");
  const name = memberName(subscription);
  const form = useActionForm({
    schema: refillAllowancesSchema,
    successToast: SUBSCRIPTION_MESSAGES.refilled(name),
    failureToast: true,
    onSuccess: onDone,
  });
  const { fetcher, formError, pending: busy } = form;
  const formRef = useRef<HTMLFormElement>(null);

  // The reason is what there is to write: focus it once the dialog has opened around the form.
  useEffect(() => {
    const frame = requestAnimationFrame(() => formRef.current?.querySelector("textarea")?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <fetcher.Form {...form.formProps} ref={formRef}>
      <input type="hidden" name="intent" value="refill" />
      <input type="hidden" name="subscriptionId" value={subscription.id} />
      <div className={layout.stack}>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <p className={`${text.plain} ${text.sm}`}>
          Sets {name}'s contact reveals to{" "}
          <strong>{formatCount(subscription.revealsPerMonth ?? 0, "reveal", "reveals")}</strong> and
          promotion stars to{" "}
          <strong>{formatCount(subscription.promotionStars ?? 0, "star", "stars")}</strong>, the{" "}
          {subscription.planName ?? SUBSCRIPTION_MESSAGES.unknownPlan} plan's monthly values, now.
          The renewal date does not change.
        </p>
        <Textarea
          label="Reason for the refill"
          description="Kept in the audit trail with the values before and after."
          name="reason"
          required
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            form.setFieldError("reason", null);
          }}
          error={form.errors.reason}
          minRows={2}
          maxLength={500}
        />
        <div className={`${layout.row} ${classes.actions}`}>
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Refilling..." : "Refill Allowances"}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
