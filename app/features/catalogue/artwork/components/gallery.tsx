import { IconChevronLeft, IconChevronRight, IconPhoto } from "@tabler/icons-react";
import { type KeyboardEvent, useState } from "react";
import { Badge } from "~/components/badge";
import layout from "~/components/layout.module.css";
import type { ArtworkImage } from "~/features/catalogue/artwork/artwork-detail";
import { imageUrl } from "~/features/media";
import classes from "./gallery.module.css";
import { ZoomActions } from "./zoom";

/** Index of the next image, wrapping around in both directions. */
export function wrapIndex(index: number, count: number) {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

/**
 * The artwork's pictures: the main image first, then the others. Arrows and the
 * Left/Right keys (while the gallery has focus) step through them and wrap around;
 * thumbnails jump to one.
 */
export function ArtworkGallery({
  title,
  images,
  artworkId,
  published = false,
}: {
  title: string;
  images: ArtworkImage[];
  /** The work, and whether the public sees it (then it has a IIIF manifest). */
  artworkId?: string;
  published?: boolean;
}) {
  const [current, setCurrent] = useState(0);
  const count = images.length;
  const index = wrapIndex(current, count);
  const image = images[index];

  if (!image) {
    return (
      <div className={classes.stage}>
        <div className={classes.empty}>
          <IconPhoto size={48} aria-hidden />
          <p>No image available</p>
        </div>
      </div>
    );
  }

  const many = count > 1;
  const show = (next: number) => setCurrent(wrapIndex(next, count));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!many) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      show(index + 1);
    }
  };
  const alt = (at: number) => (count > 1 ? `${title}, image ${at + 1} of ${count}` : title);

  return (
    <section
      className={classes.gallery}
      aria-roledescription="carousel"
      aria-label={`Images of ${title}`}
      // Focusable so that the arrow keys work; only worth it with more than one image.
      tabIndex={many ? 0 : undefined}
      onKeyDown={onKeyDown}
    >
      <div className={classes.stage}>
        <img
          key={image.key}
          className={classes.image}
          src={imageUrl(image.key, "large")}
          width={image.width}
          height={image.height}
          alt={alt(index)}
          decoding="async"
          fetchPriority={index === 0 ? "high" : undefined}
        />
        {many ? (
          <>
            <button
              type="button"
              // press: pressed, it moves down a pixel like the app's buttons.
              className={`${classes.arrow} ${classes.previous} press focus-ring`}
              aria-label="Previous image"
              onClick={() => show(index - 1)}
            >
              <IconChevronLeft size={24} aria-hidden />
            </button>
            <button
              type="button"
              // press: pressed, it moves down a pixel like the app's buttons.
              className={`${classes.arrow} ${classes.next} press focus-ring`}
              aria-label="Next image"
              onClick={() => show(index + 1)}
            >
              <IconChevronRight size={24} aria-hidden />
            </button>
            <Badge className={classes.counter} color="dark" variant="filled" aria-hidden>
              {index + 1} / {count}
            </Badge>
            <span className={layout.visuallyHidden} aria-live="polite">
              Image {index + 1} of {count}
            </span>
          </>
        ) : null}
      </div>
      {artworkId ? (
        <ZoomActions artworkId={artworkId} title={title} image={image} manifest={published} />
      ) : null}
      {many ? (
        <ul className={classes.thumbnails} aria-label="Choose an image">
          {images.map((thumb, at) => (
            <li key={thumb.key}>
              <button
                type="button"
                className={`${classes.thumbnail} focus-ring`}
                aria-label={`Show image ${at + 1} of ${count}`}
                aria-current={at === index ? "true" : undefined}
                onClick={() => show(at)}
              >
                <img
                  src={imageUrl(thumb.key, "thumbnail")}
                  width={200}
                  height={150}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
