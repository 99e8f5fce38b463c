import { type ChangeEvent, type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Checkbox } from "~/components/checkbox";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import { SelectField } from "~/components/select-field";
import text from "~/components/text.module.css";
import { Textarea, TextInput } from "~/components/text-input";
import { showToast } from "~/components/toast";
import { calendarDate } from "~/lib/dates";
import type { ActionFailure } from "~/lib/errors";
import { formatCents } from "~/lib/format";
import { fieldErrors as zodFieldErrors } from "~/lib/http/field-errors";
import { useActionResult } from "~/lib/http/use-action-result";
import { needsReason } from "../policy";
import {
  type AdminPlanOption,
  type AdminSubscriptionRow,
  memberName,
  STATUS_LABELS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  updateSubscriptionSchema,
} from "../schema";
import classes from "./dialog-form.module.css";

export type UpdateSubscriptionResult =
  | { ok: true; updated: true; changed: boolean }
  | ActionFailure;

export function planLabel(plan: AdminPlanOption) {
  const price = plan.priceCents === 0 ? "Free" : `${formatCents(plan.priceCents)}/month`;
  return `${plan.name} (${price})${plan.isActive ? "" : " · retired"}`;
}

/**
 * R-admin-subscription-edit: plan, status, renewal date and 'Cancel at period
 * end'. A status change or a renewal date in the past asks for a reason, kept
 * in the audit trail; the server checks the same.
 */
export function EditSubscriptionDialog({
  subscription,
  plans,
  onClose,
}: {
  subscription: AdminSubscriptionRow | null;
  plans: AdminPlanOption[];
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={subscription !== null}
      onClose={onClose}
      title={subscription ? `Edit Subscription: ${memberName(subscription)}` : "Edit Subscription"}
    >
      {subscription ? (
        <EditForm
          key={subscription.id}
          subscription={subscription}
          plans={plans}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function EditForm({
  subscription,
  plans,
  onDone,
}: {
  subscription: AdminSubscriptionRow;
  plans: AdminPlanOption[];
  onDone: () => void;
}) {
  const fetcher = useFetcher<UpdateSubscriptionResult>();
  const [planId, setPlanId] = useState(subscription.planId);
  const [status, setStatus] = useState<SubscriptionStatus>(subscription.status);
  const [renewalDate, setRenewalDate] = useState(subscription.renewalDate);
  const [cancelAtPeriodEnd, setCancelAtPeriodEnd] = useState(subscription.cancelAtPeriodEnd);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const planKnown = plans.some((plan) => plan.id === subscription.planId);
  const askReason = needsReason(
    { from: subscription.status, to: status },
    { from: subscription.renewalDate, to: renewalDate },
    calendarDate(new Date()),
  );

  useActionResult(fetcher, (answer) => {
    if (answer.ok) {
      showToast(answer.changed ? SUBSCRIPTION_MESSAGES.updated : SUBSCRIPTION_MESSAGES.unchanged);
      onDone();
    } else {
      setErrors(answer.fieldErrors ?? {});
      setFormError(answer.error);
      showToast(answer.error || SUBSCRIPTION_MESSAGES.updateFailed, "red");
    }
  });

  /** A field's change: keep the value and drop the field's error. */
  const onField =
    (field: string, set: (value: string) => void) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      set(event.currentTarget.value);
      setErrors(({ [field]: _, ...rest }) => rest);
    };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateSubscriptionSchema.safeParse({
      intent: "update",
      subscriptionId: subscription.id,
      planId,
      status,
      renewalDate,
      cancelAtPeriodEnd,
      reason,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      setFormError("Please correct the highlighted fields.");
      return;
    }
    if (askReason && !reason.trim()) {
      setErrors({ reason: SUBSCRIPTION_MESSAGES.reasonRequired });
      setFormError(null);
      return;
    }
    setFormError(null);
    fetcher.submit(event.currentTarget, { method: "post" });
  }

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="subscriptionId" value={subscription.id} />
      <div className={layout.stack}>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
          {subscription.email ?? SUBSCRIPTION_MESSAGES.emailMissing}
        </p>
        <SelectField
          label="Plan"
          name="planId"
          value={planId}
          onChange={onField("planId", setPlanId)}
          data={[
            ...(planKnown
              ? []
              : [{ value: subscription.planId, label: SUBSCRIPTION_MESSAGES.unknownPlan }]),
            ...plans.map((plan) => ({ value: plan.id, label: planLabel(plan) })),
          ]}
          error={errors.planId}
        />
        <SelectField
          label="Status"
          name="status"
          value={status}
          onChange={onField("status", (value) => setStatus(value as SubscriptionStatus))}
          data={SUBSCRIPTION_STATUSES.map((value) => ({
            value,
            label: STATUS_LABELS[value],
          }))}
          error={errors.status}
        />
        <TextInput
          label="Renewal Date"
          name="renewalDate"
          type="date"
          required
          value={renewalDate}
          onChange={onField("renewalDate", setRenewalDate)}
          error={errors.renewalDate}
        />
        <Checkbox
          label="Cancel at period end"
          name="cancelAtPeriodEnd"
          checked={cancelAtPeriodEnd}
          onChange={setCancelAtPeriodEnd}
        />
        {askReason ? (
          <Textarea
            label="Reason for this change"
            description="A status change or a renewal date in the past is kept in the audit trail with its reason."
            name="reason"
            required
            value={reason}
            onChange={onField("reason", setReason)}
            error={errors.reason}
            minRows={2}
            maxLength={500}
          />
        ) : (
          <input type="hidden" name="reason" value={reason} />
        )}
        <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
          Saving a change starts the period today. A new plan, or making the subscription active,
          sets the member's promotion stars and reveals to the plan's; any other status gives the
          Free Tier's. To top them up without a change, use Refill.
        </p>
        <div className={`${layout.row} ${classes.actions}`}>
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Updating..." : "Update Subscription"}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
