import { type MouseEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { imageUrl } from "~/features/media";
import type { DiscoverySlide } from "../slides";
import classes from "./discovery.module.css";

/**
 * One slide's picture, at the large size (1600 px) so it is sharp on any
 * screen. It reports `onReady` once it can be seen (loaded, failed, or there
 * is no picture), so the slide before it stays until then.
 */
function Picture({
  slide,
  loading,
  onReady,
}: {
  slide: DiscoverySlide;
  loading: boolean;
  onReady: () => void;
}) {
  const [failed, setFailed] = useState(false);
  const missing = !slide.image || failed;
  useEffect(() => {
    if (missing) onReady();
  }, [missing, onReady]);
  if (missing) {
    return (
      <div
        className={classes.noImage}
        role="img"
        aria-label={`${slide.title} by ${slide.artistName}`}
      >
        No image available
      </div>
    );
  }
  return (
    <img
      // A picture already in the cache may be complete before React listens for its load.
      ref={(img) => {
        if (img?.complete && img.naturalWidth > 0) onReady();
      }}
      className={classes.image}
      src={imageUrl(slide.image?.key ?? "", "large")}
      width={slide.image?.width}
      height={slide.image?.height}
      alt={`${slide.title} by ${slide.artistName}`}
      aria-hidden={loading || undefined}
      data-loading={loading || undefined}
      draggable={false}
      onLoad={onReady}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The picture of the slide on screen, as a link to its artwork page, and the
 * next slide's picture taking its place once loaded (never a blank frame).
 */
export function SlideImage({
  shown,
  current,
  onShown,
  onOpen,
  swiped,
}: {
  shown: DiscoverySlide | null;
  current: DiscoverySlide | undefined;
  onShown: (slide: DiscoverySlide) => void;
  onOpen: () => void;
  swiped: () => boolean;
}) {
  if (!shown && !current) return null;
  const target = shown ?? current;
  const layers = [shown, current].filter(
    (slide, i, all): slide is DiscoverySlide =>
      !!slide && all.findIndex((other) => other?.id === slide.id) === i,
  );
  const onClick = (event: MouseEvent) => {
    if (swiped()) event.preventDefault();
    else onOpen();
  };
  return (
    <Link
      to={`/artwork/${target?.id}`}
      className={classes.imageLink}
      onClick={onClick}
      draggable={false}
      data-testid="slide-image"
      data-artwork-id={shown?.id}
    >
      {/* Keyed in one list, so the picture that was loading stays the same element once shown. */}
      {layers.map((slide) => (
        <Picture
          key={slide.id}
          slide={slide}
          loading={slide.id !== shown?.id}
          onReady={slide.id === current?.id ? () => onShown(slide) : noop}
        />
      ))}
    </Link>
  );
}

function noop() {}
