import { IconPhoto } from "@tabler/icons-react";
import { Link } from "react-router";
import badge from "~/components/badge.module.css";
import skeleton from "~/components/skeleton.module.css";
import { imageUrl } from "~/features/media";
import { NAME_FALLBACKS } from "~/lib/display-name";
import classes from "./artwork-card.module.css";
import type { ArtworkCardData } from "./card-data";
import { FavoriteHeart } from "./favorite-button";
import { priceLine } from "./price-and-badges";
import { SupportBadges } from "./support-badges";

/**
 * The artwork card used on the home page, search, and member profiles, in
 * plain markup: a page repeats it up to 24 times (see bench/README.md).
 */
export function ArtworkCard({
  artwork,
  priority = false,
  note,
}: {
  artwork: ArtworkCardData;
  priority?: boolean;
  /** A short extra line under the price, such as the distance on search results. */
  note?: React.ReactNode;
}) {
  const href = `/artwork/${artwork.id}`;
  const key = artwork.mainImageKey;
  return (
    <article className={classes.card} aria-label={artwork.title}>
      <div className={classes.media}>
        <Link to={href} tabIndex={-1} aria-hidden className={classes.frame}>
          {key ? (
            <img
              src={imageUrl(key, "default")}
              srcSet={`${imageUrl(key, "thumbnail")} 200w, ${imageUrl(key, "default")} 400w, ${imageUrl(key, "card")} 600w`}
              sizes="(max-width: 36em) 100vw, (max-width: 62em) 50vw, 400px"
              width={600}
              height={450}
              alt=""
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : undefined}
              decoding="async"
            />
          ) : (
            <span className={classes.placeholder}>
              <IconPhoto size={40} aria-hidden />
            </span>
          )}
        </Link>
        <FavoriteHeart
          artworkId={artwork.id}
          isFavorite={artwork.isFavorite}
          title={artwork.title}
        />
        {artwork.manageOwnSales ? (
          <span className={`${badge.badge} ${classes.managed}`} data-size="sm" data-color="dark">
            Artist-managed
          </span>
        ) : null}
      </div>
      <div className={classes.body}>
        <Link to={href} className={classes.title}>
          {artwork.title}
        </Link>
        <p className={classes.meta}>
          {artwork.artistName ?? NAME_FALLBACKS.artist} · {artwork.medium}
        </p>
        <SupportBadges flags={artwork} size="xs" />
        <p className={classes.price}>
          {priceLine(artwork.salePriceCents, artwork.leaseDailyRateCents)}
        </p>
        {note}
      </div>
    </article>
  );
}

export function ArtworkCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden>
      <span className={skeleton.skeleton} style={{ aspectRatio: "4 / 3", borderRadius: 0 }} />
      <div className={classes.skeletonBody}>
        <span className={skeleton.skeleton} style={{ height: 18, width: "70%" }} />
        <span className={skeleton.skeleton} style={{ height: 12, width: "50%" }} />
        <span className={skeleton.skeleton} style={{ height: 16, width: "30%" }} />
      </div>
    </div>
  );
}
