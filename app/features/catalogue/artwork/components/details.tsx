import {
  IconCircleCheck,
  IconLock,
  IconMessageCircle,
  IconShare,
  IconShoppingBag,
  IconTag,
  IconTruckDelivery,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { Alert } from "~/components/alert";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { showToast } from "~/components/toast";
import {
  ARTWORK_MESSAGES,
  type ArtworkDetail,
  type ArtworkOffer,
} from "~/features/catalogue/artwork/artwork-detail";
import {
  formatDimensions,
  formatMiles,
  headlinePrice,
  leaseRates,
  shippingLine,
} from "~/features/catalogue/artwork/artwork-facts";
import { checkoutPath, messagesPath, signInThen } from "~/features/catalogue/artwork/links";
import { SaveButton } from "~/features/catalogue/cards/favorite-button";
import { SupportBadges } from "~/features/catalogue/cards/support-badges";
import { NAME_FALLBACKS } from "~/lib/display-name";
import { formatCents, formatDate } from "~/lib/format";
import classes from "./artwork-page.module.css";

/** Title, artist, presenter and badges. */
export function ArtworkHeading({ artwork }: { artwork: ArtworkDetail }) {
  return (
    <div className={classes.heading}>
      <h1 className={classes.title}>{artwork.title}</h1>
      <p className={classes.byline}>
        by <strong>{artwork.artistName ?? NAME_FALLBACKS.artist}</strong>
      </p>
      {artwork.isResale && artwork.isAvailable ? (
        <p className={classes.resale} data-testid="resale-line">
          Resale · first listed by {artwork.artistName ?? NAME_FALLBACKS.artist}
        </p>
      ) : null}
      {artwork.presenter ? (
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
          Presented by{" "}
          <Link
            to={`/profile/${artwork.presenter.id}`}
            className={`${link.link} ${link.strong} focus-ring`}
          >
            {artwork.presenter.name}
          </Link>
        </p>
      ) : null}
      {artwork.manageOwnSales ||
      artwork.inGentrificationZone ||
      artwork.receivedLoanGrant ||
      artwork.isSpecialNeedsArtist ||
      artwork.isSeekingLocation ? (
        <div className={classes.badges}>
          {artwork.manageOwnSales ? (
            <Badge color="dark" variant="filled" size="sm">
              Artist-managed
            </Badge>
          ) : null}
          <SupportBadges flags={artwork} size="sm" />
        </div>
      ) : null}
    </div>
  );
}

/** The sold notice for others, or the owner's banner (R-sold-notice). */
export function AvailabilityNotice({ artwork }: { artwork: ArtworkDetail }) {
  if (artwork.viewerIsOwner) {
    return (
      <Alert role="status" color="teal" icon={<IconCircleCheck size={20} aria-hidden />}>
        <p className={`${text.plain} ${text.sm} ${text.strong}`}>{ARTWORK_MESSAGES.owned}</p>
      </Alert>
    );
  }
  if (artwork.isAvailable) return null;
  return (
    <Alert role="status" color="gray" icon={<IconLock size={20} aria-hidden />} title="Sold">
      {ARTWORK_MESSAGES.sold}
    </Alert>
  );
}

function toastThen(message: string) {
  return () => showToast(message, "blue");
}

/** Price, lease rates and what the viewer can do: buy, lease, save, share, ask. */
export function PricePanel({
  artwork,
  signedIn,
  moneySplit,
  rentCreditCents = 0,
  offer,
}: {
  artwork: ArtworkDetail;
  signedIn: boolean;
  /** What the viewer may do now (R-artwork-lifecycle). */
  offer: ArtworkOffer;
  /** Where the purchase price goes, in words (R-money-split). */
  moneySplit?: string | null;
  /** The viewer's rent credit toward buying it (R-rent-to-own). */
  rentCreditCents?: number;
}) {
  const rates = leaseRates(artwork);
  const offered = new Set(signedIn ? offer.actions : offer.signInActions);
  const canPurchase = offered.has("buy");
  const canLease = offered.has("lease");
  // The owner's own listing shows its prices only while they offer it.
  const ownListing = artwork.viewerIsOwner && artwork.isAvailable;
  const resell = offer.actions.includes("resell") && !artwork.isAvailable;
  const purchase = checkoutPath(artwork.id, "purchase");
  const lease = checkoutPath(artwork.id, "lease");
  // Questions go to the original artist, also once the work is sold.
  const questions = artwork.questionsTo ? messagesPath(artwork.questionsTo, artwork.id) : null;
  // A work off the market has no price to show: the notice above says why.
  const offMarket = !artwork.isAvailable;

  async function share() {
    const url = `${window.location.origin}/artwork/${artwork.id}`;
    try {
      await navigator.clipboard.writeText(url);
      showToast(ARTWORK_MESSAGES.linkCopied, "green");
    } catch {
      showToast(`Copy this link to share it: ${url}`, "red");
    }
  }

  return (
    <div className={`${classes.panel} ${layout.panel}`}>
      {offMarket ? null : (
        <div>
          <p className={classes.priceLabel}>
            {ownListing
              ? "Your listing"
              : artwork.salePriceCents && artwork.salePriceCents > 0
                ? "Purchase price"
                : "Price"}
          </p>
          <p className={classes.price}>{headlinePrice(artwork)}</p>
          {moneySplit ? (
            <p className={classes.moneySplit} data-testid="money-split">
              {moneySplit}
            </p>
          ) : null}
          {rentCreditCents > 0 ? (
            <p className={classes.rentCredit} data-testid="rent-credit">
              You have {formatCents(rentCreditCents)} of rent credit toward buying this work
            </p>
          ) : null}
          {rates.length > 0 ? (
            <p className={classes.rates}>
              <span className={classes.ratesLabel}>Lease:</span>
              {rates.map((rate) => (
                <span key={rate.period} className={classes.rate}>
                  {rate.label}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      )}

      {canPurchase || canLease ? (
        <div className={classes.grow}>
          {canPurchase ? (
            <Button
              to={signedIn ? purchase : signInThen(purchase)}
              onClick={signedIn ? undefined : toastThen(ARTWORK_MESSAGES.signInToPurchase)}
              size="md"
              leftSection={<IconShoppingBag size={18} aria-hidden />}
            >
              Purchase
            </Button>
          ) : null}
          {canLease ? (
            <Button
              to={signedIn ? lease : signInThen(lease)}
              onClick={signedIn ? undefined : toastThen(ARTWORK_MESSAGES.signInToLease)}
              size="md"
              variant={canPurchase ? "light" : "filled"}
            >
              {offer.leaseFrom ? `Lease from ${formatDate(offer.leaseFrom)}` : "Lease"}
            </Button>
          ) : null}
        </div>
      ) : null}

      {resell ? (
        <Button
          to={`/artist/artwork?q=${encodeURIComponent(artwork.title)}`}
          size="md"
          leftSection={<IconTag size={18} aria-hidden />}
        >
          Offer for resale
        </Button>
      ) : null}

      <div className={classes.actions}>
        <SaveButton artworkId={artwork.id} isFavorite={artwork.isFavorite} />
        <Button variant="default" leftSection={<IconShare size={18} aria-hidden />} onClick={share}>
          Share
        </Button>
      </div>

      {questions === null ? null : (
        <Link
          to={signedIn ? questions : signInThen(questions)}
          onClick={signedIn ? undefined : toastThen(ARTWORK_MESSAGES.signInToMessage)}
          className={`${link.link} ${link.strong} ${link.sm} focus-ring`}
        >
          <span className={classes.iconLine}>
            <IconMessageCircle size={18} aria-hidden />
            Questions about this piece?
          </span>
        </Link>
      )}
    </div>
  );
}

function DistanceValue({ distance }: { distance: NonNullable<ArtworkDetail["distance"]> }) {
  if (distance.miles != null) return <>{formatMiles(distance.miles)}</>;
  return <span className={classes.distanceError}>{distance.error}</span>;
}

/** The artist's description of the work, line breaks kept. */
export function ArtworkDescription({ description }: { description: string }) {
  return (
    <section aria-labelledby="about-heading">
      <h2 className={classes.sectionTitle} id="about-heading">
        About this work
      </h2>
      <p className={classes.description}>{description}</p>
    </section>
  );
}

/** The facts: medium, style, location, year, size, distance, shipping. */
export function ArtworkFacts({ artwork }: { artwork: ArtworkDetail }) {
  const dimensions = formatDimensions({
    width: artwork.width,
    height: artwork.height,
    depth: artwork.depth,
    unit: artwork.dimensionUnit,
  });
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: "Medium", value: artwork.medium },
    { label: "Style", value: artwork.style },
    { label: "Location", value: artwork.location },
    { label: "Made in", value: artwork.inceptionLocation },
    { label: "Year", value: artwork.creationYear },
    { label: "Dimensions", value: dimensions },
    {
      label: "Distance",
      value: artwork.distance ? <DistanceValue distance={artwork.distance} /> : null,
    },
    {
      label: "Shipping",
      value: (
        <span className={classes.iconLine}>
          <IconTruckDelivery size={16} aria-hidden />
          {shippingLine(artwork.manageOwnSales)}
        </span>
      ),
    },
  ].filter((fact) => fact.value != null && fact.value !== "");

  return (
    <section aria-labelledby="details-heading">
      <h2 className={classes.sectionTitle} id="details-heading">
        Details
      </h2>
      <dl className={classes.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={classes.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
