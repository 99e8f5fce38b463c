import { type ChangeEvent, type FormEvent, useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Checkbox } from "~/components/checkbox";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import { SelectField } from "~/components/select-field";
import text from "~/components/text.module.css";
import { Textarea, TextInput } from "~/components/text-input";
import { useActionForm } from "~/components/use-action-form";
import { calendarDate } from "~/lib/dates";
import { formatCents } from "~/lib/format";
import classes from "../../components/dialog-form.module.css";
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
  const [planId, setPlanId] = useState(subscription.planId);
  const [status, setStatus] = useState<SubscriptionStatus>(subscription.status);
  const [renewalDate, setRenewalDate] = useState(subscription.renewalDate);
  const [cancelAtPeriodEnd, setCancelAtPeriodEnd] = useState(subscription.cancelAtPeriodEnd);
  const [reason, setReason] = useState("");
  const planKnown = plans.some((plan) => plan.id === subscription.planId);
  const askReason = needsReason(
    { from: subscription.status, to: status },
    { from: subscription.renewalDate, to: renewalDate },
    calendarDate(new Date()),
  );
  const form = useActionForm<{ changed: boolean }, typeof updateSubscriptionSchema>({
    // The server asks for the reason in the same cases (a blank reason reads as null).
    schema: updateSubscriptionSchema.refine((input) => !askReason || input.reason !== null, {
      path: ["reason"],
      message: SUBSCRIPTION_MESSAGES.reasonRequired,
    }),
    invalidMessage: "Please correct the highlighted fields.",
    successToast: (answer) =>
      answer.changed ? SUBSCRIPTION_MESSAGES.updated : SUBSCRIPTION_MESSAGES.unchanged,
    failureToast: true,
    onSuccess: onDone,
  });
  const { fetcher, errors, formError, pending: busy } = form;

  /** A field's change: keep the value and drop the field's error. */
  const onField =
    (field: string, set: (value: string) => void) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      set(event.currentTarget.value);
      form.setFieldError(field, null);
    };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    // The checkbox posts "on"; the check reads the state's boolean.
    form.submit(
      {
        intent: "update",
        subscriptionId: subscription.id,
        planId,
        status,
        renewalDate,
        cancelAtPeriodEnd,
        reason,
      },
      () => target,
    );
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
