import { Badge } from "~/components/badge";
import text from "~/components/text.module.css";
import { formatCents } from "~/lib/format";
import { OFFER_STATUS_LABELS } from "../messages";
import type { OfferStatus } from "../moves";
import { AnswerButton, CounterButton } from "./offer-actions";
import classes from "./offers.module.css";

/** An offer as the owner's list shows it (never the floor). */
export type OwnerOffer = {
  id: string;
  artworkId: string;
  artworkTitle: string;
  buyerName: string;
  amountCents: number;
  note: string | null;
  counterCents: number | null;
  counterNote: string | null;
  status: OfferStatus;
  expiresAt: string;
  priceCents: number | null;
  reservedUntil: string | null;
  createdAt: string;
  askingCents: number | null;
};

const STATUS_COLOR: Record<OfferStatus, string> = {
  open: "blue",
  countered: "yellow",
  accepted: "green",
  declined: "gray",
  withdrawn: "gray",
  expired: "gray",
  lapsed: "gray",
  completed: "green",
  void: "gray",
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
 * R-offer-answer: the offers on the owner's works, newest first, each with
 * the buyer's note (as text) and, while it waits for the owner, Accept,
 * Decline and Counter.
 */
export function OwnerOfferList({ offers }: { offers: OwnerOffer[] }) {
  if (offers.length === 0) {
    return <p className={`${text.plain} ${text.dimmed}`}>No offers yet.</p>;
  }
  return (
    <ul className={classes.list} aria-label="Offers">
      {offers.map((offer) => (
        <li key={offer.id} className={classes.card} aria-label={`Offer from ${offer.buyerName}`}>
          <div className={classes.head}>
            <p className={`${text.plain} ${text.strong}`}>
              {offer.buyerName} offered {formatCents(offer.amountCents)} for “{offer.artworkTitle}”
            </p>
            <Badge color={STATUS_COLOR[offer.status]}>{OFFER_STATUS_LABELS[offer.status]}</Badge>
          </div>
          {offer.note ? (
            <p className={`${text.plain} ${text.sm} ${classes.note}`}>{offer.note}</p>
          ) : null}
          {offer.counterCents !== null ? (
            <p className={`${text.plain} ${text.sm}`}>
              Your counter-offer: {formatCents(offer.counterCents)}
            </p>
          ) : null}
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
            {offer.askingCents ? `Listed at ${formatCents(offer.askingCents)}. ` : ""}
            {offer.status === "open" || offer.status === "countered"
              ? `Open until ${when(offer.expiresAt)}.`
              : offer.status === "accepted" && offer.reservedUntil
                ? `Reserved for the buyer at ${formatCents(offer.priceCents ?? 0)} until ${when(offer.reservedUntil)}.`
                : `Made ${when(offer.createdAt)}.`}
          </p>
          {offer.status === "open" ? (
            <div className={classes.actions}>
              <AnswerButton offerId={offer.id} intent="decline" label="Decline" />
              <CounterButton
                offerId={offer.id}
                offerCents={offer.amountCents}
                askingCents={offer.askingCents}
                buyerName={offer.buyerName}
              />
              <AnswerButton offerId={offer.id} intent="accept" label="Accept" variant="filled" />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
