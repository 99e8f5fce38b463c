import { Text } from "@mantine/core";
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
      <span style={{ minWidth: 0 }}>
        <Text component="span" display="block" size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text component="span" display="block" size="sm" fw={600} truncate>
          {artwork.title}
        </Text>
        {artwork.artistName ? (
          <Text component="span" display="block" size="xs" c="dimmed" truncate>
            by {artwork.artistName}
          </Text>
        ) : null}
      </span>
    </Link>
  );
}
