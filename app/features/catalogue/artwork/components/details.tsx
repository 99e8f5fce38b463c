import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
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
import { SaveButton } from "~/components/favorite-button";
import layout from "~/components/layout.module.css";
import { Notice } from "~/components/notice";
import { SupportBadges } from "~/components/support-badges";
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
import { NAME_FALLBACKS } from "~/lib/display-name";
import { formatCents, formatDate } from "~/lib/format";
import classes from "./artwork-page.module.css";

/** Title, artist, presenter and badges. */
export function ArtworkHeading({ artwork }: { artwork: ArtworkDetail }) {
  return (
    <Stack gap="xs">
      <Title order={1} lh={1.15} className={classes.title} style={{ overflowWrap: "anywhere" }}>
        {artwork.title}
      </Title>
      <Text size="lg" c="gray.7">
        by <strong>{artwork.artistName ?? NAME_FALLBACKS.artist}</strong>
      </Text>
      {artwork.isResale && artwork.isAvailable ? (
        <Text size="sm" fw={600} c="grape.8" data-testid="resale-line">
          Resale · first listed by {artwork.artistName ?? NAME_FALLBACKS.artist}
        </Text>
      ) : null}
      {artwork.presenter ? (
        <Text size="sm" c="dimmed">
          Presented by{" "}
          <Link
            to={`/profile/${artwork.presenter.id}`}
            className={`${link.link} ${link.strong} mantine-focus-auto`}
          >
            {artwork.presenter.name}
          </Link>
        </Text>
      ) : null}
      {artwork.manageOwnSales ||
      artwork.inGentrificationZone ||
      artwork.receivedLoanGrant ||
      artwork.isSpecialNeedsArtist ||
      artwork.isSeekingLocation ? (
        <Group gap={6} mt={4}>
          {artwork.manageOwnSales ? (
            <Badge color="dark" variant="filled" size="sm">
              Artist-managed
            </Badge>
          ) : null}
          <SupportBadges flags={artwork} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}

/** The sold notice for others, or the owner's banner (R-sold-notice). */
export function AvailabilityNotice({ artwork }: { artwork: ArtworkDetail }) {
  if (artwork.viewerIsOwner) {
    return (
      <Notice color="teal" icon={<IconCircleCheck size={20} aria-hidden />}>
        <Text fw={600} size="sm">
          {ARTWORK_MESSAGES.owned}
        </Text>
      </Notice>
    );
  }
  if (artwork.isAvailable) return null;
  return (
    <Notice color="gray" icon={<IconLock size={20} aria-hidden />} title="Sold">
      {ARTWORK_MESSAGES.sold}
    </Notice>
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
    <Paper withBorder radius="md" className={layout.panel}>
      <Stack gap="md">
        {offMarket ? null : (
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.6}>
              {ownListing
                ? "Your listing"
                : artwork.salePriceCents && artwork.salePriceCents > 0
                  ? "Purchase price"
                  : "Price"}
            </Text>
            <Text fw={700} c="teal.8" className={classes.price}>
              {headlinePrice(artwork)}
            </Text>
            {moneySplit ? (
              <Text size="sm" c="gray.7" mt={2} data-testid="money-split">
                {moneySplit}
              </Text>
            ) : null}
            {rentCreditCents > 0 ? (
              <Text size="sm" fw={600} c="teal.8" mt={4} data-testid="rent-credit">
                You have {formatCents(rentCreditCents)} of rent credit toward buying this work
              </Text>
            ) : null}
            {rates.length > 0 ? (
              <Group gap={6} mt={6}>
                <Text size="sm" c="dimmed" component="span">
                  Lease:
                </Text>
                {rates.map((rate) => (
                  <Badge key={rate.period} variant="outline" color="gray" size="lg" tt="none">
                    <Text span size="sm" fw={600} c="var(--mantine-color-text)">
                      {rate.label}
                    </Text>
                  </Badge>
                ))}
              </Group>
            ) : null}
          </div>
        )}

        {canPurchase || canLease ? (
          <Group grow gap="sm">
            {canPurchase ? (
              <Button
                component={Link}
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
                component={Link}
                to={signedIn ? lease : signInThen(lease)}
                onClick={signedIn ? undefined : toastThen(ARTWORK_MESSAGES.signInToLease)}
                size="md"
                variant={canPurchase ? "light" : "filled"}
              >
                {offer.leaseFrom ? `Lease from ${formatDate(offer.leaseFrom)}` : "Lease"}
              </Button>
            ) : null}
          </Group>
        ) : null}

        {resell ? (
          <Button
            component={Link}
            to={`/artist/artwork?q=${encodeURIComponent(artwork.title)}`}
            size="md"
            leftSection={<IconTag size={18} aria-hidden />}
          >
            Offer for resale
          </Button>
        ) : null}

        <Group gap="sm">
          <SaveButton artworkId={artwork.id} isFavorite={artwork.isFavorite} />
          <Button
            variant="default"
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={share}
          >
            Share
          </Button>
        </Group>

        {questions === null ? null : (
          <Link
            to={signedIn ? questions : signInThen(questions)}
            onClick={signedIn ? undefined : toastThen(ARTWORK_MESSAGES.signInToMessage)}
            className={`${link.link} ${link.strong} ${link.sm} mantine-focus-auto`}
          >
            <Group gap={6} component="span" wrap="nowrap">
              <IconMessageCircle size={18} aria-hidden />
              Questions about this piece?
            </Group>
          </Link>
        )}
      </Stack>
    </Paper>
  );
}

function DistanceValue({ distance }: { distance: NonNullable<ArtworkDetail["distance"]> }) {
  if (distance.miles != null) return <>{formatMiles(distance.miles)}</>;
  return (
    <Text span size="sm" c="dimmed" fs="italic">
      {distance.error}
    </Text>
  );
}

/** The artist's description of the work, line breaks kept. */
export function ArtworkDescription({ description }: { description: string }) {
  return (
    <section aria-labelledby="about-heading">
      <Title order={2} size="h3" id="about-heading" mb="xs">
        About this work
      </Title>
      <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }} lh={1.65}>
        {description}
      </Text>
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
        <Group gap={6} component="span" wrap="nowrap">
          <IconTruckDelivery size={16} aria-hidden />
          {shippingLine(artwork.manageOwnSales)}
        </Group>
      ),
    },
  ].filter((fact) => fact.value != null && fact.value !== "");

  return (
    <section aria-labelledby="details-heading">
      <Title order={2} size="h3" id="details-heading" mb="xs">
        Details
      </Title>
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
