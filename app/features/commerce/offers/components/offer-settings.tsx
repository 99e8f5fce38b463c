import { useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Switch } from "~/components/checkbox";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import { useActionForm } from "~/components/use-action-form";
import { offerSettingsSchema } from "../schema";
import classes from "./offers.module.css";

/** Cents as the floor field shows them. */
function dollars(cents: number | null) {
  if (cents === null) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * R-offer-settings: in the studio editor of a work its owner decides whether
 * members may make offers on it (on unless turned off) and the lowest offer
 * they will look at. The floor is theirs alone: no other page shows it.
 */
export function OfferSettingsForm({
  artworkId,
  acceptsOffers,
  floorCents,
}: {
  artworkId: string;
  acceptsOffers: boolean;
  floorCents: number | null;
}) {
  const [accepting, setAccepting] = useState(acceptsOffers);
  const form = useActionForm<{ message: string }>({
    schema: offerSettingsSchema,
    action: "/api/offers",
    successToast: (answer) => answer.message,
  });
  return (
    <section aria-labelledby="offer-settings-title" className={layout.stack}>
      <h2 id="offer-settings-title" className={`${text.title} ${text.h3}`}>
        Offers
      </h2>
      <form.fetcher.Form {...form.formProps}>
        <input type="hidden" name="intent" value="offer-settings" />
        <input type="hidden" name="artworkId" value={artworkId} />
        <div className={layout.stack}>
          {form.formError ? (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          ) : null}
          <Switch
            label="Accept offers"
            description="Members may offer a price below the listed one; you accept, decline or counter."
            name="acceptsOffers"
            value="true"
            checked={accepting}
            onChange={setAccepting}
          />
          <TextInput
            label="Lowest offer you will consider (USD, optional)"
            description="Offers below it are declined at once, politely. Only you see this amount."
            name="floor"
            inputMode="decimal"
            autoComplete="off"
            leftSection="$"
            defaultValue={dollars(floorCents)}
            error={form.errors.floor}
            onChange={() => form.setFieldError("floor", null)}
          />
          <div className={classes.actions}>
            <Button type="submit" variant="default" disabled={form.pending}>
              {form.pending ? "Saving..." : "Save offer settings"}
            </Button>
          </div>
        </div>
      </form.fetcher.Form>
    </section>
  );
}
