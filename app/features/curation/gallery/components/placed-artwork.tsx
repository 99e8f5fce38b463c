import { GALLERY_TEXTS, type GalleryArtwork } from "../schema";
import { type Box, trueScaleNote } from "../true-scale";
import classes from "./virtual-gallery.module.css";

/**
 * The placed work in its frame (R-gallery-true-scale): drawn at `box`, its
 * picture fading in once loaded, named while paused, with the true-size note
 * under it. The frame's moulding is a shadow outside the box, so the picture
 * itself keeps the work's size.
 */
export function PlacedArtwork({
  artwork,
  box,
  scale,
  loaded,
  named,
  onHover,
  onTap,
  onLoad,
  onError,
}: {
  artwork: GalleryArtwork;
  box: Box;
  scale: number | null;
  loaded: boolean;
  /** Paused by a hover or a tap: show the title and the artist. */
  named: boolean;
  onHover: (hovered: boolean) => void;
  onTap: () => void;
  onLoad: () => void;
  onError: () => void;
}) {
  const note = trueScaleNote(scale);
  const border = Math.max(3, Math.min(14, Math.min(box.width, box.height) * 0.04));
  return (
    <span
      className={classes.frame}
      data-artwork-id={artwork.id}
      data-true-scale={scale ?? undefined}
      style={{
        left: box.x,
        top: box.y,
        width: box.width,
        height: box.height,
        boxShadow: `0 0 0 ${border}px #1f1a17, 0 ${border + 6}px ${border * 3 + 12}px rgba(0, 0, 0, 0.45)`,
      }}
      // A press on the work is not the start of a new placement; a tap pauses (no hover on touch).
      onPointerDown={(event) => {
        event.stopPropagation();
        if (event.pointerType === "touch") onTap();
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== "touch") onHover(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "touch") onHover(false);
      }}
      data-testid="placed-artwork"
    >
      <img
        key={artwork.id}
        src={artwork.imageUrl}
        alt=""
        className={classes.artworkImage}
        data-loaded={loaded || undefined}
        draggable={false}
        onLoad={onLoad}
        onError={onError}
      />
      {!loaded && (
        <span className={classes.loading}>
          <span className={classes.spinner} aria-hidden />
          <span>{GALLERY_TEXTS.loading}</span>
        </span>
      )}
      {named && (
        <span className={classes.caption}>
          <span className={classes.captionTitle}>{artwork.title}</span>
          <span>by {artwork.artistName}</span>
        </span>
      )}
      {note && (
        <span className={classes.note} style={{ marginTop: border + 6 }}>
          {note}
        </span>
      )}
    </span>
  );
}
