import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import text from "~/components/text.module.css";
import { checkoutPath } from "~/features/catalogue";
import { formatCents } from "~/lib/format";
import type { OfferStatus } from "../moves";
import { AnswerButton } from "./offer-actions";
import classes from "./offers.module.css";

/** The viewer's latest offer on a work, as the artwork page shows it to them. */
export type BuyerOffer = {
  id: string;
  amountCents: number;
  counterCents: number | null;
  counterNote: string | null;
  status: OfferStatus;
  belowFloor: boolean;
  expiresAt: string;
  priceCents: number | null;
  reservedUntil: string | null;
};

function when(iso: string) {
  return new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

/**
 * R-offer-answer: the buyer's side. An open offer can be withdrawn; a counter
 * accepted or declined; an accepted offer leads to checkout at its price.
 * Ended offers are not shown here (the thread in Messages keeps them).
 */
export function YourOffer({ artworkId, offer }: { artworkId: string; offer: BuyerOffer }) {
  if (offer.status === "open") {
    return (
      <section className={classes.yours} aria-label="Your offer">
        <Alert color="blue" role="status">
          You offered {formatCents(offer.amountCents)}. The owner has until {when(offer.expiresAt)}{" "}
          to answer.
        </Alert>
        <div className={classes.actions}>
          <AnswerButton offerId={offer.id} intent="withdraw" label="Withdraw offer" />
        </div>
      </section>
    );
  }
  if (offer.status === "countered") {
    return (
      <section className={classes.yours} aria-label="Your offer">
        <Alert color="yellow" role="status">
          The owner countered your offer of {formatCents(offer.amountCents)} with{" "}
          <strong>{formatCents(offer.counterCents ?? 0)}</strong>. Answer by {when(offer.expiresAt)}
          .
        </Alert>
        {offer.counterNote ? (
          <p className={`${text.plain} ${text.sm} ${classes.note}`}>{offer.counterNote}</p>
        ) : null}
        <div className={classes.actions}>
          <AnswerButton offerId={offer.id} intent="decline" label="Decline counter-offer" />
          <AnswerButton
            offerId={offer.id}
            intent="accept"
            label={`Accept ${formatCents(offer.counterCents ?? 0)}`}
            variant="filled"
          />
        </div>
      </section>
    );
  }
  if (offer.status === "accepted") {
    return (
      <section className={classes.yours} aria-label="Your offer">
        <Alert color="green" role="status">
          Your offer was accepted: this artwork is reserved for you at{" "}
          <strong>{formatCents(offer.priceCents ?? 0)}</strong> until{" "}
          {when(offer.reservedUntil ?? offer.expiresAt)}.
        </Alert>
        <Button to={checkoutPath(artworkId, "purchase")} fullWidth>
          Buy at {formatCents(offer.priceCents ?? 0)}
        </Button>
      </section>
    );
  }
  return null;
}
