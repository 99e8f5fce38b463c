import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast";
import type { ActionFailure } from "~/lib/errors";
import { formatCount } from "~/lib/format";
import { useActionResult } from "~/lib/http/use-action-result";
import { type AdminSubscriptionRow, memberName, SUBSCRIPTION_MESSAGES } from "../schema";

export type RefillAllowancesResult =
  | { ok: true; refilled: { currentReveals: number; currentPromotionStars: number } }
  | ActionFailure;

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
    <Modal
      opened={subscription !== null}
      onClose={onClose}
      title={subscription ? `Refill Allowances: ${memberName(subscription)}` : "Refill Allowances"}
      centered
    >
      {subscription ? (
        <RefillForm key={subscription.id} subscription={subscription} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function RefillForm({
  subscription,
  onDone,
}: {
  subscription: AdminSubscriptionRow;
  onDone: () => void;
}) {
  const fetcher = useFetcher<RefillAllowancesResult>();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const name = memberName(subscription);

  useActionResult(fetcher, (answer) => {
    if (answer.ok) {
      showToast(SUBSCRIPTION_MESSAGES.refilled(name));
      onDone();
    } else {
      setReasonError(answer.fieldErrors?.reason ?? null);
      setFormError(answer.error);
      showToast(answer.error || SUBSCRIPTION_MESSAGES.refillFailed, "red");
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(SUBSCRIPTION_MESSAGES.refillReasonRequired);
      return;
    }
    setFormError(null);
    fetcher.submit(event.currentTarget, { method: "post" });
  }

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="refill" />
      <input type="hidden" name="subscriptionId" value={subscription.id} />
      <Stack gap="md">
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Text size="sm">
          Sets {name}'s contact reveals to{" "}
          <strong>{formatCount(subscription.revealsPerMonth ?? 0, "reveal", "reveals")}</strong> and
          promotion stars to{" "}
          <strong>{formatCount(subscription.promotionStars ?? 0, "star", "stars")}</strong>, the{" "}
          {subscription.planName ?? SUBSCRIPTION_MESSAGES.unknownPlan} plan's monthly values, now.
          The renewal date does not change.
        </Text>
        <Textarea
          label="Reason for the refill"
          description="Kept in the audit trail with the values before and after."
          name="reason"
          required
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
          error={reasonError}
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Refilling..." : "Refill Allowances"}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
