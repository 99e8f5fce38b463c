import { formatMiles } from "~/features/catalogue";
import { formatCents } from "~/lib/format";
import { type DiscoverySlide, discoveryQrUrl } from "../slides";
import classes from "./discovery.module.css";

/** The distance, or the reason there is none (R-distance: 'Failed to calculate distance'). */
function distanceText(distance: DiscoverySlide["distance"]) {
  return distance.miles !== undefined ? formatMiles(distance.miles) : distance.error;
}

/**
 * What the member is looking at: title, artist, medium, where it is and how
 * far, and its sale price; the QR code lower right when asked for and the
 * work has one.
 */
export function SlideOverlay({ slide, showQr }: { slide: DiscoverySlide; showQr: boolean }) {
  const withQr = showQr && slide.hasQrCode;
  const distance = distanceText(slide.distance);
  return (
    <>
      <div
        className={classes.overlay}
        data-with-qr={withQr || undefined}
        data-testid="slide-overlay"
      >
        <div className={classes.overlayText}>
          <h2 className={classes.overlayTitle}>{slide.title}</h2>
          <p className={classes.overlayLine}>by {slide.artistName}</p>
          <p className={classes.overlayLine}>{slide.medium}</p>
          <p className={classes.overlayLine}>
            {slide.location}
            {distance ? ` · ${distance}` : ""}
          </p>
          {slide.salePriceCents !== null && slide.salePriceCents > 0 ? (
            <p className={classes.price}>{formatCents(slide.salePriceCents)}</p>
          ) : null}
        </div>
      </div>
      {withQr ? (
        <img
          className={classes.qr}
          src={discoveryQrUrl(slide.id)}
          alt={`QR code for ${slide.title}`}
          width={120}
          height={120}
          data-testid="slide-qr"
        />
      ) : null}
    </>
  );
}
