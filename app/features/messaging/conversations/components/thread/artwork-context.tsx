import { Link } from "react-router";
import { imageUrl } from "~/features/media";
import type { ArtworkContext } from "~/features/messaging/conversations/types";
import classes from "./thread.module.css";

/** A small card for the artwork a conversation or message is about, linking to its page. */
export function ArtworkContextCard({
  artwork,
  label = "About this piece",
}: {
  artwork: ArtworkContext;
  label?: string;
}) {
  return (
    <Link to={`/artwork/${artwork.id}`} className={classes.artworkCard}>
      {artwork.imageKey ? (
        <img
          src={imageUrl(artwork.imageKey, "thumbnail")}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          className={classes.artworkThumb}
        />
      ) : (
        <span className={classes.artworkThumb} aria-hidden="true" />
      )}
      <span className={classes.artworkText}>
        <span className={classes.artworkLabel}>{label}</span>
        <span className={classes.artworkTitle}>{artwork.title}</span>
        {artwork.artistName ? (
          <span className={classes.artworkArtist}>by {artwork.artistName}</span>
        ) : null}
      </span>
    </Link>
  );
}
