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
import { OFFER_EXPIRY_HOURS, OFFER_NOTE_MAX } from "../moves";

import classes from "./offers.module.css";

/**
 * R-offer-make: "Make an Offer" on a work for sale, for a signed-in member
 * who does not own it, unless the owner takes no offers (the page decides
 * whether to show it; the server decides again). The dialog asks an amount
 * and an optional note, checked by the server (no schema is loaded here, to
 * keep the artwork page light); an offer below the owner's floor is answered
 * at once.
 */
export function MakeOffer({
  artworkId,
  title,
  askingCents,
}: {
  artworkId: string;
  title: string;
  askingCents: number;
}) {
  const [opened, setOpened] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const form = useActionForm<{ status: "open" | "declined"; message: string }>({
    action: "/api/offers",
    onSuccess: (answer) => {
      if (answer.status === "declined") {
        setDeclined(answer.message);
        return;
      }
      setDeclined(null);
      setOpened(false);
    },
    successToast: (answer) => (answer.status === "open" ? answer.message : ""),
  });
  const { fetcher, formError, pending } = form;
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} fullWidth>
        {OFFER_MESSAGES.makeOffer}
      </Button>
      <Dialog
        opened={opened}
        onClose={() => {
          setOpened(false);
          setDeclined(null);
        }}
        title={OFFER_MESSAGES.makeOffer}
      >
        <fetcher.Form {...form.formProps}>
          <input type="hidden" name="intent" value="make-offer" />
          <input type="hidden" name="artworkId" value={artworkId} />
          <div className={layout.stack}>
            <p className={`${text.plain} ${text.sm}`}>
              Offer what you would pay for “{title}”, listed at {formatCents(askingCents)}. The
              owner has {OFFER_EXPIRY_HOURS} hours to accept, decline or counter; if they accept,
              the work is held for you at that price for 48 hours.
            </p>
            {declined ? (
              <Alert color="blue" role="status">
                {declined}
              </Alert>
            ) : null}
            {formError ? (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            ) : null}
            <TextInput
              label={OFFER_MESSAGES.amountLabel}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              leftSection="$"
              required
              error={form.errors.amount}
              onChange={() => form.setFieldError("amount", null)}
            />
            <Textarea
              label={OFFER_MESSAGES.noteLabel}
              name="note"
              maxLength={OFFER_NOTE_MAX}
              minRows={2}
              error={form.errors.note}
            />
            <div className={classes.actions}>
              <Button variant="default" onClick={() => setOpened(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Sending..." : "Send offer"}
              </Button>
            </div>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
