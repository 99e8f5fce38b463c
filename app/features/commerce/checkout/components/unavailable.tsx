import { IconCalendarX, IconShoppingBagX } from "@tabler/icons-react";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import type { CheckoutOffer } from "~/features/commerce/checkout/checkout-view";
import type { CheckoutType } from "~/features/commerce/checkout/schema";
import classes from "./checkout.module.css";

const page = `${layout.stack} ${layout.roomy} ${classes.unavailable}`;
const reason = `${text.plain} ${text.lg} ${text.dimmed} ${classes.reason}`;
const actions = `${layout.row} ${classes.unavailableActions}`;

/**
 * 'Not Available for Purchase' (offering Lease Instead), 'Not Available for
 * Lease' (offering Purchase Instead), and a lease that cannot be extended
 * (offering a lease of other dates).
 */
export function CheckoutUnavailable({ view, type }: { view: CheckoutOffer; type: CheckoutType }) {
  if (view.status === "not-extendable") return <ExtensionUnavailable view={view} />;
  const purchase = type === "purchase";
  const alternative = purchase ? view.canLease : view.canPurchase;
  return (
    <div className={page}>
      <ThemeIcon size={72} radius="xl" variant="light" color="gray">
        <IconShoppingBagX size={38} aria-hidden />
      </ThemeIcon>
      <h1 className={`${text.title} ${text.h1}`}>
        {purchase ? "Not Available for Purchase" : "Not Available for Lease"}
      </h1>
      <p className={reason}>
        <strong>{view.artwork.title}</strong>
        {view.reason ? ` — ${view.reason}` : ""}
      </p>
      <div className={actions}>
        {alternative ? (
          <Button to={`/checkout/${view.artwork.id}?type=${purchase ? "lease" : "purchase"}`}>
            {purchase ? "Lease Instead" : "Purchase Instead"}
          </Button>
        ) : null}
        <Button to={`/artwork/${view.artwork.id}`} variant="default">
          Back to Artwork
        </Button>
      </div>
    </div>
  );
}

/** R-lease-extension: why the lease asked for cannot be extended. */
function ExtensionUnavailable({ view }: { view: CheckoutOffer }) {
  return (
    <div className={page}>
      <ThemeIcon size={72} radius="xl" variant="light" color="gray">
        <IconCalendarX size={38} aria-hidden />
      </ThemeIcon>
      <h1 className={`${text.title} ${text.h1}`}>Lease Cannot Be Extended</h1>
      <p className={reason}>
        <strong>{view.artwork.title}</strong>
        {view.reason ? ` — ${view.reason}` : ""}
      </p>
      <div className={actions}>
        <Button to={`/checkout/${view.artwork.id}?type=lease`}>Lease Other Dates</Button>
        <Button to="/profile" variant="default">
          My Profile
        </Button>
      </div>
    </div>
  );
}
