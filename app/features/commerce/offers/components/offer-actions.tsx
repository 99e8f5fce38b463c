import { useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { Textarea, TextInput } from "~/components/text-input";
import { useActionForm } from "~/components/use-action-form";
import { formatCents } from "~/lib/format";
import { OFFER_MESSAGES } from "../messages";
import { OFFER_NOTE_MAX } from "../moves";

import classes from "./offers.module.css";

type Answer = { status: string; message: string };

/** One answer to an offer (accept, decline, withdraw) as a small form of its own. */
export function AnswerButton({
  offerId,
  intent,
  label,
  variant = "default",
  color,
}: {
  offerId: string;
  intent: "accept" | "decline" | "withdraw";
  label: string;
  variant?: "filled" | "default" | "light";
  color?: string;
}) {
  const form = useActionForm<Answer>({
    action: "/api/offers",
    successToast: (answer) => answer.message,
    failureToast: true,
  });
  return (
    <form.fetcher.Form {...form.formProps}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="offerId" value={offerId} />
      <Button type="submit" variant={variant} color={color} disabled={form.pending}>
        {label}
      </Button>
    </form.fetcher.Form>
  );
}

/** The owner's counter-offer: an amount above the buyer's and at most the asking price, and a note. */
export function CounterButton({
  offerId,
  offerCents,
  askingCents,
  buyerName,
}: {
  offerId: string;
  offerCents: number;
  askingCents: number | null;
  buyerName: string;
}) {
  const [opened, setOpened] = useState(false);
  const form = useActionForm<Answer>({
    action: "/api/offers",
    successToast: (answer) => answer.message,
    onSuccess: () => setOpened(false),
  });
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Counter
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Counter-offer">
        <form.fetcher.Form {...form.formProps}>
          <input type="hidden" name="intent" value="counter" />
          <input type="hidden" name="offerId" value={offerId} />
          <div className={layout.stack}>
            <p className={`${text.plain} ${text.sm}`}>
              {buyerName} offered {formatCents(offerCents)}
              {askingCents ? ` (listed at ${formatCents(askingCents)})` : ""}. Name the price you
              would accept: more than their offer and no more than the listed price. They have 72
              hours to answer.
            </p>
            {form.formError ? (
              <Alert color="red" role="alert">
                {form.formError}
              </Alert>
            ) : null}
            <TextInput
              label="Your counter-offer (USD)"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              leftSection="$"
              required
              error={form.errors.amount}
              onChange={() => form.setFieldError("amount", null)}
            />
            <Textarea
              label={OFFER_MESSAGES.counterNoteLabel}
              name="note"
              maxLength={OFFER_NOTE_MAX}
              minRows={2}
              error={form.errors.note}
            />
            <div className={classes.actions}>
              <Button variant="default" onClick={() => setOpened(false)} disabled={form.pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={form.pending}>
                {form.pending ? "Sending..." : "Send counter-offer"}
              </Button>
            </div>
          </div>
        </form.fetcher.Form>
      </Dialog>
    </>
  );
}
