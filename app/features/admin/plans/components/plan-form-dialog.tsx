import { useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Columns } from "~/components/columns";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import { SegmentedControl } from "~/components/segmented-control";
import text from "~/components/text.module.css";
import { Textarea, TextInput } from "~/components/text-input";
import { useActionForm } from "~/components/use-action-form";
import { MAX_AUDIT_REASON } from "../../audit/schema";
import { type AdminPlanRow, planActionSchema, planFormValues } from "../schema";
import classes from "./plan-form-dialog.module.css";

type Values = ReturnType<typeof planFormValues>;

const LIMIT_INPUTS: { key: keyof Values; label: string; description: string }[] = [
  { key: "promotionStars", label: "Promotion stars", description: "Per month" },
  { key: "revealsPerMonth", label: "Reveals per month", description: "Contact reveals" },
  { key: "maxArtworks", label: "Max artworks", description: "Listings at once" },
  { key: "maxCuratorSpaces", label: "Max curator spaces", description: "Spaces at once" },
  { key: "tier", label: "Tier", description: "Commenting needs 1 or more" },
];

/**
 * R-admin-plans: the dialog that creates a plan or changes one (`plan`), with
 * the same checks the server makes; a change needs a reason for the audit trail.
 */
export function PlanFormDialog({
  opened,
  plan,
  onClose,
}: {
  opened: boolean;
  /** The plan to change; null for a new plan. */
  plan: AdminPlanRow | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={plan ? `Edit Plan: ${plan.name}` : "Create Plan"}
      size="lg"
    >
      {/* Keyed so each opening starts from the plan's current values. */}
      {opened ? <PlanForm key={plan?.id ?? "new"} plan={plan} onDone={onClose} /> : null}
    </Dialog>
  );
}

function PlanForm({ plan, onDone }: { plan: AdminPlanRow | null; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => planFormValues(plan));
  const form = useActionForm<{ name: string; created: boolean }, typeof planActionSchema>({
    schema: planActionSchema,
    invalidMessage: "Please correct the highlighted fields.",
    successToast: (answer) =>
      answer.created ? `Plan ${answer.name} created` : `Plan ${answer.name} updated`,
    failureToast: true,
    onSuccess: onDone,
  });
  const { fetcher, errors, formError, pending: busy } = form;

  const set = (key: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.setFieldError(key, null);
  };

  return (
    <fetcher.Form {...form.formProps}>
      <input type="hidden" name="intent" value={plan ? "update" : "create"} />
      {plan ? <input type="hidden" name="planId" value={plan.id} /> : null}
      <input type="hidden" name="status" value={values.status} />
      <div className={layout.stack}>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Columns cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Plan name"
            name="name"
            required
            value={values.name}
            onChange={(event) => set("name")(event.currentTarget.value)}
            error={errors.name}
            maxLength={60}
            autoComplete="off"
          />
          <TextInput
            label="Monthly price"
            name="price"
            required
            inputMode="decimal"
            leftSection={<span aria-hidden>$</span>}
            description="In dollars; 0 for a free plan"
            value={values.price}
            onChange={(event) => set("price")(event.currentTarget.value)}
            error={errors.price}
            maxLength={12}
          />
        </Columns>
        <Columns cols={{ base: 2, sm: 3 }} spacing="md">
          {LIMIT_INPUTS.map((input) => (
            <TextInput
              key={input.key}
              label={input.label}
              description={input.description}
              name={input.key}
              required
              inputMode="numeric"
              value={values[input.key]}
              onChange={(event) => set(input.key)(event.currentTarget.value)}
              error={errors[input.key]}
              maxLength={7}
            />
          ))}
        </Columns>
        <div className={classes.status}>
          {/* The group is named by its own legend; this is the same word for the eye. */}
          <p className={`${text.plain} ${text.sm} ${text.medium}`} aria-hidden="true">
            Status
          </p>
          <SegmentedControl
            label="Status"
            value={values.status}
            onChange={(value) => set("status")(value)}
            data={[
              { value: "active", label: "Active" },
              { value: "retired", label: "Retired" },
            ]}
            className={`${layout.fieldWidth} ${classes.statusControl}`}
          />
          <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
            A retired plan stays on its members' subscriptions but is no longer offered on the plans
            page.
          </p>
          {errors.status ? (
            <p className={`${text.plain} ${text.xs} ${classes.error}`}>{errors.status}</p>
          ) : null}
        </div>
        <Textarea
          label={plan ? "Reason for the change" : "Reason (optional)"}
          name="reason"
          required={!!plan}
          description="Kept in the audit trail with the change."
          value={values.reason}
          onChange={(event) => set("reason")(event.currentTarget.value)}
          error={errors.reason}
          minRows={2}
          maxRows={5}
          maxLength={MAX_AUDIT_REASON}
        />
        {plan && plan.members > 0 ? (
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
            {plan.members === 1 ? "1 member is" : `${plan.members} members are`} on this plan.
            Lowered limits never remove their artworks or spaces; they cannot add more until they
            are under the new limits.
          </p>
        ) : null}
        <div className={`${layout.row} ${classes.actions}`}>
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {plan ? "Save Plan" : "Create Plan"}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
